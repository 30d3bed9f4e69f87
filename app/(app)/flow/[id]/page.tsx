import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeftIcon, CalendarIcon, DownloadIcon, EyeIcon, LockIcon, UserIcon } from "lucide-react";
import { AppHeader } from "@/components/app/app-header";
import { AccessBlocked } from "@/components/flows/access-blocked";
import { CopyButton } from "@/components/flows/copy-button";
import { DownloadButton } from "@/components/flows/download-button";
import { FlowOwnerActions } from "@/components/flows/flow-owner-actions";
import { FlowReviewsButton } from "@/components/flows/flow-reviews-button";
import { PlatformBadge } from "@/components/flows/platform-badge";
import { ScoreBadge } from "@/components/flows/score-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { requirePageViewer } from "@/lib/auth/page-guards";
import { computeQuota } from "@/lib/downloads/quota";
import { getFlowDetail, type FlowDetail } from "@/lib/flows/detail";
import { popularityLabel } from "@/lib/flows/display";
import { formatCount, formatDateTime, formatNumber, formatScore, truncateText } from "@/lib/format";
import { AppError } from "@/lib/http/errors";
import { getSettings } from "@/lib/settings/queries";

export const metadata: Metadata = { title: "Detalhes do fluxo" };

async function load(id: string, viewer: Awaited<ReturnType<typeof requirePageViewer>>): Promise<FlowDetail> {
  try {
    return await getFlowDetail(id, viewer);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
}

export default async function FlowPage({ params }: PageProps<"/flow/[id]">) {
  const { id } = await params;
  const viewer = await requirePageViewer(`/flow/${id}`);
  const [flow, settings] = await Promise.all([load(id, viewer), getSettings()]);
  const quota = computeQuota(viewer, settings.freeDownloadLimit);
  const contribution = { minAmount: settings.minContributionAmount, message: settings.contributionMessage };
  // DECISIONS §3: a user who cannot download sees 'Acesso Bloqueado' on flows they never downloaded.
  if (!quota.canDownload && !flow.viewerHasDownloaded && !flow.canEdit) {
    return (
      <>
        <AppHeader viewer={viewer} />
        <AccessBlocked settings={contribution} />
      </>
    );
  }
  const json = JSON.stringify(flow.metadata, null, 2);
  return (
    <>
      <AppHeader viewer={viewer} />
      <main id="conteudo" className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
        <Button asChild variant="ghost" size="sm" className="justify-self-start">
          <Link href="/dashboard">
            <ArrowLeftIcon aria-hidden /> Voltar ao catálogo
          </Link>
        </Button>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid gap-2">
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl" title={flow.name}>
              {truncateText(flow.name, 30)}
            </h1>
            <div className="text-muted-foreground flex flex-wrap items-center gap-2 text-sm">
              <PlatformBadge platform={flow.platform} />
              {flow.status === "PENDING" && <Badge variant="warning">Em análise</Badge>}
              {flow.status === "REJECTED" && <Badge variant="destructive">Rejeitado</Badge>}
              <span className="flex items-center gap-1">
                <DownloadIcon className="size-4" aria-hidden /> {formatCount(flow.downloadCount, "download", "downloads")}
              </span>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <DownloadButton flowId={flow.id} canDownload={quota.canDownload || flow.viewerHasDownloaded} settings={contribution} />
            <FlowReviewsButton flowId={flow.id} flowName={flow.name} viewer={{ id: viewer.id, role: viewer.role }} />
            {flow.canEdit && (
              <FlowOwnerActions
                flow={{ id: flow.id, name: flow.name, description: flow.description, tutorialUrl: flow.tutorialUrl, tags: flow.tags, isPublic: flow.isPublic }}
              />
            )}
          </div>
        </div>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
          <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
            <Card>
              <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
                <p className="leading-relaxed whitespace-pre-line">{flow.description}</p>
                {flow.tags.length > 0 && (
                  <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
                    {flow.tags.map((tag) => (
                      <li key={tag}>
                        <Badge variant="secondary">{tag}</Badge>
                      </li>
                    ))}
                  </ul>
                )}
                {flow.url && (
                  <div className="flex flex-wrap items-center gap-2">
                    <code className="bg-muted min-w-0 flex-1 truncate rounded-md px-3 py-2 text-sm">{flow.url}</code>
                    <CopyButton text={flow.url} label="Copiar URL" />
                  </div>
                )}
                {flow.rejectionReason && <p className="text-destructive text-sm">Motivo da rejeição: {flow.rejectionReason}</p>}
              </CardContent>
            </Card>
            <Card>
              <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
                <CardTitle>
                  <h2>JSON do fluxo</h2>
                </CardTitle>
                {flow.metadataAccess === "full" ? (
                  <CopyButton text={json} label="Copiar JSON" />
                ) : (
                  <span className="text-muted-foreground flex items-center gap-1 text-xs">
                    <LockIcon className="size-3.5" aria-hidden /> Prévia: valores dos parâmetros ocultos até o download
                  </span>
                )}
              </CardHeader>
              <CardContent>
                <pre tabIndex={0} aria-label="JSON do fluxo" className="bg-muted h-[400px] overflow-auto rounded-md p-4 font-mono text-xs leading-relaxed">
                  {json}
                </pre>
              </CardContent>
            </Card>
          </div>
          <Card className="h-fit">
            <CardContent className="grid gap-4 text-sm">
              <Row label="Avaliação">
                <ScoreBadge score={flow.score} /> <span className="text-muted-foreground">({formatCount(flow.reviewCount, "avaliação", "avaliações")})</span>
              </Row>
              <Row label="Downloads">
                {formatNumber(flow.downloadCount)} · popularidade {popularityLabel(flow.downloadCount)}
              </Row>
              <Row label="Visibilidade">
                <EyeIcon className="size-4" aria-hidden /> {flow.isPublic ? "Público" : "Privado"}
              </Row>
              <Row label="Autor">
                <UserIcon className="size-4" aria-hidden /> {flow.author.name}
                {flow.authorEmail && <span className="text-muted-foreground block w-full text-xs">{flow.authorEmail}</span>}
              </Row>
              <Row label="Criado em">
                <CalendarIcon className="size-4" aria-hidden /> {formatDateTime(flow.createdAt)}
              </Row>
              <Row label="Atualizado em">
                <CalendarIcon className="size-4" aria-hidden /> {formatDateTime(flow.updatedAt)}
              </Row>
              <p className="sr-only">Nota média {formatScore(flow.score)} de 5.</p>
            </CardContent>
          </Card>
        </div>
      </main>
    </>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <span className="text-muted-foreground text-xs tracking-wide uppercase">{label}</span>
      <span className="flex flex-wrap items-center gap-1.5">{children}</span>
    </div>
  );
}
