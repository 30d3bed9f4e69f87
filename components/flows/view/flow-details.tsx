import { CalendarIcon, DownloadIcon, EyeIcon, ShieldCheckIcon, StarIcon, TrendingUpIcon, UserIcon } from "lucide-react";
import { AuthorName } from "@/components/authors/author-name";
import { FactRow } from "@/components/flows/view/fact-row";
import { PlatformBadge } from "@/components/flows/card/platform-badge";
import type { FlowSummary } from "@/lib/flows/dto";
import { popularityLabel } from "@/lib/flows/card-labels";
import { formatCount, formatDateTime, formatNumber, formatScore } from "@/lib/format";
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

const STATUS_LABELS: Record<FlowSummary["status"], string> = { APPROVED: "Aprovado", PENDING: "Em análise", REJECTED: "Rejeitado" };

type DetailsFlow = Pick<
  FlowSummary,
  "score" | "reviewCount" | "downloadCount" | "author" | "authorPage" | "authorVerified" | "createdAt" | "updatedAt" | "platform" | "status" | "isPublic"
>;

/** What only a member's view adds: the tool, moderation state and visibility, and (to its author and admins) the author's e-mail. */
export interface MemberDetails {
  authorEmail: string | null;
}

/**
 * The flow's facts as a list. `stats`: rating, downloads, popularity; `metadata`: tool, state and
 * visibility (members), author and dates; `all`: both, as the flow page's 'Detalhes'. Dates carry
 * the hour everywhere (docs/product-rules.md: day/month/year hour:minute).
 */
export function FlowDetails({ flow, part = "all", member }: { flow: DetailsFlow; part?: "all" | "stats" | "metadata"; member?: MemberDetails }) {
  const stats = part !== "metadata";
  const metadata = part !== "stats";
  return (
    <dl className="grid gap-4 text-sm">
      {stats && (
        <>
          <FactRow label="Avaliação">
            <FlowRating flow={flow} />
          </FactRow>
          <FactRow label="Downloads">
            <DownloadIcon className="size-4" aria-hidden /> {formatNumber(flow.downloadCount)}
          </FactRow>
          <FactRow label="Popularidade">
            <TrendingUpIcon className="size-4" aria-hidden /> {popularityLabel(flow.downloadCount)}
          </FactRow>
        </>
      )}
      {metadata && member && (
        <>
          {/* The page names the tool in its 'O que este fluxo precisa' card already. */}
          {part === "metadata" && (
            <FactRow label="Ferramenta">
              <PlatformBadge platform={flow.platform} />
            </FactRow>
          )}
          <FactRow label="Situação">
            <ShieldCheckIcon className="size-4" aria-hidden /> {STATUS_LABELS[flow.status]}
          </FactRow>
          <FactRow label="Visibilidade">
            <EyeIcon className="size-4" aria-hidden /> {flow.isPublic ? "Público" : "Privado"}
          </FactRow>
        </>
      )}
      {metadata && (
        <>
          <FactRow label="Autor">
            <UserIcon className="size-4" aria-hidden />{" "}
            <AuthorName name={flow.author.name} page={flow.authorPage} verified={flow.authorVerified} className="break-words" />
            {member?.authorEmail && <span className="text-muted-foreground block w-full text-xs break-all">{member.authorEmail}</span>}
          </FactRow>
          <FactRow label={member ? "Criado em" : "Publicado em"}>
            <CalendarIcon className="size-4" aria-hidden /> <time dateTime={flow.createdAt}>{formatDateTime(flow.createdAt)}</time>
          </FactRow>
          <FactRow label="Atualizado em">
            <CalendarIcon className="size-4" aria-hidden /> <time dateTime={flow.updatedAt}>{formatDateTime(flow.updatedAt)}</time>
          </FactRow>
        </>
      )}
    </dl>
  );
}
