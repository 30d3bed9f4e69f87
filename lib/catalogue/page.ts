import "server-only";
import { cache } from "react";
import { browseFacets, findFacetPage, type BrowseFacets } from "@/lib/catalogue/facet-queries";
import type { FlowList } from "@/lib/flows/dto";
import { readCatalogVersion } from "@/lib/flows/catalog-version";
import { catalogIntegrations, listPublicFlows } from "@/lib/flows/queries";
import { listFlowsSchema, searchParamsToListInput, type ListFlowsInput } from "@/lib/flows/schemas";
import { catalogueQuery, catalogueSeo, facetPath, facetSlug, parseFacet, withFacet, type CatalogueSeo, type Facet, type FacetKind } from "./url";

export type RawSearchParams = Record<string, string | string[] | undefined>;

export interface CataloguePage {
  facet: Facet | null;
  /** The list as shown, the facet's filter included. */
  input: ListFlowsInput;
  valid: boolean;
  list: FlowList;
  integrations: { name: string; count: number }[];
  browse: BrowseFacets;
  seo: CatalogueSeo;
}

export type CatalogueLookup = { kind: "page"; page: CataloguePage } | { kind: "not-found" } | { kind: "redirect"; to: string };

/** The query string as given, for `cache` (which compares arguments by value only for primitives). */
export function queryKey(raw: RawSearchParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v);
  return params.toString();
}

/**
 * Everything a public list page shows, the same for every viewer (it reads no session: the page
 * is served from a shared cache). `facetKind`/`facetValue` are the facet page's (decoded) address,
 * or null on `/fluxos`. Cached per request: the metadata and the page ask for the same thing.
 */
export const loadCataloguePage = cache(async (facetKind: FacetKind | null, facetValue: string, query: string): Promise<CatalogueLookup> => {
  let facet: Facet | null = null;
  let facetCount = 0;
  const parsed = listFlowsSchema.safeParse(searchParamsToListInput(new URLSearchParams(query)));
  const queryInput = parsed.success ? parsed.data : listFlowsSchema.parse({});
  if (facetKind) {
    const named = parseFacet(facetKind, facetValue);
    const found = named ? await findFacetPage(named) : null;
    if (!found) return { kind: "not-found" };
    facet = found.facet;
    facetCount = found.count;
    // One address per facet page: `/fluxos/plataforma/N8N` and `/fluxos/tag/WhatsApp` move to the stored spelling.
    if (facetValue !== facetSlug(facet)) return { kind: "redirect", to: `${facetPath(facet)}${catalogueQuery(queryInput, facet)}` };
  }
  const input = withFacet(queryInput, facet);
  const version = await readCatalogVersion();
  const [list, [integrations, browse]] = await Promise.all([listPublicFlows(input, version), catalogueFacets(version)]);
  const total = list.pagination.total;
  const seo = catalogueSeo({ facet, input, valid: parsed.success, total, baseTotal: facet ? facetCount : browse.all });
  return { kind: "page", page: { facet, input, valid: parsed.success, list, integrations, browse, seo } };
});

type Facets = [CataloguePage["integrations"], BrowseFacets];
let facetsOfVersion: { version: string; facets: Promise<Facets> } | null = null;

/**
 * The integrations and the "Navegue por" counts, the same on every list page: read once per
 * catalogue version, since the triggers that keep `flow_facets` move the version too
 * (db/catalog-version.ts). Saves two queries on each list page rendered after the first.
 */
function catalogueFacets(version: string | null): Promise<Facets> {
  if (version !== null && facetsOfVersion?.version === version) return facetsOfVersion.facets;
  const facets = Promise.all([catalogIntegrations(), browseFacets()]);
  if (version === null) return facets;
  const entry = { version, facets };
  facetsOfVersion = entry;
  // A failed read is not kept: the next page asks again.
  facets.catch(() => {
    if (facetsOfVersion === entry) facetsOfVersion = null;
  });
  return facets;
}
