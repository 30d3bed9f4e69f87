import { CalendarIcon, DownloadIcon, EyeIcon, ShieldCheckIcon, UserIcon } from "lucide-react";
import { PlatformBadge } from "@/components/flows/platform-badge";
import { ScoreBadge } from "@/components/flows/score-badge";
import type { FlowDetail } from "@/lib/flows/detail";
import { popularityLabel } from "@/lib/flows/display";
import { formatCount, formatDateTime, formatNumber, formatScore } from "@/lib/format";

const STATUS_LABELS: Record<FlowDetail["status"], string> = { APPROVED: "Aprovado", PENDING: "Em análise", REJECTED: "Rejeitado" };

/** Score, reviews, downloads and popularity (the dialog's 'Estatísticas'). */
export function FlowStats({ flow }: { flow: FlowDetail }) {
  return (
    <dl className="grid gap-4 text-sm">
      <Row label="Avaliação">
        <ScoreBadge score={flow.score} reviewCount={flow.reviewCount} />
        {flow.reviewCount > 0 && (
          <>
            <span className="text-muted-foreground">({formatCount(flow.reviewCount, "avaliação", "avaliações")})</span>
            <span className="sr-only">Nota média {formatScore(flow.score)} de 5.</span>
          </>
        )}
      </Row>
      <Row label="Downloads">
        <DownloadIcon className="size-4" aria-hidden /> {formatNumber(flow.downloadCount)}
      </Row>
      <Row label="Popularidade">{popularityLabel(flow.downloadCount)}</Row>
    </dl>
  );
}

/** Tool, state, visibility, author and dates (the dialog's 'Metadados'). */
export function FlowMetadataList({ flow }: { flow: FlowDetail }) {
  return (
    <dl className="grid gap-4 text-sm">
      <Row label="Ferramenta">
        <PlatformBadge platform={flow.platform} />
      </Row>
      <Row label="Situação">
        <ShieldCheckIcon className="size-4" aria-hidden /> {STATUS_LABELS[flow.status]}
      </Row>
      <Row label="Visibilidade">
        <EyeIcon className="size-4" aria-hidden /> {flow.isPublic ? "Público" : "Privado"}
      </Row>
      <Row label="Autor">
        <UserIcon className="size-4" aria-hidden /> {flow.author.name}
        {flow.authorEmail && <span className="text-muted-foreground block w-full text-xs break-all">{flow.authorEmail}</span>}
      </Row>
      <Row label="Criado em">
        <CalendarIcon className="size-4" aria-hidden /> {formatDateTime(flow.createdAt)}
      </Row>
      <Row label="Atualizado em">
        <CalendarIcon className="size-4" aria-hidden /> {formatDateTime(flow.updatedAt)}
      </Row>
    </dl>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-muted-foreground text-xs tracking-wide uppercase">{label}</dt>
      <dd className="flex flex-wrap items-center gap-1.5">{children}</dd>
    </div>
  );
}
