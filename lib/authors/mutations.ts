import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { ZodError } from "zod";
import { schema, writeTransaction } from "@/db";
import { sqlState } from "@/db/errors";
import type { Viewer } from "@/lib/auth/viewer";
import { AppError } from "@/lib/http/errors";
import { authorPath, handleSchema, HANDLE_MESSAGES } from "./handle";
import type { PublicProfileSettings, UpdatePublicProfileInput } from "./schemas";

const { userHandles, users } = schema;

const handleTaken = () => new AppError("CONFLICT", HANDLE_MESSAGES.taken, { details: { fieldErrors: { handle: [HANDLE_MESSAGES.taken] } } });

/**
 * Saves the viewer's creator page settings: what `input` holds changes, the rest stays.
 *
 * A new handle must meet the handle rules and be nobody else's, now or before: an earlier handle
 * keeps redirecting to its owner's page (user_handles), so only that owner may take it back. The
 * old handle is kept in the same transaction. The user row is locked first, so two saves of one
 * account run one after the other; two accounts racing for one handle are settled by the unique
 * indexes (409). `updated_at` moves with every save: the creator page's cache state reads it
 * (bio and links move no catalogue version).
 */
export async function updatePublicProfile({ viewer, input }: { viewer: Pick<Viewer, "id">; input: UpdatePublicProfileInput }): Promise<PublicProfileSettings> {
  try {
    return await writeTransaction(async (tx) => {
      const [current] = await tx.select({ handle: users.handle }).from(users).where(eq(users.id, viewer.id)).for("update");
      if (!current) throw new AppError("NOT_FOUND", "Usuário não encontrado");
      let handle = current.handle;
      if (input.handle !== undefined && input.handle !== current.handle) {
        const parsed = handleSchema.safeParse(input.handle);
        if (!parsed.success) throw new ZodError(parsed.error.issues.map((issue) => ({ ...issue, path: ["handle"] })));
        handle = parsed.data;
        const [other] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.handle, handle), ne(users.id, viewer.id)))
          .limit(1);
        const [earlier] = await tx
          .select({ userId: userHandles.userId })
          .from(userHandles)
          .where(and(eq(userHandles.handle, handle), ne(userHandles.userId, viewer.id)))
          .limit(1);
        if (other || earlier) throw handleTaken();
        // Taking back one's own earlier handle: it stops redirecting, and the current one starts.
        await tx.delete(userHandles).where(eq(userHandles.handle, handle));
        await tx.insert(userHandles).values({ handle: current.handle, userId: viewer.id }).onConflictDoNothing();
      }
      const [row] = await tx
        .update(users)
        .set({
          handle,
          ...(input.bio !== undefined && { bio: input.bio === "" ? null : input.bio }),
          ...(input.links !== undefined && { links: input.links }),
          ...(input.profilePublic !== undefined && { profilePublic: input.profilePublic }),
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, viewer.id))
        .returning({ handle: users.handle, bio: users.bio, links: users.links, profilePublic: users.profilePublic });
      return { ...row!, path: authorPath(row!.handle) };
    });
  } catch (error) {
    if (sqlState(error) === "23505") throw handleTaken();
    throw error;
  }
}
