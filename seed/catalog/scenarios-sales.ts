import type { Scenario } from "../types";
import { ENTITIES } from "./entities";

const ALL_CHANNELS = ["whatsapp", "telegram", "slack", "discord", "gmail", "email"];

/** Sales, leads, CRM and e-commerce use cases. */
export const SALES_SCENARIOS: Scenario[] = [
  {
    id: "novo-lead-notifica",
    tags: ["leads", "vendas", "notificacoes"],
    segments: ["imobiliarias", "escolas", "agencias", "advocacia", "infoprodutos", "saas", "academias", "clinicas", "odontologia", "turismo", "oficinas"],
    entity: ENTITIES.lead,
    triggers: ["form", "webhook", "sheets"],
    canal: ALL_CHANNELS,
    steps: ["set", "sheetsAppend", "@canal"],
    names: {
      pt: ["Notificação de novos leads no {canal}", "Avisa o time comercial no {canal} a cada novo lead", "Captura de leads com alerta no {canal}"],
      en: ["New lead alerts on {canal}", "Notify sales on {canal} for every new lead"],
    },
    summary: {
      pt: [
        "Recebe cada novo lead, salva os dados no Google Sheets e avisa o time comercial no {canal} em segundos.",
        "Assim nenhum contato esfria esperando resposta do time comercial.",
      ],
      en: ["Stores every new lead in Google Sheets and pings the sales team on {canal} within seconds."],
    },
    message: {
      pt: "🚀 Novo lead: <<nome>> (<<telefone>>) — interesse: <<interesse>>",
      en: "🚀 New lead: <<name>> (<<phone>>) — interested in <<interest>>",
    },
    subject: { pt: "Novo lead recebido", en: "New lead received" },
  },
  {
    id: "lead-para-crm",
    tags: ["crm", "leads", "vendas"],
    segments: ["imobiliarias", "agencias", "saas", "infoprodutos", "escolas", "advocacia", "contabilidade"],
    entity: ENTITIES.lead,
    triggers: ["form", "webhook"],
    crm: ["hubspot", "pipedrive", "rdstation", "notion", "airtable"],
    canal: ["whatsapp", "gmail", "slack"],
    steps: ["set", "@crm", "@canal"],
    names: {
      pt: ["Envia leads do formulário para o {crm}", "Integração de formulário com {crm} e boas-vindas no {canal}", "Cadastro automático de leads no {crm}"],
      en: ["Send form leads to {crm}", "Sync website leads with {crm}"],
    },
    summary: {
      pt: [
        "Cada formulário preenchido vira um contato no {crm}, sem digitação manual.",
        "Cria o contato no {crm} e envia uma mensagem de boas-vindas pelo {canal} logo após o cadastro.",
      ],
      en: ["Every form submission becomes a contact in {crm}, no manual typing."],
    },
    message: {
      pt: "Olá <<nome>>! Recebemos seu contato e em breve um consultor vai falar com você. 😊",
      en: "Hi <<name>>! We got your message and a consultant will reach out soon. 😊",
    },
    subject: { pt: "Recebemos seu contato", en: "We received your request" },
  },
  {
    id: "facebook-ads-leads",
    tags: ["leads", "marketing", "facebook-ads", "trafego-pago"],
    segments: ["imobiliarias", "agencias", "infoprodutos", "clinicas", "odontologia", "escolas", "academias", "beleza"],
    entity: ENTITIES.lead,
    triggers: ["webhook"],
    crm: ["rdstation", "hubspot", "pipedrive"],
    canal: ["whatsapp", "telegram"],
    steps: ["set", "filter", "@crm", "@canal"],
    names: {
      pt: ["Leads do Facebook Ads direto no {crm}", "Leads de anúncios do Instagram com contato imediato no {canal}"],
      en: ["Facebook Ads leads straight into {crm}"],
    },
    summary: {
      pt: [
        "Recebe os leads dos formulários de anúncio do Meta, descarta duplicados e cadastra no {crm}.",
        "Quanto mais rápido o primeiro contato, maior a conversão: o lead recebe uma mensagem no {canal} em segundos.",
      ],
      en: ["Receives Meta lead ads, drops duplicates and creates the contact in {crm}."],
    },
    message: {
      pt: "Oi <<nome>>, vi que você se interessou pelo nosso anúncio! Posso te ajudar?",
      en: "Hi <<name>>, thanks for your interest in our ad! How can I help?",
    },
  },
  {
    id: "pedido-planilha",
    tags: ["e-commerce", "pedidos"],
    segments: ["ecommerce", "varejo", "petshop", "restaurantes"],
    entity: ENTITIES.pedido,
    triggers: ["@loja"],
    canal: ["slack", "telegram", "discord", "whatsapp"],
    steps: ["set", "sheetsAppend", "@canal"],
    names: {
      pt: ["Pedidos da {loja} no Google Sheets com aviso no {canal}", "Registro automático de vendas da {loja}", "Alerta de nova venda da {loja} no {canal}"],
      en: ["{loja} orders to Google Sheets with {canal} alerts", "New {loja} sale alert on {canal}"],
    },
    summary: {
      pt: [
        "A cada pedido na {loja}, registra cliente, itens e valor numa planilha e avisa a equipe no {canal}.",
        "Mantém um controle de vendas sempre atualizado, sem exportar relatórios manualmente.",
      ],
      en: ["Logs every {loja} order in a spreadsheet and notifies the team on {canal}."],
    },
    message: {
      pt: "🛒 Nova venda! Pedido #<<numero_pedido>> de <<cliente>> — R$ <<total>>",
      en: "🛒 New sale! Order #<<order_number>> from <<customer>> — $<<total>>",
    },
  },
  {
    id: "carrinho-abandonado",
    tags: ["e-commerce", "recuperacao-de-vendas", "vendas"],
    segments: ["ecommerce", "infoprodutos", "varejo", "petshop"],
    entity: ENTITIES.pedido,
    triggers: ["@loja"],
    canal: ["whatsapp", "gmail", "email"],
    steps: ["wait", "http"],
    branch: {
      field: "status",
      cases: [
        { value: "pendente", steps: ["@canal", "sheetsAppend"] },
        { value: "pago", steps: [] },
      ],
    },
    names: {
      pt: ["Recuperação de carrinho abandonado pelo {canal}", "Lembrete de pagamento pendente da {loja} via {canal}"],
      en: ["Abandoned cart recovery via {canal}"],
    },
    summary: {
      pt: [
        "Espera uma hora após o pedido; se o pagamento não foi confirmado, envia um lembrete com o link de pagamento pelo {canal}.",
        "Recupera vendas perdidas com uma mensagem simpática no momento certo.",
      ],
      en: ["Waits an hour after checkout and, if the order is still unpaid, sends a reminder on {canal}."],
    },
    message: {
      pt: "Oi <<cliente>>! Seu pedido #<<numero_pedido>> ainda está aguardando pagamento. Precisa de ajuda? 💬",
      en: "Hi <<customer>>! Your order #<<order_number>> is still waiting for payment. Need help? 💬",
    },
    subject: { pt: "Você esqueceu algo no carrinho", en: "You left something in your cart" },
  },
  {
    id: "relatorio-vendas",
    tags: ["relatorios", "vendas", "e-commerce"],
    segments: ["ecommerce", "varejo", "restaurantes", "infoprodutos", "saas"],
    entity: ENTITIES.pedido,
    triggers: ["schedule"],
    schedule: { every: "day", hour: 8 },
    canal: ["slack", "telegram", "gmail", "discord"],
    steps: ["http", "aggregate", "code", "@canal"],
    http: { url: "https://api.minhaloja.exemplo.com.br/v1/pedidos?periodo=ontem", method: "GET" },
    names: {
      pt: ["Relatório diário de vendas no {canal}", "Resumo de vendas do dia anterior enviado no {canal}", "Painel de vendas diário por {canal}"],
      en: ["Daily sales report on {canal}", "Yesterday's sales summary to {canal}"],
    },
    summary: {
      pt: [
        "Todo dia às 8h busca os pedidos do dia anterior, calcula faturamento e ticket médio e envia o resumo no {canal}.",
        "Acompanhe os números da operação sem abrir o painel da loja.",
      ],
      en: ["Every morning fetches yesterday's orders, computes revenue and average ticket and posts the summary to {canal}."],
    },
    message: {
      pt: "📊 Vendas de ontem: <<total>> pedidos, R$ <<faturamento>> (ticket médio R$ <<ticket_medio>>)",
      en: "📊 Yesterday's sales: <<total>> orders, $<<revenue>> (average ticket $<<averageTicket>>)",
    },
    subject: { pt: "Relatório diário de vendas", en: "Daily sales report" },
  },
  {
    id: "estoque-baixo",
    tags: ["estoque", "e-commerce", "alertas"],
    segments: ["ecommerce", "varejo", "petshop", "restaurantes", "oficinas"],
    entity: ENTITIES.produto,
    triggers: ["schedule"],
    schedule: { every: "day", hour: 7 },
    canal: ["slack", "telegram", "email", "whatsapp"],
    steps: ["sheetsRead", "filter", "@canal"],
    names: {
      pt: ["Alerta de estoque baixo no {canal}", "Controle de estoque mínimo com aviso por {canal}"],
      en: ["Low stock alert on {canal}"],
    },
    summary: {
      pt: [
        "Confere a planilha de estoque a cada manhã e avisa no {canal} quais produtos estão abaixo do mínimo.",
        "Evita ruptura de estoque e pedidos cancelados por falta de produto.",
      ],
      en: ["Checks the stock sheet every morning and warns on {canal} about products below the minimum."],
    },
    message: {
      pt: "⚠️ Estoque baixo: <<produto>> (SKU <<sku>>) tem apenas <<estoque>> unidades.",
      en: "⚠️ Low stock: <<product>> (SKU <<sku>>) has only <<stock>> units left.",
    },
    subject: { pt: "Produtos com estoque baixo", en: "Products running low" },
  },
  {
    id: "aniversariantes",
    tags: ["relacionamento", "clientes", "marketing"],
    segments: ["clinicas", "odontologia", "academias", "beleza", "petshop", "varejo", "restaurantes", "escolas"],
    entity: ENTITIES.cliente,
    triggers: ["schedule"],
    schedule: { every: "day", hour: 9 },
    canal: ["whatsapp", "gmail", "email"],
    steps: ["sheetsRead", "filter", "@canal"],
    names: {
      pt: ["Parabéns automático para aniversariantes pelo {canal}", "Cupom de aniversário enviado por {canal}"],
      en: ["Automatic birthday greetings via {canal}"],
    },
    summary: {
      pt: [
        "Todos os dias encontra os clientes que fazem aniversário e envia uma mensagem personalizada com cupom pelo {canal}.",
        "Um gesto simples que aumenta a fidelização.",
      ],
      en: ["Finds today's birthdays in your customer list and sends a personal message with a coupon via {canal}."],
    },
    message: {
      pt: "🎉 Feliz aniversário, <<nome>>! Preparamos um cupom especial de 15% para você: NIVER15",
      en: "🎉 Happy birthday, <<name>>! Here is a 15% coupon just for you: BDAY15",
    },
    subject: { pt: "Feliz aniversário! 🎂", en: "Happy birthday! 🎂" },
  },
];
