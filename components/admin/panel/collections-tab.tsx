import { FolderSearchIcon } from "lucide-react";
import { PaginationNav } from "@/components/flows/catalogue/pagination-nav";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import { listCollectionsForAdmin } from "@/lib/collections/queries";
import { adminCollectionsSchema } from "@/lib/collections/schemas";
import { formatCount } from "@/lib/format";
import { pageRange } from "@/lib/pagination";
import { CollectionFilters } from "./collection-filters";
import { CollectionsTable } from "./collections-table";
import { tabListHref } from "./tabs";

type RawParams = Record<string, string | string[] | undefined>;

const LIST_KEYS = ["search", "featured", "page"] as const;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

/**
 * 'Coleções' (docs/product-rules.md, "Coleções"): the public collections, the last changed first,
 * to feature on the landing page and in n8n's library, or to delete when they break the rules.
 */
export async function CollectionsTab({ viewer, raw }: { viewer: Viewer; raw: RawParams }) {
  assertAdmin(viewer);
  const parsed = adminCollectionsSchema.safeParse({ search: single(raw.search), featured: single(raw.featured), page: single(raw.page) });
  const input = parsed.success ? parsed.data : adminCollectionsSchema.parse({});
  const list = await listCollectionsForAdmin(input);
  const { page, limit, total, pages } = list.pagination;
  const { from, to } = pageRange(page, limit, total);
  const filtered = Boolean(input.search || input.featured);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Coleções públicas</h2>
        </CardTitle>
        <CardDescription>
          As destacadas aparecem na página inicial e na biblioteca do n8n quando têm ao menos um fluxo publicado e o dono está ativo, com e-mail confirmado.
          Coleções privadas não aparecem aqui.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <CollectionFilters search={input.search} featured={input.featured} />
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {total === 0 ? "Nenhuma coleção encontrada" : `${from}-${to} de ${formatCount(total, "coleção", "coleções")}`}
          {pages > 1 && ` · Página ${page} de ${pages}`}
        </p>
        {list.collections.length === 0 ? (
          <div className="text-muted-foreground flex flex-col items-center gap-2 py-8 text-center text-sm">
            <FolderSearchIcon className="size-8" aria-hidden />
            <p>{filtered ? "Nenhuma coleção encontrada com os filtros aplicados." : "Nenhuma coleção pública ainda."}</p>
          </div>
        ) : (
          <CollectionsTable collections={list.collections} />
        )}
        <PaginationNav page={page} pages={pages} hrefFor={(n) => tabListHref("colecoes", raw, LIST_KEYS, { page: String(n) })} />
      </CardContent>
    </Card>
  );
}
