import { notFound, redirect } from "next/navigation";
import { requirePageViewer } from "@/lib/auth/page-guards";
import { findFlowIdBySlug } from "@/lib/flows/detail";

/** A flow's public address (`/fluxos/{slug}`, its `url` field) leads to its detail page. */
export default async function FlowSlugPage({ params }: PageProps<"/fluxos/[slug]">) {
  const { slug } = await params;
  const viewer = await requirePageViewer(`/fluxos/${slug}`);
  const id = await findFlowIdBySlug(slug, viewer);
  if (!id) notFound();
  redirect(`/flow/${id}`);
}
