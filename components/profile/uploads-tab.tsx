"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { SearchXIcon, TriangleAlertIcon, UploadIcon } from "lucide-react";
import { DeleteFlowDialog, EditFlowDialog, preloadOwnerDialogs } from "@/components/flows/edit/lazy-flow-dialogs";
import { Alert, AlertDescription } from "@/components/ui/alert";
import type { FlowSummary, UploadList } from "@/lib/flows/dto";
import { formatNumber } from "@/lib/format";
import { pageRange } from "@/lib/pagination";
import { EmptyState } from "./empty-state";
import { ProfilePagination } from "./profile-pagination";
import { filterByName } from "./search";
import { SearchField } from "./search-field";
import { UploadRows } from "./upload-rows";

/** `/profile?uploads=N`: the uploads page lives in the URL, so it survives a reload and Back. */
const uploadsHref = (page: number) => `/profile?uploads=${page}`;

/** docs/product-rules.md §12 Uploads tab: the user's flows from the server, 10 a page; the search filters the current page. */
export function UploadsTab({ uploads }: { uploads: UploadList | null }) {
  const router = useRouter();
  const [query, setQuery] = useState("");
  const [dialog, setDialog] = useState<{ kind: "edit" | "delete"; flow: FlowSummary } | null>(null);
  // The dialogs (the edit one reads and checks a new version's workflow) are not in the page's first
  // load: fetched once the page is up, when there is a flow to edit.
  const editable = (uploads?.flows.length ?? 0) > 0;
  useEffect(() => {
    if (editable) preloadOwnerDialogs();
  }, [editable]);

  if (!uploads) {
    return (
      <Alert variant="destructive">
        <TriangleAlertIcon aria-hidden />
        <AlertDescription>Erro ao carregar uploads.</AlertDescription>
      </Alert>
    );
  }
  if (uploads.pagination.total === 0) {
    return (
      <EmptyState icon={UploadIcon} title="Você ainda não enviou nenhum fluxo.">
        Envie um JSON do n8n, Typebot ou Make pelo botão &ldquo;Enviar fluxo&rdquo; do{" "}
        <Link href="/dashboard" className="text-primary underline underline-offset-4">
          catálogo
        </Link>
        . Ele aparece aqui enquanto é analisado.
      </EmptyState>
    );
  }

  const { page, pages, total, limit } = uploads.pagination;
  const rows = filterByName(uploads.flows, query, (flow) => flow.name);
  const { from, to } = pageRange(page, limit, total);
  const close = (open: boolean) => !open && setDialog(null);

  return (
    <div className="grid gap-4">
      <SearchField
        id="profile-uploads-search"
        label="Buscar nesta página de uploads pelo nome"
        placeholder="Buscar por nome nesta página..."
        value={query}
        onChange={setQuery}
      />
      {rows.length === 0 ? (
        <EmptyState icon={SearchXIcon} title="Nenhum upload encontrado">
          A busca vale para os fluxos desta página.
        </EmptyState>
      ) : (
        <UploadRows rows={rows} onEdit={(flow) => setDialog({ kind: "edit", flow })} onDelete={(flow) => setDialog({ kind: "delete", flow })} />
      )}
      <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
        <p className="text-muted-foreground text-sm">
          {from}-{to} de {formatNumber(total)} upload(s)
        </p>
        <ProfilePagination page={page} pages={pages} label="uploads" hrefFor={uploadsHref} />
      </div>
      {dialog && (
        <>
          <EditFlowDialog flow={dialog.flow} open={dialog.kind === "edit"} onOpenChange={close} onSaved={() => router.refresh()} />
          <DeleteFlowDialog flow={dialog.flow} open={dialog.kind === "delete"} onOpenChange={close} onDeleted={() => router.refresh()} />
        </>
      )}
    </div>
  );
}
