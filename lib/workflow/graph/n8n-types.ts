import { humanize, isObject, own } from "./json";
import { MAX_DEPTH, type NodeFamily, type TriggerKind } from "./types";

/**
 * What n8n node types mean: family (icon), readable label, the app behind them (integrations) and
 * the kind of trigger. Everything is derived from the type string, which the elided preview keeps.
 */

const LANGCHAIN = "@n8n/n8n-nodes-langchain.";

/** `n8n-nodes-base.googleSheetsTool` → `googleSheetsTool`; `@scope/pkg.node` → `node`. */
export const localName = (type: string) => type.slice(type.lastIndexOf(".") + 1);

/** Nodes from packages n8n does not ship (they must be installed on the instance). */
export const isCommunityNode = (type: string) => type !== "" && !type.startsWith("n8n-nodes-base.") && !type.startsWith("@n8n/");

export const isStickyNote = (type: string) => type === "n8n-nodes-base.stickyNote";

/** Node fields that are about the canvas or the instance, not about what the node does. */
export const N8N_NODE_META_KEYS: ReadonlySet<string> = new Set(["id", "name", "position", "webhookId", "notes", "notesInFlow", "color"]);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Rewrites the node names that expressions mention (`$('Planilha')`, `$node["Planilha"]`) to the
 * placeholders in `names`, so that renaming a node leaves the nodes that read it the same.
 */
export function nodeReferenceRenamer(names: ReadonlyMap<string, string>): (value: unknown) => unknown {
  const byLength = [...names.keys()].sort((a, b) => b.length - a.length);
  const pattern = byLength.length > 0 ? new RegExp(`(\\$\\(\\s*|\\$node\\[\\s*)(['"])(${byLength.map(escapeRegExp).join("|")})\\2`, "g") : null;
  const rename = (value: unknown, depth = 0): unknown => {
    if (depth > MAX_DEPTH * 4) return null;
    if (typeof value === "string")
      return pattern ? value.replace(pattern, (_m, call: string, q: string, name: string) => `${call}${q}${names.get(name)}${q}`) : value;
    if (Array.isArray(value)) return value.map((v) => rename(v, depth + 1));
    if (!isObject(value)) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rename(v, depth + 1)]));
  };
  return rename;
}

/** `gmailTool` / `gmailTrigger` → `gmail` (the AI-tool and trigger variants of an app node). */
const appKey = (name: string) => name.replace(/(Tool|Trigger)$/, "") || name;

const APP_NAMES: Record<string, string> = {
  activeCampaign: "ActiveCampaign",
  airtable: "Airtable",
  airtop: "Airtop",
  amqp: "AMQP",
  asana: "Asana",
  awsComprehend: "AWS Comprehend",
  awsS3: "AWS S3",
  awsSes: "AWS SES",
  awsTranscribe: "AWS Transcribe",
  bambooHr: "BambooHR",
  baserow: "Baserow",
  bitly: "Bitly",
  calendly: "Calendly",
  clickUp: "ClickUp",
  crateDb: "CrateDB",
  discord: "Discord",
  dropbox: "Dropbox",
  elasticsearch: "Elasticsearch",
  emailReadImap: "E-mail (IMAP)",
  emailSend: "E-mail (SMTP)",
  erpNext: "ERPNext",
  facebookGraphApi: "Facebook",
  github: "GitHub",
  gitlab: "GitLab",
  gmail: "Gmail",
  googleAnalytics: "Google Analytics",
  googleBigQuery: "Google BigQuery",
  googleCalendar: "Google Calendar",
  googleChat: "Google Chat",
  googleCloudNaturalLanguage: "Google Cloud Natural Language",
  googleCloudStorage: "Google Cloud Storage",
  googleDocs: "Google Docs",
  googleDrive: "Google Drive",
  googleGemini: "Google Gemini",
  googlePerspective: "Google Perspective",
  googleSheets: "Google Sheets",
  googleSlides: "Google Slides",
  googleTasks: "Google Tasks",
  hackerNews: "Hacker News",
  homeAssistant: "Home Assistant",
  hubspot: "HubSpot",
  jira: "Jira",
  jotForm: "JotForm",
  lemlist: "lemlist",
  linkedIn: "LinkedIn",
  mailchimp: "Mailchimp",
  microsoftExcel: "Microsoft Excel",
  microsoftOneDrive: "OneDrive",
  microsoftOutlook: "Microsoft Outlook",
  microsoftTeams: "Microsoft Teams",
  mondayCom: "monday.com",
  mongoDb: "MongoDB",
  mqtt: "MQTT",
  mySql: "MySQL",
  n8n: "n8n (API)",
  nocoDb: "NocoDB",
  notion: "Notion",
  oneSimpleApi: "One Simple API",
  openAi: "OpenAI",
  openWeatherMap: "OpenWeatherMap",
  pagerDuty: "PagerDuty",
  payPal: "PayPal",
  phantombuster: "PhantomBuster",
  pipedrive: "Pipedrive",
  postgres: "PostgreSQL",
  quickbooks: "QuickBooks",
  redis: "Redis",
  rssFeedRead: "RSS",
  s3: "S3",
  salesforce: "Salesforce",
  sendGrid: "SendGrid",
  shopify: "Shopify",
  signl4: "SIGNL4",
  ssh: "SSH",
  ftp: "FTP",
  stripe: "Stripe",
  supabase: "Supabase",
  telegram: "Telegram",
  theHive: "TheHive",
  theHiveProject: "TheHive",
  todoist: "Todoist",
  trello: "Trello",
  twilio: "Twilio",
  twitter: "X (Twitter)",
  typeform: "Typeform",
  uproc: "uProc",
  whatsApp: "WhatsApp",
  wooCommerce: "WooCommerce",
  wordpress: "WordPress",
  youTube: "YouTube",
  zohoCrm: "Zoho CRM",
  zoom: "Zoom",
  // Community packages seen in the wild.
  evolutionApi: "Evolution API",
  mcpClient: "MCP",
  hdwLinkedin: "LinkedIn (HDW)",
  perplexity: "Perplexity",
  elevenLabs: "ElevenLabs",
  brightData: "Bright Data",
  hdwLinkedinManagement: "LinkedIn (HDW)",
  hdwWebParser: "HDW Web Parser",
  klicktipp: "KlickTipp",
  klickTipp: "KlickTipp",
  customJs: "CustomJS",
  deepSeek: "DeepSeek",
  openRouter: "OpenRouter",
  mistralCloud: "Mistral",
  serp: "SerpAPI",
  cal: "Cal.com",
  quickBooks: "QuickBooks",
  quickChart: "QuickChart",
  lingvaNex: "LingvaNex",
  venafiTlsProtectCloud: "Venafi TLS Protect Cloud",
  virusTotal: "VirusTotal",
  cloudflare: "Cloudflare",
};

/** Core building blocks: no external service behind them, so they are not integrations. */
const CORE = new Set([
  "aggregate",
  "aiTransform",
  "code",
  "compareDatasets",
  "compression",
  "convertToFile",
  "cron",
  "crypto",
  "dataTable",
  "dateTime",
  "debugHelper",
  "editImage",
  "errorTrigger",
  "executeCommand",
  "executeWorkflow",
  "executeWorkflowTrigger",
  "executionData",
  "extractFromFile",
  "filter",
  "form",
  "formTrigger",
  "function",
  "functionItem",
  "graphql",
  "html",
  "htmlExtract",
  "httpRequest",
  "if",
  "interval",
  "itemLists",
  "limit",
  "localFileTrigger",
  "manualTrigger",
  "markdown",
  "merge",
  "moveBinaryData",
  "n8nTrainingCustomerDatastore",
  "noOp",
  "readBinaryFile",
  "readBinaryFiles",
  "readPDF",
  "readWriteFile",
  "removeDuplicates",
  "renameKeys",
  "respondToWebhook",
  "schedule",
  "scheduleTrigger",
  "set",
  "sort",
  "splitInBatches",
  "splitOut",
  "spreadsheetFile",
  "sseTrigger",
  "start",
  "stickyNote",
  "stopAndError",
  "summarize",
  "switch",
  "wait",
  "webhook",
  "writeBinaryFile",
  "xml",
]);

/** Providers behind LangChain sub-nodes: `lmChatOpenAi`, `vectorStoreQdrant`, `memoryPostgresChat`… */
const PROVIDERS: Record<string, string> = {
  Anthropic: "Anthropic",
  AwsBedrock: "AWS Bedrock",
  AzureOpenAi: "Azure OpenAI",
  Cohere: "Cohere",
  DeepSeek: "DeepSeek",
  GoogleGemini: "Google Gemini",
  GooglePalm: "Google PaLM",
  GoogleVertex: "Google Vertex AI",
  Groq: "Groq",
  HuggingFaceInference: "Hugging Face",
  MistralCloud: "Mistral",
  MongoDBAtlas: "MongoDB Atlas",
  MongoDb: "MongoDB",
  Milvus: "Milvus",
  Motorhead: "Motörhead",
  Ollama: "Ollama",
  OpenAi: "OpenAI",
  OpenRouter: "OpenRouter",
  PGVector: "PostgreSQL (PGVector)",
  Pinecone: "Pinecone",
  Postgres: "PostgreSQL",
  Qdrant: "Qdrant",
  Redis: "Redis",
  SearXng: "SearXNG",
  SerpApi: "SerpAPI",
  Supabase: "Supabase",
  Weaviate: "Weaviate",
  Wikipedia: "Wikipedia",
  WolframAlpha: "Wolfram Alpha",
  XAiGrok: "xAI Grok",
  Xata: "Xata",
  Zep: "Zep",
};
const PROVIDER_PREFIXES = ["lmChat", "lm", "embeddings", "vectorStore", "memory", "reranker", "tool"] as const;

function langchainProvider(name: string): string | null {
  if (name === "openAi" || name === "openAiAssistant") return "OpenAI";
  if (name === "anthropic") return "Anthropic";
  if (name === "googleGemini") return "Google Gemini";
  if (name === "mcpClientTool" || name === "mcpClient") return "MCP";
  for (const prefix of PROVIDER_PREFIXES) {
    if (!name.startsWith(prefix)) continue;
    const provider = own(PROVIDERS, name.slice(prefix.length).replace(/Chat$/, ""));
    if (provider) return provider;
  }
  return null;
}

/** The external app or service a node talks to ("Google Sheets", "OpenAI"), or null for core nodes. */
export function n8nIntegration(type: string): string | null {
  if (type === "") return null;
  const name = localName(type);
  if (type.startsWith("@n8n/")) return langchainProvider(name);
  const key = appKey(name);
  if (CORE.has(name) || CORE.has(key)) return null;
  return own(APP_NAMES, key) ?? own(APP_NAMES, name) ?? humanize(key);
}

const LABELS: Record<string, string> = {
  aggregate: "Agregar",
  agent: "Agente de IA",
  chainLlm: "Cadeia LLM",
  chainRetrievalQa: "Perguntas e respostas (RAG)",
  chainSummarization: "Resumo com IA",
  chatTrigger: "Chat (gatilho)",
  code: "Código",
  compareDatasets: "Comparar conjuntos",
  convertToFile: "Converter em arquivo",
  cron: "Agendamento (cron)",
  crypto: "Criptografia",
  dateTime: "Data e hora",
  errorTrigger: "Gatilho de erro",
  executeCommand: "Executar comando",
  executeWorkflow: "Executar outro fluxo",
  executeWorkflowTrigger: "Chamado por outro fluxo",
  extractFromFile: "Extrair de arquivo",
  filter: "Filtro",
  form: "Formulário",
  formTrigger: "Formulário (gatilho)",
  function: "Função (código)",
  functionItem: "Função por item (código)",
  html: "HTML",
  httpRequest: "Requisição HTTP",
  if: "Condição (If)",
  informationExtractor: "Extrator de informações",
  interval: "Intervalo",
  itemLists: "Listas de itens",
  limit: "Limitar",
  manualChatTrigger: "Chat manual (gatilho)",
  manualTrigger: "Gatilho manual",
  markdown: "Markdown",
  memoryBufferWindow: "Memória (janela)",
  merge: "Mesclar",
  noOp: "Sem operação",
  readWriteFile: "Ler ou gravar arquivo",
  removeDuplicates: "Remover duplicados",
  respondToWebhook: "Responder ao webhook",
  scheduleTrigger: "Agendamento",
  sentimentAnalysis: "Análise de sentimento",
  set: "Definir campos",
  sort: "Ordenar",
  splitInBatches: "Loop em lotes",
  splitOut: "Dividir lista",
  start: "Início",
  stickyNote: "Nota",
  stopAndError: "Parar com erro",
  summarize: "Resumir",
  switch: "Desvio (Switch)",
  textClassifier: "Classificador de texto",
  toolCalculator: "Ferramenta: calculadora",
  toolCode: "Ferramenta: código",
  toolHttpRequest: "Ferramenta: HTTP",
  toolVectorStore: "Ferramenta: base vetorial",
  toolWorkflow: "Ferramenta: outro fluxo",
  wait: "Aguardar",
  webhook: "Webhook",
  xml: "XML",
};

/** A short readable type for the node card ("Requisição HTTP", "Google Sheets (gatilho)"). */
export function n8nTypeLabel(type: string): string {
  const name = localName(type);
  const known = own(LABELS, name);
  if (known) return known;
  if (name.startsWith("outputParser")) return "Formato de saída";
  if (name.startsWith("textSplitter")) return "Divisor de texto";
  if (name.startsWith("document")) return "Carregador de documentos";
  const app = n8nIntegration(type);
  if (!app) return humanize(name) || "Nó";
  if (name.startsWith("lmChat") || name.startsWith("lm")) return `Modelo ${app}`;
  if (name.startsWith("embeddings")) return `Embeddings ${app}`;
  if (name.startsWith("vectorStore")) return `Base vetorial ${app}`;
  if (name.startsWith("memory")) return `Memória ${app}`;
  if (name.endsWith("Trigger")) return `${app} (gatilho)`;
  if (name.endsWith("Tool") || name.startsWith("tool")) return `${app} (ferramenta)`;
  return app;
}

const FAMILY_BY_APP: Array<[NodeFamily, RegExp]> = [
  ["sheets", /^(googleSheets|microsoftExcel|spreadsheetFile)$/],
  [
    "database",
    /^(postgres|mySql|mongoDb|redis|supabase|airtable|baserow|nocoDb|microsoftSql|elasticsearch|crateDb|snowflake|questDb|timescaleDb|dataTable|n8nTrainingCustomerDatastore)$/,
  ],
  ["email", /^(gmail|emailSend|emailReadImap|microsoftOutlook|sendGrid|mailchimp|mailgun|mailjet|awsSes|lemlist)$/],
  [
    "messaging",
    /^(telegram|slack|discord|whatsApp|twilio|mattermost|microsoftTeams|googleChat|zulip|matrix|rocketchat|line|vonage|pushbullet|signl4|evolutionApi)$/,
  ],
  ["code", /^(code|function|functionItem|executeCommand|aiTransform)$/],
  ["http", /^(httpRequest|graphql)$/],
  ["router", /^(switch)$/],
  ["logic", /^(if|filter|merge|splitInBatches|wait|noOp|stopAndError|executeWorkflow|compareDatasets|limit|removeDuplicates)$/],
  [
    "data",
    /^(set|splitOut|aggregate|summarize|itemLists|dateTime|renameKeys|markdown|html|htmlExtract|xml|extractFromFile|convertToFile|crypto|sort|moveBinaryData|readWriteFile|readBinaryFiles?|writeBinaryFile|compression|editImage|readPDF)$/,
  ],
  ["ai", /^(openAi|googleGemini|anthropic|mistralAi|perplexity|humanticAi|elevenLabs)$/],
];

export function n8nFamily(type: string): NodeFamily {
  const name = localName(type);
  if (name === "webhook" || name === "respondToWebhook") return "webhook";
  if (/Trigger$/.test(name) || name === "start" || name === "cron" || name === "interval" || name === "emailReadImap") {
    return "trigger";
  }
  if (type.startsWith(LANGCHAIN)) return name === "code" || name === "toolCode" ? "code" : "ai";
  const key = appKey(name);
  for (const [family, pattern] of FAMILY_BY_APP) if (pattern.test(key) || pattern.test(name)) return family;
  return "other";
}

/** How a trigger node starts the workflow; null for nodes that are not triggers. */
export function n8nTriggerKind(type: string): TriggerKind | null {
  const name = localName(type);
  switch (name) {
    case "webhook":
      return "webhook";
    case "scheduleTrigger":
    case "cron":
    case "interval":
      return "schedule";
    case "manualTrigger":
    case "start":
      return "manual";
    case "chatTrigger":
    case "manualChatTrigger":
      return "chat";
    case "formTrigger":
      return "form";
    case "emailReadImap":
    case "gmailTrigger":
    case "microsoftOutlookTrigger":
    case "emailTrigger":
      return "email";
    case "executeWorkflowTrigger":
    case "errorTrigger":
    case "n8nTrigger":
    case "mcpTrigger":
    case "localFileTrigger":
    case "sseTrigger":
    case "workflowTrigger":
      return "other";
  }
  return name.endsWith("Trigger") ? "app" : null;
}

/** Steps that run another workflow (complexity rule). */
export const isN8nSubflow = (type: string) => /^(executeWorkflow|toolWorkflow)$/.test(localName(type));

const CREDENTIAL_NAMES: Record<string, string> = {
  amqp: "AMQP",
  aws: "AWS",
  crateDb: "CrateDB",
  discordBotApi: "Discord (bot)",
  discordWebhookApi: "Discord (webhook)",
  ftp: "FTP",
  googleApi: "Google (conta de serviço)",
  googlePalmApi: "Google Gemini (PaLM)",
  httpBasicAuth: "HTTP: autenticação básica",
  httpCustomAuth: "HTTP: autenticação personalizada",
  httpDigestAuth: "HTTP: autenticação digest",
  httpHeaderAuth: "HTTP: autenticação por cabeçalho",
  httpQueryAuth: "HTTP: autenticação por parâmetro",
  imap: "IMAP",
  mongoDb: "MongoDB",
  mqtt: "MQTT",
  mySql: "MySQL",
  n8nApi: "n8n (API)",
  oAuth1Api: "OAuth1 genérico",
  oAuth2Api: "OAuth2 genérico",
  postgres: "PostgreSQL",
  redis: "Redis",
  s3: "S3",
  sftp: "SFTP",
  smtp: "SMTP",
  sshPassword: "SSH (senha)",
  sshPrivateKey: "SSH (chave privada)",
  mcpClientSseApi: "MCP (SSE)",
};

const CREDENTIAL_SUFFIX = /(OAuth2Api|OAuth2|OAuth1Api|TokenAuthApi|TokenApi|ApiToken|AppToken|DeveloperApi|Api)$/;

/** `googleSheetsOAuth2Api` → "Google Sheets (OAuth2)", `openAiApi` → "OpenAI", `httpHeaderAuth` → "HTTP: …". */
export function n8nCredentialLabel(key: string): string {
  const known = own(CREDENTIAL_NAMES, key) ?? own(APP_NAMES, key);
  if (known) return known;
  const suffix = CREDENTIAL_SUFFIX.exec(key)?.[1] ?? "";
  const stem = key.slice(0, key.length - suffix.length) || key;
  const app = n8nIntegration(`n8n-nodes-base.${stem}`) ?? humanize(stem);
  const qualifier = suffix.startsWith("OAuth2") ? "OAuth2" : suffix.startsWith("OAuth1") ? "OAuth1" : /Token/.test(suffix) ? "token" : null;
  if (!qualifier) return app;
  // "X (Twitter) · OAuth1" rather than two pairs of brackets.
  return app.endsWith(")") ? `${app} · ${qualifier}` : `${app} (${qualifier})`;
}
