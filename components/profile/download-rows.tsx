"use client";

import { UpdateMark } from "@/components/flows/update-marks/update-mark";
import { ScoreBadge } from "@/components/flows/card/score-badge";
import { DataTable, Td, Th, THead, Tr } from "@/components/ui/data-table";
import { formatDateTime } from "@/lib/format";
import type { DownloadHistoryItem } from "@/lib/users/dto";
import { RedownloadButton } from "./redownload-button";

/**
 * One page of the download history: stacked cards below 640 px, a table above (the hidden one is
 * `display: none`, so screen readers meet each row once).
 */
export function DownloadRows({ rows }: { rows: DownloadHistoryItem[] }) {
  return (
    <>
      <ul aria-label="Histórico de downloads" className="grid gap-2 sm:hidden">
        {rows.map((item) => (
          <li key={item.id} className="bg-card grid gap-2 rounded-lg border p-3 text-sm">
            <div className="flex items-start justify-between gap-2">
              <FlowName item={item} />
              <Score score={item.score} reviewCount={item.reviewCount} />
            </div>
            <Update item={item} />
            <span className="text-muted-foreground text-xs">
              <time dateTime={item.downloadDate}>Baixado em {formatDateTime(item.downloadDate)}</time>
              <Source item={item} />
            </span>
            <Action item={item} />
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <DataTable label="Histórico de downloads" className="min-w-[36rem]">
          <THead>
            <Th>Fluxo</Th>
            <Th>Data</Th>
            <Th>Nota</Th>
            <Th className="text-right">Ações</Th>
          </THead>
          <tbody>
            {rows.map((item) => (
              <Tr key={item.id}>
                <Td className="max-w-72">
                  <FlowName item={item} />
                  <Update item={item} className="mt-1" />
                </Td>
                <Td className="whitespace-nowrap">
                  <time dateTime={item.downloadDate}>{formatDateTime(item.downloadDate)}</time>
                  <Source item={item} />
                </Td>
                <Td>
                  <Score score={item.score} reviewCount={item.reviewCount} />
                </Td>
                <Td className="text-right">
                  <Action item={item} />
                </Td>
              </Tr>
            ))}
          </tbody>
        </DataTable>
      </div>
    </>
  );
}

function FlowName({ item }: { item: DownloadHistoryItem }) {
  return (
    <div className="min-w-0 font-medium break-words">
      {item.flowName}
      {!item.available && (
        <span className="text-muted-foreground block text-xs font-normal">{item.flowId ? "Fluxo indisponível no momento" : "Fluxo removido do catálogo"}</span>
      )}
    </div>
  );
}

/** docs/product-rules.md §20: a newer version than the one they have; downloading it again is free. */
function Update({ item, className }: { item: DownloadHistoryItem; className?: string }) {
  if (!item.available || !item.update) return null;
  return <UpdateMark update={item.update} className={className} />;
}

/** Imported straight into n8n's editor through a personal key (Perfil → Conectar ao meu n8n). */
function Source({ item }: { item: DownloadHistoryItem }) {
  if (item.source !== "N8N") return null;
  return <span className="text-muted-foreground block text-xs">via n8n</span>;
}

function Score({ score, reviewCount }: { score: number | null; reviewCount: number | null }) {
  if (score !== null) return <ScoreBadge score={score} reviewCount={reviewCount ?? 0} />;
  return (
    <span className="text-muted-foreground">
      <span aria-hidden>—</span>
      <span className="sr-only">Sem nota</span>
    </span>
  );
}

/** Deleted flows keep their name but have no button; neither do flows the user may no longer see. */
function Action({ item }: { item: DownloadHistoryItem }) {
  if (!item.available || !item.flowId) return null;
  return <RedownloadButton flowId={item.flowId} flowName={item.flowName} latestVersion={item.update?.latestVersion} />;
}
