import type { Scenario } from "../types";
import { ENTITIES } from "./entities";

/** Customer service, HR, documents and back-office use cases. */
export const SERVICE_SCENARIOS: Scenario[] = [
  {
    id: "chamados-suporte",
    tags: ["suporte", "atendimento", "ia", "helpdesk"],
    segments: ["saas", "ecommerce", "escolas", "agencias"],
    entity: ENTITIES.ticket,
    triggers: ["webhook", "gmail", "form"],
    canal: ["slack", "discord", "telegram"],
    steps: ["set", "ai"],
    prompt: {
      pt: "Leia o chamado e responda apenas com uma categoria: financeiro, tecnico ou comercial.",
      en: "Read the ticket and answer with one category only: billing, technical or sales.",
    },
    branch: {
      field: "categoria",
      cases: [
        { value: "financeiro", steps: ["gmail"] },
        { value: "tecnico", steps: ["@canal", "notion"] },
        { value: "comercial", steps: ["hubspot"] },
      ],
    },
    names: {
      pt: ["Roteamento de chamados de suporte com IA", "Central de chamados com classificação por IA e aviso no {canal}"],
      en: ["AI support ticket routing"],
    },
    summary: {
      pt: ["Classifica cada chamado com IA e encaminha para o time certo: financeiro por e-mail, técnico no {canal} e comercial no CRM."],
      en: ["Classifies each ticket with AI and routes it to billing, tech ({canal}) or sales."],
    },
    message: { pt: "🎫 Novo chamado de <<cliente>>: <<assunto>>", en: "🎫 New ticket from <<customer>>: <<subject>>" },
    subject: { pt: "Recebemos seu chamado", en: "We received your ticket" },
  },
  {
    id: "audio-whatsapp",
    tags: ["whatsapp", "ia", "audio", "transcricao"],
    segments: ["clinicas", "restaurantes", "imobiliarias", "beleza", "varejo", "oficinas"],
    entity: ENTITIES.mensagem,
    triggers: ["whatsapp"],
    steps: ["http", "transcribe", "ai", "whatsapp"],
    http: { url: "https://graph.facebook.com/v19.0/<<media_id>>", method: "GET" },
    prompt: {
      pt: "Você recebeu a transcrição de um áudio de cliente. Responda de forma curta e cordial, em português.",
      en: "You received a transcribed voice note from a customer. Reply briefly and politely.",
    },
    names: {
      pt: ["Transcrição de áudios do WhatsApp com resposta por IA", "Atendimento por áudio no WhatsApp com Whisper e ChatGPT"],
      en: ["Transcribe WhatsApp voice notes and reply with AI"],
    },
    summary: {
      pt: ["Baixa o áudio recebido no WhatsApp, transcreve com Whisper e responde por texto usando IA.", "Seus clientes podem mandar áudio à vontade."],
      en: ["Downloads WhatsApp voice notes, transcribes them with Whisper and replies with AI."],
    },
    message: { pt: "<<texto>>", en: "<<text>>" },
  },
  {
    id: "curriculos-ia",
    tags: ["rh", "recrutamento", "ia"],
    segments: ["agencias", "saas", "varejo", "clinicas", "escolas"],
    entity: ENTITIES.candidato,
    triggers: ["form"],
    crm: ["notion", "airtable"],
    steps: ["extractPdf", "ai", "@crm", "gmail"],
    prompt: {
      pt: "Analise o currículo e devolva um JSON com nome, e-mail, anos de experiência, principais habilidades e uma nota de 0 a 10 para a vaga.",
      en: "Analyse the resume and return JSON with name, email, years of experience, key skills and a 0–10 fit score.",
    },
    names: {
      pt: ["Triagem de currículos com IA no {crm}", "Recrutamento automatizado: currículo em PDF analisado por IA"],
      en: ["AI resume screening into {crm}"],
    },
    summary: {
      pt: [
        "Recebe currículos em PDF pelo formulário, extrai as informações com IA, dá uma nota para a vaga e cadastra o candidato no {crm}.",
        "O candidato recebe um e-mail confirmando a inscrição.",
      ],
      en: ["Receives PDF resumes, extracts the data with AI, scores the fit and adds the candidate to {crm}."],
    },
    message: {
      pt: "Olá <<nome>>, recebemos sua candidatura para <<vaga>>. Boa sorte! 🍀",
      en: "Hi <<name>>, we received your application for <<position>>. Good luck! 🍀",
    },
    subject: { pt: "Candidatura recebida", en: "Application received" },
  },
  {
    id: "notas-fiscais-ia",
    tags: ["documentos", "ia", "financeiro", "contabilidade"],
    segments: ["contabilidade", "ecommerce", "agencias", "restaurantes"],
    entity: ENTITIES.documento,
    triggers: ["gmail"],
    steps: ["drive", "extractPdf", "ai", "sheetsAppend"],
    prompt: {
      pt: "Extraia da nota fiscal: fornecedor, CNPJ, valor total e data de emissão. Responda em JSON.",
      en: "Extract supplier, tax id, total amount and issue date from the invoice. Reply in JSON.",
    },
    names: {
      pt: ["Extração de dados de notas fiscais com IA", "Notas fiscais do e-mail para planilha com IA"],
      en: ["Extract invoice data from email attachments with AI"],
    },
    summary: {
      pt: ["Salva os PDFs de notas fiscais recebidos por e-mail no Google Drive, extrai os dados com IA e lança tudo numa planilha."],
      en: ["Saves invoice PDFs from email to Google Drive, extracts the data with AI and logs it in a sheet."],
    },
    message: { pt: "🧾 Nova nota fiscal de <<fornecedor>>: R$ <<valor>>", en: "🧾 New invoice from <<supplier>>: $<<amount>>" },
  },
  {
    id: "onboarding-clientes",
    tags: ["onboarding", "clientes", "sucesso-do-cliente"],
    segments: ["saas", "agencias", "contabilidade", "academias", "escolas"],
    entity: ENTITIES.cliente,
    triggers: ["webhook", "form"],
    crm: ["notion", "airtable", "hubspot"],
    canal: ["slack", "discord"],
    steps: ["set", "@crm", "gmail", "@canal"],
    names: {
      pt: ["Onboarding de novos clientes com {crm} e {canal}", "Boas-vindas automáticas para novos clientes"],
      en: ["Customer onboarding with {crm} and {canal}"],
    },
    summary: {
      pt: ["Quando um cliente fecha contrato, cria o cadastro no {crm}, envia o e-mail de boas-vindas e avisa o time no {canal}."],
      en: ["When a deal closes, creates the record in {crm}, sends the welcome email and tells the team on {canal}."],
    },
    message: { pt: "🎉 Novo cliente: <<nome>> (plano <<plano>>)", en: "🎉 New customer: <<name>> (<<plan>> plan)" },
    subject: { pt: "Bem-vindo! Seus primeiros passos", en: "Welcome! Your first steps" },
  },
  {
    id: "pesquisa-nps",
    tags: ["nps", "pesquisa", "clientes"],
    segments: ["ecommerce", "clinicas", "saas", "escolas", "restaurantes", "academias", "turismo"],
    entity: ENTITIES.cliente,
    triggers: ["schedule"],
    schedule: { every: "day", hour: 10 },
    canal: ["whatsapp", "gmail", "email"],
    steps: ["sheetsRead", "filter", "@canal", "sheetsUpdate"],
    names: {
      pt: ["Pesquisa NPS automática por {canal}", "Envio de pesquisa de satisfação após a compra via {canal}"],
      en: ["Automated NPS survey via {canal}"],
    },
    summary: {
      pt: ["Sete dias depois da compra envia a pesquisa NPS pelo {canal} e marca na planilha quem já recebeu."],
      en: ["Seven days after purchase sends the NPS survey via {canal} and marks who got it."],
    },
    message: {
      pt: "Oi <<nome>>! De 0 a 10, quanto você recomendaria a gente para um amigo? Leva 10 segundos. 💙",
      en: "Hi <<name>>! From 0 to 10, how likely are you to recommend us? 💙",
    },
    subject: { pt: "Como foi sua experiência?", en: "How was your experience?" },
  },
  {
    id: "contato-site",
    tags: ["site", "formularios", "leads"],
    segments: ["advocacia", "contabilidade", "agencias", "imobiliarias", "clinicas", "odontologia", "turismo"],
    entity: ENTITIES.lead,
    triggers: ["webhook"],
    steps: ["set", "sheetsAppend", "gmail", "respond"],
    names: {
      pt: ["Formulário de contato do site para planilha e e-mail", "Fale conosco do site com resposta automática"],
      en: ["Website contact form to sheet and email"],
    },
    summary: {
      pt: [
        "Recebe o formulário de contato do site, guarda a mensagem no Google Sheets, responde o visitante por e-mail e devolve a confirmação para a página.",
      ],
      en: ["Receives the site's contact form, stores it in Google Sheets and sends an automatic reply."],
    },
    message: {
      pt: "Olá <<nome>>, obrigado pelo contato! Responderemos em até 1 dia útil.",
      en: "Hi <<name>>, thanks for reaching out! We'll reply within 1 business day.",
    },
    subject: { pt: "Recebemos sua mensagem", en: "We got your message" },
  },
];
