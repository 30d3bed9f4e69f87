import type { BotScenario } from "../typebot/spec";

const WHATSAPP = "https://wa.me/5511999999999?text=Ol%C3%A1%2C%20vim%20pelo%20chatbot";

/** Typebot scenarios about leads, sales and orders. */
export const SALES_BOTS: BotScenario[] = [
  {
    id: "captura-leads",
    tags: ["leads", "chatbot", "formularios", "vendas"],
    segments: ["imobiliarias", "agencias", "escolas", "infoprodutos", "saas", "advocacia", "academias", "turismo"],
    names: [
      "Chatbot de captura de leads",
      "Formulário conversacional para captar leads",
      "Bot de boas-vindas com cadastro de leads",
      "Chatbot para captar leads no site",
      "Typebot de geração de leads com envio para o CRM",
    ],
    summary: [
      "Troca o formulário tradicional por uma conversa: pergunta nome, e-mail, WhatsApp e interesse e envia tudo para o CRM.",
      "A conversa converte mais do que um formulário comum e funciona muito bem no celular.",
    ],
    steps: [
      { kind: "say", text: "Olá! 👋 Seja bem-vindo {ao negocio}.", media: "image" },
      { kind: "ask", input: "text input", question: "Para começar, qual é o seu nome?", variable: "Nome" },
      { kind: "ask", input: "email input", question: "Prazer, {{Nome}}! Qual o seu melhor e-mail?", variable: "Email" },
      { kind: "ask", input: "text input", question: "E o seu WhatsApp com DDD?", variable: "WhatsApp" },
      {
        kind: "choose",
        question: "Sobre o que você quer conversar?",
        options: ["Conhecer os serviços", "Pedir um orçamento", "Falar com um consultor"],
        variable: "Interesse",
        title: "Interesse",
      },
      { kind: "webhook", target: "crm" },
      { kind: "say", text: "Perfeito, {{Nome}}! Um consultor vai te chamar no WhatsApp em breve. 😉" },
    ],
  },
  {
    id: "isca-digital",
    tags: ["leads", "marketing", "isca-digital", "e-book"],
    segments: ["infoprodutos", "agencias", "saas", "escolas", "imobiliarias"],
    names: [
      "Bot de isca digital com entrega de e-book",
      "Entrega automática de material gratuito por chatbot",
      "Chatbot de e-book gratuito com captura de e-mail",
      "Bot de lead magnet com envio automático do material",
    ],
    summary: ["Oferece um material gratuito, coleta nome e e-mail e envia o e-book automaticamente, já registrando o lead."],
    steps: [
      { kind: "say", text: "Preparamos um **guia gratuito** com as melhores práticas do mercado. 📘", media: "image" },
      { kind: "ask", input: "text input", question: "Como posso te chamar?", variable: "Nome" },
      { kind: "ask", input: "email input", question: "Para qual e-mail envio o guia, {{Nome}}?", variable: "Email" },
      { kind: "webhook", target: "crm" },
      {
        kind: "email",
        subject: "Seu guia gratuito chegou! 📘",
        body: "Olá {{Nome}},\n\nComo prometido, aqui está o seu guia. Bons estudos!\n\nEquipe {negocio}",
      },
      { kind: "say", text: "Pronto! Enviamos o material para **{{Email}}**. Confira também a caixa de spam. 😉" },
    ],
  },
  {
    id: "qualificacao-lead",
    tags: ["leads", "qualificacao", "vendas", "lead-scoring"],
    segments: ["imobiliarias", "agencias", "saas", "infoprodutos", "advocacia"],
    names: [
      "Qualificação de leads com pontuação automática",
      "Lead scoring conversacional",
      "Bot de pré-venda que qualifica leads",
      "Chatbot de qualificação de leads para vendas",
      "Bot que separa leads quentes e frios",
    ],
    summary: [
      "Faz perguntas de qualificação, soma uma pontuação e manda os leads quentes direto para a agenda do vendedor.",
      "Leads frios recebem conteúdo educativo, e o time comercial só fala com quem está pronto para comprar.",
    ],
    steps: [
      { kind: "say", text: "Oi! Vou te fazer 3 perguntas rápidas para entender como podemos ajudar. ⏱️" },
      { kind: "setvar", variable: "Pontos", expression: "0" },
      { kind: "ask", input: "text input", question: "Qual é o seu nome?", variable: "Nome" },
      {
        kind: "choose",
        question: "Quantas pessoas trabalham na sua empresa?",
        options: ["Só eu", "2 a 10", "11 a 50", "Mais de 50"],
        variable: "Porte",
        title: "Porte",
      },
      { kind: "setvar", variable: "Pontos", expression: "{{Porte}} === 'Só eu' ? {{Pontos}} : {{Pontos}} + 10" },
      {
        kind: "choose",
        question: "Quando você pretende começar?",
        options: ["Este mês", "Nos próximos 3 meses", "Só pesquisando"],
        variable: "Prazo",
        title: "Prazo",
      },
      { kind: "setvar", variable: "Pontos", expression: "{{Prazo}} === 'Este mês' ? {{Pontos}} + 20 : {{Pontos}}" },
      {
        kind: "score",
        variable: "Pontos",
        operator: "Greater than",
        value: "20",
        hot: [
          { kind: "say", text: "Ótimo, {{Nome}}! Você tem o perfil ideal. Escolha um horário com nosso especialista:" },
          { kind: "redirect", url: "https://fluxoteca.dev/agenda/especialista" },
        ],
        cold: [
          { kind: "say", text: "Obrigado, {{Nome}}! Vou te mandar alguns conteúdos para você conhecer melhor nossas soluções." },
        ],
      },
      { kind: "webhook", target: "crm" },
    ],
  },
  {
    id: "orcamento",
    tags: ["orcamento", "vendas", "chatbot"],
    segments: ["agencias", "oficinas", "beleza", "imobiliarias", "contabilidade"],
    names: [
      "Simulador de orçamento por chatbot",
      "Bot de orçamento rápido",
      "Calculadora de orçamento conversacional",
      "Chatbot de orçamento com cálculo automático",
      "Bot de cotação com envio da proposta por e-mail",
    ],
    summary: [
      "Calcula um orçamento estimado na conversa, mostra o valor na hora e avisa a equipe por e-mail com os dados do cliente.",
    ],
    steps: [
      { kind: "say", text: "Vamos montar seu orçamento em menos de 1 minuto! 🧮" },
      { kind: "ask", input: "text input", question: "Qual é o seu nome?", variable: "Nome" },
      {
        kind: "choose",
        question: "Qual serviço você procura?",
        options: ["Básico", "Completo", "Premium"],
        variable: "Plano",
        title: "Serviço",
      },
      { kind: "ask", input: "number input", question: "Quantas unidades (ou m²) você precisa?", variable: "Quantidade" },
      {
        kind: "setvar",
        variable: "Valor",
        expression:
          "{{Plano}} === 'Premium' ? {{Quantidade}} * 89 : {{Plano}} === 'Completo' ? {{Quantidade}} * 59 : {{Quantidade}} * 39",
      },
      { kind: "say", text: "Seu orçamento estimado é de **R$ {{Valor}}**. 💰" },
      {
        kind: "ask",
        input: "email input",
        question: "Quer receber a proposta detalhada? Informe seu e-mail:",
        variable: "Email",
      },
      {
        kind: "email",
        subject: "Novo pedido de orçamento",
        body: "Cliente: {{Nome}}\nE-mail: {{Email}}\nServiço: {{Plano}}\nQuantidade: {{Quantidade}}\nValor estimado: R$ {{Valor}}",
      },
      { kind: "say", text: "Recebido! Nossa equipe envia a proposta em até 24 horas." },
    ],
  },
  {
    id: "pedido-delivery",
    tags: ["delivery", "pedidos", "restaurante", "chatbot"],
    segments: ["restaurantes"],
    names: [
      "Cardápio digital com pedido por chatbot",
      "Bot de pedidos para delivery",
      "Chatbot de delivery com cardápio e forma de pagamento",
      "Atendente virtual para pedidos de comida",
      "Bot de cardápio e pedidos pelo WhatsApp",
    ],
    summary: ["Mostra o cardápio, monta o pedido com endereço e forma de pagamento e envia tudo para a cozinha via webhook."],
    steps: [
      { kind: "say", text: "Bem-vindo {ao negocio}! 🍕 Confira nosso cardápio de hoje:", media: "image" },
      {
        kind: "choose",
        question: "O que vai ser hoje?",
        options: ["Pizza Margherita", "Pizza Calabresa", "Hambúrguer artesanal", "Combo família"],
        variable: "Item",
        title: "Cardápio",
        pictures: true,
      },
      { kind: "ask", input: "number input", question: "Quantas unidades?", variable: "Quantidade" },
      { kind: "ask", input: "text input", question: "Qual o endereço de entrega (rua, número e bairro)?", variable: "Endereco" },
      {
        kind: "choose",
        question: "Como prefere pagar?",
        options: ["Pix", "Cartão na entrega", "Dinheiro"],
        variable: "Pagamento",
        title: "Pagamento",
      },
      { kind: "webhook", target: "make", responseVariable: "Pedido" },
      { kind: "say", text: "Pedido nº {{Pedido}} confirmado! ✅ Tempo estimado: 40 minutos." },
    ],
  },
  {
    id: "inscricao-evento",
    tags: ["eventos", "pagamentos", "inscricoes"],
    segments: ["infoprodutos", "agencias", "escolas", "saas"],
    names: [
      "Inscrição em evento com pagamento no chat",
      "Bot de venda de ingressos",
      "Chatbot de inscrição com pagamento integrado",
      "Bot de inscrições para workshop com cobrança",
      "Typebot de venda de ingressos com confirmação por e-mail",
    ],
    summary: ["Faz a inscrição no evento, cobra o ingresso dentro da própria conversa e confirma a vaga por e-mail."],
    steps: [
      { kind: "say", text: "Garanta sua vaga no **Encontro {negocio}**! 🎟️", media: "video" },
      { kind: "ask", input: "text input", question: "Nome completo:", variable: "Nome" },
      { kind: "ask", input: "email input", question: "E-mail para receber o ingresso:", variable: "Email" },
      {
        kind: "choose",
        question: "Qual ingresso você quer?",
        options: ["Lote promocional", "Inteira", "VIP"],
        variable: "Ingresso",
        title: "Ingresso",
      },
      { kind: "payment", amount: "97" },
      {
        kind: "email",
        subject: "Inscrição confirmada! 🎉",
        body: "Olá {{Nome}}, sua inscrição ({{Ingresso}}) está confirmada. Até lá!",
      },
      { kind: "say", text: "Tudo certo, {{Nome}}! Seu ingresso foi enviado para {{Email}}." },
    ],
  },
  {
    id: "menu-atendimento",
    tags: ["atendimento", "chatbot", "whatsapp"],

    names: [
      "Menu de atendimento com direcionamento para o WhatsApp",
      "Bot de triagem de atendimento",
      "Central de atendimento por chatbot",
      "Bot de atendimento com menu de setores",
      "Chatbot de recepção com menu de opções",
    ],
    summary: [
      "Recebe o visitante com um menu de opções e direciona cada assunto para o setor certo, inclusive para o WhatsApp da equipe.",
    ],
    steps: [
      { kind: "say", text: "Olá! Sou o assistente virtual {do negocio}. 🤖" },
      {
        kind: "choose",
        question: "Como posso te ajudar?",
        options: ["Falar com vendas", "Suporte", "Financeiro"],
        title: "Menu",
        branches: [
          { reply: "Vou te conectar com um vendedor agora mesmo!", redirect: WHATSAPP },
          { reply: "Me conte rapidamente o que aconteceu que já abrimos um chamado." },
          { reply: "Para boletos e notas fiscais, fale com o financeiro:", redirect: WHATSAPP },
        ],
      },
      { kind: "ask", input: "text input", question: "Descreva o problema:", variable: "Problema", long: true },
      { kind: "ask", input: "email input", question: "Em qual e-mail podemos te responder?", variable: "Email" },
      { kind: "email", subject: "Novo chamado pelo chatbot", body: "E-mail: {{Email}}\nProblema: {{Problema}}" },
      { kind: "say", text: "Chamado aberto! Respondemos em até 1 dia útil. 🙌" },
    ],
  },
];
