import type { StoredN8nCompatibility, StoredSafetyReport } from "@/db/schema";
import { isStickyNote, n8nTypeLabel } from "@/lib/workflow/graph/n8n-types";
import { N8N_COMPAT_DATA_INFO, n8nVersionAtLeast, shortN8nVersion } from "@/lib/workflow/n8n-compat";
import { avatarUrl } from "@/lib/authors/avatar";

/*
 * The shapes of n8n's template library API, as its editor reads them (docs/product-rules.md §19),
 * and the mapping of Fluxoteca's flows onto them. Pure: no database, no request.
 */

/** A node type used by a template (n8n's `ITemplatesNode`). */
export interface TemplateNode {
  id: number;
  /** The node type, `n8n-nodes-base.slack`. */
  name: string;
  displayName: string;
  icon: string;
  iconData: { type: "file"; fileBuffer: string };
  defaults: Record<string, unknown>;
  categories: TemplateCategory[];
}

export interface TemplateCategory {
  id: number;
  name: string;
}

/**
 * A template's author as n8n shows them. 2.x's template card reads `name`, `avatar` (an image beside
 * the name, or a generic icon when null) and `verified` (its "Verified" mark); 1.x writes "by
 * {username}".
 */
export interface TemplateUser {
  /** The display name. */
  name: string;
  /** The creator page's handle; the display name when the page is private or the author removed. */
  username: string;
  /** GET /api/authors/{handle}/avatar, absolute; null without a public page (the route answers 404 then). */
  avatar: string | null;
  verified: boolean;
}

/** What Fluxoteca knows of a flow's author: `handle` only when their creator page is public. */
export interface TemplateAuthor {
  name: string;
  handle: string | null;
  verified: boolean;
}

/** A template in lists (n8n's `ITemplatesWorkflow`, plus the description n8n.io sends too). */
export interface TemplateSummary {
  id: number;
  name: string;
  description: string;
  createdAt: string;
  totalViews: number;
  user: TemplateUser;
  nodes: TemplateNode[];
}

export interface WorkflowBody {
  nodes: Record<string, unknown>[];
  connections: Record<string, unknown>;
  settings?: Record<string, unknown>;
  pinData?: Record<string, unknown>;
}

/** `/workflows/templates/{id}`: what n8n pastes onto a new canvas (n8n's `IWorkflowTemplate`). */
export interface ImportableWorkflow {
  id: number;
  name: string;
  workflow: WorkflowBody;
}

/** `/templates/workflows/{id}`: the template page (n8n's `ITemplatesWorkflowResponse`). */
export interface TemplateDetail extends TemplateSummary, ImportableWorkflow {
  image: { id: number; url: string }[];
  categories: TemplateCategory[];
  workflowInfo: { nodeCount: number; nodeTypes: Record<string, { count: number }> };
}

export interface TemplateCollection {
  id: number;
  name: string;
  nodes: TemplateNode[];
  workflows: { id: number }[];
}

export interface TemplateCollectionDetail extends Omit<TemplateCollection, "workflows"> {
  description: string | null;
  image: { id: number; url: string }[];
  categories: TemplateCategory[];
  createdAt: string;
  workflows: TemplateSummary[];
}

/** FNV-1a, 31 bits: a stable positive number for a string (node types and categories have no ids of their own). */
export function stableId(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 1 || 1;
}

/** Letters for a node's badge: "Google Sheets" → "GS", "Webhook" → "We". */
function initials(label: string): string {
  const words = label.replace(/\(.*?\)/g, "").match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length >= 2) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  const word = words[0] ?? "?";
  return word.slice(0, 2).replace(/^./, (c) => c.toUpperCase());
}

const BADGE_COLOURS = ["#2563eb", "#0d9488", "#7c3aed", "#db2777", "#ea580c", "#16a34a", "#0891b2", "#9333ea"];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An icon n8n can draw without knowing the node: a round badge with the node's initials as an SVG
 * data URL (n8n's own library sends each node's icon file the same way, `iconData.fileBuffer`).
 */
export function badgeIcon(label: string): string {
  const colour = BADGE_COLOURS[stableId(label) % BADGE_COLOURS.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${colour}"/>` +
    `<text x="32" y="41" font-family="Arial,Helvetica,sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(label))}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/**
 * A node type as n8n lists it under a template, drawn as a badge with its initials. n8n's Templates
 * page never loads the instance's own node catalogue, so a template cannot borrow the installed
 * node's icon: without `iconData` every node showed the same generic cube (seen in n8n 1.123).
 */
export function templateNode(type: string): TemplateNode {
  const displayName = n8nTypeLabel(type);
  return {
    id: stableId(type),
    name: type,
    displayName,
    icon: "fa:cube",
    iconData: { type: "file", fileBuffer: badgeIcon(displayName) },
    defaults: { name: displayName },
    categories: [],
  };
}

/** The distinct node types of a workflow, in order of appearance; sticky notes are no step of it. */
export function nodeTypesOf(workflow: unknown): string[] {
  const nodes = (workflow as { nodes?: unknown } | null)?.nodes;
  if (!Array.isArray(nodes)) return [];
  const types = new Set<string>();
  for (const node of nodes) {
    const type = (node as { type?: unknown } | null)?.type;
    if (typeof type === "string" && type !== "" && !isStickyNote(type)) types.add(type);
  }
  return [...types];
}

/** How many nodes of each type (n8n's `workflowInfo`). */
export function workflowInfo(workflow: unknown): TemplateDetail["workflowInfo"] {
  const nodes = (workflow as { nodes?: unknown } | null)?.nodes;
  const nodeTypes: Record<string, { count: number }> = {};
  let nodeCount = 0;
  if (Array.isArray(nodes)) {
    for (const node of nodes) {
      const type = (node as { type?: unknown } | null)?.type;
      if (typeof type !== "string" || type === "" || isStickyNote(type)) continue;
      nodeCount++;
      (nodeTypes[type] ??= { count: 0 }).count++;
    }
  }
  return { nodeCount, nodeTypes };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

const isPosition = (v: unknown) => Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === "number" && Number.isFinite(n));

/**
 * A workflow export reduced to what n8n imports: nodes, connections, settings and pinned data.
 * n8n's editor reads every node's `position` while importing and fails without one, so a node
 * that lacks it gets the origin.
 */
export function workflowBody(workflow: unknown): WorkflowBody {
  const source = (workflow ?? {}) as Record<string, unknown>;
  return {
    nodes: Array.isArray(source.nodes) ? source.nodes.filter(isRecord).map((node) => (isPosition(node.position) ? node : { ...node, position: [0, 0] })) : [],
    connections: isRecord(source.connections) ? source.connections : {},
    ...(isRecord(source.settings) && { settings: source.settings }),
    ...(isRecord(source.pinData) && { pinData: source.pinData }),
  };
}

/** The template page's import button as the editor names it: 2.x renamed "Use this workflow". */
function importButton(editorVersion: string | null): string {
  if (editorVersion === null) return "**Use this workflow** (no n8n 2.x, **Try template**)";
  return n8nVersionAtLeast(editorVersion, "2.0.0") ? "**Try template**" : "**Use this workflow**";
}

const previewNote = (editorVersion: string | null) =>
  `## Prévia da Fluxoteca\n\nOs valores dos parâmetros ficam ocultos até o download. Para trazer o fluxo completo, use ${importButton(editorVersion)} e, se o n8n pedir credenciais, **Skip**: a importação conta como um download (baixar de novo é grátis).`;

/** "Requer n8n …" only when it says something: every n8n in use runs a flow that needs 1.0. */
function requiresLine(compatibility: StoredN8nCompatibility | null): string {
  const needed = compatibility?.minN8nVersion;
  return needed && !n8nVersionAtLeast("1.0.0", needed) ? `\n\nRequer n8n ${shortN8nVersion(needed)} ou superior.` : "";
}

/**
 * The template page's drawing: the parameter-elided preview plus a note, above the steps, that says
 * the values come with the import. n8n's credential setup screen ("Continue") builds a workflow from
 * this drawing rather than importing one, so whoever takes that path reads the note on the canvas.
 */
export function previewBody(preview: unknown, facts?: ImportFacts, editorVersion: string | null = null): WorkflowBody {
  const body = workflowBody(preview);
  const { top, left } = corner(body);
  const extra = facts ? `\n\n${safetyLine(facts.safety)}${requiresLine(facts.compatibility)}` : "";
  const note = {
    id: "3f6c2b1a-8d4e-4f7a-9b0c-1d2e3f4a5b6c",
    name: "Prévia da Fluxoteca",
    type: "n8n-nodes-base.stickyNote",
    typeVersion: 1,
    position: [left, top - 320],
    parameters: { content: `${previewNote(editorVersion)}${extra}`, height: 280, width: 460, color: 5 },
  };
  return { ...body, nodes: [note, ...body.nodes] };
}

/** What Fluxoteca knows of a flow that n8n's user should read before running it (lib/flows/facts-columns.ts). */
export interface ImportFacts {
  safety: StoredSafetyReport;
  compatibility: StoredN8nCompatibility | null;
}

function corner(body: WorkflowBody): { top: number; left: number } {
  const ys = body.nodes.map((n) => (n.position as number[])[1]!);
  const xs = body.nodes.map((n) => (n.position as number[])[0]!);
  return { top: ys.length > 0 ? Math.min(...ys) : 0, left: xs.length > 0 ? Math.min(...xs) : 0 };
}

const SAFETY_LINES = {
  none: "**Segurança:** nenhum alerta no relatório da Fluxoteca.",
  attention: "**Segurança:** pontos de atenção; veja o relatório na página do fluxo.",
  high: "**Segurança: alertas altos.** Este fluxo pode agir sobre o servidor do seu n8n; leia o relatório antes de importar.",
};

function safetyLine(report: StoredSafetyReport): string {
  return SAFETY_LINES[report.level];
}

/**
 * A note's height on n8n's canvas for its text at the width used here (500): about 66 characters a
 * line, 22 units a line, plus the heading and margins. Taller than needed leaves an empty box; shorter
 * hides the last lines behind a scrollbar.
 */
function noteHeight(content: string): number {
  const lines = content.split("\n").reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / 66)), 0);
  return Math.min(900, 60 + lines * 22);
}

/**
 * Notes that come with an imported workflow, to the left of its steps: the safety report's findings
 * when it is `high`, and which steps need a newer n8n than the editor's (`n8nVersion`, from its
 * `n8n-version` header) when that is known and too old.
 */
export function withImportNotes(body: WorkflowBody, facts: ImportFacts, n8nVersion: string | null): WorkflowBody {
  const notes: Record<string, unknown>[] = [];
  const { top, left } = corner(body);
  let y = top;
  const add = (id: string, name: string, content: string, color: number) => {
    const height = noteHeight(content);
    notes.push({ id, name, type: "n8n-nodes-base.stickyNote", typeVersion: 1, position: [left - 560, y], parameters: { content, height, width: 500, color } });
    y += height + 40;
  };
  if (facts.safety.level === "high") {
    const lines = facts.safety.findings.map((f) => {
      // The steps the sentence does not already name ("O nó “Listar arquivos” …" names its own).
      const unnamed = f.nodes.filter((node) => !f.message.includes(node));
      return `- **${f.severity === "high" ? "Alto" : "Atenção"}:** ${f.message}${unnamed.length > 0 ? ` (${unnamed.join(", ")})` : ""}`;
    });
    add(
      "9c1d3e5f-2a4b-4c6d-8e0f-1a2b3c4d5e6f",
      "Alertas de segurança da Fluxoteca",
      `## Alertas de segurança\n\nEste fluxo pode agir sobre o servidor deste n8n. Leia antes de ativar:\n\n${lines.join("\n")}`,
      3,
    );
  }
  const needed = facts.compatibility?.minN8nVersion;
  if (needed && n8nVersion && !n8nVersionAtLeast(n8nVersion, needed)) {
    const lines = (facts.compatibility?.requirements ?? [])
      .filter((r) => !n8nVersionAtLeast(n8nVersion, r.minN8nVersion))
      .map((r) => `- **${r.node}** (${r.type} v${r.typeVersion}): n8n ${shortN8nVersion(r.minN8nVersion)} ou superior`);
    add(
      "7e2f4a6b-3c5d-4e7f-9a1b-2c3d4e5f6a7b",
      "Versão do n8n",
      `## Requer n8n ${shortN8nVersion(needed)} ou superior\n\nEste n8n é ${n8nVersion}: estas etapas podem não abrir até você atualizá-lo.\n\n${lines.join("\n")}`,
      6,
    );
  }
  // Versions no release ships are never a requirement: the note names them whatever this n8n is.
  const unknown = facts.compatibility?.unknownVersions ?? [];
  if (unknown.length > 0) {
    const newest = shortN8nVersion(N8N_COMPAT_DATA_INFO.n8nVersions.to);
    const lines = unknown.map((u) => `- **${u.node}** (${u.type} v${u.typeVersion}): versão de nó desconhecida; nenhum n8n até o ${newest} a traz`);
    add(
      "5b8d0f2a-6c4e-4a1b-8d3f-7e9a0b1c2d3e",
      "Versões de nó desconhecidas",
      `## Versões de nó desconhecidas\n\nEstas etapas podem não abrir em nenhum n8n publicado:\n\n${lines.join("\n")}`,
      6,
    );
  }
  return notes.length > 0 ? { ...body, nodes: [...notes, ...body.nodes] } : body;
}

/** Why n8n gets a note instead of the workflow it asked for. */
export type ImportProblem = "unknown-key" | "revoked-key" | "blocked-account" | "quota" | "missing";

const PROBLEMS: Record<ImportProblem, { title: string; body: (appUrl: string) => string }> = {
  "unknown-key": {
    title: "Chave da Fluxoteca não reconhecida",
    body: (app) =>
      `O endereço em N8N_TEMPLATES_HOST tem uma chave que a Fluxoteca não conhece. Crie uma chave em [Meu Perfil → Conectar ao meu n8n](${app}/profile#n8n), troque a linha N8N_TEMPLATES_HOST e reinicie o n8n.`,
  },
  "revoked-key": {
    title: "Chave da Fluxoteca revogada",
    body: (app) =>
      `A chave deste n8n foi revogada, então nenhum fluxo foi importado. Crie outra em [Meu Perfil → Conectar ao meu n8n](${app}/profile#n8n), troque a linha N8N_TEMPLATES_HOST e reinicie o n8n.`,
  },
  "blocked-account": {
    title: "Conta da Fluxoteca indisponível",
    body: (app) =>
      `A conta dona desta chave está inativa ou bloqueada, então nenhum fluxo foi importado. [Entre na Fluxoteca](${app}/login) para saber mais ou fale com o suporte.`,
  },
  quota: {
    title: "Limite de downloads gratuitos atingido",
    body: (app) =>
      `Você já usou os seus downloads gratuitos, então este fluxo não foi importado. Os fluxos que você já baixou continuam grátis. Para baixar sem limite, faça uma contribuição: [abra a Fluxoteca](${app}/dashboard) e clique em Contribuir.`,
  },
  missing: {
    title: "Fluxo indisponível",
    body: (app) => `Este fluxo não está mais no catálogo público da Fluxoteca. [Veja outros fluxos](${app}/fluxos).`,
  },
};

/**
 * What n8n imports when it cannot have the workflow: one sticky note saying why in pt-BR, with a
 * link to the page that fixes it. n8n's editor shows no text of an API's error, only that it failed,
 * so the note is how the user learns what happened.
 */
export function problemWorkflow(problem: ImportProblem, id: number, appUrl: string): ImportableWorkflow {
  const { title, body } = PROBLEMS[problem];
  return {
    id,
    name: `Fluxoteca: ${title}`,
    workflow: {
      nodes: [
        {
          id: "5b0f7a2e-6f4d-4c59-9a51-0f1a2b3c4d5e",
          name: "Fluxoteca",
          type: "n8n-nodes-base.stickyNote",
          typeVersion: 1,
          position: [0, 0],
          parameters: { content: `## ${title}\n\n${body(appUrl)}`, height: 260, width: 440, color: 3 },
        },
      ],
      connections: {},
    },
  };
}

/**
 * What n8n lists when the key cannot browse: one template whose name and text say why, opening on
 * the same note `problemWorkflow` imports. Without it n8n would show an empty library and no reason.
 */
export function problemTemplate(problem: ImportProblem, id: number, appUrl: string): TemplateDetail {
  const { title, body } = PROBLEMS[problem];
  const note = problemWorkflow(problem, id, appUrl);
  return {
    ...note,
    description: body(appUrl),
    createdAt: new Date(0).toISOString(),
    totalViews: 0,
    user: { name: "Fluxoteca", username: "Fluxoteca", avatar: null, verified: false },
    nodes: [],
    image: [],
    categories: [],
    workflowInfo: { nodeCount: 0, nodeTypes: {} },
    name: title,
  };
}

/** A catalogue tag as one of n8n's categories, with a number that stays the same. */
export const tagCategory = (tag: string): TemplateCategory => ({ id: stableId(`tag:${tag}`), name: tag });

/** The author as every template n8n gets names them (search results, collections, the template page). */
export function templateUser(author: TemplateAuthor, appUrl: string): TemplateUser {
  return {
    name: author.name,
    username: author.handle ?? author.name,
    avatar: author.handle === null ? null : avatarUrl(appUrl, { handle: author.handle, name: author.name }),
    verified: author.verified,
  };
}

/** What n8n lists of a flow: the same in search results, collections and the template page. */
export function templateSummary(
  flow: { name: string; description: string; slug: string; tags: string[]; createdAt: string; downloadCount: number; author: TemplateAuthor },
  templateId: number,
  nodeTypes: string[],
  appUrl: string,
): TemplateSummary {
  return {
    id: templateId,
    name: flow.name,
    description: templateDescription(flow, appUrl),
    createdAt: flow.createdAt,
    totalViews: flow.downloadCount,
    user: templateUser(flow.author, appUrl),
    nodes: nodeTypes.map(templateNode),
  };
}

/** The template page's text: the description, then where the flow lives on the site. */
export function templateDescription(flow: { description: string; slug: string; tags: string[] }, appUrl: string): string {
  const tags = flow.tags.length > 0 ? `\n\nTags: ${flow.tags.join(", ")}` : "";
  return `${flow.description}${tags}\n\n[Ver na Fluxoteca](${appUrl}/fluxos/${flow.slug})`;
}
