import "server-only";
import { n8nIntegration } from "@/lib/workflow/graph/n8n-types";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { db, getDatabase, schema, selectRows, statementName, type Database } from "@/db";
import { CATALOG_VERSION_SQL } from "@/db/catalog-version";
import { appUrl } from "@/lib/env";
import { ListCache } from "@/lib/flows/list-cache";
import { listPublicFlows } from "@/lib/flows/queries";
import { authorPageColumn, authorVerifiedColumn } from "@/lib/flows/projection";
import { listFlowsSchema, type ListFlowsInput } from "@/lib/flows/schemas";
import type { FlowSummary } from "@/lib/flows/dto";
import { REMOVED_AUTHOR } from "@/lib/flows/dto";
import { previewMetadata } from "@/lib/workflow/preview";
import { featuredCollectionByN8nId, featuredCollectionsWithFlows } from "@/lib/collections/queries";
import { collectionPath } from "@/lib/collections/url";
import type { CollectionDetail } from "@/lib/collections/dto";
import { foldText, isStopWord, splitWords } from "@/lib/language/text";
import { KEY_PATTERN, keyColumns, toKeyDTO } from "./keys";
import type { N8nKeyDTO } from "./dto";
import type { Viewer } from "@/lib/auth/viewer";
import { hashToken } from "@/lib/auth/tokens";
import {
  nodeTypesOf,
  previewBody,
  tagCategory,
  templateSummary,
  workflowInfo,
  type TemplateCategory,
  type TemplateCollection,
  type TemplateCollectionDetail,
  type TemplateDetail,
  type TemplateSummary,
} from "./templates";

/*
 * Fluxoteca's approved public n8n flows as n8n's template library (docs/product-rules.md §19).
 * Lists come from the catalogue's own cache (lib/flows/queries.ts), keyed on the catalogue version
 * like every catalogue page; what only this API needs (numeric ids, node types) is cached beside it
 * under the same version. Browsing only ever sends the parameter-elided preview; the workflow
 * itself leaves through `importTemplate` (lib/n8n/mutations.ts), which is a download. Nothing here writes.
 */
const { flows, users, n8nKeys } = schema;

const PUBLIC_N8N = and(eq(flows.status, "APPROVED"), eq(flows.isPublic, true), eq(flows.platform, "N8N"))!;

/** Per version: a flow's template number and node types, and the pages built from them. */
const cache = new ListCache<unknown>(1_000);

async function cached<T>(version: string | null, key: string, build: () => Promise<T>): Promise<T> {
  if (version === null) return build();
  const full = `${version}|${key}`;
  const hit = cache.get(full) as T | undefined;
  if (hit !== undefined) return hit;
  const value = await build();
  cache.prune(version);
  cache.set(full, value);
  return value;
}

interface TemplateFacts {
  templateId: number;
  nodeTypes: string[];
}

/** Template numbers and node types of these flows (read from the workflow JSON in SQL, not shipped whole). */
async function factsOf(ids: string[]): Promise<Map<string, TemplateFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await selectRows<{ id: string; template_id: number; types: string[] | null }>(
    db,
    sql`select f.id, f.template_id,
          (select array_agg(t order by first) from (
             select n->>'type' as t, min(i) as first from jsonb_array_elements(
               case when jsonb_typeof(f.metadata->'nodes') = 'array' then f.metadata->'nodes' else '[]'::jsonb end
             ) with ordinality as e(n, i) group by 1) as seen) as types
        from flows f where f.id in ${sql`(${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`}`,
  );
  return new Map(rows.map((r) => [r.id, { templateId: r.template_id, nodeTypes: nodeTypesOf({ nodes: (r.types ?? []).map((type) => ({ type })) }) }]));
}

async function summaries(list: FlowSummary[]): Promise<TemplateSummary[]> {
  const facts = await factsOf(list.map((f) => f.id));
  const app = appUrl();
  return list.flatMap((flow) => {
    const found = facts.get(flow.id);
    const author = { name: flow.author.name, handle: flow.authorPage ?? null, verified: flow.authorVerified === true };
    return found ? [templateSummary({ ...flow, author }, found.templateId, found.nodeTypes, app)] : [];
  });
}

/** The query of `/templates/search`, already checked (lib/n8n/schemas.ts). */
export interface TemplateSearch {
  search?: string;
  page: number;
  limit: number;
  categories: string[];
  /** n8n 2.x: apps by display name ("Slack") and node types ("n8n-nodes-base.slack"), all or any of them. */
  apps?: string[];
  nodes?: string[];
  combineWith?: "and" | "or";
  sort?: string;
}

/** The apps a search asks for, as the catalogue names them (`flows.integrations`, lib/workflow/facts.ts). */
function appsOf(query: TemplateSearch): string[] {
  const fromNodes = (query.nodes ?? []).map((type) => n8nIntegration(type)).filter((name): name is string => name !== null);
  return [...new Set([...(query.apps ?? []), ...fromNodes])];
}

/** n8n's sort names (`createdAt:desc`, `rank:desc`, `trendingScore:desc`…) in the catalogue's terms; null: the default. */
function sortOf(sort: string | undefined): Pick<ListFlowsInput, "sortBy" | "sortOrder"> | null {
  const [field = "", direction] = (sort ?? "").toLowerCase().split(":");
  const sortOrder = direction === "asc" ? "asc" : "desc";
  if (/created|updated|newest|recent/.test(field)) return { sortBy: "createdAt", sortOrder };
  if (/name|title/.test(field)) return { sortBy: "name", sortOrder: direction === "desc" ? "desc" : "asc" };
  if (/rank|trend|popular|views|download/.test(field)) return { sortBy: "downloadCount", sortOrder };
  if (/score|rating/.test(field)) return { sortBy: "score", sortOrder };
  return null;
}

/** Catalogue tags named by a category (its number or its name); unknown ones match nothing. */
async function tagsFor(categories: string[], version: string | null): Promise<string[] | null> {
  if (categories.length === 0) return [];
  const known = await listCategories(version);
  const tags: string[] = [];
  for (const wanted of categories) {
    const match = known.find((c) => String(c.id) === wanted || c.name.toLowerCase() === wanted.toLowerCase());
    if (!match) return null;
    tags.push(match.name);
  }
  return tags;
}

function catalogueInput(query: Partial<ListFlowsInput> & { page: number; limit: number }): ListFlowsInput {
  return listFlowsSchema.parse({ ...query, platform: "N8N" });
}

/** `/templates/search`: approved public n8n flows by name, description and tags, one page. */
export async function searchTemplates(query: TemplateSearch, version: string | null) {
  return cached(version, `search|${JSON.stringify(query)}`, async () => {
    const tags = await tagsFor(query.categories, version);
    if (tags === null) return { totalWorkflows: 0, workflows: [] as TemplateSummary[], filters: [] };
    const apps = appsOf(query);
    // An app named only by a node type the catalogue cannot name matches nothing, rather than everything.
    if (apps.length === 0 && (query.apps?.length || query.nodes?.length)) return { totalWorkflows: 0, workflows: [] as TemplateSummary[], filters: [] };
    const input = catalogueInput({ search: query.search, tags, page: query.page, limit: query.limit, ...sortOf(query.sort) });
    const match = query.combineWith === "or" ? "any" : "all";
    const list = await listPublicFlows(apps.length > 0 ? { ...input, apps: { names: apps, match } } : input, version);
    return { totalWorkflows: list.pagination.total, workflows: await summaries(list.flows), filters: [] };
  });
}

/** How many categories n8n lists: the most used tags of the public n8n flows. */
const CATEGORIES_SHOWN = 40;

/** `/templates/categories`: the tags most used by the public n8n flows. */
export async function listCategories(version: string | null): Promise<TemplateCategory[]> {
  return cached(version, "categories", async () => {
    const rows = await selectRows<{ tag: string }>(
      db,
      sql`select tag from flows, unnest(flows.tags) as tag
          where flows.status = 'APPROVED' and flows.is_public and flows.platform = 'N8N'
          group by tag order by count(*) desc, tag limit ${CATEGORIES_SHOWN}`,
    );
    return rows.map((r) => tagCategory(r.tag));
  });
}

/** A collection is a fixed view of the catalogue: a sort, a search or an app. */
interface CollectionDefinition {
  id: number;
  name: string;
  description: string;
  query: Partial<ListFlowsInput>;
}

const COLLECTIONS: CollectionDefinition[] = [
  { id: 1, name: "Mais baixados", description: "Os fluxos n8n que mais gente baixou na Fluxoteca.", query: { sortBy: "downloadCount" } },
  { id: 2, name: "Novos", description: "Os fluxos n8n publicados mais recentemente.", query: { sortBy: "createdAt" } },
  { id: 3, name: "Mais bem avaliados", description: "As melhores notas dadas por quem usou.", query: { sortBy: "score" } },
  { id: 4, name: "Atendimento no WhatsApp", description: "Bots, agendamentos e respostas automáticas no WhatsApp.", query: { search: "whatsapp" } },
  { id: 5, name: "Agentes e IA", description: "Fluxos com OpenAI, agentes e modelos de linguagem.", query: { integration: "OpenAI" } },
  { id: 6, name: "Planilhas Google", description: "Fluxos que leem e gravam no Google Sheets.", query: { integration: "Google Sheets" } },
];

/** Flows shown in a collection. */
const COLLECTION_SIZE = 12;

async function collectionFlows(definition: CollectionDefinition, version: string | null, narrow: { search?: string; tags: string[] }) {
  const search = [definition.query.search, narrow.search].filter(Boolean).join(" ") || undefined;
  const list = await listPublicFlows(
    catalogueInput({
      ...definition.query,
      search,
      tags: narrow.tags,
      sortBy: definition.query.sortBy ?? (search ? "relevance" : "score"),
      page: 1,
      limit: COLLECTION_SIZE,
    }),
    version,
  );
  return summaries(list.flows);
}

function distinctNodes(templates: TemplateSummary[], max = 10) {
  const seen = new Map<string, TemplateSummary["nodes"][number]>();
  for (const t of templates) for (const node of t.nodes) if (!seen.has(node.name)) seen.set(node.name, node);
  return [...seen.values()].slice(0, max);
}

/** Featured collections n8n lists after the fixed views, at most (newest featured first). */
const FEATURED_SHOWN = 12;

type FeaturedCollection = CollectionDetail & { n8nId: number };

/** The words of n8n's search that say something, folded: each must be found for a match. */
function searchWords(search: string | undefined): string[] {
  return splitWords(search ?? "")
    .filter((word) => !isStopWord(word))
    .map(foldText);
}

const holdsAll = (text: string, words: string[]) => {
  const folded = foldText(text);
  return words.every((word) => folded.includes(word));
};

/**
 * A featured collection's n8n flows as n8n lists them, narrowed like the fixed views: every
 * category (a tag) on the flow, and every word of the search in the collection's name or
 * description (then all its flows match) or in the flow's name, description and tags.
 */
async function featuredTemplates(entry: FeaturedCollection, narrow: { search?: string; tags: string[] }): Promise<TemplateSummary[]> {
  const words = searchWords(narrow.search);
  const { name, description } = entry.collection;
  const wholeCollection = words.length === 0 || holdsAll(`${name} ${description}`, words);
  const flows = entry.flows.filter(
    (flow) =>
      flow.platform === "N8N" &&
      narrow.tags.every((tag) => flow.tags.includes(tag)) &&
      (wholeCollection || holdsAll(`${flow.name} ${flow.description} ${flow.tags.join(" ")}`, words)),
  );
  return summaries(flows);
}

/** The featured collection's text in n8n: its description, who keeps it and where it lives on the site. */
function featuredDescription(entry: FeaturedCollection, app: string): string {
  const { collection } = entry;
  const about = collection.description ? `${markdownText(collection.description)}\n\n` : "";
  return `${about}Coleção de ${markdownText(collection.owner.name)}.\n\n[Ver na Fluxoteca](${app}${collectionPath(collection.slug)})`;
}

/**
 * A member's text as literal Markdown: n8n renders the description, and a collection's text is not
 * moderated as a flow's is, so no link, image or HTML of theirs may reach every connected editor.
 */
export function markdownText(text: string): string {
  return text.replace(/[\\`*_{}[\]()<>#+!|~-]/g, (c) => `\\${c}`);
}

/**
 * `/templates/collections`: the fixed views that hold at least one flow, then the featured listed
 * collections with at least one n8n flow (docs/product-rules.md, "Coleções"), all narrowed by
 * n8n's search and categories. A featured collection goes by its own number (`collections.n8n_id`,
 * from 101), which never meets a fixed view's.
 */
export async function listCollections(
  query: { search?: string; categories: string[] },
  version: string | null,
): Promise<{ collections: TemplateCollection[] }> {
  return cached(version, `collections|${JSON.stringify(query)}`, async () => {
    const tags = await tagsFor(query.categories, version);
    if (tags === null) return { collections: [] };
    const narrow = { search: query.search, tags };
    const [views, featured] = await Promise.all([
      Promise.all(
        COLLECTIONS.map(async (definition) => {
          const templates = await collectionFlows(definition, version, narrow);
          return { id: definition.id, name: definition.name, nodes: distinctNodes(templates), workflows: templates.map((t) => ({ id: t.id })) };
        }),
      ),
      featuredCollectionsWithFlows(FEATURED_SHOWN, "N8N").then((list) =>
        Promise.all(
          list.map(async (entry) => {
            const templates = await featuredTemplates(entry, narrow);
            return { id: entry.n8nId, name: entry.collection.name, nodes: distinctNodes(templates), workflows: templates.map((t) => ({ id: t.id })) };
          }),
        ),
      ),
    ]);
    return { collections: [...views, ...featured].filter((c) => c.workflows.length > 0) };
  });
}

/**
 * `/templates/collections/{id}`: a fixed view, or a featured listed collection by its n8n number
 * with its n8n flows in its order; null for any other number (a collection that is not featured,
 * not listed, private, or has no n8n flow to show).
 */
export async function getCollection(id: number, version: string | null): Promise<{ collection: TemplateCollectionDetail } | null> {
  const definition = COLLECTIONS.find((c) => c.id === id);
  if (!definition) return id > FIXED_VIEWS_MAX ? getFeaturedCollection(id, version) : null;
  return cached(version, `collection|${id}`, async () => {
    const templates = await collectionFlows(definition, version, { tags: [] });
    return {
      collection: {
        id: definition.id,
        name: definition.name,
        description: definition.description,
        image: [],
        categories: [],
        createdAt: new Date(0).toISOString(),
        nodes: distinctNodes(templates),
        workflows: templates,
      },
    };
  });
}

/** The fixed views' numbers stay at or under this; featured collections start above it (migration 0025). */
const FIXED_VIEWS_MAX = 100;

async function getFeaturedCollection(n8nId: number, version: string | null): Promise<{ collection: TemplateCollectionDetail } | null> {
  return cached(version, `featured|${n8nId}`, async () => {
    const entry = await featuredCollectionByN8nId(n8nId);
    if (!entry) return null;
    const templates = await featuredTemplates(entry, { tags: [] });
    if (templates.length === 0) return null;
    return {
      collection: {
        id: n8nId,
        name: entry.collection.name,
        description: featuredDescription(entry, appUrl()),
        image: [],
        categories: [],
        createdAt: entry.collection.createdAt,
        nodes: distinctNodes(templates),
        workflows: templates,
      },
    };
  });
}

const detailColumns = {
  id: flows.id,
  templateId: flows.templateId,
  name: flows.name,
  description: flows.description,
  slug: flows.slug,
  tags: flows.tags,
  createdAt: flows.createdAt,
  downloadCount: flows.downloadCount,
  authorName: users.name,
  authorPage: authorPageColumn,
  authorVerified: authorVerifiedColumn,
  metadata: flows.metadata,
  safety: flows.safety,
  compatibility: flows.n8nCompat,
};

async function findTemplateRow(templateId: number) {
  const [row] = await db
    .select(detailColumns)
    .from(flows)
    .leftJoin(users, eq(users.id, flows.authorId))
    .where(and(eq(flows.templateId, templateId), PUBLIC_N8N))
    .limit(1);
  return row ?? null;
}

/** `/templates/workflows/{id}`: the template page, with the parameter-elided preview of the workflow. Null when not public. */
export async function getTemplate(
  templateId: number,
  version: string | null,
  editorVersion: string | null = null,
): Promise<{ workflow: TemplateDetail } | null> {
  // The preview's note names the editor's import button: one copy per major.
  const major = editorVersion?.split(".")[0] ?? "";
  return cached(version, `template|${templateId}|${major}`, async () => {
    const row = await findTemplateRow(templateId);
    if (!row) return null;
    const preview = previewMetadata(row.metadata, "N8N");
    const app = appUrl();
    return {
      workflow: {
        ...templateSummary(
          {
            ...row,
            createdAt: row.createdAt.toISOString(),
            author: { name: row.authorName ?? REMOVED_AUTHOR, handle: row.authorPage, verified: row.authorVerified === true },
          },
          row.templateId,
          nodeTypesOf(preview),
          app,
        ),
        image: [],
        categories: row.tags.map(tagCategory),
        workflowInfo: workflowInfo(preview),
        workflow: previewBody(preview, { safety: row.safety, compatibility: row.compatibility }, major ? `${major}.0.0` : null),
      },
    };
  });
}

/** The public n8n flow behind a template number, as importing it needs; null when there is none. */
export async function findImportTarget(templateId: number) {
  const [target] = await db
    .select({ id: flows.id, safety: flows.safety, compatibility: flows.n8nCompat })
    .from(flows)
    .where(and(eq(flows.templateId, templateId), PUBLIC_N8N))
    .limit(1);
  return target ?? null;
}

/** The viewer's active keys, newest first (never the key itself). */
export async function listN8nKeys(viewer: Pick<Viewer, "id">): Promise<N8nKeyDTO[]> {
  const rows = await db
    .select(keyColumns)
    .from(n8nKeys)
    .where(and(eq(n8nKeys.userId, viewer.id), isNull(n8nKeys.revokedAt)))
    .orderBy(desc(n8nKeys.createdAt));
  return rows.map(toKeyDTO);
}

/** Who a key in a templates URL belongs to, as far as the library needs to know. */
export type KeyHolder =
  /** `catalogVersion`: read in the same trip, for the library's cache keys (lib/flows/catalog-version.ts). */
  | { state: "valid"; keyId: string; user: { id: string; role: "USER" | "ADMIN" }; catalogVersion: string | null }
  | { state: "revoked" }
  /** The account behind the key is banned or inactive: the key works again if it is reactivated. */
  | { state: "blocked" }
  | { state: "unknown" };

/** A key as read, before its use is recorded (`resolveN8nKey`, lib/n8n/mutations.ts). */
export type FoundN8nKey = Exclude<KeyHolder, { state: "valid" }> | (Extract<KeyHolder, { state: "valid" }> & { lastUsedAt: Date | null });

function buildKeyQuery(database: Database) {
  return database
    .select({
      id: n8nKeys.id,
      revokedAt: n8nKeys.revokedAt,
      lastUsedAt: n8nKeys.lastUsedAt,
      userId: users.id,
      role: users.role,
      status: users.status,
      catalogVersion: sql<string | null>`${CATALOG_VERSION_SQL}`,
    })
    .from(n8nKeys)
    .innerJoin(users, eq(users.id, n8nKeys.userId))
    .where(eq(n8nKeys.keyHash, sql.placeholder("hash")))
    .limit(1)
    .prepare(statementName("n8n_key"));
}

const keyQueries = new WeakMap<Database, ReturnType<typeof buildKeyQuery>>();

/** Reads a key from a templates URL: one indexed read (a prepared statement, as it runs on every call). */
export async function findN8nKey(key: string): Promise<FoundN8nKey> {
  if (!KEY_PATTERN.test(key)) return { state: "unknown" };
  const database = getDatabase().db;
  let query = keyQueries.get(database);
  if (!query) keyQueries.set(database, (query = buildKeyQuery(database)));
  const [row] = await query.execute({ hash: hashToken(key) });
  if (!row) return { state: "unknown" };
  if (row.revokedAt) return { state: "revoked" };
  if (row.status !== "ACTIVE") return { state: "blocked" };
  return { state: "valid", keyId: row.id, user: { id: row.userId, role: row.role }, catalogVersion: row.catalogVersion, lastUsedAt: row.lastUsedAt };
}
