import type { Entity } from "../types";

/** Record types the scenarios move around; `fields` become sheet columns and mapped values. */
export const ENTITIES = {
  lead: {
    pt: "lead",
    ptPlural: "leads",
    en: "lead",
    enPlural: "leads",
    fields: { pt: ["nome", "email", "telefone", "origem", "interesse"], en: ["name", "email", "phone", "source", "interest"] },
  },
  boleto: {
    pt: "boleto",
    ptPlural: "boletos",
    en: "invoice",
    enPlural: "invoices",
    fields: {
      pt: ["cliente", "email", "telefone", "valor", "vencimento", "status"],
      en: ["customer", "email", "phone", "amount", "due_date", "status"],
    },
  },
  pedido: {
    pt: "pedido",
    ptPlural: "pedidos",
    en: "order",
    enPlural: "orders",
    fields: {
      pt: ["cliente", "email", "telefone", "numero_pedido", "total", "status"],
      en: ["customer", "email", "phone", "order_number", "total", "status"],
    },
  },
  consulta: {
    pt: "agendamento",
    ptPlural: "agendamentos",
    en: "appointment",
    enPlural: "appointments",
    fields: {
      pt: ["paciente", "email", "telefone", "data", "horario", "status"],
      en: ["patient", "email", "phone", "date", "time", "status"],
    },
  },
  mensagem: {
    pt: "mensagem",
    ptPlural: "mensagens",
    en: "message",
    enPlural: "messages",
    fields: { pt: ["contato", "telefone", "texto", "canal"], en: ["contact", "phone", "text", "channel"] },
  },
  ticket: {
    pt: "chamado",
    ptPlural: "chamados",
    en: "ticket",
    enPlural: "tickets",
    fields: {
      pt: ["cliente", "email", "assunto", "descricao", "prioridade"],
      en: ["customer", "email", "subject", "description", "priority"],
    },
  },
  artigo: {
    pt: "artigo",
    ptPlural: "artigos",
    en: "article",
    enPlural: "articles",
    fields: { pt: ["titulo", "link", "resumo", "publicado_em"], en: ["title", "link", "summary", "published_at"] },
  },
  cliente: {
    pt: "cliente",
    ptPlural: "clientes",
    en: "customer",
    enPlural: "customers",
    fields: { pt: ["nome", "email", "telefone", "plano", "data_nascimento"], en: ["name", "email", "phone", "plan", "birthday"] },
  },
  produto: {
    pt: "produto",
    ptPlural: "produtos",
    en: "product",
    enPlural: "products",
    fields: {
      pt: ["produto", "sku", "estoque", "estoque_minimo", "fornecedor"],
      en: ["product", "sku", "stock", "min_stock", "supplier"],
    },
  },
  pagamento: {
    pt: "pagamento",
    ptPlural: "pagamentos",
    en: "payment",
    enPlural: "payments",
    fields: { pt: ["cliente", "email", "valor", "metodo", "status"], en: ["customer", "email", "amount", "method", "status"] },
  },
  candidato: {
    pt: "candidato",
    ptPlural: "candidatos",
    en: "candidate",
    enPlural: "candidates",
    fields: { pt: ["nome", "email", "vaga", "curriculo", "nota"], en: ["name", "email", "position", "resume", "score"] },
  },
  documento: {
    pt: "nota fiscal",
    ptPlural: "notas fiscais",
    en: "invoice document",
    enPlural: "invoice documents",
    fields: {
      pt: ["fornecedor", "cnpj", "valor", "data_emissao", "arquivo"],
      en: ["supplier", "tax_id", "amount", "issue_date", "file"],
    },
  },
  site: {
    pt: "site",
    ptPlural: "sites",
    en: "website",
    enPlural: "websites",
    fields: { pt: ["url", "status", "tempo_resposta"], en: ["url", "status", "response_time"] },
  },
  cotacao: {
    pt: "cotação",
    ptPlural: "cotações",
    en: "exchange rate",
    enPlural: "exchange rates",
    fields: { pt: ["moeda", "compra", "venda", "data"], en: ["currency", "bid", "ask", "date"] },
  },
} satisfies Record<string, Entity>;
