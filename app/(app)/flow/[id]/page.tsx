import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeftIcon, DownloadIcon } from "lucide-react";
import { AppHeader } from "@/components/app/app-header";
import { AppMain } from "@/components/app/app-main";
import { AccessBlocked } from "@/components/flows/access-blocked";
import { FlowActions, isDetailBlocked } from "@/components/flows/detail/flow-actions";
import { FlowMetadataList, FlowStats } from "@/components/flows/detail/flow-info";
import { copyableFlowJson, FlowJsonPreview } from "@/components/flows/detail/flow-json-preview";
import { FlowJsonSource, VersionDownloadButton } from "@/components/flows/detail/lazy-detail-islands";
import { FlowOverview } from "@/components/flows/detail/flow-overview";
import { FlowCompatibility, FlowDiagram } from "@/components/flows/detail/flow-visual";
import { PlatformBadge } from "@/components/flows/platform-badge";
import { VersionHistory } from "@/components/flows/versions/version-history";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { requirePageViewer } from "@/lib/auth/page-guards";
import { computeQuota } from "@/lib/downloads/quota";
import { getFlowDetail, type FlowDetail } from "@/lib/flows/detail";
import { readFlowUpdate } from "@/lib/flows/flow-update";
import { readVersionHistory } from "@/lib/flows/versions";
import { formatCount } from "@/lib/format";
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
  if (isDetailBlocked(flow, quota)) {
    return (
      <>
        <AppHeader viewer={viewer} />
        <AccessBlocked settings={contribution} />
      </>
    );
  }
  // Its author and admins also see the version waiting for moderation, or turned down.
  const [versions, update] = await Promise.all([readVersionHistory(flow.id, { withUnpublished: flow.canEdit }), readFlowUpdate(flow)]);
  const full = flow.metadataAccess === "full";
  return (
    <FlowJsonSource json={copyableFlowJson(flow)}>
      <AppHeader viewer={viewer} />
      <AppMain>
        <Button asChild variant="ghost" size="sm" className="justify-self-start">
          <Link href="/dashboard">
            <ArrowLeftIcon aria-hidden /> Voltar ao catálogo
          </Link>
        </Button>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid gap-2">
            {/* The whole name, wrapped as needed: a page's title is never cut. */}
            <h1 className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">{flow.name}</h1>
            <div className="text-muted-foreground flex flex-wrap items-center gap-2 text-sm">
              <PlatformBadge platform={flow.platform} />
              {flow.status === "PENDING" && <Badge variant="warning">Em análise</Badge>}
              {flow.status === "REJECTED" && <Badge variant="destructive">Rejeitado</Badge>}
              <span className="flex items-center gap-1">
                <DownloadIcon className="size-4" aria-hidden /> {formatCount(flow.downloadCount, "download", "downloads")}
              </span>
            </div>
          </div>
          <FlowActions flow={flow} viewer={viewer} quota={quota} contribution={contribution} update={update} />
        </div>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
          <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
            <Card>
              <CardContent>
                <FlowOverview flow={flow} />
              </CardContent>
            </Card>
            <Card>
              <CardContent className="grid gap-4">
                <h2 className="leading-none font-semibold">Visualização</h2>
                <FlowDiagram flow={flow} />
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <FlowJsonPreview
                  flow={flow}
                  heading={<h2 className="leading-none font-semibold">JSON do fluxo</h2>}
                />
              </CardContent>
            </Card>
            <Card id="versoes">
              <CardContent className="grid gap-4">
                <h2 className="leading-none font-semibold">Versões ({versions.length})</h2>
                <VersionHistory
                  versions={versions}
                  currentVersion={flow.latestVersion}
                  // The whole JSON of any version for whoever has the current one's; a turned-down version is gone.
                  action={(entry) => (full && entry.status !== "REJECTED" ? <VersionDownloadButton flowId={flow.id} version={entry.version} /> : null)}
                />
              </CardContent>
            </Card>
          </div>
          <div className="grid h-fit gap-6">
            <Card>
              <CardContent className="grid gap-4">
                <FlowStats flow={flow} />
                <FlowMetadataList flow={flow} />
              </CardContent>
            </Card>
            <Card>
              <CardContent className="grid gap-4">
                <h2 className="leading-none font-semibold">O que este fluxo precisa</h2>
                <FlowCompatibility flow={flow} />
              </CardContent>
            </Card>
          </div>
        </div>
      </AppMain>
    </FlowJsonSource>
  );
}
