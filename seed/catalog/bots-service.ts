import type { BotScenario } from "../typebot/spec";

const ATENDENTE = "https://wa.me/5511988887777?text=Quero%20falar%20com%20um%20atendente";

/** Typebot scenarios about service, scheduling, surveys and support. */
export const SERVICE_BOTS: BotScenario[] = [
  {
    id: "agendamento",
    tags: ["agendamento", "chatbot", "atendimento"],
    segments: ["clinicas", "odontologia", "beleza", "petshop", "academias", "advocacia", "oficinas"],
    names: [
      "Chatbot de agendamento",
      "Bot de marcação de horários",
      "Agendamento online por conversa",
      "Bot de agendamento com confirmação pelo WhatsApp",
      "Chatbot de agenda integrado ao n8n",
    ],
    summary: [
      "O cliente escolhe serviço, período e deixa o telefone; o bot envia tudo para o n8n, que cria o evento na agenda.",
      "Agenda horários 24 horas por dia sem precisar de atendente.",
    ],
    steps: [
      { kind: "say", text: "Olá! Vamos agendar seu horário {no negocio}. 📅" },
      { kind: "ask", input: "text input", question: "Qual é o seu nome?", variable: "Nome" },
      {
        kind: "choose",
        question: "Qual serviço você deseja?",
        options: ["Primeira consulta", "Retorno", "Avaliação"],
        variable: "Servico",
        title: "Serviço",
      },
      {
        kind: "choose",
        question: "Qual período é melhor para você?",
        options: ["Manhã", "Tarde", "Noite"],
        variable: "Periodo",
        title: "Período",
      },
      { kind: "ask", input: "text input", question: "Qual o seu WhatsApp com DDD?", variable: "Telefone" },
      { kind: "webhook", target: "n8n", responseVariable: "Horario" },
      {
        kind: "say",
        text: "Prontinho, {{Nome}}! Seu horário ficou para **{{Horario}}**. Você vai receber a confirmação no WhatsApp. ✅",
      },
    ],
  },
  {
    id: "atendimento-ia",
    tags: ["ia", "chatbot", "atendimento", "openai"],

    names: [
      "Atendente virtual com ChatGPT",
      "FAQ inteligente com IA",
      "Chatbot com IA para tirar dúvidas",
      "Assistente virtual com OpenAI para responder clientes",
      "Bot de perguntas frequentes com inteligência artificial",
    ],
    summary: [
      "Responde às dúvidas dos clientes com o ChatGPT usando as informações do seu negócio e chama um humano quando precisar.",
      "A conversa continua até o cliente dizer que a dúvida foi resolvida.",
    ],
    steps: [
      { kind: "say", text: "Oi! Sou a assistente virtual {do negocio}, com inteligência artificial. ✨" },
      { kind: "ask", input: "text input", question: "Qual é a sua dúvida?", variable: "Pergunta" },
      {
        kind: "ai",
        prompt:
          "Você é a atendente {do negocio}. Responda em português, em até 3 frases, só com informações sobre horários, serviços e formas de pagamento. Se não souber, diga que vai chamar um humano.",
        input: "Pergunta",
        output: "Resposta",
      },
      { kind: "say", text: "{{Resposta}}" },
      {
        kind: "choose",
        question: "Isso resolveu sua dúvida?",
        options: ["Sim, obrigado!", "Tenho outra pergunta", "Quero falar com um atendente"],
        title: "Resolveu?",
        branches: [
          { reply: "Que bom! Até a próxima. 💜", end: true },
          { reply: "Claro, pode perguntar!" },
          { reply: "Vou te passar para a equipe:", redirect: ATENDENTE },
        ],
      },
      { kind: "jump", toTitle: "Pergunta" },
    ],
  },
  {
    id: "nps",
    tags: ["nps", "pesquisa", "clientes"],
    segments: ["ecommerce", "clinicas", "restaurantes", "saas", "academias", "turismo", "varejo"],
    names: [
      "Pesquisa NPS conversacional",
      "Bot de pesquisa NPS com motivo da nota",
      "Chatbot de NPS com registro em planilha",
      "Pesquisa de recomendação (NPS) por chatbot",
    ],
    summary: ["Pergunta a nota de 0 a 10, pede o motivo aos detratores e grava as respostas numa planilha via webhook."],
    steps: [
      { kind: "say", text: "Oi! Sua opinião ajuda {o negocio} a melhorar. Leva só 30 segundos. 🙏" },
      { kind: "ask", input: "rating input", question: "De 0 a 10, o quanto você nos recomendaria a um amigo?", variable: "Nota" },
      {
        kind: "score",
        variable: "Nota",
        operator: "Greater than",
        value: "8",
        hot: [
          { kind: "say", text: "Uau, obrigado! 💙 Que tal deixar uma avaliação no Google?" },
          { kind: "redirect", url: "https://fluxoteca.dev/avaliar" },
        ],
        cold: [
          { kind: "ask", input: "text input", question: "Poxa! O que podemos fazer melhor?", variable: "Motivo", long: true },
        ],
      },
      { kind: "webhook", target: "sheets" },
      { kind: "say", text: "Obrigado pelo seu tempo! 😊" },
    ],
  },
  {
    id: "satisfacao",
    tags: ["pesquisa", "satisfacao", "atendimento"],
    segments: ["clinicas", "odontologia", "varejo", "restaurantes", "oficinas", "beleza", "turismo"],
    names: [
      "Pesquisa de satisfação pós-atendimento",
      "Avaliação de atendimento por chatbot",
      "Chatbot de avaliação de atendimento (CSAT)",
      "Pesquisa rápida de satisfação por chatbot",
    ],
    summary: [
      "Coleta a nota do atendimento e um comentário opcional logo após o contato, enviando as respostas para o seu sistema.",
    ],
    steps: [
      { kind: "say", text: "Como foi o seu atendimento hoje {no negocio}?" },
      { kind: "ask", input: "rating input", question: "Dê uma nota de 1 a 5:", variable: "Nota", scale: 5 },
      { kind: "ask", input: "text input", question: "Quer deixar um comentário? (opcional)", variable: "Comentario", long: true },
      { kind: "webhook", target: "sheets" },
      { kind: "say", text: "Muito obrigado! Sua resposta foi registrada. 🌟" },
    ],
  },
  {
    id: "triagem-clinica",
    tags: ["saude", "triagem", "agendamento", "chatbot"],
    segments: ["clinicas", "odontologia"],
    names: [
      "Triagem de pacientes por chatbot",
      "Pré-atendimento para clínicas",
      "Chatbot de triagem de pacientes com convênio",
      "Bot de pré-consulta com especialidade e convênio",
      "Atendimento inicial de pacientes por chatbot",
    ],
    summary: [
      "Identifica a especialidade e o convênio do paciente antes do atendimento e encaminha para a recepção no WhatsApp.",
    ],
    steps: [
      { kind: "say", text: "Olá! Este é o pré-atendimento {do negocio}. 🩺" },
      { kind: "ask", input: "text input", question: "Nome completo do paciente:", variable: "Paciente" },
      {
        kind: "choose",
        question: "Qual especialidade você procura?",
        options: ["Clínico geral", "Dermatologia", "Pediatria", "Nutrição"],
        variable: "Especialidade",
        title: "Especialidade",
      },
      {
        kind: "choose",
        question: "Você tem convênio?",
        options: ["Particular", "Unimed", "Bradesco Saúde", "SulAmérica", "Outro"],
        variable: "Convenio",
        title: "Convênio",
      },
      { kind: "webhook", target: "n8n" },
      { kind: "say", text: "Obrigado, {{Paciente}}! Vou te passar para a recepção finalizar o agendamento." },
      { kind: "redirect", url: ATENDENTE },
    ],
  },
  {
    id: "segunda-via",
    tags: ["financeiro", "boletos", "atendimento"],
    segments: ["escolas", "contabilidade", "academias", "saas", "imobiliarias"],
    names: [
      "Segunda via de boleto pelo chatbot",
      "Bot de autoatendimento financeiro",
      "Chatbot de segunda via de boleto por CPF",
      "Bot financeiro para emitir boleto atualizado",
    ],
    summary: ["O cliente informa o CPF e recebe a segunda via do boleto na hora; se nada for encontrado, fala com o financeiro."],
    steps: [
      { kind: "say", text: "Vamos emitir a segunda via do seu boleto. 🧾" },
      { kind: "ask", input: "text input", question: "Digite o CPF do titular (somente números):", variable: "CPF" },
      { kind: "webhook", target: "n8n", responseVariable: "LinkBoleto" },
      {
        kind: "score",
        variable: "LinkBoleto",
        operator: "Contains",
        value: "https",
        hot: [{ kind: "say", text: "Aqui está o seu boleto atualizado: {{LinkBoleto}}" }],
        cold: [
          { kind: "say", text: "Não encontrei boletos em aberto para esse CPF." },
          { kind: "redirect", url: ATENDENTE },
        ],
      },
    ],
  },
  {
    id: "matricula",
    tags: ["educacao", "matriculas", "chatbot"],
    segments: ["escolas", "academias"],
    names: [
      "Pré-matrícula online por chatbot",
      "Bot de inscrição em cursos com envio de documentos",
      "Chatbot de matrícula com envio de documentos",
      "Bot de inscrição escolar com upload de RG",
      "Pré-matrícula conversacional para cursos livres",
    ],
    summary: ["Coleta os dados do aluno, o curso escolhido e os documentos, e envia a pré-matrícula para a secretaria."],
    steps: [
      { kind: "say", text: "Que bom ter você aqui! Vamos fazer sua pré-matrícula {no negocio}. 🎓", media: "image" },
      { kind: "ask", input: "text input", question: "Nome do aluno:", variable: "Aluno" },
      { kind: "ask", input: "email input", question: "E-mail do responsável:", variable: "Email" },
      {
        kind: "choose",
        question: "Qual curso?",
        options: ["Inglês", "Informática", "Preparatório ENEM", "Robótica"],
        variable: "Curso",
        title: "Curso",
      },
      { kind: "ask", input: "file input", question: "Envie uma foto do RG ou da certidão de nascimento:", variable: "Documento" },
      { kind: "webhook", target: "make" },
      { kind: "wait", seconds: 1 },
      { kind: "say", text: "Pré-matrícula enviada! A secretaria entra em contato por {{Email}}." },
    ],
  },
  {
    id: "quiz",
    tags: ["quiz", "marketing", "engajamento"],
    segments: ["infoprodutos", "agencias", "escolas", "academias", "beleza"],
    names: [
      "Quiz interativo para gerar leads",
      "Quiz de perfil com resultado personalizado",
      "Quiz de personalidade para captar leads",
      "Chatbot de quiz com pontuação e resultado",
    ],
    summary: [
      "Um quiz divertido que soma pontos a cada resposta e mostra um resultado personalizado no final, capturando o e-mail do participante.",
    ],
    steps: [
      { kind: "say", text: "Descubra em 1 minuto qual é o seu perfil! 🧠" },
      { kind: "setvar", variable: "Pontos", expression: "0" },
      {
        kind: "choose",
        question: "Como você prefere aprender algo novo?",
        options: ["Na prática", "Lendo", "Assistindo vídeos"],
        variable: "P1",
        title: "Pergunta 1",
      },
      { kind: "setvar", variable: "Pontos", expression: "{{P1}} === 'Na prática' ? {{Pontos}} + 10 : {{Pontos}} + 5" },
      {
        kind: "choose",
        question: "O que mais te motiva?",
        options: ["Resultados rápidos", "Segurança", "Reconhecimento"],
        variable: "P2",
        title: "Pergunta 2",
      },
      { kind: "setvar", variable: "Pontos", expression: "{{P2}} === 'Resultados rápidos' ? {{Pontos}} + 10 : {{Pontos}}" },
      { kind: "ask", input: "email input", question: "Para ver seu resultado, informe seu e-mail:", variable: "Email" },
      {
        kind: "score",
        variable: "Pontos",
        operator: "Greater than",
        value: "15",
        hot: [{ kind: "say", text: "Seu perfil é **Realizador**! 🚀 Você aprende fazendo e gosta de desafios." }],
        cold: [{ kind: "say", text: "Seu perfil é **Estrategista**! 🧭 Você planeja antes de agir." }],
      },
      { kind: "webhook", target: "crm" },
    ],
  },
];
