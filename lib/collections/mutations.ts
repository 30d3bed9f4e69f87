import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { db, schema, selectRows, writeTransaction, type Transaction } from "@/db";
import { sqlState } from "@/db/errors";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import { FLOW_NOT_FOUND } from "@/lib/flows/detail";
import { visibleTo } from "@/lib/flows/queries";
import { slugify } from "@/lib/format";
import { AppError } from "@/lib/http/errors";
import { enforceRateLimits } from "@/lib/security/rate-limit";
import { COLLECTION_LIMITS, COLLECTION_NOT_FOUND, collectionIdSchema, type CreateCollectionInput, type UpdateCollectionInput } from "./schemas";

/*
 * Writing collections (docs/product-rules.md, "Coleções"). Only the owner changes a collection (an
 * admin features it or deletes it); to anyone else a collection they may not change does not exist
 * (404). Each change to the list runs with the collection's row locked, so parallel additions keep
 * the limits and the positions, and moves `updated_at`: the public page's cache key reads it.
 */

const { collections, collectionFlows, flows } = schema;

type Member = Pick<Viewer, "id" | "role" | "emailVerifiedAt">;

export const PUBLISH_NEEDS_EMAIL = "Confirme seu e-mail para tornar uma coleção pública.";
export const TOO_MANY_COLLECTIONS = `Você já tem ${COLLECTION_LIMITS.perMember} coleções. Exclua uma para criar outra.`;
export const COLLECTION_FULL = `Esta coleção já tem ${COLLECTION_LIMITS.flowsMax} fluxos, o máximo.`;
export const NOT_IN_COLLECTION = "Um dos fluxos não está nesta coleção.";
export const FEATURE_NEEDS_PUBLIC = "Só uma coleção pública pode ser destacada.";

/** Limits per member: creating is rarer than filling (docs/product-rules.md, "Coleções"). */
const createRules = (userId: string) => [
  { key: `collections:create:user:${userId}`, limit: 10, windowSeconds: 60 * 60 },
  { key: `collections:create:day:user:${userId}`, limit: 30, windowSeconds: 24 * 60 * 60 },
];
const writeRules = (userId: string) => [
  { key: `collections:write:user:${userId}`, limit: 120, windowSeconds: 60 },
  { key: `collections:write:hour:user:${userId}`, limit: 1_000, windowSeconds: 60 * 60 },
];

const RATE_MESSAGE = "Muitas alterações em coleções. Aguarde um pouco e tente novamente.";

function parseId(id: string): string {
  const parsed = collectionIdSchema.safeParse(id);
  if (!parsed.success) throw new AppError("NOT_FOUND", COLLECTION_NOT_FOUND);
  return parsed.data;
}

function assertMayPublish(viewer: Member, isPublic: boolean | undefined) {
  if (isPublic && !viewer.emailVerifiedAt) throw new AppError("EMAIL_NOT_VERIFIED", PUBLISH_NEEDS_EMAIL);
}

/** Six letters or digits: the slug's suffix, so two collections of the same name get two addresses. */
function slugSuffix(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  return Array.from(randomBytes(6), (byte) => alphabet[byte % alphabet.length]).join("");
}

function newSlug(name: string): string {
  return `${slugify(name, "colecao").slice(0, 50).replace(/-+$/, "")}-${slugSuffix()}`;
}

export interface CreatedCollection {
  id: string;
  slug: string;
  name: string;
  description: string;
  isPublic: boolean;
  createdAt: string;
}

/** `POST /api/collections`: a new collection of the member's, at most COLLECTION_LIMITS.perMember. */
export async function createCollection({ viewer, input }: { viewer: Member; input: CreateCollectionInput }): Promise<CreatedCollection> {
  assertMayPublish(viewer, input.isPublic);
  await enforceRateLimits(createRules(viewer.id), RATE_MESSAGE);
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeTransaction(async (tx) => {
        // The member's row, locked: two parallel creations cannot both pass the limit.
        await tx.execute(sql`select 1 from users where id = ${viewer.id} for update`);
        const [counted] = await selectRows<{ total: number }>(tx, sql`select count(*)::int as total from collections where owner_id = ${viewer.id}`);
        if (Number(counted?.total ?? 0) >= COLLECTION_LIMITS.perMember) throw new AppError("CONFLICT", TOO_MANY_COLLECTIONS);
        const [row] = await tx
          .insert(collections)
          .values({ ownerId: viewer.id, slug: newSlug(input.name), name: input.name, description: input.description, isPublic: input.isPublic })
          .returning();
        return {
          id: row!.id,
          slug: row!.slug,
          name: row!.name,
          description: row!.description,
          isPublic: row!.isPublic,
          createdAt: row!.createdAt.toISOString(),
        };
      });
    } catch (error) {
      // A slug taken by another collection at the same moment (36^6 suffixes): a new one.
      if (sqlState(error) === "23505" && attempt < 3) continue;
      throw error;
    }
  }
}

/** The member's collection `id`, locked for the change; NOT_FOUND when it is not theirs. */
async function lockOwn(tx: Transaction, id: string, viewer: Pick<Viewer, "id">) {
  const [row] = await tx
    .select({ id: collections.id, isPublic: collections.isPublic, name: collections.name, description: collections.description })
    .from(collections)
    .where(and(eq(collections.id, id), eq(collections.ownerId, viewer.id)))
    .for("update");
  if (!row) throw new AppError("NOT_FOUND", COLLECTION_NOT_FOUND);
  return row;
}

/** Whether the change rewrites the collection's name or description. */
function textChanges(current: { name: string; description: string }, input: UpdateCollectionInput): boolean {
  return (input.name !== undefined && input.name !== current.name) || (input.description !== undefined && input.description !== current.description);
}

const touch = (tx: Transaction, id: string) =>
  tx
    .update(collections)
    .set({ updatedAt: sql`now()` })
    .where(eq(collections.id, id));

/** `PATCH /api/collections/{id}`: name, description, public or private. Made private, it stops being featured. */
export async function updateCollection({ id, viewer, input }: { id: string; viewer: Member; input: UpdateCollectionInput }) {
  const collectionId = parseId(id);
  assertMayPublish(viewer, input.isPublic);
  await enforceRateLimits(writeRules(viewer.id), RATE_MESSAGE);
  return writeTransaction(async (tx) => {
    const row0 = await lockOwn(tx, collectionId, viewer);
    const [row] = await tx
      .update(collections)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.isPublic !== undefined ? { isPublic: input.isPublic } : {}),
        // Featuring approved the text as it was: a new name or description, or a private list, ends it
        // (an admin features it again after a look), so no one swaps the text of a featured list.
        ...(input.isPublic === false || textChanges(row0, input) ? { featuredAt: null } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(collections.id, collectionId))
      .returning();
    return {
      id: row!.id,
      slug: row!.slug,
      name: row!.name,
      description: row!.description,
      isPublic: row!.isPublic,
      featured: row!.featuredAt !== null,
      updatedAt: row!.updatedAt.toISOString(),
    };
  });
}

/** `DELETE /api/collections/{id}`: by its owner, or by an admin (a collection that breaks the rules). */
export async function deleteCollection({ id, viewer }: { id: string; viewer: Pick<Viewer, "id" | "role"> }): Promise<{ id: string; deleted: true }> {
  const collectionId = parseId(id);
  await enforceRateLimits(writeRules(viewer.id), RATE_MESSAGE);
  const owned = viewer.role === "ADMIN" ? undefined : eq(collections.ownerId, viewer.id);
  const deleted = await db
    .delete(collections)
    .where(and(eq(collections.id, collectionId), owned))
    .returning({ id: collections.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", COLLECTION_NOT_FOUND);
  return { id: collectionId, deleted: true };
}

export interface CollectionFlowState {
  collectionId: string;
  flowId: string;
  inCollection: boolean;
  /** Its place in the collection (1 first) when it is in it. */
  position: number | null;
}

/**
 * `POST /api/collections/{id}/flows`: the flow goes to the end of the collection. A flow the member
 * cannot see is NOT_FOUND; one already there stays where it is (`added` false).
 */
export async function addFlowToCollection({
  id,
  flowId,
  viewer,
}: {
  id: string;
  flowId: string;
  viewer: Member;
}): Promise<CollectionFlowState & { added: boolean }> {
  const collectionId = parseId(id);
  await enforceRateLimits(writeRules(viewer.id), RATE_MESSAGE);
  try {
    return await writeTransaction(async (tx) => {
      await lockOwn(tx, collectionId, viewer);
      const [flow] = await tx
        .select({ id: flows.id })
        .from(flows)
        .where(and(eq(flows.id, flowId), visibleTo(viewer)))
        .limit(1);
      if (!flow) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
      const [existing] = await tx
        .select({ position: collectionFlows.position })
        .from(collectionFlows)
        .where(and(eq(collectionFlows.collectionId, collectionId), eq(collectionFlows.flowId, flowId)));
      if (existing) return { collectionId, flowId, inCollection: true, position: existing.position, added: false };
      const [list] = await selectRows<{ total: number; last: number | null }>(
        tx,
        sql`select count(*)::int as total, max(position) as last from collection_flows where collection_id = ${collectionId}`,
      );
      if (Number(list?.total ?? 0) >= COLLECTION_LIMITS.flowsMax) throw new AppError("CONFLICT", COLLECTION_FULL);
      const position = Number(list?.last ?? 0) + 1;
      await tx.insert(collectionFlows).values({ collectionId, flowId, position });
      await touch(tx, collectionId);
      return { collectionId, flowId, inCollection: true, position, added: true };
    });
  } catch (error) {
    // The flow was deleted between the read and the insert.
    if (sqlState(error) === "23503") throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
    throw error;
  }
}

/** `DELETE /api/collections/{id}/flows`: takes the flow out (not there is fine). */
export async function removeFlowFromCollection({ id, flowId, viewer }: { id: string; flowId: string; viewer: Member }): Promise<CollectionFlowState> {
  const collectionId = parseId(id);
  await enforceRateLimits(writeRules(viewer.id), RATE_MESSAGE);
  return writeTransaction(async (tx) => {
    await lockOwn(tx, collectionId, viewer);
    const removed = await tx
      .delete(collectionFlows)
      .where(and(eq(collectionFlows.collectionId, collectionId), eq(collectionFlows.flowId, flowId)))
      .returning({ flowId: collectionFlows.flowId });
    if (removed.length > 0) await touch(tx, collectionId);
    return { collectionId, flowId, inCollection: false, position: null };
  });
}

/**
 * `PUT /api/collections/{id}/flows`: the listed flows first, in the given order; the collection's
 * other flows (those the member no longer sees, say) keep their order after them. An id that is
 * not in the collection is refused and nothing changes.
 */
export async function reorderCollection({
  id,
  flowIds,
  viewer,
}: {
  id: string;
  flowIds: string[];
  viewer: Member;
}): Promise<{ collectionId: string; flowIds: string[] }> {
  const collectionId = parseId(id);
  await enforceRateLimits(writeRules(viewer.id), RATE_MESSAGE);
  return writeTransaction(async (tx) => {
    await lockOwn(tx, collectionId, viewer);
    const current = await tx
      .select({ flowId: collectionFlows.flowId })
      .from(collectionFlows)
      .where(eq(collectionFlows.collectionId, collectionId))
      .orderBy(collectionFlows.position, collectionFlows.createdAt, collectionFlows.flowId);
    const present = new Set(current.map((row) => row.flowId));
    if (flowIds.some((flowId) => !present.has(flowId))) throw new AppError("INVALID_INPUT", NOT_IN_COLLECTION);
    const listed = new Set(flowIds);
    const order = [...flowIds, ...current.map((row) => row.flowId).filter((flowId) => !listed.has(flowId))];
    // One statement: each flow's new position is its place in the array.
    const ids = sql.join(
      order.map((flowId) => sql`${flowId}::uuid`),
      sql`, `,
    );
    await tx.execute(sql`update collection_flows cf set position = o.position::int
      from unnest(array[${ids}]) with ordinality as o(flow_id, position)
      where cf.collection_id = ${collectionId} and cf.flow_id = o.flow_id`);
    await touch(tx, collectionId);
    return { collectionId, flowIds: order };
  });
}

/** An admin features a public collection (or stops featuring it): n8n's collections and the landing page. */
export async function setCollectionFeatured({ id, featured, viewer }: { id: string; featured: boolean; viewer: Pick<Viewer, "role"> }) {
  assertAdmin(viewer);
  const collectionId = parseId(id);
  const [row] = await db.select({ isPublic: collections.isPublic }).from(collections).where(eq(collections.id, collectionId));
  if (!row) throw new AppError("NOT_FOUND", COLLECTION_NOT_FOUND);
  if (featured && !row.isPublic) throw new AppError("CONFLICT", FEATURE_NEEDS_PUBLIC);
  const [updated] = await db
    .update(collections)
    .set({ featuredAt: featured ? sql`coalesce(${collections.featuredAt}, now())` : null })
    .where(and(eq(collections.id, collectionId), featured ? eq(collections.isPublic, true) : undefined))
    .returning({ featuredAt: collections.featuredAt });
  if (!updated) throw new AppError("CONFLICT", FEATURE_NEEDS_PUBLIC);
  return { id: collectionId, featured: updated.featuredAt !== null };
}
