import Link from "next/link";
import { BookmarkIcon } from "lucide-react";
import { FlowCard } from "@/components/flows/card/flow-card";
import { PaginationNav } from "@/components/flows/catalogue/pagination-nav";
import { Button } from "@/components/ui/button";
import type { SavedList } from "@/lib/saved/queries";

/** `/profile?salvos=N`: the page of the 'Salvos' tab (its first page is plain `/profile?salvos=1`). */
export const savedPageHref = (page: number) => `/profile?salvos=${page}`;

/**
 * The profile's 'Salvos' tab (docs/product-rules.md §12, "Fluxos salvos"): the member's saved flows
 * they can still see, as catalogue cards, newest saved first. Drawn on the server with the profile.
 */
export function SavedTab({ saved }: { saved: SavedList | null }) {
  if (!saved) return <p className="text-destructive text-sm">Erro ao carregar os fluxos salvos.</p>;
  const { flows, pagination } = saved;
  if (pagination.total === 0) {
    return (
      <div className="grid justify-items-center gap-3 rounded-xl border border-dashed px-4 py-14 text-center">
        <BookmarkIcon className="text-muted-foreground size-10" aria-hidden />
        <h3 className="text-lg font-semibold">Nenhum fluxo salvo</h3>
        <p className="text-muted-foreground max-w-sm text-sm">Use “Salvar” nos cartões do catálogo ou na página de um fluxo para guardá-lo aqui.</p>
        <Button asChild variant="outline" size="sm">
          <Link href="/fluxos">Explorar fluxos</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {flows.length === 0 ? (
        <p className="text-muted-foreground rounded-xl border border-dashed py-10 text-center text-sm">
          Esta página não existe.{" "}
          <Link href={savedPageHref(1)} className="text-primary underline-offset-4 hover:underline">
            Voltar à primeira página
          </Link>
        </p>
      ) : (
        <ul role="list" aria-label="Fluxos salvos" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {flows.map((flow) => (
            <li key={flow.id} className="grid">
              <FlowCard flow={flow} />
            </li>
          ))}
        </ul>
      )}
      <PaginationNav page={pagination.page} pages={pagination.pages} hrefFor={savedPageHref} />
    </div>
  );
}
