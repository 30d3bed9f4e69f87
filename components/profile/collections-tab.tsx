import Link from "next/link";
import { ChevronRightIcon, FolderIcon } from "lucide-react";
import { CollectionBadges } from "@/components/collections/collection-badges";
import { NewCollectionDialog } from "@/components/collections/new-collection-dialog";
import type { MemberCollectionList } from "@/lib/collections/dto";
import { COLLECTION_LIMITS } from "@/lib/collections/schemas";
import { manageCollectionPath } from "@/lib/collections/url";
import { formatCount, formatDate } from "@/lib/format";

/**
 * The profile's "Coleções" tab (docs/product-rules.md, "Coleções"): the member's collections, the
 * last changed first, each opening its manage page, and "Nova coleção". Drawn on the server with
 * the profile (all of them: a member keeps at most 50).
 */
export function CollectionsTab({ list, emailVerified }: { list: MemberCollectionList | null; emailVerified: boolean }) {
  if (!list) return <p className="text-destructive text-sm">Erro ao carregar as coleções.</p>;
  const { collections, pagination } = list;
  if (pagination.total === 0) {
    return (
      <div className="grid justify-items-center gap-3 rounded-xl border border-dashed px-4 py-14 text-center">
        <FolderIcon className="text-muted-foreground size-10" aria-hidden />
        <h3 className="text-lg font-semibold">Nenhuma coleção ainda</h3>
        <p className="text-muted-foreground max-w-sm text-sm">
          Crie uma coleção para juntar fluxos que combinam, em ordem. Privada, só você a vê; pública, pode ser compartilhada com um link.
        </p>
        <NewCollectionDialog emailVerified={emailVerified} />
      </div>
    );
  }
  const full = pagination.total >= COLLECTION_LIMITS.perMember;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm">
          {pagination.total} de {COLLECTION_LIMITS.perMember} coleções{full && ": exclua uma para criar outra"}
        </p>
        {!full && <NewCollectionDialog emailVerified={emailVerified} />}
      </div>
      <ul role="list" aria-label="Suas coleções" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {collections.map((collection) => (
          <li
            key={collection.id}
            className="bg-card hover:border-primary/50 has-[a:focus-visible]:ring-ring/50 relative grid min-w-0 content-start gap-2 rounded-xl border p-4 shadow-xs transition-colors has-[a:focus-visible]:ring-[3px]"
          >
            <div className="flex min-w-0 items-start justify-between gap-2">
              <h3 className="min-w-0 font-semibold [overflow-wrap:anywhere]">
                {/* The whole card opens the collection; its name alone is the link's name. */}
                <Link href={manageCollectionPath(collection.id)} className="outline-none after:absolute after:inset-0 hover:underline">
                  {collection.name}
                </Link>
              </h3>
              <ChevronRightIcon className="text-muted-foreground mt-0.5 size-4 shrink-0" aria-hidden />
            </div>
            <div className="flex flex-wrap gap-1.5">
              <CollectionBadges isPublic={collection.isPublic} featured={collection.featured} />
            </div>
            {collection.description && <p className="text-muted-foreground line-clamp-2 text-sm [overflow-wrap:anywhere]">{collection.description}</p>}
            <p className="text-muted-foreground text-xs">
              {formatCount(collection.flowCount, "fluxo", "fluxos")} · Alterada em{" "}
              <time dateTime={collection.updatedAt}>{formatDate(collection.updatedAt)}</time>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
