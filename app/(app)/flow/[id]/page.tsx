import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeftIcon } from "lucide-react";
import { AppHeader } from "@/components/app/app-header";
import { AccessBlocked } from "@/components/flows/view/access-blocked";
import { FlowView } from "@/components/flows/view/flow-view";
import { RelatedFlows } from "@/components/flows/related/related-flows";
import { flowJsonText } from "@/components/flows/view/json-text";
import { Button } from "@/components/ui/button";
import { requirePageViewer } from "@/lib/auth/page-guards";
import type { Viewer } from "@/lib/auth/viewer";
import { isSharedRender } from "@/lib/cache/render-token";
import { computeQuota, isFlowBlocked } from "@/lib/downloads/quota";
import { flowDownloadStatus } from "@/lib/downloads/queries";
import { flowIdSchema, getFlowDetail, type FlowDetail } from "@/lib/flows/detail";
import { isFlowHeld } from "@/lib/reports/queries";
import { findPublishedFlowById } from "@/lib/flows/public";
import { findRelatedFlows } from "@/lib/flows/related";
import { publicAuthorPage } from "@/lib/authors/queries";
import { currentVersionOf } from "@/lib/flows/versions/display";
import { readVersionHistory } from "@/lib/flows/versions/store";
import { AppError } from "@/lib/http/errors";
import { listPublicReviews } from "@/lib/reviews/queries";
import { getSettings } from "@/lib/settings/queries";
import { extractFlowFacts } from "@/lib/workflow/facts";

export const metadata: Metadata = { title: "Detalhes do fluxo" };

function BackToCatalogue() {
  return (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link href="/dashboard">
        <ArrowLeftIcon aria-hidden /> Voltar ao catálogo
      </Link>
    </Button>
  );
}

async function load(id: string, viewer: Viewer): Promise<FlowDetail> {
  try {
    return await getFlowDetail({ id, viewer });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
}

/**
 * `/flow/{id}`, a flow's page for members: the same tree as the public `/fluxos/{slug}`
 * (components/flows/view/flow-view.tsx) inside the signed-in header. A published flow seen by a
 * member who is neither its author nor an admin and may still download comes from the shared page
 * cache (lib/cache/page-server.ts): rendered once for all of them, without reading a session, and
 * what is the member's own fills in after hydration. Everyone else (its author, admins, a member
 * whose free downloads ran out, a flow that is not published, client navigations) gets a render of
 * their own, with the same guards as the API: a flow they may not see is a 404.
 */
export default async function FlowPage({ params }: PageProps<"/flow/[id]">) {
  const { id } = await params;
  if (await isSharedRender()) return <SharedFlowPage id={id} />;
  const viewer = await requirePageViewer(`/flow/${id}`);
  const [flow, settings] = await Promise.all([load(id, viewer), getSettings()]);
  const quota = computeQuota(viewer, settings.freeDownloadLimit);
  if (isFlowBlocked(flow, quota)) {
    return (
      <>
        <AppHeader viewer={viewer} />
        <AccessBlocked settings={{ minAmount: settings.minContributionAmount, message: settings.contributionMessage }} />
      </>
    );
  }
  // Its author and admins also see the version waiting for moderation, or turned down.
  const [versions, reviews, held, authorPage, related] = await Promise.all([
    readVersionHistory(flow.id, { withUnpublished: flow.canEdit }),
    listPublicReviews(flow),
    // Its author and admins are told when reports hold it out of the catalogue.
    flow.canEdit && !flow.isPublic ? isFlowHeld(flow.id) : false,
    publicAuthorPage(flow.author.id),
    // The same list as the shared copy (null for a flow outside the catalogue: no section).
    flow.status === "APPROVED" && flow.isPublic ? findRelatedFlows(flow.id) : null,
  ]);
  // What the member parts would otherwise ask the API for after hydration; the whole JSON once, for
  // 'Copiar JSON' and the version downloads (the JSON card's text is the server's).
  const status = flowDownloadStatus(quota, { latestVersion: flow.latestVersion, downloadedVersion: flow.downloadedVersion ?? null });
  const text = flowJsonText(flow);
  const full = flow.metadataAccess === "full";
  const known = { viewerId: viewer.id, status, fullJson: full ? text : null };
  return (
    <FlowView
      flow={{ ...flow, authorPage, facts: extractFlowFacts(flow.platform, flow.metadata) }}
      header={<AppHeader viewer={viewer} />}
      nav={<BackToCatalogue />}
      json={{ text, full }}
      versions={versions}
      currentVersion={flow.latestVersion}
      reviews={reviews}
      member={{ authorEmail: flow.authorEmail, afterDeleteHref: "/dashboard", url: flow.url, rejectionReason: flow.rejectionReason, held, known }}
      related={related && <RelatedFlows flows={related} memberPages />}
    />
  );
}

/** The copy every member shares: the public flow as any member sees it, nothing of one viewer. */
async function SharedFlowPage({ id }: { id: string }) {
  const flow = flowIdSchema.safeParse(id).success ? await findPublishedFlowById(id) : null;
  if (!flow) notFound();
  // "Fluxos parecidos" is the catalogue's, the same for every member: it belongs in the shared copy.
  const [versions, reviews, related] = await Promise.all([readVersionHistory(flow.id), listPublicReviews(flow), findRelatedFlows(flow.id)]);
  return (
    <FlowView
      flow={flow}
      header={<AppHeader viewer={null} />}
      nav={<BackToCatalogue />}
      json={{ text: flowJsonText(flow), full: false }}
      versions={versions}
      currentVersion={currentVersionOf(versions)}
      reviews={reviews}
      member={{ authorEmail: null, afterDeleteHref: "/dashboard", url: flow.url, rejectionReason: null }}
      related={related && <RelatedFlows flows={related} memberPages />}
    />
  );
}
