import Link from "next/link";
import { ExternalLinkIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { DataTable, Td, Th, THead, Tr } from "@/components/ui/data-table";
import type { CollectionSummary } from "@/lib/collections/dto";
import { collectionPath } from "@/lib/collections/url";
import { formatDateTime, formatNumber } from "@/lib/format";
import { CollectionRowActions } from "./collection-row-actions";

type AdminCollection = CollectionSummary & { ownerEmail: string };

/** One page of public collections: name (to its public page), owner, flows, 'Destaque', last change and the actions. */
export function CollectionsTable({ collections }: { collections: AdminCollection[] }) {
  return (
    <DataTable label="Coleções públicas" className="min-w-[52rem]">
      <THead>
        <Th>Coleção</Th>
        <Th>Dono</Th>
        <Th className="text-right">Fluxos</Th>
        <Th>Destaque</Th>
        <Th>Alterada em</Th>
        <Th>
          <span className="sr-only">Ações</span>
        </Th>
      </THead>
      <tbody>
        {collections.map((collection) => (
          <Tr key={collection.id}>
            <Td className="max-w-72 min-w-48">
              <Link
                href={collectionPath(collection.slug)}
                prefetch={false}
                className="inline-flex max-w-full items-center gap-1.5 font-medium hover:underline"
                aria-label={`${collection.name} (página pública)`}
              >
                <span className="truncate">{collection.name}</span>
                <ExternalLinkIcon className="text-muted-foreground size-3.5 shrink-0" aria-hidden />
              </Link>
              <p className="text-muted-foreground truncate text-xs">{collectionPath(collection.slug)}</p>
            </Td>
            <Td className="max-w-56 min-w-40">
              <p className="truncate">{collection.owner.name}</p>
              <p className="text-muted-foreground truncate text-xs">{collection.ownerEmail}</p>
            </Td>
            <Td className="text-right tabular-nums">{formatNumber(collection.flowCount)}</Td>
            <Td>
              {collection.featured ? (
                <Badge variant="warning">Destaque</Badge>
              ) : (
                <span className="text-muted-foreground">
                  <span aria-hidden>—</span>
                  <span className="sr-only">Não destacada</span>
                </span>
              )}
            </Td>
            <Td className="whitespace-nowrap tabular-nums">
              <time dateTime={collection.updatedAt}>{formatDateTime(collection.updatedAt)}</time>
            </Td>
            <Td>
              <CollectionRowActions collection={{ id: collection.id, name: collection.name, featured: collection.featured }} />
            </Td>
          </Tr>
        ))}
      </tbody>
    </DataTable>
  );
}
