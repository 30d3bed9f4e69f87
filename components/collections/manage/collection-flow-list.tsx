"use client";

import { useLayoutEffect, useRef, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { ArrowDownIcon, ArrowUpIcon, CompassIcon, ListIcon, Trash2Icon } from "lucide-react";
import { PlatformBadge } from "@/components/flows/card/platform-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { getJson } from "@/lib/client/api";
import type { Failure } from "@/lib/client/form-action";
import { failureMessage, handleSignedOut } from "@/lib/client/api-feedback";
import {
  moveItem,
  movedAnnouncement,
  removedAnnouncement,
  saveCollectionOrder,
  serialQueue,
  setFlowInCollection,
  toFlowItem,
  type CollectionFlowItem,
} from "@/lib/client/collections";
import { toast } from "@/lib/client/toast";
import type { FlowSummary } from "@/lib/flows/dto";
import { CATALOGUE_PATH, memberFlowPath } from "@/lib/routes";
import { cn } from "@/lib/utils";

type Focus = { id: string; action: "up" | "down" | "remove" } | "heading" | null;

/**
 * A collection's flows in its order, for its owner: "Subir" and "Descer" move one place (the focus
 * follows the pressed button to the new place, which is announced), "Remover" takes the flow out. Each
 * change shows at once and is sent in turn (lib/client/collections.ts `serialQueue`); a refused one
 * puts back what the server holds.
 */
export function CollectionFlowList({ collectionId, initial }: { collectionId: string; initial: CollectionFlowItem[] }) {
  const router = useRouter();
  const [items, setItems] = useState(initial);
  const [announcement, setAnnouncement] = useState("");
  const [queue] = useState(serialQueue);
  const focus = useRef<Focus>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const heading = useRef<HTMLHeadingElement>(null);

  // After a move the pressed button is somewhere else in the DOM: it gets the focus back.
  useLayoutEffect(() => {
    const target = focus.current;
    if (!target) return;
    focus.current = null;
    if (target === "heading") heading.current?.focus();
    else buttons.current.get(`${target.id}:${target.action}`)?.focus();
  }, [items]);

  const ref = (id: string, action: string) => (el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(`${id}:${action}`, el);
    else buttons.current.delete(`${id}:${action}`);
  };

  /** A change the server refused: its message, and the list as the server holds it. */
  async function restore(result: Failure, title: string) {
    if (handleSignedOut(result, router)) return;
    toast.error(title, { description: failureMessage(result, `${title}: ${result.status}`) });
    const current = await getJson<{ flows: FlowSummary[] }>(`/api/collections/${encodeURIComponent(collectionId)}`);
    if (current.ok) setItems(current.data.flows.map(toFlowItem));
    else router.refresh();
  }

  function move(index: number, delta: -1 | 1) {
    const item = items[index];
    if (!item) return;
    const next = moveItem(items, index, delta);
    if (next[index] === item) return;
    const to = index + delta;
    focus.current = { id: item.id, action: delta < 0 ? "up" : "down" };
    setItems(next);
    setAnnouncement(movedAnnouncement(item.name, to + 1, next.length));
    const order = next.map((flow) => flow.id);
    void queue(() => saveCollectionOrder(collectionId, order)).then((result) => {
      if (!result.ok) void restore(result, "Erro ao reordenar a coleção");
    });
  }

  function remove(index: number) {
    const item = items[index];
    if (!item) return;
    const next = items.filter((flow) => flow.id !== item.id);
    // The focus goes to the next flow's "Remover" (or the previous one's), or to the heading when none is left.
    const neighbour = next[index] ?? next[index - 1];
    focus.current = neighbour ? { id: neighbour.id, action: "remove" } : "heading";
    setItems(next);
    setAnnouncement(removedAnnouncement(item.name, next.length));
    void queue(() => setFlowInCollection(collectionId, item.id, false)).then((result) => {
      if (!result.ok) void restore(result, "Erro ao remover o fluxo");
      else {
        toast.success("Fluxo removido da coleção", { description: `“${item.name}” continua no catálogo.` });
        // The count and the date at the top of the page are the server's.
        router.refresh();
      }
    });
  }

  return (
    <section aria-labelledby="collection-flows-title" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="collection-flows-title" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          Fluxos da coleção
        </h2>
        {items.length > 1 && <p className="text-muted-foreground text-sm">Use “Subir” e “Descer” para mudar a ordem.</p>}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {items.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center">
          <ListIcon className="text-muted-foreground size-10" aria-hidden />
          <h3 className="font-semibold">Nenhum fluxo nesta coleção</h3>
          <p className="text-muted-foreground max-w-sm text-sm">Na página de um fluxo, use “Adicionar à coleção” e marque esta coleção.</p>
          <Button asChild variant="outline" size="sm">
            <Link href={CATALOGUE_PATH}>
              <CompassIcon aria-hidden /> Explorar fluxos
            </Link>
          </Button>
        </div>
      ) : (
        <ol aria-labelledby="collection-flows-title" className="bg-card divide-y rounded-xl border">
          {items.map((flow, index) => {
            const first = index === 0;
            const last = index === items.length - 1;
            return (
              <li key={flow.id} className="grid gap-3 p-3 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-center sm:p-4">
                <span
                  aria-hidden
                  className="bg-muted text-muted-foreground hidden size-8 place-items-center rounded-full text-sm font-semibold tabular-nums sm:grid"
                >
                  {index + 1}
                </span>
                <div className="grid min-w-0 gap-1.5">
                  <Link href={memberFlowPath(flow.id)} className="font-medium [overflow-wrap:anywhere] hover:underline">
                    <span className="text-muted-foreground tabular-nums sm:hidden">{index + 1}. </span>
                    {flow.name}
                  </Link>
                  <div className="flex flex-wrap gap-1.5">
                    <PlatformBadge platform={flow.platform} />
                    {flow.status === "PENDING" && <Badge variant="warning">Em análise</Badge>}
                    {flow.status === "REJECTED" && <Badge variant="destructive">Rejeitado</Badge>}
                    {flow.status === "APPROVED" && !flow.isPublic && <Badge variant="outline">Fora do catálogo</Badge>}
                  </div>
                </div>
                <div className="flex flex-wrap gap-2" role="group" aria-label={`Ações de ${flow.name}`}>
                  <MoveButton ref={ref(flow.id, "up")} label={`Subir ${flow.name}`} blocked={first} onClick={() => move(index, -1)}>
                    <ArrowUpIcon aria-hidden /> Subir
                  </MoveButton>
                  <MoveButton ref={ref(flow.id, "down")} label={`Descer ${flow.name}`} blocked={last} onClick={() => move(index, 1)}>
                    <ArrowDownIcon aria-hidden /> Descer
                  </MoveButton>
                  <Button
                    ref={ref(flow.id, "remove")}
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Remover ${flow.name} da coleção`}
                    className="text-destructive hover:text-destructive"
                    onClick={() => remove(index)}
                  >
                    <Trash2Icon aria-hidden /> Remover
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/**
 * "Subir" on the first flow and "Descer" on the last do nothing, but stay focusable
 * (`aria-disabled`, not `disabled`): a keyboard user who just moved a flow to the top keeps the focus.
 */
function MoveButton({
  ref,
  label,
  blocked,
  onClick,
  children,
}: {
  ref: (el: HTMLButtonElement | null) => void;
  label: string;
  blocked: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Button
      ref={ref}
      type="button"
      variant="outline"
      size="sm"
      aria-label={label}
      aria-disabled={blocked || undefined}
      onClick={blocked ? undefined : onClick}
      className={cn(blocked && "text-muted-foreground cursor-not-allowed hover:bg-transparent")}
    >
      {children}
    </Button>
  );
}
