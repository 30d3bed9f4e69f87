"use client";

import Link from "next/link";
import { EyeIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { ScoreBadge } from "@/components/flows/card/score-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable, Td, Th, THead, Tr } from "@/components/ui/data-table";
import type { FlowSummary } from "@/lib/flows/dto";
import { formatDateTime } from "@/lib/format";
import { cn } from "@/lib/utils";

interface Props {
  rows: FlowSummary[];
  onEdit: (flow: FlowSummary) => void;
  onDelete: (flow: FlowSummary) => void;
}

/** One page of the user's uploads: stacked cards below 640 px, a table above. */
export function UploadRows({ rows, onEdit, onDelete }: Props) {
  return (
    <>
      <ul aria-label="Fluxos enviados" className="grid gap-2 sm:hidden">
        {rows.map((flow) => (
          <li key={flow.id} className="bg-card grid gap-2 rounded-lg border p-3 text-sm">
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 font-medium break-words">{flow.name}</p>
              <ScoreBadge score={flow.score} reviewCount={flow.reviewCount} />
            </div>
            <time dateTime={flow.createdAt} className="text-muted-foreground text-xs">
              Criado em {formatDateTime(flow.createdAt)}
            </time>
            <States flow={flow} />
            <Actions flow={flow} onEdit={onEdit} onDelete={onDelete} className="justify-start" />
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <DataTable label="Fluxos enviados" className="min-w-[50rem]">
          <THead>
            <Th>Nome</Th>
            <Th>Criado em</Th>
            <Th>Nota</Th>
            <Th>Visibilidade</Th>
            <Th className="text-right">Ações</Th>
          </THead>
          <tbody>
            {rows.map((flow) => (
              <Tr key={flow.id}>
                <Td className="max-w-64 font-medium break-words">{flow.name}</Td>
                <Td className="whitespace-nowrap">
                  <time dateTime={flow.createdAt}>{formatDateTime(flow.createdAt)}</time>
                </Td>
                <Td>
                  <ScoreBadge score={flow.score} reviewCount={flow.reviewCount} />
                </Td>
                <Td>
                  <States flow={flow} />
                </Td>
                <Td>
                  <Actions flow={flow} onEdit={onEdit} onDelete={onDelete} className="justify-end" />
                </Td>
              </Tr>
            ))}
          </tbody>
        </DataTable>
      </div>
    </>
  );
}

/** Visibility (Público / Privado) and, until approved, the moderation state (docs/product-rules.md §2). */
function States({ flow }: { flow: FlowSummary }) {
  return (
    <div className="flex flex-wrap gap-1">
      <Badge variant="outline">{flow.isPublic ? "Público" : "Privado"}</Badge>
      {flow.status === "PENDING" && <Badge variant="warning">Em análise</Badge>}
      {flow.status === "REJECTED" && <Badge variant="destructive">Rejeitado</Badge>}
    </div>
  );
}

function Actions({ flow, onEdit, onDelete, className }: Omit<Props, "rows"> & { flow: FlowSummary; className: string }) {
  return (
    <div className={cn("flex flex-wrap gap-1", className)}>
      <Button asChild size="sm" variant="ghost">
        <Link href={`/flow/${flow.id}`}>
          <EyeIcon aria-hidden /> Ver Detalhes<span className="sr-only">: {flow.name}</span>
        </Link>
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => onEdit(flow)}>
        <PencilIcon aria-hidden /> Editar<span className="sr-only">: {flow.name}</span>
      </Button>
      <Button type="button" size="icon" variant="ghost" className="text-destructive size-8" aria-label={`Excluir ${flow.name}`} onClick={() => onDelete(flow)}>
        <Trash2Icon aria-hidden />
      </Button>
    </div>
  );
}
