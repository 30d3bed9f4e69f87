import Link from "next/link";
import { ArrowRightIcon, LayersIcon, LibraryBigIcon } from "lucide-react";
import type { CollectionSummary } from "@/lib/collections/dto";
import { collectionPath } from "@/lib/collections/url";
import { formatCount } from "@/lib/format";
import { LandingSection } from "./landing-section";

/** Collections the landing page shows at most. */
export const FEATURED_ON_LANDING = 6;

/**
 * "Coleções em destaque": collections an admin featured that have published flows to show
 * (lib/collections/queries.ts `featuredCollections`). Nothing at all when there are none. Names and
 * descriptions are members' text and go out as text; the whole card is the link to the collection.
 */
export function FeaturedCollectionsSection({ collections }: { collections: CollectionSummary[] }) {
  if (collections.length === 0) return null;
  return (
    <LandingSection
      id="colecoes"
      eyebrow="Curadoria da comunidade"
      title="Coleções em destaque"
      description="Listas de fluxos montadas por quem usa a Fluxoteca, para começar por um tema inteiro."
    >
      {/* Centred rows: one or two collections do not sit at the left of an empty grid. */}
      <ul className="flex flex-wrap justify-center gap-6">
        {collections.slice(0, FEATURED_ON_LANDING).map((collection) => (
          <li key={collection.id} className="flex w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]">
            <article className="bg-card hover:border-primary/60 focus-within:ring-ring/50 relative flex w-full flex-col gap-3 rounded-2xl border p-6 shadow-xs transition-colors focus-within:ring-[3px]">
              <span aria-hidden className="bg-primary/10 text-primary grid size-10 place-items-center rounded-xl">
                <LibraryBigIcon className="size-5" />
              </span>
              <h3 className="text-lg leading-snug font-semibold [overflow-wrap:anywhere]">
                <Link href={collectionPath(collection.slug)} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
                  {collection.name}
                </Link>
              </h3>
              {collection.description && (
                <p className="text-muted-foreground line-clamp-2 text-sm leading-relaxed [overflow-wrap:anywhere]">{collection.description}</p>
              )}
              <p className="text-muted-foreground mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-sm">
                <span className="min-w-0 [overflow-wrap:anywhere]">por {collection.owner.name}</span>
                <span className="inline-flex items-center gap-1">
                  <LayersIcon className="size-4" aria-hidden /> {formatCount(collection.flowCount, "fluxo", "fluxos")}
                </span>
              </p>
              <ArrowRightIcon className="text-primary absolute top-6 right-6 size-5" aria-hidden />
            </article>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
