"use client";

import { useState } from "react";
import { HistoryIcon, SearchXIcon } from "lucide-react";
import { formatNumber } from "@/lib/format";
import { pageRange } from "@/lib/pagination";
import type { DownloadHistoryItem } from "@/lib/users/dto";
import { DownloadRows } from "./download-rows";
import { EmptyState } from "./empty-state";
import { ProfilePagination } from "./profile-pagination";
import { filterByName } from "./search";
import { SearchField } from "./search-field";

const PAGE_SIZE = 10;

interface Props {
  history: DownloadHistoryItem[];
  /** Every download of the user; more than the history when it was capped. */
  total: number;
}

/** docs/product-rules.md §12 Downloads tab: search by name, pages of 10 in the browser, 'Baixar Novamente'. */
export function DownloadsTab({ history, total }: Props) {
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);

  if (history.length === 0) {
    return (
      <EmptyState icon={HistoryIcon} title="Nenhum download realizado ainda">
        Os fluxos que você baixar aparecem aqui, e você pode baixá-los de novo sem gastar downloads.
      </EmptyState>
    );
  }

  const matches = filterByName(history, query, (item) => item.flowName);
  const pages = Math.ceil(matches.length / PAGE_SIZE);
  const current = Math.min(page, Math.max(1, pages));
  const { from, to } = pageRange(current, PAGE_SIZE, matches.length);
  const rows = matches.slice(from - 1, to);

  return (
    <div className="grid gap-4">
      <SearchField
        id="profile-downloads-search"
        label="Buscar nos downloads pelo nome do fluxo"
        placeholder="Buscar por nome do fluxo..."
        value={query}
        onChange={(value) => {
          setQuery(value);
          setPage(1);
        }}
      />
      {matches.length === 0 ? (
        <EmptyState icon={SearchXIcon} title="Nenhum download encontrado">
          Nenhum fluxo do seu histórico tem esse nome.
        </EmptyState>
      ) : (
        <>
          <DownloadRows rows={rows} />
          <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
            <p className="text-muted-foreground text-sm" aria-live="polite">
              {from}-{to} de {formatNumber(matches.length)} download(s)
            </p>
            <ProfilePagination page={current} pages={pages} label="downloads" onPageChange={setPage} />
          </div>
        </>
      )}
      {total > history.length && (
        <p className="text-muted-foreground text-xs">
          Mostrando os {formatNumber(history.length)} downloads mais recentes de {formatNumber(total)}. O histórico completo está em &ldquo;Exportar meus
          dados&rdquo;.
        </p>
      )}
    </div>
  );
}
