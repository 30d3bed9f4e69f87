/**
 * Synthetic catalogue for the benchmark: names, descriptions and tags come from the demo seed's
 * generators (seed/), metadata is a small but valid export of each tool, and the numbers
 * (downloads, reviews, tag usage, authorship) are long-tailed like a real catalogue.
 */
import type { FlowStatus, NewFlow, Platform } from "../../db/schema";
import { AUTOMATIONS, BOTS, REJECTION_REASONS, SEGMENTS, CHANNELS, CRMS, STORES, STEP_TAGS, type Segment } from "../../seed/catalog";
import { automationListing, botListing, type Listing } from "../../seed/listing";
import { generatePeople, DEMO_USER_EMAIL, type SeedUser } from "../../seed/people";
import { businessFor, resolvePlan, slug, withBusiness } from "../../seed/plan";
import { ALPHANUMERIC, DAY_MS, type Rng } from "../../seed/random";
import { richText, type BotScenario } from "../../seed/typebot/spec";
import type { ActionKind, FlowPlan, TriggerKind } from "../../seed/types";
import { paretoInt, ZipfSampler } from "./zipf";

/** Tags nobody seeds through a scenario: integrations, niches and topics of the long tail. */
const LONG_TAIL_TAGS = [
  "openai",
  "chatgpt",
  "instagram",
  "gemini",
  "supabase",
  "claude",
  "llm",
  "embeddings",
  "vetores",
  "firebase",
  "mysql",
  "mongodb",
  "redis",
  "sqlite",
  "planilhas",
  "excel",
  "google-docs",
  "google-forms",
  "google-meet",
  "google-analytics",
  "google-ads",
  "automacao",
  "integracao",
  "n8n",
  "make",
  "typebot",
  "no-code",
  "low-code",
  "sem-codigo",
  "search-console",
  "youtube",
  "tiktok",
  "linkedin",
  "twitter",
  "pinterest",
  "meta-ads",
  "facebook",
  "messenger",
  "whatsapp-business",
  "evolution-api",
  "z-api",
  "chatwoot",
  "zendesk",
  "freshdesk",
  "intercom",
  "crisp",
  "tawk",
  "mailchimp",
  "brevo",
  "activecampaign",
  "sendgrid",
  "mailerlite",
  "convertkit",
  "twilio",
  "sms",
  "calendly",
  "cal-com",
  "trello",
  "asana",
  "clickup",
  "jira",
  "monday",
  "todoist",
  "linear",
  "github",
  "gitlab",
  "bitbucket",
  "vercel",
  "netlify",
  "aws",
  "aws-s3",
  "azure",
  "gcp",
  "cloudflare",
  "docker",
  "kubernetes",
  "servidor",
  "uptime",
  "logs",
  "seguranca",
  "lgpd",
  "senhas",
  "autenticacao",
  "oauth",
  "jwt",
  "dropbox",
  "onedrive",
  "box",
  "sharepoint",
  "microsoft-teams",
  "outlook",
  "zoom",
  "webinar",
  "hotmart",
  "kiwify",
  "eduzz",
  "monetizze",
  "braip",
  "perfectpay",
  "stripe",
  "paypal",
  "pagseguro",
  "asaas",
  "pagarme",
  "iugu",
  "cielo",
  "stone",
  "getnet",
  "bling",
  "tiny-erp",
  "omie",
  "conta-azul",
  "nfe",
  "nfse",
  "sped",
  "erp",
  "contas-a-pagar",
  "contas-a-receber",
  "fluxo-de-caixa",
  "conciliacao",
  "inadimplencia",
  "assinaturas",
  "recorrencia",
  "checkout",
  "carrinho-abandonado",
  "upsell",
  "cross-sell",
  "cupons",
  "fidelidade",
  "cashback",
  "avaliacoes",
  "reviews",
  "google-meu-negocio",
  "reclame-aqui",
  "mercado-livre",
  "amazon",
  "shopee",
  "magalu",
  "americanas",
  "olx",
  "vtex",
  "tray",
  "loja-integrada",
  "wix",
  "wordpress",
  "webflow",
  "elementor",
  "landing-page",
  "seo",
  "blog",
  "copywriting",
  "newsletter",
  "rss-para-email",
  "traducao",
  "resumo",
  "sentimento",
  "ocr",
  "visao-computacional",
  "imagens",
  "video",
  "podcast",
  "legendas",
  "voz",
  "text-to-speech",
  "speech-to-text",
  "whisper",
  "dall-e",
  "midjourney",
  "stable-diffusion",
  "canva",
  "figma",
  "design",
  "ux",
  "acessibilidade",
  "testes",
  "qa",
  "bugs",
  "deploy",
  "ci-cd",
  "scraping",
  "crawler",
  "precos",
  "concorrencia",
  "cotacoes",
  "bolsa",
  "cripto",
  "bitcoin",
  "clima",
  "previsao-do-tempo",
  "geolocalizacao",
  "mapas",
  "rotas",
  "logistica",
  "frete",
  "correios",
  "melhor-envio",
  "rastreamento",
  "entregas",
  "motoboy",
  "ifood",
  "cardapio",
  "reservas",
  "mesa",
  "comandas",
  "agenda",
  "consultas",
  "telemedicina",
  "prontuario",
  "exames",
  "farmacia",
  "vacinas",
  "psicologia",
  "nutricao",
  "personal-trainer",
  "crossfit",
  "yoga",
  "salao",
  "barbearia",
  "estetica",
  "manicure",
  "tatuagem",
  "fotografia",
  "casamentos",
  "buffet",
  "condominios",
  "sindico",
  "portaria",
  "manutencao",
  "ordens-de-servico",
  "tecnicos",
  "energia-solar",
  "construcao",
  "arquitetura",
  "engenharia",
  "agro",
  "fazenda",
  "cooperativas",
  "ongs",
  "doacoes",
  "igrejas",
  "politica",
  "governo",
  "licitacoes",
  "prefeituras",
  "escolas",
  "faculdades",
  "ead",
  "certificados",
  "provas",
  "frequencia",
  "boletins",
  "biblioteca",
  "vagas",
  "curriculos",
  "entrevistas",
  "ponto",
  "ferias",
  "folha-de-pagamento",
  "beneficios",
  "endomarketing",
  "okrs",
  "kpis",
  "dashboards",
  "metabase",
  "power-bi",
  "looker-studio",
  "bigquery",
  "etl",
  "sincronizacao",
  "duplicados",
  "limpeza-de-dados",
  "validacao",
  "cep",
  "cnpj",
  "cpf",
  "receita-federal",
  "serasa",
  "score",
  "contratos",
  "assinatura-eletronica",
  "docusign",
  "clicksign",
  "zapsign",
  "procuracoes",
  "processos",
  "prazos",
  "tribunais",
  "cartorio",
] as const;

/** The tags the seed's scenarios, segments and apps give, most common first. */
function catalogTags(): string[] {
  const counts = new Map<string, number>();
  const add = (tag: string | undefined, weight = 1) => {
    if (tag) counts.set(tag, (counts.get(tag) ?? 0) + weight);
  };
  for (const s of AUTOMATIONS) s.tags.forEach((t, i) => add(t, i === 0 ? 4 : 2));
  for (const b of BOTS) b.tags.forEach((t, i) => add(t, i === 0 ? 4 : 2));
  for (const s of SEGMENTS) s.tags.forEach((t) => add(t, s.weight / 4));
  for (const t of Object.values(STEP_TAGS)) add(t);
  for (const app of [...Object.values(CHANNELS), ...Object.values(CRMS), ...Object.values(STORES)]) add(app.tag);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([tag]) => tag);
}

const CATALOG_TAGS = catalogTags();

/** Every tag a benchmark flow may carry, by popularity rank (rank 0 is the most used). */
export const TAG_VOCABULARY: readonly string[] = [...new Set([...CATALOG_TAGS, ...LONG_TAIL_TAGS])];

/** The extra tags authors add on top of their use case's own, drawn with a Zipf law. */
const EXTRA_TAGS: readonly string[] = TAG_VOCABULARY.filter((t) => !CATALOG_TAGS.includes(t));

const AUTOMATION_SENTENCES_PT = [
  "Automação pronta para importar e adaptar ao seu negócio.",
  "Economize horas por semana com esta automação.",
  "Uma automação simples, já usada em produção por vários clientes.",
  "Ideal para quem está começando com automação e não quer escrever código.",
  "A automação registra cada execução para facilitar a conferência.",
];
const AUTOMATION_SENTENCES_EN = ["Ready-made automation: import it and adapt it to your business.", "Saves hours every week."];

// Make has no tools agent (same rule as the demo seed).
const MAKE_SCENARIOS = AUTOMATIONS.filter((s) => !s.agent);

const N8N_TRIGGERS: Record<TriggerKind, string> = {
  webhook: "n8n-nodes-base.webhook",
  schedule: "n8n-nodes-base.scheduleTrigger",
  form: "n8n-nodes-base.formTrigger",
  chat: "@n8n/n8n-nodes-langchain.chatTrigger",
  manual: "n8n-nodes-base.manualTrigger",
  telegram: "n8n-nodes-base.telegramTrigger",
  gmail: "n8n-nodes-base.gmailTrigger",
  sheets: "n8n-nodes-base.googleSheetsTrigger",
  whatsapp: "n8n-nodes-base.whatsAppTrigger",
  shopify: "n8n-nodes-base.shopifyTrigger",
  woocommerce: "n8n-nodes-base.wooCommerceTrigger",
  rss: "n8n-nodes-base.rssFeedReadTrigger",
};

const N8N_ACTIONS: Record<ActionKind, string> = {
  sheetsRead: "n8n-nodes-base.googleSheets",
  sheetsAppend: "n8n-nodes-base.googleSheets",
  sheetsUpdate: "n8n-nodes-base.googleSheets",
  http: "n8n-nodes-base.httpRequest",
  rdstation: "n8n-nodes-base.httpRequest",
  code: "n8n-nodes-base.code",
  set: "n8n-nodes-base.set",
  filter: "n8n-nodes-base.filter",
  ai: "@n8n/n8n-nodes-langchain.openAi",
  transcribe: "@n8n/n8n-nodes-langchain.openAi",
  extractPdf: "n8n-nodes-base.extractFromFile",
  slack: "n8n-nodes-base.slack",
  telegram: "n8n-nodes-base.telegram",
  whatsapp: "n8n-nodes-base.whatsApp",
  gmail: "n8n-nodes-base.gmail",
  email: "n8n-nodes-base.emailSend",
  discord: "n8n-nodes-base.discord",
  hubspot: "n8n-nodes-base.hubspot",
  pipedrive: "n8n-nodes-base.pipedrive",
  notion: "n8n-nodes-base.notion",
  airtable: "n8n-nodes-base.airtable",
  postgresRead: "n8n-nodes-base.postgres",
  postgresWrite: "n8n-nodes-base.postgres",
  calendarCreate: "n8n-nodes-base.googleCalendar",
  calendarList: "n8n-nodes-base.googleCalendar",
  drive: "n8n-nodes-base.googleDrive",
  wait: "n8n-nodes-base.wait",
  respond: "n8n-nodes-base.respondToWebhook",
  aggregate: "n8n-nodes-base.aggregate",
  split: "n8n-nodes-base.splitOut",
};

const MAKE_TRIGGERS: Partial<Record<TriggerKind, string>> = {
  webhook: "gateway:CustomWebHook",
  form: "gateway:CustomWebHook",
  chat: "gateway:CustomWebHook",
  telegram: "telegram:WatchUpdates",
  gmail: "google-email:triggerWatchNewEmails",
  sheets: "google-sheets:watchRows",
  whatsapp: "whatsapp-business-cloud:watchEvents",
  shopify: "shopify:WatchOrders",
  woocommerce: "woocommerce:WatchOrders",
  rss: "rss:TriggerNewArticle",
};

const MAKE_ACTIONS: Record<ActionKind, string> = {
  sheetsRead: "google-sheets:filterRows",
  sheetsAppend: "google-sheets:addRow",
  sheetsUpdate: "google-sheets:updateRow",
  http: "http:ActionSendData",
  rdstation: "http:ActionSendData",
  code: "util:SetVariables",
  set: "util:SetVariables",
  filter: "util:SetVariables",
  ai: "openai-gpt-3:CreateCompletion",
  transcribe: "openai-gpt-3:CreateTranscription",
  extractPdf: "http:ActionSendData",
  slack: "slack:CreateMessage",
  telegram: "telegram:SendReplyMessage",
  whatsapp: "whatsapp-business-cloud:sendMessage",
  gmail: "google-email:sendAnEmail",
  email: "email:ActionSendEmail",
  discord: "discord:createMessage",
  hubspot: "hubspotcrm:ActionCreateContact",
  pipedrive: "pipedrive:createDeal",
  notion: "notion:createAPage",
  airtable: "airtable:ActionCreateRecord",
  postgresRead: "postgres:SelectFromTable",
  postgresWrite: "postgres:InsertIntoTable",
  calendarCreate: "google-calendar:createAnEvent",
  calendarList: "google-calendar:searchEvents",
  drive: "google-drive:uploadAFile",
  wait: "util:FunctionSleep",
  respond: "gateway:WebhookRespond",
  aggregate: "util:TextAggregator",
  split: "builtin:BasicFeeder",
};

const displayName = (type: string) => {
  const base = type.slice(type.lastIndexOf(".") + 1).replace(/Trigger$/, " Trigger");
  return base.charAt(0).toUpperCase() + base.slice(1);
};

/** A minimal n8n export: the plan's trigger and steps, chained. */
export function n8nMetadata(rng: Rng, plan: FlowPlan, name: string): Record<string, unknown> {
  const types = [N8N_TRIGGERS[plan.trigger], ...plan.steps.map((s) => N8N_ACTIONS[s])];
  const used = new Map<string, number>();
  const nodes = types.map((type, i) => {
    const base = displayName(type);
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return {
      id: rng.uuid(),
      name: n === 1 ? base : `${base} ${n}`,
      type,
      typeVersion: 1,
      position: [240 * i, 300],
      parameters: {},
    };
  });
  const connections: Record<string, unknown> = {};
  for (let i = 0; i + 1 < nodes.length; i++) {
    connections[nodes[i]!.name] = { main: [[{ node: nodes[i + 1]!.name, type: "main", index: 0 }]] };
  }
  return { name, nodes, connections, settings: { executionOrder: "v1" }, pinData: {}, active: false };
}

/** A minimal Make blueprint: one module per step, after the trigger when the scenario has one. */
export function makeMetadata(plan: FlowPlan, name: string): Record<string, unknown> {
  const trigger = MAKE_TRIGGERS[plan.trigger];
  const modules = [...(trigger ? [trigger] : []), ...plan.steps.map((s) => MAKE_ACTIONS[s])];
  const flow = modules.map((module, i) => ({
    id: i + 1,
    module,
    version: 1,
    parameters: {},
    mapper: {},
    metadata: { designer: { x: 300 * i, y: 0 } },
  }));
  return {
    name,
    flow,
    metadata: {
      instant: Boolean(trigger?.startsWith("gateway:")),
      version: 1,
      scenario: {
        roundtrips: 1,
        maxErrors: 3,
        autoCommit: true,
        autoCommitTriggerLast: true,
        sequential: false,
        confidential: false,
        dataloss: false,
        dlq: false,
        freshVariables: false,
      },
      designer: { orphans: [] },
      zone: "us1.make.com",
    },
  };
}

/** A minimal Typebot v6 export: the first steps of the bot's conversation. */
export function typebotMetadata(rng: Rng, bot: BotScenario, name: string, businessName: string): Record<string, unknown> {
  const id = () => rng.chars(24);
  const business = { name: businessName, article: "a" as const, domain: "exemplo.com.br" };
  const variables: { id: string; name: string }[] = [];
  const blocks: Record<string, unknown>[] = [];
  for (const step of bot.steps.slice(0, 4)) {
    if (step.kind === "say") blocks.push({ id: id(), type: "text", content: richText(withBusiness(step.text, business)) });
    else if (step.kind === "ask") {
      const variable = { id: `v${id()}`, name: step.variable };
      variables.push(variable);
      blocks.push({ id: id(), type: "text", content: richText(withBusiness(step.question, business)) });
      blocks.push({ id: id(), type: step.input, options: { variableId: variable.id } });
    } else if (step.kind === "choose") {
      blocks.push({ id: id(), type: "text", content: richText(withBusiness(step.question, business)) });
      blocks.push({ id: id(), type: "choice input", items: step.options.map((content) => ({ id: id(), content })) });
    }
  }
  if (blocks.length === 0) blocks.push({ id: id(), type: "text", content: richText(name) });
  const eventId = id();
  const groupId = id();
  const edgeId = id();
  return {
    version: "6",
    id: id(),
    name,
    events: [{ id: eventId, type: "start", graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: edgeId }],
    groups: [{ id: groupId, title: "Conversa", graphCoordinates: { x: 320, y: 0 }, blocks }],
    edges: [{ id: edgeId, from: { eventId }, to: { groupId } }],
    variables,
    theme: {},
    settings: {},
  };
}

export interface BenchAuthor {
  id: string;
  name: string;
}

/**
 * A few hundred Brazilian users (the demo seed's name generator), every one active and verified;
 * the demo account it always adds is left out.
 */
export function generateAuthors(rng: Rng, opts: { count: number; now: number }): SeedUser[] {
  const people = generatePeople(rng, { now: opts.now, count: opts.count, contributors: 0 });
  return people.users.filter((u) => u.email !== DEMO_USER_EMAIL).map((u) => ({ ...u, status: "ACTIVE" as const, email: `autor.${u.email}` }));
}

function pickSegment(rng: Rng, allowed?: string[]): Segment {
  const pool = SEGMENTS.filter((s) => !allowed || allowed.includes(s.id));
  return rng.weighted(pool.map((s) => [s, s.weight] as const));
}

const PLATFORM_WEIGHTS: (readonly [Platform, number])[] = [
  ["N8N", 50],
  ["TYPEBOT", 25],
  ["MAKE", 25],
];

export interface FlowGenOptions {
  now: number;
  /** Authors by popularity rank (Zipf); `adminId` writes a share of the catalogue too. */
  authors: readonly BenchAuthor[];
  adminId: string;
  /** Time span of `createdAt`, in days before `now`. */
  spanDays?: number;
}

export type BenchFlow = NewFlow & { name: string; platform: Platform; tags: string[]; status: FlowStatus; createdAt: Date };

/** Generates flows one at a time, so 100k rows never sit in memory at once. */
export class FlowGenerator {
  private readonly tagSampler = new ZipfSampler(EXTRA_TAGS.length, 0.9);
  private readonly authorSampler: ZipfSampler;
  private index = 0;

  constructor(
    private readonly rng: Rng,
    private readonly opts: FlowGenOptions,
  ) {
    this.authorSampler = new ZipfSampler(Math.max(1, opts.authors.length), 0.8);
  }

  private listing(platform: Platform): { listing: Listing; metadata: (name: string) => Record<string, unknown> } {
    const { rng } = this;
    const withSegment = rng.chance(0.55);
    if (platform === "TYPEBOT") {
      const bot = rng.pick(BOTS);
      const segment = pickSegment(rng, bot.segments);
      const business = businessFor(rng, segment);
      return { listing: botListing(rng, bot, segment, withSegment), metadata: (name) => typebotMetadata(rng, bot, name, business.name) };
    }
    const lang = rng.chance(0.13) ? "en" : "pt";
    const scenario = rng.pick(platform === "MAKE" ? MAKE_SCENARIOS : AUTOMATIONS);
    const segment = pickSegment(rng, scenario.segments);
    const business = businessFor(rng, segment);
    const { plan, slots } = resolvePlan(rng, scenario, lang, business);
    const listing = automationListing(rng, plan, slots, segment, platform as "N8N" | "MAKE", withSegment);
    if (rng.chance(0.35)) {
      const sentence = rng.pick(lang === "pt" ? AUTOMATION_SENTENCES_PT : AUTOMATION_SENTENCES_EN);
      listing.description = `${listing.description} ${sentence}`;
    }
    return { listing, metadata: (name) => (platform === "N8N" ? n8nMetadata(rng, plan, name) : makeMetadata(plan, name)) };
  }

  private tags(base: string[]): string[] {
    const tags = new Set(base);
    const extra = this.rng.weighted([
      [0, 40],
      [1, 35],
      [2, 20],
      [3, 5],
    ] as const);
    for (let i = 0; i < extra; i++) tags.add(EXTRA_TAGS[this.tagSampler.sample(() => this.rng.next())]!);
    return [...tags].slice(0, 8);
  }

  next(): BenchFlow {
    const { rng, opts } = this;
    const i = this.index++;
    const platform = rng.weighted(PLATFORM_WEIGHTS);
    const { listing, metadata } = this.listing(platform);
    const name = listing.name;

    const span = opts.spanDays ?? 730;
    const byAdmin = opts.authors.length === 0 || rng.chance(0.2);
    const authorId = byAdmin ? opts.adminId : opts.authors[this.authorSampler.sample(() => rng.next())]!.id;
    let status: FlowStatus = "APPROVED";
    if (!byAdmin)
      status = rng.weighted([
        ["APPROVED", 95],
        ["PENDING", 4],
        ["REJECTED", 1],
      ] as const);
    const age = status === "PENDING" ? rng.next() * 20 : span * (1 - Math.sqrt(rng.next()));
    const createdAt = new Date(opts.now - age * DAY_MS - rng.int(60, 3600) * 1000);
    const updatedAt = rng.chance(0.5) ? createdAt : rng.between(createdAt.getTime(), Math.min(opts.now, createdAt.getTime() + 90 * DAY_MS));

    // Downloads follow a power law; reviews are a small share of them; ratings lean positive.
    const downloadCount = status === "PENDING" ? 0 : paretoInt(rng.next(), { min: 2, alpha: 0.9, max: 200_000 }) - 2;
    let reviewCount = status !== "APPROVED" ? 0 : Math.min(downloadCount, Math.round(downloadCount * (0.02 + rng.next() * 0.1)));
    if (reviewCount === 0 && downloadCount > 0 && status === "APPROVED" && rng.chance(0.35)) reviewCount = 1;
    let score = 0;
    if (reviewCount === 1)
      score = rng.weighted([
        [5, 45],
        [4, 30],
        [3, 13],
        [2, 7],
        [1, 5],
      ] as const);
    else if (reviewCount > 1) {
      const quality = 2.2 + 2.8 * Math.sqrt(rng.next());
      const noise = ((rng.next() - 0.5) * 2) / Math.sqrt(reviewCount);
      score = Math.round(Math.min(5, Math.max(1, quality + noise)) * 100) / 100;
    }

    return {
      name,
      description: listing.description,
      url: `https://fluxoteca.dev/fluxos/${slug(name).slice(0, 80)}-${(i + 1).toString(36)}`,
      tutorialUrl: rng.chance(0.3) ? `https://www.youtube.com/watch?v=${rng.chars(11, `${ALPHANUMERIC}-_`)}` : null,
      tags: this.tags(listing.tags),
      isPublic: !rng.chance(0.05),
      status,
      rejectionReason: status === "REJECTED" ? rng.pick(REJECTION_REASONS) : null,
      platform,
      metadata: metadata(name),
      score,
      reviewCount,
      downloadCount,
      authorId,
      createdAt,
      updatedAt,
    };
  }

  batch(size: number): BenchFlow[] {
    return Array.from({ length: size }, () => this.next());
  }
}
