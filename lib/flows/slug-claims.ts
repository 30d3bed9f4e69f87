import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { schema, type Database, type Transaction } from "@/db";
import { baseSlug, slugFitsName } from "./slug";

/** Candidates in order: the name itself, then -2 … -9, then a random tail that cannot realistically repeat. */
function candidates(base: string): string[] {
  const tail = crypto.randomUUID().replace(/-/g, "").slice(0, 8);
  return [base, ...Array.from({ length: 8 }, (_, i) => `${base}-${i + 2}`), `${base}-${tail}`];
}

/**
 * The first free slug for a name: not the current slug of another flow, nor an old slug of another
 * flow (old slugs keep redirecting). A flow's own old slug may come back to it. The unique index
 * settles two flows racing for the same candidate.
 */
export async function claimSlug(tx: Database | Transaction, name: string, flowId?: string): Promise<string> {
  const options = candidates(baseSlug(name));
  const taken = await tx
    .select({ slug: schema.flows.slug })
    .from(schema.flows)
    .where(and(inArray(schema.flows.slug, options), flowId ? ne(schema.flows.id, flowId) : sql`true`))
    .union(
      tx
        .select({ slug: schema.flowSlugs.slug })
        .from(schema.flowSlugs)
        .where(and(inArray(schema.flowSlugs.slug, options), flowId ? ne(schema.flowSlugs.flowId, flowId) : sql`true`)),
    );
  const used = new Set(taken.map((r) => r.slug));
  return options.find((s) => !used.has(s))!;
}

/**
 * The slug a flow gets when renamed: one from its new name, while its old one is kept to answer
 * 308. Call inside the transaction that changes the name, and store the result with it.
 */
export async function renewSlug(tx: Transaction, flow: { id: string; slug: string }, newName: string): Promise<string> {
  if (slugFitsName(flow.slug, newName)) return flow.slug;
  const slug = await claimSlug(tx, newName, flow.id);
  await tx.delete(schema.flowSlugs).where(and(eq(schema.flowSlugs.slug, slug), eq(schema.flowSlugs.flowId, flow.id)));
  await tx.insert(schema.flowSlugs).values({ slug: flow.slug, flowId: flow.id }).onConflictDoNothing();
  return slug;
}
