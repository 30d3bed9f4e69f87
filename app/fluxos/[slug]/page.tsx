import type { Metadata } from "next";
import { cache } from "react";
import { notFound, permanentRedirect, redirect } from "next/navigation";
import { FlowBreadcrumbs } from "@/components/flows/view/flow-breadcrumbs";
import { flowJsonText } from "@/components/flows/view/json-text";
import { FlowView } from "@/components/flows/view/flow-view";
import { RelatedFlows } from "@/components/flows/related/related-flows";
import { PublicHeader } from "@/components/public/public-header";
import { getViewer } from "@/lib/auth/viewer";
import { appUrl } from "@/lib/env";
import { findPublicFlowBySlug, type PublicFlowResult } from "@/lib/flows/public";
import { findRelatedFlows } from "@/lib/flows/related";
import { currentVersionOf } from "@/lib/flows/versions/display";
import { readVersionHistory } from "@/lib/flows/versions/store";
import { listPublicReviews } from "@/lib/reviews/queries";
import { PLATFORM_LABELS } from "@/lib/workflow/platform-labels";
import { flowPath } from "@/lib/catalogue/url";
import { flowJsonLd, serializeJsonLd } from "@/lib/seo/json-ld";
import { metaDescription } from "@/lib/seo/meta-description";

// The metadata and the page ask for the same flow: one lookup per request.
const loadFlow = cache((slug: string) => findPublicFlowBySlug(slug));

export async function generateMetadata({ params }: PageProps<"/fluxos/[slug]">): Promise<Metadata> {
  const { slug } = await params;
  const result = await loadFlow(slug);
  if (result.kind !== "flow") return { title: "Fluxo não encontrado", robots: { index: false, follow: false } };
  const { flow } = result;
  const description = metaDescription(flow.description);
  // Read when the request is served, never when the app is built: one build serves any address.
  const url = `${appUrl()}${flowPath(flow.slug)}`;
  const title = `${flow.name} (${PLATFORM_LABELS[flow.platform]})`;
  // The image comes from ./opengraph-image.tsx, which Next adds to `openGraph` and `twitter` itself.
  return {
    title: flow.name,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: "article",
      url,
      title,
      description,
      siteName: "Fluxoteca",
      locale: "pt_BR",
      publishedTime: flow.createdAt,
      modifiedTime: flow.updatedAt,
      authors: [flow.author.name],
      tags: flow.tags,
    },
    twitter: { card: "summary_large_image", title, description },
  };
}

/**
 * `/fluxos/{slug}`: a published flow's page, for anyone. For such a flow nothing here reads the
 * viewer, cookies or headers, so the HTML is the same for everyone and can be served from the
 * shared cache. Only a flow that is not published makes it ask who is looking: its author and
 * admins are sent to their own view of it, anyone else gets the 404 (its existence stays hidden).
 */
export default async function FluxoPage({ params }: PageProps<"/fluxos/[slug]">) {
  const { slug } = await params;
  const result = await loadFlow(slug);
  if (result.kind === "redirect") permanentRedirect(flowPath(result.slug));
  if (result.kind === "missing") notFound();
  if (result.kind === "hidden") return hiddenFlow(result);
  const { flow } = result;
  // The approved history only: the page is the same for everyone (a waiting version is its author's).
  const [reviews, versions, related] = await Promise.all([listPublicReviews(flow), readVersionHistory(flow.id), findRelatedFlows(flow.id)]);
  const jsonLd = serializeJsonLd(flowJsonLd(flow, appUrl()));
  return (
    <FlowView
      flow={flow}
      header={<PublicHeader />}
      nav={<FlowBreadcrumbs name={flow.name} platform={flow.platform} />}
      json={{ text: flowJsonText(flow), full: false }}
      versions={versions}
      currentVersion={currentVersionOf(versions)}
      reviews={reviews}
      jsonLd={jsonLd}
      related={related && <RelatedFlows flows={related} />}
    />
  );
}

async function hiddenFlow(flow: Extract<PublicFlowResult, { kind: "hidden" }>): Promise<never> {
  const viewer = await getViewer();
  if (viewer && (viewer.role === "ADMIN" || viewer.id === flow.authorId)) redirect(`/flow/${flow.id}`);
  notFound();
}
