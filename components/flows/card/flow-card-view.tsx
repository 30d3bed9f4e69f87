import Link from "next/link";
import { DownloadIcon, ShieldAlertIcon, UserIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import type { FlowSummary } from "@/lib/flows/dto";
import { visibleTags } from "@/lib/flows/card-labels";
import { COMPLEXITY_BY_SLUG } from "@/lib/workflow/graph/complexity";
import { TRIGGER_LABELS } from "@/lib/workflow/graph/types";
import { formatCount, formatNumber } from "@/lib/format";
import { facetPath } from "@/lib/catalogue/url";
import { AuthorName } from "@/components/authors/author-name";
import { HighlightedText } from "./highlighted-text";
import { PlatformBadge } from "./platform-badge";
import { TagChip } from "./tag-chip";
import { ScoreBadge } from "./score-badge";

// The card's layout; FlowCard (flow-card.tsx) fills in what differs between the public catalogue
// and the member dashboard. Lists render FlowCard, not this.

interface ViewProps {
  flow: FlowSummary;
  /** Where the name leads; the whole card is that link. */
  href: string;
  /** The footer's buttons. */
  actions: React.ReactNode;
  /** The platform badge and the tag chips link to their facet pages (the public catalogue). */
  facetLinks?: boolean;
  /** The words a search matched (the list's `searchTerms`): marked in the name and description. */
  searchTerms?: readonly string[];
  /** Under the badges: what this viewer should know of the flow, filled in after hydration (MemberCardPart). */
  notice?: React.ReactNode;
}

// Chips that are links sit above the card-wide link and are tall enough to tap (24 px).
const chipLink = "relative z-10 min-h-6 hover:underline underline-offset-2";

/** Catalogue card (docs/product-rules.md §11): name, score, description, 3 tags + '+N', downloads, author, platform, actions. */
export function FlowCardView({ flow, href, actions, facetLinks = false, searchTerms, notice }: ViewProps) {
  const { shown, hidden } = visibleTags(flow.tags);
  return (
    <Card className="group relative gap-4 py-5 transition-shadow hover:shadow-md">
      <CardHeader className="gap-2 px-5">
        <div className="flex items-start justify-between gap-3">
          <h2 className="line-clamp-2 text-base leading-snug font-semibold">
            <Link href={href} className="after:absolute after:inset-0 focus-visible:underline">
              <HighlightedText text={flow.name} terms={searchTerms} />
            </Link>
          </h2>
          <ScoreBadge score={flow.score} reviewCount={flow.reviewCount} />
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          {facetLinks ? (
            <Link
              href={facetPath({ kind: "platform", value: flow.platform })}
              prefetch={false}
              className="focus-visible:ring-ring/50 relative z-10 rounded-md outline-none focus-visible:ring-[3px]"
            >
              <PlatformBadge platform={flow.platform} className="min-h-6 underline-offset-2 hover:underline" />
            </Link>
          ) : (
            <PlatformBadge platform={flow.platform} />
          )}
          {flow.status === "PENDING" && <Badge variant="warning">Em análise</Badge>}
          {flow.status === "REJECTED" && <Badge variant="destructive">Rejeitado</Badge>}
          {!flow.isPublic && <Badge variant="outline">Privado</Badge>}
          {/* Only the high level: a badge on every "attention" would teach people to ignore it. */}
          {flow.safetyLevel === "high" && (
            <Badge variant="destructive" title="O relatório de segurança deste fluxo tem alertas altos: veja a página do fluxo antes de importar.">
              <ShieldAlertIcon aria-hidden /> Alerta de segurança
            </Badge>
          )}
          {flow.triggerKinds?.[0] && (
            <Badge variant="outline" className="font-normal">
              <span className="sr-only">Gatilho: </span>
              {TRIGGER_LABELS[flow.triggerKinds[0]]}
            </Badge>
          )}
          {flow.complexity && (
            <Badge variant="outline" className="font-normal">
              <span className="sr-only">Complexidade: </span>
              {COMPLEXITY_BY_SLUG[flow.complexity]}
            </Badge>
          )}
          {flow.nodeCount ? (
            <Badge variant="outline" className="font-normal">
              {formatCount(flow.nodeCount, "etapa", "etapas")}
            </Badge>
          ) : null}
        </div>
        {notice}
      </CardHeader>
      <CardContent className="flex-1 px-5">
        <p className="text-muted-foreground line-clamp-3 text-sm">
          <HighlightedText text={flow.description} terms={searchTerms} />
        </p>
        {shown.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tags">
            {shown.map((tag) => (
              <li key={tag}>
                <TagChip tag={tag} link={facetLinks} className={chipLink} />
              </li>
            ))}
            {hidden > 0 && (
              <li>
                <Badge variant="outline" aria-label={`mais ${hidden} tags`}>
                  +{hidden}
                </Badge>
              </li>
            )}
          </ul>
        )}
      </CardContent>
      <CardFooter className="text-muted-foreground relative flex items-center justify-between gap-2 px-5 text-xs">
        <span className="flex min-w-0 items-center gap-3">
          <span className="flex items-center gap-1" title="Downloads">
            <DownloadIcon className="size-3.5" aria-hidden />
            <span className="sr-only">Downloads:</span> {formatNumber(flow.downloadCount)}
          </span>
          <span className="flex min-w-0 items-center gap-1" title="Autor">
            <UserIcon className="size-3.5 shrink-0" aria-hidden />
            <span className="sr-only">Autor:</span>
            <AuthorName name={flow.author.name} page={flow.authorPage} verified={flow.authorVerified} className="truncate" linkClassName="relative z-10" />
          </span>
        </span>
        <span className="flex shrink-0 items-center gap-1">{actions}</span>
      </CardFooter>
    </Card>
  );
}
