import Link from "next/link";
import type { BrowseFacets as Facets } from "@/lib/catalogue/facet-queries";
import { COMPLEXITY_BY_SLUG } from "@/lib/workflow/graph/complexity";
import { TRIGGER_LABELS } from "@/lib/workflow/graph/types";
import { PLATFORM_LABELS } from "@/lib/workflow/platform-labels";
import { formatNumber } from "@/lib/format";
import { facetPath, type Facet, type FacetKind } from "@/lib/catalogue/url";
import { cn } from "@/lib/utils";

export const FACET_GROUP_TITLES: Record<FacetKind, { plural: string; singular: string }> = {
  platform: { plural: "Plataformas", singular: "Plataforma" },
  integration: { plural: "Integrações", singular: "Integração" },
  tag: { plural: "Tags", singular: "Tag" },
  trigger: { plural: "Gatilhos", singular: "Gatilho" },
  complexity: { plural: "Complexidade", singular: "Complexidade" },
};

/** A facet's value as shown: the tool's name, the trigger's or level's pt-BR label, the tag or app as is. */
export function facetLabel(facet: Facet): string {
  switch (facet.kind) {
    case "platform":
      return PLATFORM_LABELS[facet.value];
    case "trigger":
      return TRIGGER_LABELS[facet.value];
    case "complexity":
      return COMPLEXITY_BY_SLUG[facet.value];
    default:
      return facet.value;
  }
}

const ORDER: FacetKind[] = ["platform", "integration", "tag", "trigger", "complexity"];

function linksOf(facets: Facets, kind: FacetKind): { facet: Facet; count: number }[] {
  return facets[kind].map(({ value, count }) => ({ facet: { kind, value } as Facet, count }));
}

/**
 * "Navegue por": the facet pages with public flows, most used first. Plain links, so crawlers reach
 * every facet page from the list; the current one is marked, not linked.
 */
export function BrowseFacets({ facets, current }: { facets: Facets; current: Facet | null }) {
  const currentPath = current ? facetPath(current) : null;
  const groups = ORDER.map((kind) => ({ kind, links: linksOf(facets, kind) })).filter((g) => g.links.length > 0);
  if (groups.length === 0) return null;
  return (
    <nav aria-labelledby="navegue-por" className="grid gap-6 border-t pt-8">
      <h2 id="navegue-por" className="text-xl font-semibold tracking-tight">
        Navegue por
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        {groups.map(({ kind, links }) => (
          <div key={kind} className={cn("grid content-start gap-3", links.length > 8 && "md:col-span-2")}>
            <h3 className="text-muted-foreground text-sm font-medium">
              {FACET_GROUP_TITLES[kind].plural}
            </h3>
            <ul className="flex flex-wrap gap-2">
              {links.map(({ facet, count }) => {
                const path = facetPath(facet);
                const content = (
                  <>
                    {facetLabel(facet)}
                    <span className="text-muted-foreground text-xs tabular-nums">
                      <span className="sr-only"> (</span>
                      {formatNumber(count)}
                      <span className="sr-only"> {count === 1 ? "fluxo" : "fluxos"})</span>
                    </span>
                  </>
                );
                return (
                  <li key={path}>
                    {path === currentPath ? (
                      <span aria-current="page" className="facet-chip border-primary bg-primary/10 hover:bg-primary/10">
                        {content}
                      </span>
                    ) : (
                      <Link href={path} prefetch={false} className="facet-chip">
                        {content}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
