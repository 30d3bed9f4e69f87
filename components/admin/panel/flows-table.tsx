"use client";

import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { EyeIcon, EyeOffIcon } from "lucide-react";
import { PlatformBadge } from "@/components/flows/card/platform-badge";
import { Button } from "@/components/ui/button";
import { DataTable, Td, Th, THead, Tr } from "@/components/ui/data-table";
import type { AdminFlow } from "@/lib/flows/dto";
import { formatDateTime } from "@/lib/format";
import { Badge } from "@/components/ui/badge";
import { ModerationButtons } from "./moderation-buttons";
import { FlowStatusBadge, VisibilityBadge } from "./status-badges";
import { useFlowModeration } from "./use-flow-moderation";

const checkboxClass = "border-input accent-primary focus-visible:ring-ring/50 size-4 rounded outline-none focus-visible:ring-[3px]";

/** 'Todos os fluxos': one page of flows with row checkboxes and bulk 'Tornar público' / 'Tornar privado'. */
export function FlowsTable({ flows }: { flows: AdminFlow[] }) {
  const { setVisibility, busy } = useFlowModeration();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  // Only rows still on screen count: after a refresh or a page change, the others drop out.
  const selected = flows.filter((f) => chosen.has(f.id)).map((f) => f.id);
  const all = flows.length > 0 && selected.length === flows.length;
  const some = selected.length > 0 && !all;
  const allRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = some;
  }, [some]);

  const toggle = (id: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  async function bulk(isPublic: boolean) {
    if (await setVisibility(selected, isPublic)) setChosen(new Set());
  }

  const working = selected.some((id) => busy.has(id));
  return (
    <div className="grid gap-3">
      <div className="bg-muted/40 flex flex-wrap items-center gap-2 rounded-md border px-3 py-2" role="group" aria-label="Ações em lote">
        <p className="mr-auto text-sm" aria-live="polite">
          {selected.length === 0 ? "Nenhum fluxo selecionado" : selected.length === 1 ? "1 fluxo selecionado" : `${selected.length} fluxos selecionados`}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="outline" disabled={selected.length === 0 || working} onClick={() => bulk(true)}>
            <EyeIcon aria-hidden /> Tornar público
          </Button>
          <Button type="button" size="sm" variant="outline" disabled={selected.length === 0 || working} onClick={() => bulk(false)}>
            <EyeOffIcon aria-hidden /> Tornar privado
          </Button>
        </div>
      </div>
      <DataTable label="Todos os fluxos" className="min-w-[56rem]">
        <THead>
          <Th className="w-10">
            <input
              ref={allRef}
              type="checkbox"
              className={checkboxClass}
              checked={all}
              onChange={() => setChosen(all ? new Set() : new Set(flows.map((f) => f.id)))}
              aria-label="Selecionar todos os fluxos desta página"
              disabled={flows.length === 0}
            />
          </Th>
          <Th>Nome</Th>
          <Th>Autor</Th>
          <Th>Status</Th>
          <Th>Visibilidade</Th>
          <Th>Criado em</Th>
          <Th>
            <span className="sr-only">Moderação</span>
          </Th>
        </THead>
        <tbody>
          {flows.map((flow) => (
            <Tr key={flow.id} className={chosen.has(flow.id) ? "bg-primary/5" : undefined}>
              <Td>
                <input
                  type="checkbox"
                  className={checkboxClass}
                  checked={chosen.has(flow.id)}
                  onChange={() => toggle(flow.id)}
                  aria-label={`Selecionar ${flow.name}`}
                />
              </Td>
              <Td className="max-w-72 min-w-48">
                <div className="grid gap-1">
                  <Link href={`/flow/${flow.id}`} className="truncate font-medium hover:underline">
                    {flow.name}
                  </Link>
                  <PlatformBadge platform={flow.platform} />
                </div>
              </Td>
              <Td className="max-w-56 min-w-40">
                <p className="truncate">{flow.author.name}</p>
                {flow.authorEmail && <p className="text-muted-foreground truncate text-xs">{flow.authorEmail}</p>}
              </Td>
              <Td>
                <div className="grid justify-items-start gap-1">
                  <FlowStatusBadge status={flow.status} />
                  {flow.pendingVersion && <Badge variant="warning">v{flow.pendingVersion.version} em análise</Badge>}
                  {flow.rejectionReason && (
                    <p className="text-muted-foreground line-clamp-2 max-w-48 text-xs" title={flow.rejectionReason}>
                      {flow.rejectionReason}
                    </p>
                  )}
                </div>
              </Td>
              <Td>
                <VisibilityBadge isPublic={flow.isPublic} />
              </Td>
              <Td className="whitespace-nowrap tabular-nums">
                <time dateTime={flow.createdAt}>{formatDateTime(flow.createdAt)}</time>
              </Td>
              <Td>
                <ModerationButtons flow={flow} />
              </Td>
            </Tr>
          ))}
        </tbody>
      </DataTable>
    </div>
  );
}
