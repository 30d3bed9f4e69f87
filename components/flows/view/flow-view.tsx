import Link from "next/link";
import { DownloadIcon, UserIcon } from "lucide-react";
import { AuthorName } from "@/components/authors/author-name";
import { FlowFacts } from "@/components/flows/view/flow-facts";
import { FlowDiagram } from "@/components/flows/detail/flow-visual";
import { PlatformBadge } from "@/components/flows/card/platform-badge";
import { VersionHistory } from "@/components/flows/versions/version-history";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import type { FlowSafetyFields, FlowSummary } from "@/lib/flows/dto";
import type { FlowVersionDTO } from "@/lib/flows/versions/store";
import { formatCount } from "@/lib/format";
import type { ReviewDTO } from "@/lib/reviews/dto";
import { facetPath } from "@/lib/catalogue/url";
import type { FlowFacts as FlowFactsData } from "@/lib/workflow/facts";
import { PLATFORM_LABELS } from "@/lib/workflow/platform-labels";
import { FlowAbout } from "./flow-about";
import { FlowDetails, FlowRating, type MemberDetails } from "./flow-details";
import { FlowJson, JsonText } from "./flow-json";
import { FlowMemberProvider, type KnownMember } from "./flow-member";
import { FlowReviewEntry } from "./flow-review-entry";
import { FlowReviewsList } from "./flow-reviews-list";
import { FlowN8nRequirement } from "./flow-n8n-requirement";
import { FlowSafety, safetyFlags } from "./flow-safety";
import { FlowMemberActions } from "./member-actions";
import { PublicVersionDownload } from "./flow-version-download";
import { SaveFlowButton } from "@/components/flows/saved/save-flow-button";
import { AddToCollectionButton } from "@/components/collections/add/add-to-collection-button";

export interface FlowViewData extends FlowSummary, FlowSafetyFields {
  facts: FlowFactsData;
  /** What the diagram is drawn from: the preview, or the whole file of the viewer's own render. */
  metadata: unknown;
}

interface Props {
  flow: FlowViewData;
  /** The site's header: the public one, or the signed-in one. */
  header: React.ReactNode;
  /** Above the title: the breadcrumbs, or the way back to the member's catalogue. */
  nav: React.ReactNode;
  /** The workflow as the server may show it: the preview, or (`full`) the whole file of the viewer's own render. */
  json: { text: string; full: boolean };
  /** Newest first, without JSON (lib/flows/versions/store.ts readVersionHistory). */
  versions: FlowVersionDTO[];
  currentVersion: number;
  reviews: ReviewDTO[];
  /**
   * The signed-in view: where deleting the flow leads, the rows only members see (tool, state,
   * visibility) and, to its author and admins, the author's e-mail, the flow's own URL and the
   * reason it was turned down.
   */
  member?: MemberDetails & { afterDeleteHref: string; url: string | null; rejectionReason: string | null; known?: KnownMember; held?: boolean };
  /** Already escaped for an inline script (lib/seo/json-ld.ts `serializeJsonLd`): public pages only. */
  jsonLd?: string;
  /** After everything else: "Fluxos parecidos" (components/flows/related), on a published flow's page. */
  related?: React.ReactNode;
}

const cardHeading = "leading-none font-semibold";
const integrationHref = (name: string) => facetPath({ kind: "integration", value: name });

/**
 * A flow's page, for visitors (`/fluxos/{slug}`) and members (`/flow/{id}`): one tree. It reads
 * nothing of the viewer: what is theirs (download and its state, the whole JSON, 'Avaliar', the
 * owner menu, the update mark) fills in after hydration (FlowMemberProvider), so a published flow's
 * page is the same HTML for everyone and comes from the shared page cache (lib/cache/page-server.ts).
 * A render for one viewer (its author, an admin, a flow that is not published) passes what the
 * server knows of them through `member` and `json`.
 */
export function FlowView({ flow, header, nav, json, versions, currentVersion, reviews, member, jsonLd, related }: Props) {
  const published = flow.status === "APPROVED" && flow.isPublic;
  return (
    <>
      {header}
      <FlowMemberProvider flowId={flow.id} authorId={flow.author.id} known={member?.known}>
        <main id="conteudo" className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:py-8">
          {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />}
          {nav}
          <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_fit-content(30rem)] md:items-start">
            <div className="grid min-w-0 gap-3">
              {/* The whole name, wrapped as needed: a page's title is never cut. */}
              <h1 className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">{flow.name}</h1>
              <div className="text-muted-foreground flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
                {published ? (
                  <Link
                    href={facetPath({ kind: "platform", value: flow.platform })}
                    prefetch={false}
                    className="focus-visible:ring-ring/50 rounded-md outline-none focus-visible:ring-[3px]"
                    aria-label={`Mais fluxos de ${PLATFORM_LABELS[flow.platform]}`}
                  >
                    <PlatformBadge platform={flow.platform} />
                  </Link>
                ) : (
                  <PlatformBadge platform={flow.platform} />
                )}
                {flow.status === "PENDING" && <Badge variant="warning">Em análise</Badge>}
                {flow.status === "REJECTED" && <Badge variant="destructive">Rejeitado</Badge>}
                {member?.held && <Badge variant="warning">Em análise após denúncias</Badge>}
                <FlowRating flow={flow} />
                <span className="inline-flex items-center gap-1">
                  <DownloadIcon className="size-4" aria-hidden /> {formatCount(flow.downloadCount, "download", "downloads")}
                </span>
                <span className="inline-flex min-w-0 items-center gap-1">
                  <UserIcon className="size-4 shrink-0" aria-hidden />{" "}
                  <AuthorName name={flow.author.name} page={flow.authorPage} verified={flow.authorVerified} prefix="por " className="break-words" />
                </span>
                <SaveFlowButton flowId={flow.id} flowName={flow.name} />
                <AddToCollectionButton flowId={flow.id} flowName={flow.name} />
              </div>
            </div>
            {/* Only what the buttons need crosses to the browser: the preview is in the HTML already. */}
            <FlowMemberActions
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
              afterDeleteHref={member?.afterDeleteHref ?? "/fluxos"}
              report={published ? { authorId: flow.author.id } : undefined}
            />
          </div>

          {/* One grid, so a phone reads about → safety → needs → details → diagram → JSON → versions → reviews, while the
              side column holds the facts beside everything else on a wide screen. */}
          <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
            <Card className="lg:col-start-1">
              <CardContent className="grid gap-4">
                <h2 className={cardHeading}>Sobre este fluxo</h2>
                {member?.held && (
                  <p
                    role="status"
                    className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
                  >
                    Este fluxo recebeu denúncias de “malicioso ou inseguro” e saiu do catálogo enquanto a moderação analisa. Ele só pode voltar a ser público
                    depois da decisão.
                  </p>
                )}
                <FlowAbout flow={{ ...flow, url: member?.url }} tagLinks={published} rejectionReason={member?.rejectionReason} />
              </CardContent>
            </Card>
            <Card id="seguranca" className="lg:col-start-1">
              <CardContent className="grid gap-4">
                <h2 className={cardHeading}>Segurança</h2>
                <FlowSafety report={flow.safety} />
              </CardContent>
            </Card>
            <div className="grid gap-6 lg:col-start-2 lg:row-span-6 lg:row-start-1">
              <Card>
                <CardContent className="grid gap-4">
                  <h2 className={cardHeading}>O que este fluxo precisa</h2>
                  {flow.compatibility && <FlowN8nRequirement compatibility={flow.compatibility} />}
                  <FlowFacts facts={flow.facts} integrationHref={published ? integrationHref : undefined} />
                </CardContent>
              </Card>
              <Card>
                <CardContent className="grid gap-4">
                  <h2 className={cardHeading}>Detalhes</h2>
                  <FlowDetails flow={flow} member={member} />
                </CardContent>
              </Card>
            </div>
            <Card className="lg:col-start-1">
              <CardContent className="grid gap-4">
                <h2 className={cardHeading}>Visualização</h2>
                <FlowDiagram flow={{ platform: flow.platform, metadata: flow.metadata }} flags={safetyFlags(flow.safety)} />
              </CardContent>
            </Card>
            <Card className="lg:col-start-1">
              <CardContent>
                <FlowJson heading={<h2 className={cardHeading}>JSON do fluxo</h2>} full={json.full}>
                  <JsonText text={json.text} />
                </FlowJson>
              </CardContent>
            </Card>
            <Card id="versoes" className="lg:col-start-1">
              <CardContent className="grid gap-4">
                <h2 className={cardHeading}>Versões ({versions.length})</h2>
                <VersionHistory
                  versions={versions}
                  currentVersion={currentVersion}
                  // A turned-down version is gone; the rest download for whoever holds the whole JSON.
                  action={(entry) => (entry.status === "REJECTED" ? null : <PublicVersionDownload flowId={flow.id} version={entry.version} />)}
                />
              </CardContent>
            </Card>
            <Card id="avaliacoes" className="lg:col-start-1">
              <CardContent className="grid gap-4">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h2 className={cardHeading}>Avaliações ({flow.reviewCount})</h2>
                  <FlowReviewEntry flowId={flow.id} flowName={flow.name} slug={flow.slug} />
                </div>
                <FlowReviewsList reviews={reviews} total={flow.reviewCount} reportable={published} />
              </CardContent>
            </Card>
          </div>
          {related}
        </main>
      </FlowMemberProvider>
    </>
  );
}
