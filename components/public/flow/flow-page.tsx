import Link from "next/link";
import { DownloadIcon, UserIcon } from "lucide-react";
import { FlowFacts } from "@/components/flows/flow-facts";
import { VersionHistory } from "@/components/flows/versions/version-history";
import { FlowDiagram } from "@/components/flows/detail/flow-visual";
import { PlatformBadge } from "@/components/flows/platform-badge";
import { PublicHeader } from "@/components/public/public-header";
import { Card, CardContent } from "@/components/ui/card";
import { formatCount } from "@/lib/format";
import { PLATFORM_LABELS } from "@/lib/workflow/platform-labels";
import type { PublicFlow } from "@/lib/flows/public";
import type { FlowVersionDTO } from "@/lib/flows/versions";
import type { ReviewDTO } from "@/lib/reviews/dto";
import { facetPath } from "@/lib/seo/catalogue";
import { FlowAbout } from "./flow-about";
import { PublicFlowActions } from "./flow-actions";
import { FlowBreadcrumbs } from "./flow-breadcrumbs";
import { FlowDetails, FlowRating } from "./flow-details";
import { FlowJsonView, JSON_PRE_CLASS } from "./flow-json";
import { FlowMemberProvider } from "./flow-member";
import { FlowReviewEntry } from "./flow-review-entry";
import { FlowReviewsList } from "./flow-reviews-list";
import { PublicVersionDownload } from "./flow-version-download";

interface Props {
  flow: PublicFlow;
  reviews: ReviewDTO[];
  /** The approved history, newest first, without JSON (lib/flows/versions.ts readVersionHistory). */
  versions: FlowVersionDTO[];
  /** Already escaped for an inline script (lib/seo/json-ld.ts `serializeJsonLd`). */
  jsonLd: string;
}

const cardHeading = "leading-none font-semibold";
const integrationHref = (name: string) => facetPath({ kind: "integration", value: name });

/**
 * A published flow's page, the same for every visitor and member: what belongs to the viewer
 * (download, full JSON, review and owner buttons) fills in after hydration (FlowMemberProvider).
 */
export function PublicFlowPage({ flow, reviews, versions, jsonLd }: Props) {
  const currentVersion = versions.find((v) => v.status === "APPROVED")?.version ?? 1;
  return (
    <>
      <PublicHeader />
      <FlowMemberProvider flowId={flow.id} authorId={flow.author.id}>
        <main id="conteudo" className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:py-8">
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
          <FlowBreadcrumbs name={flow.name} platform={flow.platform} />
          <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_fit-content(30rem)] md:items-start">
            <div className="grid min-w-0 gap-3">
              <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{flow.name}</h1>
              <div className="text-muted-foreground flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
                <Link
                  href={facetPath({ kind: "platform", value: flow.platform })}
                  prefetch={false}
                  className="focus-visible:ring-ring/50 rounded-md outline-none focus-visible:ring-[3px]"
                  aria-label={`Mais fluxos de ${PLATFORM_LABELS[flow.platform]}`}
                >
                  <PlatformBadge platform={flow.platform} />
                </Link>
                <FlowRating flow={flow} />
                <span className="inline-flex items-center gap-1">
                  <DownloadIcon className="size-4" aria-hidden /> {formatCount(flow.downloadCount, "download", "downloads")}
                </span>
                <span className="inline-flex min-w-0 items-center gap-1">
                  <UserIcon className="size-4 shrink-0" aria-hidden /> <span className="break-words">por {flow.author.name}</span>
                </span>
              </div>
            </div>
            {/* Only what the buttons need crosses to the browser: the preview is in the HTML already. */}
            <PublicFlowActions
              flow={{
                id: flow.id,
                slug: flow.slug,
                name: flow.name,
                description: flow.description,
                tutorialUrl: flow.tutorialUrl,
                tags: flow.tags,
                isPublic: flow.isPublic,
                platform: flow.platform,
              }}
            />
          </div>

          {/* One grid, so a phone reads about → needs → details → diagram → JSON → versions → reviews, while the
              side column holds the facts beside everything else on a wide screen. */}
          <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
            <Card className="lg:col-start-1">
              <CardContent className="grid gap-4">
                <h2 className={cardHeading}>Sobre este fluxo</h2>
                <FlowAbout flow={flow} />
              </CardContent>
            </Card>
            <div className="grid gap-6 lg:col-start-2 lg:row-span-5 lg:row-start-1">
              <Card>
                <CardContent className="grid gap-4">
                  <h2 className={cardHeading}>O que este fluxo precisa</h2>
                  <FlowFacts facts={flow.facts} integrationHref={integrationHref} />
                </CardContent>
              </Card>
              <Card>
                <CardContent className="grid gap-4">
                  <h2 className={cardHeading}>Detalhes</h2>
                  <FlowDetails flow={flow} />
                </CardContent>
              </Card>
            </div>
            <Card className="lg:col-start-1">
              <CardContent className="grid gap-4">
                <h2 className={cardHeading}>Visualização</h2>
                <FlowDiagram flow={flow} />
              </CardContent>
            </Card>
            <Card className="lg:col-start-1">
              <CardContent>
                <FlowJsonView heading={<h2 className={cardHeading}>JSON do fluxo</h2>}>
                  <pre tabIndex={0} aria-label="JSON do fluxo" className={JSON_PRE_CLASS}>
                    {JSON.stringify(flow.metadata, null, 2)}
                  </pre>
                </FlowJsonView>
              </CardContent>
            </Card>
            <Card id="versoes" className="lg:col-start-1">
              <CardContent className="grid gap-4">
                <h2 className={cardHeading}>Versões ({versions.length})</h2>
                <VersionHistory
                  versions={versions}
                  currentVersion={currentVersion}
                  action={(entry) => <PublicVersionDownload flowId={flow.id} version={entry.version} />}
                />
              </CardContent>
            </Card>
            <Card id="avaliacoes" className="lg:col-start-1">
              <CardContent className="grid gap-4">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h2 className={cardHeading}>Avaliações ({flow.reviewCount})</h2>
                  <FlowReviewEntry flowId={flow.id} flowName={flow.name} slug={flow.slug} />
                </div>
                <FlowReviewsList reviews={reviews} total={flow.reviewCount} />
              </CardContent>
            </Card>
          </div>
        </main>
      </FlowMemberProvider>
    </>
  );
}
