import type { Scenario } from "../types";
import { ENTITIES } from "./entities";

/** Finance, scheduling, operations and internal-tools use cases. */
export const OPS_SCENARIOS: Scenario[] = [
  {
    id: "boletos-vencidos",
    tags: ["financeiro", "cobranca", "boletos"],
    segments: ["escolas", "contabilidade", "academias", "saas", "advocacia", "imobiliarias", "clinicas"],
    entity: ENTITIES.boleto,
    triggers: ["schedule"],
    schedule: { every: "day" },
    canal: ["gmail", "whatsapp", "email"],
    steps: ["sheetsRead", "filter", "@canal", "sheetsUpdate"],
    names: {
      pt: [
        "Envia boletos vencidos por {canal} e registra no Google Sheets",
        "Cobrança automática de boletos vencidos via {canal}",
        "Régua de cobrança com lembretes no {canal}",
      ],
      en: ["Overdue invoice reminders via {canal}", "Automated collections with {canal} and Google Sheets"],
    },
    summary: {
      pt: [
        "Todo dia verifica na planilha os boletos vencidos, envia a segunda via pelo {canal} e marca o envio na própria planilha.",
        "Reduz a inadimplência sem ninguém precisar cobrar cliente por cliente.",
      ],
      en: ["Every day finds overdue invoices in the sheet, sends the payment link via {canal} and marks them as sent."],
    },
    message: {
      pt: "Olá <<cliente>>, o boleto de R$ <<valor>> venceu em <<vencimento>>. Segue a segunda via para pagamento. Qualquer dúvida, é só responder!",
      en: "Hi <<customer>>, your invoice of $<<amount>> was due on <<due_date>>. Here is the payment link.",
    },
    subject: { pt: "Boleto vencido — segunda via", en: "Overdue invoice — payment link" },
  },
  {
    id: "pagamento-pix",
    tags: ["pagamentos", "pix", "financeiro", "mercado-pago"],
    segments: ["ecommerce", "infoprodutos", "escolas", "academias", "saas", "restaurantes"],
    entity: ENTITIES.pagamento,
    triggers: ["webhook"],
    canal: ["gmail", "whatsapp", "email"],
    steps: ["http"],
    http: { url: "https://api.mercadopago.com/v1/payments/<<data.id>>", method: "GET" },
    branch: {
      field: "status",
      cases: [
        { value: "approved", steps: ["sheetsUpdate", "@canal"] },
        {
          value: "rejected",
          steps: ["slack"],
          message: {
            pt: "⚠️ Pagamento de R$ <<valor>> recusado para <<cliente>>.",
            en: "⚠️ Payment of $<<amount>> refused for <<customer>>.",
          },
        },
      ],
    },
    names: {
      pt: ["Confirmação de pagamento Pix do Mercado Pago", "Baixa automática de pagamentos do Mercado Pago com aviso no {canal}"],
      en: ["Mercado Pago payment confirmation"],
    },
    summary: {
      pt: [
        "Recebe a notificação do Mercado Pago, consulta o pagamento e, se aprovado, dá baixa na planilha e envia o recibo pelo {canal}.",
        "Pagamentos recusados geram um alerta para o financeiro.",
      ],
      en: ["Receives Mercado Pago notifications, checks the payment and, when approved, updates the sheet and sends a receipt via {canal}."],
    },
    message: {
      pt: "✅ Pagamento de R$ <<valor>> confirmado. Obrigado, <<cliente>>!",
      en: "✅ Payment of $<<amount>> confirmed. Thank you, <<customer>>!",
    },
    subject: { pt: "Pagamento confirmado", en: "Payment confirmed" },
  },
  {
    id: "nota-fiscal",
    tags: ["financeiro", "nota-fiscal", "e-commerce"],
    segments: ["ecommerce", "infoprodutos", "saas", "contabilidade", "agencias"],
    entity: ENTITIES.pagamento,
    triggers: ["webhook"],
    canal: ["gmail", "email"],
    steps: ["set", "http", "@canal", "sheetsAppend"],
    http: { url: "https://api.nfe.exemplo.com.br/v2/notas", method: "POST" },
    names: {
      pt: ["Emissão automática de nota fiscal após o pagamento", "NF-e emitida e enviada por {canal} a cada venda"],
      en: ["Issue tax invoices automatically after payment"],
    },
    summary: {
      pt: [
        "Quando um pagamento é aprovado, emite a NF-e pela API do emissor e envia o PDF ao cliente por {canal}.",
        "Guarda o número da nota numa planilha para a contabilidade.",
      ],
      en: ["When a payment is approved, issues the invoice through the provider API and emails the PDF."],
    },
    message: {
      pt: "Olá <<cliente>>, segue a nota fiscal da sua compra de R$ <<valor>>.",
      en: "Hi <<customer>>, here is the invoice for your purchase of $<<amount>>.",
    },
    subject: { pt: "Sua nota fiscal", en: "Your invoice" },
  },
  {
    id: "cotacao-dolar",
    tags: ["financeiro", "cambio"],
    segments: ["contabilidade", "ecommerce", "turismo", "agencias", "saas"],
    entity: ENTITIES.cotacao,
    triggers: ["schedule"],
    schedule: { every: "weekday", hour: 13 },
    canal: ["telegram", "slack", "email", "discord"],
    steps: ["http", "set", "@canal"],
    http: {
      url: "https://olinda.bcb.gov.br/olinda/servico/PTAX/versao/v1/odata/CotacaoDolarDia(dataCotacao=@dataCotacao)?@dataCotacao='<<hoje>>'&$format=json",
      method: "GET",
    },
    names: {
      pt: ["Cotação do dólar PTAX diária no {canal}", "Boletim de câmbio do Banco Central no {canal}"],
      en: ["Daily USD/BRL PTAX rate on {canal}"],
    },
    summary: {
      pt: ["Consulta a cotação PTAX do dólar na API do Banco Central e publica compra e venda no {canal} todo dia útil."],
      en: ["Reads the PTAX dollar rate from Banco Central's open API and posts it to {canal} every business day."],
    },
    message: {
      pt: "💵 Dólar PTAX hoje — compra: R$ <<compra>> | venda: R$ <<venda>>",
      en: "💵 USD PTAX today — bid: R$ <<bid>> | ask: R$ <<ask>>",
    },
    subject: { pt: "Cotação do dólar atualizada", en: "Dollar rate updated" },
  },
  {
    id: "agendamento-consulta",
    tags: ["agendamento", "google-calendar", "atendimento"],
    segments: ["clinicas", "odontologia", "beleza", "petshop", "advocacia", "oficinas", "academias"],
    entity: ENTITIES.consulta,
    triggers: ["form", "webhook"],
    canal: ["whatsapp", "gmail", "email"],
    steps: ["set", "calendarCreate", "@canal", "sheetsAppend"],
    names: {
      pt: [
        "Agendamento de consultas com confirmação no {canal}",
        "Agenda online integrada ao Google Calendar",
        "Marcação de horários com confirmação automática por {canal}",
      ],
      en: ["Appointment booking with {canal} confirmation"],
    },
    summary: {
      pt: [
        "Cria o evento no Google Calendar a partir do formulário de agendamento e confirma o horário com o cliente pelo {canal}.",
        "Cada marcação também fica registrada numa planilha.",
      ],
      en: ["Creates the Google Calendar event from the booking form and confirms it with the client via {canal}."],
    },
    message: {
      pt: "Olá <<paciente>>! Seu horário está confirmado para <<data>> às <<horario>>. Até lá! 📅",
      en: "Hi <<patient>>! Your appointment is confirmed for <<date>> at <<time>>. 📅",
    },
    subject: { pt: "Agendamento confirmado", en: "Appointment confirmed" },
  },
  {
    id: "lembrete-consulta",
    tags: ["agendamento", "lembretes", "no-show"],
    segments: ["clinicas", "odontologia", "beleza", "petshop", "oficinas"],
    entity: ENTITIES.consulta,
    triggers: ["schedule"],
    schedule: { every: "day", hour: 18 },
    canal: ["whatsapp", "telegram", "gmail"],
    steps: ["calendarList", "split", "@canal"],
    names: {
      pt: ["Lembrete de consulta um dia antes pelo {canal}", "Confirmação de presença para reduzir faltas via {canal}"],
      en: ["Appointment reminders one day ahead via {canal}"],
    },
    summary: {
      pt: [
        "Busca os compromissos do dia seguinte no Google Calendar e envia um lembrete para cada cliente pelo {canal}.",
        "Clínicas que usam lembretes automáticos reduzem bastante as faltas.",
      ],
      en: ["Looks up tomorrow's Google Calendar events and reminds each client via {canal}."],
    },
    message: {
      pt: "Oi <<paciente>>, passando para lembrar do seu horário amanhã às <<horario>>. Responda SIM para confirmar. 🙂",
      en: "Hi <<patient>>, just a reminder of your appointment tomorrow at <<time>>. Reply YES to confirm. 🙂",
    },
    subject: { pt: "Lembrete do seu agendamento", en: "Appointment reminder" },
  },
  {
    id: "monitor-site",
    tags: ["monitoramento", "devops", "alertas"],
    segments: ["saas", "ecommerce", "agencias", "infoprodutos"],
    entity: ENTITIES.site,
    triggers: ["schedule"],
    schedule: { every: "5min" },
    canal: ["telegram", "slack", "discord", "email"],
    steps: ["http"],
    http: { url: "https://www.exemplo.com.br/api/health", method: "GET" },
    branch: {
      field: "status",
      cases: [
        { value: "fora do ar", steps: ["@canal", "sheetsAppend"] },
        { value: "ok", steps: [] },
      ],
    },
    names: {
      pt: ["Monitoramento de site fora do ar com alerta no {canal}", "Uptime do site com alertas no {canal}"],
      en: ["Website uptime monitor with {canal} alerts"],
    },
    summary: {
      pt: ["A cada 5 minutos testa se o site responde; se cair, avisa no {canal} e registra o incidente numa planilha."],
      en: ["Pings your site every 5 minutes and alerts {canal} when it goes down."],
    },
    message: { pt: "🔴 O site <<url>> está fora do ar (status <<status>>).", en: "🔴 <<url>> is down (status <<status>>)." },
    subject: { pt: "Site fora do ar", en: "Website down" },
  },
  {
    id: "backup-postgres",
    tags: ["dados", "backup", "postgres"],
    segments: ["saas", "ecommerce", "agencias"],
    entity: ENTITIES.cliente,
    triggers: ["schedule"],
    schedule: { every: "day", hour: 23 },
    canal: ["slack", "email", "telegram"],
    steps: ["postgresRead", "sheetsAppend", "@canal"],
    names: {
      pt: ["Exporta tabela do Postgres para o Google Sheets", "Backup diário de clientes do banco para planilha"],
      en: ["Export a Postgres table to Google Sheets"],
    },
    summary: {
      pt: ["Toda noite copia os registros novos do banco Postgres para uma planilha compartilhada e avisa no {canal} quando terminar."],
      en: ["Every night copies new Postgres rows to a shared sheet and reports on {canal} when done."],
    },
    message: {
      pt: "✅ Exportação concluída: registros copiados para a planilha.",
      en: "✅ Export finished: rows copied to the sheet.",
    },
  },
];
