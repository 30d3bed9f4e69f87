import { CalendarIcon, DownloadIcon, StarIcon, TrendingUpIcon, UserIcon } from "lucide-react";
import type { FlowSummary } from "@/lib/flows/dto";
import { popularityLabel } from "@/lib/flows/display";
import { formatCount, formatDate, formatNumber, formatScore } from "@/lib/format";
import { cn } from "@/lib/utils";

type Rated = Pick<FlowSummary, "score" | "reviewCount">;

/**
 * "★ 4,5 (12 avaliações)", or "Sem avaliações": a flow nobody rated has no score to show, and a
 * zero would read as rated zero.
 */
export function FlowRating({ flow, className }: { flow: Rated; className?: string }) {
  if (flow.reviewCount === 0) {
    return (
      <span className={cn("text-muted-foreground inline-flex items-center gap-1", className)}>
        <StarIcon className="size-4" aria-hidden /> Sem avaliações
      </span>
    );
  }
  return (
    <span className={cn("inline-flex items-center gap-1", className)}>
      <StarIcon className="size-4 fill-amber-400 text-amber-500" aria-hidden />
      <span className="text-foreground font-semibold">
        <span className="sr-only">Nota </span>
        {formatScore(flow.score)}
        <span className="sr-only"> de 5</span>
      </span>
      <span className="text-muted-foreground">({formatCount(flow.reviewCount, "avaliação", "avaliações")})</span>
    </span>
  );
}

/** Rating, downloads, popularity, author and dates: counters read from the database at render time. */
export function FlowDetails({ flow }: { flow: Pick<FlowSummary, "score" | "reviewCount" | "downloadCount" | "author" | "createdAt" | "updatedAt"> }) {
  return (
    <dl className="grid gap-4 text-sm">
      <Row label="Avaliação">
        <FlowRating flow={flow} />
      </Row>
      <Row label="Downloads">
        <DownloadIcon className="size-4" aria-hidden /> {formatNumber(flow.downloadCount)}
      </Row>
      <Row label="Popularidade">
        <TrendingUpIcon className="size-4" aria-hidden /> {popularityLabel(flow.downloadCount)}
      </Row>
      <Row label="Autor">
        <UserIcon className="size-4" aria-hidden /> <span className="break-words">{flow.author.name}</span>
      </Row>
      <Row label="Publicado em">
        <CalendarIcon className="size-4" aria-hidden /> <time dateTime={flow.createdAt}>{formatDate(flow.createdAt)}</time>
      </Row>
      <Row label="Atualizado em">
        <CalendarIcon className="size-4" aria-hidden /> <time dateTime={flow.updatedAt}>{formatDate(flow.updatedAt)}</time>
      </Row>
    </dl>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-muted-foreground text-xs tracking-wide uppercase">{label}</dt>
      <dd className="flex min-w-0 flex-wrap items-center gap-1.5">{children}</dd>
    </div>
  );
}
