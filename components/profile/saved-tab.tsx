import Link from "next/link";
import { BookmarkIcon } from "lucide-react";
import { FlowCard } from "@/components/flows/card/flow-card";
import { PaginationNav } from "@/components/flows/catalogue/pagination-nav";
import { Button } from "@/components/ui/button";
import type { SavedList } from "@/lib/saved/queries";
import { RemovableList } from "./removable-list";
import { SavedRemovals } from "./saved-removals";

/** `/profile?salvos=N`: the page of the 'Salvos' tab (its first page is plain `/profile?salvos=1`). */
export const savedPageHref = (page: number) => `/profile?salvos=${page}`;

function NoSavedFlows() {
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

/**
 * The profile's 'Salvos' tab (docs/product-rules.md §12, "Fluxos salvos"): the member's saved flows
 * they can still see, as catalogue cards, newest saved first. Drawn on the server with the profile;
 * a card whose 'Salvo' is undone leaves the list (RemovableList) and the page is asked again.
 */
export function SavedTab({ saved }: { saved: SavedList | null }) {
  if (!saved) return <p className="text-destructive text-sm">Erro ao carregar os fluxos salvos.</p>;
  const { flows, pagination } = saved;
  return (
    <div className="grid gap-4">
      {flows.length === 0 && pagination.total > 0 ? (
        <p className="text-muted-foreground rounded-xl border border-dashed py-10 text-center text-sm">
          Esta página não existe.{" "}
          <Link href={savedPageHref(1)} className="text-primary underline-offset-4 hover:underline">
            Voltar à primeira página
          </Link>
        </p>
      ) : (
        <RemovableList
          label="Fluxos salvos"
          items={flows.map((flow) => ({ key: flow.id, node: <FlowCard flow={flow} /> }))}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          itemClassName="grid"
          // The next card's 'Salvo', so a keyboard can take out one after another.
          focusSelector='button[aria-label^="Salvo "]'
          previousPageHref={pagination.page > 1 ? savedPageHref(pagination.page - 1) : null}
          empty={<NoSavedFlows />}
        >
          <SavedRemovals />
        </RemovableList>
      )}
      <PaginationNav page={pagination.page} pages={pagination.pages} hrefFor={savedPageHref} />
    </div>
  );
}
