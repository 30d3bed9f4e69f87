import type { Scenario } from "../types";
import { ENTITIES } from "./entities";

/** AI-driven use cases: agents, classification, summaries, extraction. */
export const AI_SCENARIOS: Scenario[] = [
  {
    id: "whatsapp-ia",
    tags: ["whatsapp", "atendimento", "ia", "chatbot", "agente-ia"],
    segments: [
      "clinicas",
      "odontologia",
      "imobiliarias",
      "restaurantes",
      "beleza",
      "ecommerce",
      "turismo",
      "varejo",
      "escolas",
      "academias",
      "petshop",
      "oficinas",
    ],
    entity: ENTITIES.mensagem,
    triggers: ["whatsapp", "webhook"],
    steps: ["ai", "whatsapp"],
    agent: ["sheets", "calendar", "http"],
    prompt: {
      pt: "Você é a assistente virtual {do negocio}. Responda em português, de forma simpática e objetiva. Consulte a planilha de serviços antes de informar preços e nunca invente horários.",
      en: "You are the virtual assistant of {negocio}. Be friendly and concise. Check the services sheet before quoting prices.",
    },
    names: {
      pt: ["Automação de atendimento no WhatsApp com IA", "Atendente virtual com IA no WhatsApp", "Agente de IA para WhatsApp com agenda e planilha"],
      en: ["AI customer service agent for WhatsApp", "WhatsApp AI assistant with calendar tools"],
    },
    summary: {
      pt: [
        "Responde clientes no WhatsApp 24 horas por dia com um agente de IA que consulta a planilha de serviços e a agenda.",
        "O agente lembra o contexto da conversa e passa para um humano quando não souber responder.",
      ],
      en: ["Answers WhatsApp customers around the clock with an AI agent that can check your services sheet and calendar."],
    },
    message: { pt: "<<texto>>", en: "<<text>>" },
  },
  {
    id: "telegram-ia",
    tags: ["telegram", "ia", "chatbot", "agente-ia"],
    segments: ["saas", "agencias", "infoprodutos", "escolas"],
    entity: ENTITIES.mensagem,
    triggers: ["telegram"],
    steps: ["ai", "telegram"],
    agent: ["http", "calculator", "postgres"],
    prompt: {
      pt: "Você é um assistente pessoal no Telegram. Responda sempre em português do Brasil e use as ferramentas quando precisar de dados atualizados.",
      en: "You are a personal assistant on Telegram. Use the tools whenever you need fresh data.",
    },
    names: {
      pt: ["Bot de Telegram com IA e memória", "Assistente pessoal no Telegram com agente de IA"],
      en: ["Telegram AI bot with memory", "Personal AI assistant on Telegram"],
    },
    summary: {
      pt: ["Um bot de Telegram que conversa com memória, consulta APIs externas e faz contas usando um agente de IA."],
      en: ["A Telegram bot with memory that calls external APIs and does math through an AI agent."],
    },
    message: { pt: "<<texto>>", en: "<<text>>" },
  },
  {
    id: "chat-suporte-ia",
    tags: ["ia", "suporte", "chatbot", "rag"],
    segments: ["saas", "ecommerce", "escolas", "infoprodutos", "turismo"],
    entity: ENTITIES.ticket,
    triggers: ["chat"],
    steps: ["ai"],
    agent: ["postgres", "http", "gmail"],
    prompt: {
      pt: "Você é o agente de suporte {do negocio}. Use a base de conhecimento para responder dúvidas e abra um chamado por e-mail quando o problema não puder ser resolvido no chat.",
      en: "You are {negocio}'s support agent. Answer from the knowledge base and open a ticket by email when needed.",
    },
    names: {
      pt: ["Chat de suporte com IA e base de conhecimento", "Agente de IA para suporte ao cliente no site"],
      en: ["AI support chat with knowledge base"],
    },
    summary: {
      pt: ["Coloca um chat com IA no site que responde dúvidas a partir da base de conhecimento e escala para o time quando necessário."],
      en: ["Adds an AI chat to your site that answers from your knowledge base and escalates to the team when needed."],
    },
    message: { pt: "<<descricao>>", en: "<<description>>" },
  },
  {
    id: "triagem-emails",
    tags: ["e-mail", "ia", "produtividade", "classificacao"],
    segments: ["advocacia", "contabilidade", "agencias", "saas", "imobiliarias"],
    entity: ENTITIES.ticket,
    triggers: ["gmail"],
    canal: ["slack", "telegram", "discord"],
    steps: ["ai"],
    prompt: {
      pt: "Classifique o e-mail abaixo como URGENTE, NORMAL ou SPAM e devolva apenas a categoria.",
      en: "Classify the email below as URGENT, NORMAL or SPAM and return only the category.",
    },
    branch: {
      field: "prioridade",
      cases: [
        { value: "urgente", steps: ["@canal"] },
        { value: "normal", steps: ["sheetsAppend"] },
        { value: "spam", steps: [] },
      ],
    },
    names: {
      pt: ["Triagem de e-mails com IA e alerta no {canal}", "Classificação automática da caixa de entrada com IA"],
      en: ["AI email triage with {canal} alerts"],
    },
    summary: {
      pt: [
        "Lê cada e-mail novo, usa IA para classificar a prioridade e avisa no {canal} só o que for urgente.",
        "Os demais ficam registrados numa planilha para consulta.",
      ],
      en: ["Reads each new email, classifies its priority with AI and only pings {canal} for urgent ones."],
    },
    message: { pt: "📨 E-mail urgente de <<cliente>>: <<assunto>>", en: "📨 Urgent email from <<customer>>: <<subject>>" },
  },
  {
    id: "resumo-noticias",
    tags: ["conteudo", "ia", "noticias"],
    segments: ["agencias", "contabilidade", "advocacia", "saas", "infoprodutos"],
    entity: ENTITIES.artigo,
    triggers: ["rss"],
    canal: ["telegram", "slack", "discord", "gmail"],
    steps: ["filter", "ai", "@canal"],
    prompt: {
      pt: "Resuma a notícia abaixo em até 3 frases, em português, destacando o impacto para pequenas empresas.",
      en: "Summarise the article below in up to 3 sentences.",
    },
    names: {
      pt: ["Resumo de notícias com IA no {canal}", "Curadoria diária de notícias do setor com ChatGPT", "Newsletter automática com resumos por IA via {canal}"],
      en: ["AI news digest on {canal}", "Daily industry news summaries with ChatGPT"],
    },
    summary: {
      pt: ["Acompanha feeds RSS do seu setor, resume cada notícia com IA e publica o resumo no {canal}."],
      en: ["Follows RSS feeds, summarises each article with AI and posts it to {canal}."],
    },
    message: { pt: "📰 <<titulo>>\n<<resumo>>\n<<link>>", en: "📰 <<title>>\n<<summary>>\n<<link>>" },
    subject: { pt: "Resumo de notícias do dia", en: "Today's news digest" },
  },
  {
    id: "posts-redes",
    tags: ["marketing", "redes-sociais", "ia", "conteudo"],
    segments: ["agencias", "restaurantes", "beleza", "academias", "infoprodutos", "ecommerce", "petshop"],
    entity: ENTITIES.artigo,
    triggers: ["sheets", "schedule"],
    schedule: { every: "week", hour: 9 },
    steps: ["sheetsRead", "ai", "http", "sheetsUpdate"],
    http: { url: "https://graph.facebook.com/v19.0/<<conta_instagram>>/media", method: "POST" },
    prompt: {
      pt: "Escreva uma legenda para Instagram sobre o tema abaixo, com tom leve, até 3 emojis e 5 hashtags em português.",
      en: "Write an Instagram caption about the topic below, light tone, up to 3 emojis and 5 hashtags.",
    },
    names: {
      pt: ["Gerador de posts para Instagram com IA", "Calendário editorial automático com ChatGPT", "Legendas para redes sociais geradas por IA"],
      en: ["AI Instagram post generator", "Automated content calendar with ChatGPT"],
    },
    summary: {
      pt: [
        "Lê os temas do calendário editorial na planilha, gera a legenda com IA e agenda a publicação no Instagram.",
        "A planilha é atualizada com o status de cada post.",
      ],
      en: ["Reads topics from the content calendar, writes the caption with AI and schedules the Instagram post."],
    },
    message: { pt: "📅 Post agendado: <<titulo>>", en: "📅 Post scheduled: <<title>>" },
  },
];
