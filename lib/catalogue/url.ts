import { COMPLEXITY_SLUGS, type ComplexitySlug } from "@/lib/workflow/graph/complexity";
import { TRIGGER_KINDS, type TriggerKind } from "@/lib/workflow/graph/types";
import { PLATFORM_LABELS, PLATFORMS, type DetectedPlatform } from "@/lib/workflow/platform-labels";
import { listFlowsSchema, type ListFlowsInput } from "@/lib/flows/schemas";
import { formatCount } from "@/lib/format";
import { CATALOGUE_PATH, flowPath } from "@/lib/routes";

/**
 * Addresses, titles and indexing rules of the public catalogue: `/fluxos` (the list, its search,
 * filters, sort and page in the query string, named as on the dashboard) and its facet pages
 * (`/fluxos/plataforma/n8n`, `/fluxos/tag/whatsapp`…), each the list with one filter fixed. Pure.
 */
// The two addresses e-mails need too live in lib/routes.ts, below every domain.
export { CATALOGUE_PATH, flowPath };

export type Facet =
  | { kind: "platform"; value: DetectedPlatform }
  | { kind: "tag"; value: string }
  | { kind: "integration"; value: string }
  | { kind: "trigger"; value: TriggerKind }
  | { kind: "complexity"; value: ComplexitySlug };

export type FacetKind = Facet["kind"];

/** The word of each facet in the address (`/fluxos/{word}/{value}`); slugs never take these words. */
const FACET_SEGMENTS = {
  platform: "plataforma",
  tag: "tag",
  integration: "integracao",
  trigger: "gatilho",
  complexity: "complexidade",
} as const satisfies Record<FacetKind, string>;

/** The list parameter a facet fixes (the dashboard's names). */
const FACET_PARAMS = {
  platform: "platform",
  tag: "tags",
  integration: "integration",
  trigger: "trigger",
  complexity: "complexity",
} as const satisfies Record<FacetKind, keyof ListFlowsInput>;

/** Longest tag and app name the list accepts (lib/flows/schemas.ts). */
const MAX_VALUE = { tag: 50, integration: 60 } as const;

/** The value as written in a facet address: platforms in lower case, the rest as stored. */
export function facetSlug(facet: Facet): string {
  return facet.kind === "platform" ? PLATFORM_LABELS[facet.value].toLowerCase() : facet.value;
}

/** `/fluxos/plataforma/n8n`, `/fluxos/tag/whatsapp`, `/fluxos/integracao/Google%20Sheets`. */
export function facetPath(facet: Facet): string {
  return `${CATALOGUE_PATH}/${FACET_SEGMENTS[facet.kind]}/${encodeURIComponent(facetSlug(facet))}`;
}

/**
 * The facet a (decoded) address value names, or null when it can name none (the page is a 404).
 * Platforms are matched without case; whether a tag or an app has public flows is for the database.
 */
export function parseFacet(kind: FacetKind, raw: string): Facet | null {
  const value = raw.trim();
  switch (kind) {
    case "platform": {
      const platform = PLATFORMS.find((p) => PLATFORM_LABELS[p].toLowerCase() === value.toLowerCase());
      return platform ? { kind, value: platform } : null;
    }
    case "complexity":
      return (COMPLEXITY_SLUGS as readonly string[]).includes(value) ? { kind, value: value as ComplexitySlug } : null;
    case "trigger":
      return (TRIGGER_KINDS as readonly string[]).includes(value) ? { kind, value: value as TriggerKind } : null;
    case "tag":
    case "integration":
      return value.length > 0 && value.length <= MAX_VALUE[kind] && !/[\u0000-\u001f]/.test(value) ? { kind, value } : null;
  }
}

/** The list with the facet's filter fixed, whatever the query string said about it. */
export function withFacet(input: ListFlowsInput, facet: Facet | null): ListFlowsInput {
  if (!facet) return input;
  switch (facet.kind) {
    case "platform":
      return { ...input, platform: facet.value };
    case "integration":
      return { ...input, integration: facet.value };
    case "trigger":
      return { ...input, trigger: facet.value };
    case "complexity":
      return { ...input, complexity: facet.value };
    case "tag":
      return { ...input, tags: [facet.value, ...input.tags.filter((t) => t !== facet.value)] };
  }
}

/** The query parameter and value a facet stands for (what the filters show and change). */
export function facetParam(facet: Facet): { param: (typeof FACET_PARAMS)[FacetKind]; value: string } {
  return { param: FACET_PARAMS[facet.kind], value: facet.value };
}

/** How many filters narrow the list: each tag, each other filter, the score range as one. */
export function filterCount(input: ListFlowsInput): number {
  const single = [input.platform, input.integration, input.trigger, input.complexity, input.author].filter(Boolean).length;
  const score = input.minScore !== undefined || input.maxScore !== undefined ? 1 : 0;
  return input.tags.length + single + score;
}

/** The facet page a list with exactly one filter duplicates, if that filter has one. */
export function soleFacet(input: ListFlowsInput): Facet | null {
  if (filterCount(input) !== 1) return null;
  if (input.platform) return { kind: "platform", value: input.platform };
  if (input.tags[0]) return { kind: "tag", value: input.tags[0] };
  if (input.integration) return { kind: "integration", value: input.integration };
  if (input.trigger) return { kind: "trigger", value: input.trigger };
  if (input.complexity) return { kind: "complexity", value: input.complexity };
  return null;
}

const DEFAULTS = { sortOrder: "desc", limit: 12, page: 1 } as const;

/** The order a list gets when its URL names none (it may depend on the search term). */
function defaultSort(input: ListFlowsInput): ListFlowsInput["sortBy"] {
  return listFlowsSchema.parse(input.search ? { search: input.search } : {}).sortBy;
}

/**
 * The query string of a list page (with `?`, or empty): only values that differ from the defaults,
 * in the schema's order, leaving out what the facet page's path already says.
 */
export function catalogueQuery(input: ListFlowsInput, facet: Facet | null = null, changes: { page?: number } = {}): string {
  const params = new URLSearchParams();
  const fixed = facet ? FACET_PARAMS[facet.kind] : null;
  if (input.search) params.set("search", input.search);
  for (const tag of input.tags) if (!(fixed === "tags" && tag === facet?.value)) params.append("tags", tag);
  if (input.minScore !== undefined) params.set("minScore", String(input.minScore));
  if (input.maxScore !== undefined) params.set("maxScore", String(input.maxScore));
  if (input.author) params.set("author", input.author);
  for (const key of ["platform", "integration", "trigger", "complexity"] as const) {
    const value = input[key];
    if (value && fixed !== key) params.set(key, value);
  }
  if (input.sortBy !== defaultSort(input)) params.set("sortBy", input.sortBy);
  if (input.sortOrder !== DEFAULTS.sortOrder) params.set("sortOrder", input.sortOrder);
  if (input.limit !== DEFAULTS.limit) params.set("limit", String(input.limit));
  const page = changes.page ?? input.page;
  if (page !== DEFAULTS.page) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

const TRIGGER_HEADINGS: Record<TriggerKind, string> = {
  webhook: "Fluxos disparados por webhook",
  schedule: "Fluxos agendados",
  manual: "Fluxos de execução manual",
  chat: "Fluxos iniciados por conversa (chat)",
  form: "Fluxos iniciados por formulário",
  email: "Fluxos iniciados por e-mail recebido",
  app: "Fluxos iniciados por evento em aplicativo",
  other: "Fluxos iniciados por outro fluxo ou evento",
};

const COMPLEXITY_HEADINGS: Record<ComplexitySlug, string> = {
  simples: "Fluxos simples",
  intermediario: "Fluxos de complexidade intermediária",
  avancado: "Fluxos avançados",
};

/** A facet page's h1 and the start of its title: "Fluxos de n8n", "Fluxos com a tag whatsapp"… */
export function facetHeading(facet: Facet): string {
  switch (facet.kind) {
    case "platform":
      return `Fluxos de ${PLATFORM_LABELS[facet.value]}`;
    case "tag":
      return `Fluxos com a tag ${facet.value}`;
    case "integration":
      return `Fluxos que usam ${facet.value}`;
    case "trigger":
      return TRIGGER_HEADINGS[facet.value];
    case "complexity":
      return COMPLEXITY_HEADINGS[facet.value];
  }
}

const flows = (n: number) => formatCount(n, "fluxo de automação pronto", "fluxos de automação prontos");

/** The sentence under the h1, also the page's meta description. */
export function facetDescription(facet: Facet | null, total: number): string {
  const tools = "n8n, Typebot e Make";
  const check = "Veja o diagrama, as integrações e as avaliações da comunidade antes de baixar.";
  if (!facet) return `${flows(total)} para ${tools}, avaliados pela comunidade. Veja o diagrama, as integrações e as avaliações antes de baixar.`;
  switch (facet.kind) {
    case "platform":
      return `${flows(total)} para ${PLATFORM_LABELS[facet.value]}. ${check}`;
    case "tag":
      return `${flows(total)} para ${tools} com a tag ${facet.value}. ${check}`;
    case "integration":
      return `${flows(total)} para ${tools} que usam ${facet.value}. ${check}`;
    case "trigger":
    case "complexity":
      return `${facetHeading(facet)} para ${tools}: ${flows(total)}. ${check}`;
  }
}

const CATALOGUE_HEADING = "Fluxos de automação";
const CATALOGUE_TITLE = "Fluxos de automação para n8n, Typebot e Make";

export interface CatalogueView {
  /** The facet of a facet page; null on `/fluxos`. */
  facet: Facet | null;
  /** The list as shown (the facet's filter included). */
  input: ListFlowsInput;
  /** False when the query string had invalid values (they were ignored). */
  valid: boolean;
  /** Flows in the list as shown. */
  total: number;
  /** Flows on the page without its query string: `/fluxos` or the facet page itself. */
  baseTotal: number;
}

export interface CatalogueSeo {
  title: string;
  heading: string;
  description: string;
  /** Path (and `?page=N` for a later page of an indexable list) of the page search engines should keep. */
  canonicalPath: string;
  /** False: `noindex, follow` (searches, combinations of filters, empty or invalid lists). */
  index: boolean;
}

/**
 * Titles and indexing of a list page. Indexable: `/fluxos` and the facet pages, also their later
 * pages and other sort orders (the canonical drops the sort, keeps the page). A search, two filters
 * or more, an author or score filter, an empty page or an invalid query string make a thin,
 * near-duplicate page: `noindex, follow`, canonical to the path without the query. `/fluxos` with a
 * single facet filter is the facet page under another address: canonical to it.
 */
export function catalogueSeo({ facet, input, valid, total, baseTotal }: CatalogueView): CatalogueSeo {
  const heading = facet ? facetHeading(facet) : CATALOGUE_HEADING;
  const narrowed = !!input.search || filterCount(input) > (facet ? 1 : 0);
  const duplicateOf = facet ? null : soleFacet(input);
  const onAPage = (input.page - 1) * input.limit < total;
  const index = valid && onAPage && !input.search && (!narrowed || duplicateOf !== null);
  const basePath = facet ? facetPath(facet) : duplicateOf && total > 0 ? facetPath(duplicateOf) : CATALOGUE_PATH;
  const pageOfDefaultList = input.page > 1 && input.limit === DEFAULTS.limit;
  const canonicalPath = index && pageOfDefaultList ? `${basePath}?page=${input.page}` : basePath;

  let title = facet ? heading : CATALOGUE_TITLE;
  if (input.search) title = `Busca por “${input.search}” · ${facet ? heading : CATALOGUE_HEADING}`;
  if (input.page > 1) title = `${title} — página ${input.page}`;
  return { title, heading, description: facetDescription(facet, baseTotal), canonicalPath, index };
}
