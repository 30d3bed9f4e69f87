import "server-only";
import { sql } from "drizzle-orm";
import { db, selectRows } from "@/db";
import type { Facet, FacetKind } from "@/lib/catalogue/url";
import type { ComplexitySlug } from "@/lib/workflow/graph/complexity";
import type { TriggerKind } from "@/lib/workflow/graph/types";
import type { DetectedPlatform } from "@/lib/workflow/platform-labels";

/**
 * The facets of the public catalogue, read from `flow_facets`: the count of approved public flows
 * per platform, tag, app, trigger kind and complexity, kept by the `flows_facets` trigger
 * (migration 0005, docs/product-rules.md §18). Every read here is on its primary key (kind, value) or a few hundred rows.
 */

export interface FacetPage {
  facet: Facet;
  /** Approved public flows it lists. */
  count: number;
}

/**
 * The facet page a parsed address names. Platforms, trigger kinds and complexities are fixed lists:
 * their pages always exist, possibly empty. A tag or an app exists only while a public flow uses it
 * (null: a 404); written with another case it resolves to the stored spelling, which the page
 * redirects to.
 */
export async function findFacetPage(facet: Facet): Promise<FacetPage | null> {
  if (facet.kind === "tag" || facet.kind === "integration") {
    const [row] = await selectRows<{ value: string; count: number }>(
      db,
      sql`select value, count from flow_facets
          where kind = ${facet.kind} and lower(value) = lower(${facet.value}) and count > 0
          order by (value = ${facet.value}) desc, count desc, value
          limit 1`,
    );
    return row ? { facet: { kind: facet.kind, value: row.value }, count: row.count } : null;
  }
  const [row] = await selectRows<{ count: number }>(db, sql`select count from flow_facets where kind = ${facet.kind} and value = ${facet.value}`);
  return { facet, count: Math.max(0, row?.count ?? 0) };
}

export interface BrowseFacets {
  /** Every approved public flow. */
  all: number;
  platform: { value: DetectedPlatform; count: number }[];
  complexity: { value: ComplexitySlug; count: number }[];
  trigger: { value: TriggerKind; count: number }[];
  tag: { value: string; count: number }[];
  integration: { value: string; count: number }[];
}

const BROWSE_LIMITS: Record<FacetKind, number> = { platform: 3, complexity: 3, trigger: 8, tag: 24, integration: 16 };

/** The "Navegue por" links (the facets with public flows, most used first, a few of each kind) and the count of public flows. */
export async function browseFacets(): Promise<BrowseFacets> {
  const rows = await selectRows<{ kind: FacetKind | "all"; value: string; count: number }>(
    db,
    sql`select kind, value, count from (
          select kind, value, count, row_number() over (partition by kind order by count desc, value) as rank
          from flow_facets
          where count > 0 and kind in ('all', 'platform', 'complexity', 'trigger', 'tag', 'integration')
        ) as ranked
        where rank <= case kind when 'tag' then ${BROWSE_LIMITS.tag}::int when 'integration' then ${BROWSE_LIMITS.integration}::int else ${BROWSE_LIMITS.trigger}::int end
        order by kind, rank`,
  );
  const out: BrowseFacets = { all: 0, platform: [], complexity: [], trigger: [], tag: [], integration: [] };
  for (const row of rows) {
    if (row.kind === "all") out.all = row.count;
    else (out[row.kind] as { value: string; count: number }[]).push({ value: row.value, count: row.count });
  }
  return out;
}
