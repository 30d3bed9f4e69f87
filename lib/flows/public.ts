import "server-only";
import { and, eq, like, sql, type SQL } from "drizzle-orm";
import { db, schema } from "@/db";
import { toFlowSummary, type FlowSafetyFields, type FlowSummary } from "./dto";
import { extractFlowFacts, type FlowFacts } from "@/lib/workflow/facts";
import { previewMetadata } from "@/lib/workflow/preview";
import { previewReport } from "@/lib/workflow/safety";
import { flowCardColumns } from "./projection";
import { SLUG_PATTERN } from "./slug";

/*
 * The public flow page, `/fluxos/{slug}` (docs/product-rules.md §11): the same HTML for every visitor and member,
 * so nothing here reads the viewer. The workflow JSON only ever leaves as the parameter-elided
 * preview (docs/product-rules.md §3); the full file still goes through the download quota.
 */

const { flows, flowSlugs, users } = schema;

/** What the page shows of an approved public flow. */
export interface PublicFlow extends FlowSummary, FlowSafetyFields {
  /** The parameter-elided preview: names, types, positions and connections, no values. */
  metadata: unknown;
  metadataAccess: "preview";
  /** Read from the preview, so they are the same as on the signed-in page. */
  facts: FlowFacts;
}

export type PublicFlowResult =
  | { kind: "flow"; flow: PublicFlow }
  /** An old slug (a rename) or a legacy `url` address: answer 308 to `/fluxos/{slug}`. */
  | { kind: "redirect"; slug: string }
  /** Pending, rejected or private: only its author and admins may learn that it exists. */
  | { kind: "hidden"; id: string; authorId: string | null }
  | { kind: "missing" };

/**
 * Imported and seeded flows got a `url` ending in `/fluxos/{name}-{timestamp}` before slugs existed;
 * it is matched by its path only, since the origin differs between installs.
 */
const LEGACY_SLUG = /^[a-z0-9][a-z0-9-]{0,120}$/;

const isPublished = (flow: { status: string; isPublic: boolean }) => flow.status === "APPROVED" && flow.isPublic;

/**
 * The flow at `/fluxos/{slug}`: by its current slug, else by an old slug kept after a rename, else
 * by the end of its legacy `url`. A flow that is not published is `hidden` whichever way it was
 * found (an old address must not reveal its new one); a deleted flow is `missing`.
 */
export async function findPublicFlowBySlug(slug: string): Promise<PublicFlowResult> {
  if (!LEGACY_SLUG.test(slug)) return { kind: "missing" };
  if (SLUG_PATTERN.test(slug)) {
    const row = await readFlowRow(eq(flows.slug, slug));
    if (row) return isPublished(row) ? { kind: "flow", flow: toPublicFlow(row) } : { kind: "hidden", id: row.id, authorId: row.authorId };
  }
  const moved = await findMovedFlow(slug);
  if (!moved) return { kind: "missing" };
  if (!isPublished(moved)) return { kind: "hidden", id: moved.id, authorId: moved.authorId };
  return moved.slug === slug ? { kind: "missing" } : { kind: "redirect", slug: moved.slug };
}

/**
 * The published flow with this id, as its page shows it to every member alike (`/flow/{id}` from the
 * shared page cache); null for any other flow, whose page renders for its viewer alone.
 */
export async function findPublishedFlowById(id: string): Promise<PublicFlow | null> {
  const row = await readFlowRow(eq(flows.id, id));
  return row && isPublished(row) ? toPublicFlow(row) : null;
}

async function readFlowRow(where: SQL) {
  const [row] = await db
    .select({ ...flowCardColumns, metadata: flows.metadata, safety: flows.safety, n8nCompat: flows.n8nCompat })
    .from(flows)
    .leftJoin(users, eq(users.id, flows.authorId))
    .where(where)
    .limit(1);
  return row;
}

function toPublicFlow({ metadata, safety, n8nCompat, ...summary }: NonNullable<Awaited<ReturnType<typeof readFlowRow>>>): PublicFlow {
  const preview = previewMetadata(metadata, summary.platform);
  return {
    ...toFlowSummary(summary),
    metadata: preview,
    metadataAccess: "preview",
    facts: extractFlowFacts(summary.platform, preview),
    safety: previewReport(safety),
    compatibility: n8nCompat ?? null,
  };
}

const movedColumns = { id: flows.id, slug: flows.slug, status: flows.status, isPublic: flows.isPublic, authorId: flows.authorId };

/** A flow that answered at `slug` before: an old slug first, then the legacy `url` suffix. */
async function findMovedFlow(slug: string) {
  const [renamed] = await db.select(movedColumns).from(flowSlugs).innerJoin(flows, eq(flows.id, flowSlugs.flowId)).where(eq(flowSlugs.slug, slug)).limit(1);
  if (renamed) return renamed;
  // The slug pattern leaves no `%` or `_` to escape; the trigram index on `url` serves the suffix match.
  const [legacy] = await db
    .select(movedColumns)
    .from(flows)
    .where(like(flows.url, `%/fluxos/${slug}`))
    // Two flows could share an old address: the published one answers for it.
    .orderBy(sql`(${flows.status} = 'APPROVED' and ${flows.isPublic}) desc`, flows.createdAt)
    .limit(1);
  return legacy ?? null;
}

/** What the shared image of a flow shows; null unless it is published. */
export interface PublicFlowCard {
  name: string;
  platform: FlowSummary["platform"];
  complexity: NonNullable<FlowSummary["complexity"]>;
  nodeCount: number;
}

export async function findPublicFlowCard(slug: string): Promise<PublicFlowCard | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const [row] = await db
    .select({ name: flows.name, platform: flows.platform, complexity: flows.complexity, nodeCount: flows.nodeCount })
    .from(flows)
    .where(and(eq(flows.slug, slug), eq(flows.status, "APPROVED"), eq(flows.isPublic, true)))
    .limit(1);
  return row ? { ...row, complexity: row.complexity as PublicFlowCard["complexity"] } : null;
}
