/**
 * The safety rules and their pt-BR messages (docs/product-rules.md §21). Each rule id has one fixed
 * severity; a rule that applies to several tools is listed once per tool in SAFETY_RULES.
 */

export type SafetySeverity = "attention" | "high";
export type SafetyLevel = "none" | "attention" | "high";
export type SafetyPlatform = "N8N" | "TYPEBOT" | "MAKE";

export interface SafetyFinding {
  rule: string;
  severity: SafetySeverity;
  nodes: string[];
  message: string;
  /**
   * The message without the parameter values it names (hosts, variable names), for those who only
   * get the parameter-elided preview (docs/product-rules.md §3); absent when it is the same.
   */
  previewMessage?: string;
}

export interface SafetyReport {
  level: SafetyLevel;
  findings: SafetyFinding[];
}

/** How a message names what it is about: "O nó “A”", "Os blocos “A” e “B”". */
export interface Subject {
  /** "O nó “A”" / "Os nós “A” e “B”" */
  text: string;
  plural: boolean;
}

export interface MessageInput {
  subject: Subject;
  /** Hosts, packages or the risky nodes a webhook reaches, depending on the rule. */
  details: string[];
  /** Only for open-webhook-to-risky-node: how the reached nodes are named. */
  reached: Subject | null;
}

type Verb = [singular: string, plural: string];
const v = (s: Subject, [one, many]: Verb) => (s.plural ? many : one);

/** "a", "a e b", "a, b e c", "a, b, c e mais 2". */
export function joinList(items: string[], max = 3): string {
  if (items.length <= 1) return items[0] ?? "";
  const shown = items.slice(0, max);
  const rest = items.length - shown.length;
  if (rest > 0) return `${shown.join(", ")} e mais ${rest}`;
  return `${shown.slice(0, -1).join(", ")} e ${shown[shown.length - 1]}`;
}

const hostList = (details: string[]) => (details.length > 0 ? ` (${joinList(details, 4)})` : "");

interface RuleDef {
  id: string;
  severity: SafetySeverity;
  platforms: SafetyPlatform[];
  summary: string;
  message: (input: MessageInput) => string;
}

const ALL: SafetyPlatform[] = ["N8N", "TYPEBOT", "MAKE"];

export const RULE_DEFS: RuleDef[] = [
  {
    id: "execute-command",
    severity: "high",
    platforms: ["N8N"],
    summary: "Nó Executar comando (Execute Command): roda comandos no servidor do n8n.",
    message: ({ subject: s }) => `${s.text} ${v(s, ["roda", "rodam"])} comandos no servidor onde o n8n está instalado.`,
  },
  {
    id: "ssh",
    severity: "high",
    platforms: ["N8N"],
    summary: "Nó SSH: roda comandos ou mexe em arquivos de outro servidor com as credenciais de quem importa.",
    message: ({ subject: s }) =>
      `${s.text} ${v(s, ["entra", "entram"])} em outro servidor por SSH e ${v(s, ["pode", "podem"])} rodar comandos nele com as suas credenciais.`,
  },
  {
    id: "filesystem-node",
    severity: "attention",
    platforms: ["N8N"],
    summary: "Nós que leem ou gravam arquivos no disco do servidor (Read/Write Files from Disk, Read/Write Binary File, Local File Trigger).",
    message: ({ subject: s }) => `${s.text} ${v(s, ["lê", "leem"])} ou ${v(s, ["grava", "gravam"])} arquivos no disco do servidor onde o n8n está instalado.`,
  },
  {
    id: "sensitive-file",
    severity: "high",
    platforms: ["N8N"],
    summary: "Nó de arquivos apontado para arquivos com senhas, chaves ou configurações do sistema (.ssh, .env, /etc, .n8n/config, database.sqlite…).",
    message: ({ subject: s, details }) =>
      `${s.text} ${v(s, ["mexe", "mexem"])} em arquivos do servidor onde ficam senhas, chaves ou configurações do sistema${hostList(details)}.`,
  },
  {
    id: "ftp",
    severity: "attention",
    platforms: ["N8N"],
    summary: "Nó FTP: envia ou baixa arquivos de um servidor FTP.",
    message: ({ subject: s }) => `${s.text} ${v(s, ["envia", "enviam"])} ou ${v(s, ["baixa", "baixam"])} arquivos de um servidor por FTP.`,
  },
  {
    id: "code-command",
    severity: "high",
    platforms: ALL,
    summary:
      "Código que roda comandos do sistema (child_process, exec, spawn, subprocess, os.system), também com o nome montado em pedaços ('child_' + 'process', atob(…), import() dinâmico).",
    message: ({ subject: s }) => `${s.text} ${v(s, ["tem", "têm"])} código que roda comandos no servidor.`,
  },
  {
    id: "code-filesystem",
    severity: "high",
    platforms: ALL,
    summary: "Código que lê ou grava arquivos do servidor (require('fs'), fs., readFileSync, writeFile, xlsx.readFile, sharp(…).toFile, open()).",
    message: ({ subject: s }) => `${s.text} ${v(s, ["tem", "têm"])} código que lê ou grava arquivos no disco do servidor.`,
  },
  {
    id: "code-env",
    severity: "high",
    platforms: ALL,
    summary:
      "Código que lê senhas ou chaves das variáveis de ambiente do servidor, ou todas elas (process.env, $env, os.environ), também chegando ao process por outro caminho (globalThis['pro' + 'cess'], Reflect.get, constructor.constructor).",
    message: ({ subject: s, details }) =>
      details.length > 0
        ? `${s.text} ${v(s, ["tem", "têm"])} código que lê senhas ou chaves guardadas nas variáveis de ambiente do servidor${hostList(details)}.`
        : `${s.text} ${v(s, ["tem", "têm"])} código que lê as variáveis de ambiente do servidor, onde costumam ficar senhas e chaves.`,
  },
  {
    id: "env-variable",
    severity: "attention",
    platforms: ALL,
    summary: "Lê configurações simples de variáveis de ambiente do servidor ($env.TELEGRAM_CHAT_ID): elas precisam existir na instalação de quem importa.",
    message: ({ subject: s, details }) =>
      `${s.text} ${v(s, ["usa", "usam"])} configurações guardadas em variáveis de ambiente do servidor${hostList(details)}, que precisam existir na sua instalação.`,
  },
  {
    id: "code-eval",
    severity: "high",
    platforms: ALL,
    summary:
      "Código que monta e executa outro código na hora (eval, (0, eval), new Function, constructor.constructor, vm, import() de nome variável, exec e __import__ do Python).",
    message: ({ subject: s }) => `${s.text} ${v(s, ["tem", "têm"])} código que monta e executa outro código na hora, o que esconde o que ele realmente faz.`,
  },
  {
    id: "code-network",
    severity: "attention",
    platforms: ALL,
    summary: "Código que se conecta a outros endereços (fetch, axios, http.request, this.helpers.httpRequest, requests).",
    message: ({ subject: s, details }) =>
      details.length > 0
        ? `${s.text} ${v(s, ["tem", "têm"])} código que envia ou busca dados em outros endereços${hostList(details)}.`
        : `${s.text} ${v(s, ["tem", "têm"])} código que envia ou busca dados em endereços que só aparecem quando o fluxo roda.`,
  },
  {
    id: "env-in-expression",
    severity: "high",
    platforms: ["N8N"],
    summary:
      "Expressão que lê senhas ou chaves das variáveis de ambiente, todas elas, ou os segredos do servidor ($env.API_KEY, $env['API' + '_KEY'], $env[...], $secrets).",
    message: ({ subject: s, details }) =>
      details.length > 0
        ? `${s.text} ${v(s, ["lê", "leem"])} senhas ou chaves guardadas nas variáveis de ambiente do servidor${hostList(details)}.`
        : `${s.text} ${v(s, ["lê", "leem"])} variáveis de ambiente ou segredos do servidor, onde costumam ficar senhas e chaves.`,
  },
  {
    id: "sql-expression",
    severity: "attention",
    platforms: ["N8N"],
    summary: "Consulta SQL montada com uma expressão ({{ }}, com ou sem o = na frente): risco de injeção de SQL.",
    message: ({ subject: s }) =>
      `${s.text} ${v(s, ["monta", "montam"])} a consulta ao banco de dados com dados recebidos pelo fluxo, o que pode permitir ler, alterar ou apagar dados do banco.`,
  },
  {
    id: "open-webhook",
    severity: "attention",
    platforms: ["N8N"],
    summary: "Webhook, formulário ou chat público sem autenticação, ou com um valor de autenticação que o n8n não reconhece.",
    message: ({ subject: s }) => `${s.text} ${v(s, ["recebe", "recebem"])} chamadas de qualquer pessoa na internet, sem senha nem outra autenticação.`,
  },
  {
    id: "open-webhook-to-risky-node",
    severity: "high",
    platforms: ["N8N"],
    summary:
      "Webhook, formulário ou chat público sem autenticação que leva (por qualquer caminho adiante) a um nó arriscado: comando, SSH, arquivos do disco, código perigoso ou SQL com expressão.",
    message: ({ subject: s, reached }) =>
      `Qualquer pessoa na internet pode chamar ${lower(s.text)}, sem autenticação, e assim disparar ${reached ? lower(reached.text) : "um nó arriscado"}, que ${reached?.plural ? "fazem" : "faz"} operações arriscadas no servidor.`,
  },
  {
    id: "community-node",
    severity: "attention",
    platforms: ["N8N"],
    summary: "Nó de um pacote da comunidade (não é n8n-nodes-base nem @n8n/…): precisa ser instalado à parte e não é revisado pelo n8n.",
    message: ({ subject: s, details }) =>
      details.length > 1
        ? `${s.text} ${v(s, ["vem", "vêm"])} de pacotes da comunidade${hostList(details)}, que precisam ser instalados à parte e não são revisados pela equipe do n8n.`
        : `${s.text} ${v(s, ["vem", "vêm"])} de um pacote da comunidade${hostList(details)}, que precisa ser instalado à parte e não é revisado pela equipe do n8n.`,
  },
  {
    id: "remote-subworkflow",
    severity: "high",
    platforms: ["N8N"],
    summary: "Executar outro fluxo baixado de uma URL ou lido de um arquivo do servidor.",
    message: ({ subject: s }) =>
      `${s.text} ${v(s, ["roda", "rodam"])} outro fluxo trazido de um endereço na internet ou de um arquivo do servidor, que não está neste JSON.`,
  },
  {
    id: "suspicious-host",
    severity: "high",
    platforms: ALL,
    summary:
      "Requisição para um IP público sem domínio (em qualquer notação, IPv6 ou domínios que devolvem o IP escrito, como nip.io), um túnel (ngrok, trycloudflare…), um coletor de requisições ou site de colagem (webhook.site, pastebin…) ou o endereço de metadados da nuvem.",
    message: ({ subject: s, details }) =>
      `${s.text} ${v(s, ["envia", "enviam"])} dados para ${details.length > 1 ? "endereços descartáveis" : "um endereço descartável"}${hostList(details)}, do tipo usado para receber dados às escondidas.`,
  },
  {
    id: "data-collector-host",
    severity: "attention",
    platforms: ALL,
    summary: "Requisição para um serviço que guarda tudo o que recebe (pipedream.net).",
    message: ({ subject: s, details }) =>
      `${s.text} ${v(s, ["envia", "enviam"])} dados para um serviço que guarda tudo o que recebe${hostList(details)}; confira se o endereço é seu.`,
  },
  {
    id: "private-network",
    severity: "attention",
    platforms: ALL,
    summary: "Requisição para a rede interna (localhost, 10.x, 172.16–31.x, 192.168.x, nomes sem domínio).",
    message: ({ subject: s, details }) =>
      `${s.text} ${v(s, ["acessa", "acessam"])} endereços da rede interna${hostList(details)}; confira se eles existem na sua rede e se é isso que você quer.`,
  },
  {
    id: "secret-in-url",
    severity: "high",
    platforms: ALL,
    summary:
      "Chave, token ou senha escrita no endereço chamado (?token=…, ?key=…, sk-…, AKIA…, ghp_…, token de bot do Telegram, webhook do Slack ou do Discord, usuário:senha@).",
    message: ({ subject: s }) =>
      // No host named: the page shows the parameter-elided preview, and the host is one of those values.
      `${s.text} ${v(s, ["chama", "chamam"])} um endereço com uma chave ou senha escrita nele, então os dados vão para a conta de quem criou o fluxo, não para a sua.`,
  },
  {
    id: "typebot-client-script",
    severity: "attention",
    platforms: ["TYPEBOT"],
    summary: "Bloco de código (Script, Definir variável com código) executado no navegador de quem conversa com o bot.",
    message: ({ subject: s }) => `${s.text} ${v(s, ["roda", "rodam"])} código no navegador de quem conversa com o bot.`,
  },
  {
    id: "make-code",
    severity: "attention",
    platforms: ["MAKE"],
    summary: "Módulo que roda código próprio (Code, JavaScript).",
    message: ({ subject: s }) => `${s.text} ${v(s, ["roda", "rodam"])} código próprio dentro do cenário; confira o que ele faz.`,
  },
];

function lower(textValue: string): string {
  return textValue.charAt(0).toLowerCase() + textValue.slice(1);
}

export const RULE_BY_ID = new Map(RULE_DEFS.map((rule) => [rule.id, rule]));
