import "server-only";
import { and, count, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema, writeTransaction } from "@/db";
import { sqlState } from "@/db/errors";
import { queueEmailChangeMails } from "@/lib/auth/account-mail";
import { assertPermanentEmail } from "@/lib/auth/disposable-mail";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { assertPasswordAllowed } from "@/lib/auth/password-policy";
import { endAllSessions, startSession } from "@/lib/auth/session";
import { assertAdmin, NOT_ADMIN_ANYMORE, type Viewer } from "@/lib/auth/viewer";
import { AppError, forbidden } from "@/lib/http/errors";
import { kickMailWorker } from "@/lib/mail/worker";
import { clearVerificationOnBlock } from "@/lib/authors/verification";
import { scheduleRatingPriorRefresh } from "@/lib/flows/rating-rank";
import { refreshFlowScore } from "@/lib/reviews/mutations";
import { toAdminUserDTO, type AdminUserDTO, type UpdatedProfile } from "./dto";
import { limitEmailChange, limitPasswordCheck } from "./rate-limits";
import { adminUserColumns } from "./queries";
import { PROFILE_MESSAGES, type ChangePasswordInput, type CreateUserInput, type UpdateProfileInput, type UpdateUserInput } from "./schemas";

const { flows, oneTimeTokens, reviews, users } = schema;

const USER_NOT_FOUND = "Usuário não encontrado";
export const LAST_ADMIN = "Não é possível remover o último administrador.";
const SIGNED_OUT = "Usuário não autenticado. Faça login novamente.";
/** Two texts for one conflict: the profile speaks to the account's owner, the admin table to an admin. */
const EMAIL_IN_USE = "Este email já está em uso por outra conta.";
const EMAIL_TAKEN = "Email já cadastrado";
const SELF_DELETE = "Você não pode excluir a sua própria conta de administrador.";
const SELF_DEMOTE = "Você não pode remover o seu próprio acesso de administrador.";
const SELF_BLOCK = "Você não pode banir ou desativar a sua própria conta.";
const LAST_ADMIN_DEMOTE = "Não é possível rebaixar o último administrador.";
const LAST_ADMIN_BLOCK = "Não é possível banir ou desativar o último administrador ativo.";

/** An error shown under one field of the form that sent the request. */
const fieldError = (code: "INVALID_INPUT" | "INVALID_CREDENTIALS" | "EMAIL_TAKEN", field: string, message: string) =>
  new AppError(code, message, { details: { fieldErrors: { [field]: [message] } } });

const emailTaken = (message: string) => fieldError("EMAIL_TAKEN", "email", message);

/**
 * Re-checks the signed-in user's password before a sensitive change, under the same kind of budget
 * as failed logins (429 past it; a right password gives its attempt back). A wrong one is `wrong`,
 * an error on the form's field: the session itself is fine and the client must not treat it as
 * signed out.
 */
async function checkCurrentPassword(ip: string, userId: string, password: string, wrong: () => AppError) {
  const refund = await limitPasswordCheck(ip, userId);
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError("UNAUTHENTICATED", SIGNED_OUT);
  if (!(await verifyPassword(row.passwordHash, password))) throw wrong();
  await refund();
}

/**
 * Changes the viewer's name and asks for a new e-mail. The new address waits in `pending_email`
 * until its owner follows the link sent to it (lib/auth/mutations.ts verifyEmail); until then the
 * old address stays the login, and it is told about the change. Both mails are queued in the
 * transaction of the change.
 */
export async function updateProfile({
  ip,
  viewer,
  input,
}: {
  /** The client's address (lib/http/request.ts clientIp): current-password attempts are limited per address. */
  ip: string;
  viewer: Pick<Viewer, "id" | "email">;
  input: UpdateProfileInput;
}): Promise<UpdatedProfile> {
  const emailChanged = input.email !== viewer.email;
  if (emailChanged) {
    // Before the password: a refused address must not spend a current-password attempt.
    assertPermanentEmail(input.email);
    // docs/product-rules.md §9: a session left open, or stolen, cannot move the account to another
    // mailbox. A wrong password here is a 401 INVALID_CREDENTIALS on the field.
    if (!input.currentPassword) throw fieldError("INVALID_INPUT", "currentPassword", PROFILE_MESSAGES.emailChangePassword);
    await checkCurrentPassword(ip, viewer.id, input.currentPassword, () =>
      fieldError("INVALID_CREDENTIALS", "currentPassword", PROFILE_MESSAGES.wrongPassword),
    );
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email), ne(users.id, viewer.id)))
      .limit(1);
    if (taken) throw emailTaken(EMAIL_IN_USE);
    await limitEmailChange(viewer.id);
  }
  const row = await writeTransaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ name: input.name, ...(emailChanged ? { pendingEmail: input.email } : {}), updatedAt: sql`now()` })
      .where(eq(users.id, viewer.id))
      .returning();
    // Creating the EMAIL_CHANGE token also retires the link of an earlier request.
    if (updated && emailChanged) await queueEmailChangeMails(tx, updated, input.email);
    return updated;
  });
  if (!row) throw new AppError("UNAUTHENTICATED", SIGNED_OUT);
  if (emailChanged) kickMailWorker();
  return {
    user: { name: row.name, email: row.email, emailVerified: row.emailVerifiedAt !== null, pendingEmail: row.pendingEmail },
    emailChanged,
    verificationSent: emailChanged,
  };
}

/**
 * Sets a new password after checking the current one. docs/product-rules.md §8: every other session ends, so the
 * token version is bumped (older cookies and Bearer tokens stop working) and the caller gets a fresh
 * token for the new version, which the route sets as their cookie. Pending reset links die too, and
 * so does a pending e-mail change: whoever asked for it with the old password must ask again.
 */
export async function changePassword({
  ip,
  viewer,
  input,
}: {
  ip: string;
  viewer: Pick<Viewer, "id">;
  input: ChangePasswordInput;
}): Promise<{ token: string }> {
  assertPasswordAllowed(input.newPassword, "newPassword");
  await checkCurrentPassword(ip, viewer.id, input.currentPassword, () => fieldError("INVALID_INPUT", "currentPassword", PROFILE_MESSAGES.wrongPassword));
  const passwordHash = await hashPassword(input.newPassword);
  const row = await writeTransaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, pendingEmail: null, updatedAt: sql`now()` })
      .where(eq(users.id, viewer.id))
      .returning({ id: users.id, tokenVersion: users.tokenVersion });
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(oneTimeTokens.userId, viewer.id), inArray(oneTimeTokens.purpose, ["PASSWORD_RESET", "EMAIL_CHANGE"]), isNull(oneTimeTokens.usedAt)));
    return updated;
  });
  if (!row) throw new AppError("UNAUTHENTICATED", SIGNED_OUT);
  await endAllSessions(row.id);
  return { token: await startSession(row) };
}

/**
 * LGPD self-service deletion (DELETE /api/users/profile): the password is confirmed first, then the
 * one deletion routine runs (reviews go and scores are recomputed, unpublished flows go, approved
 * flows stay as 'Usuário removido'; the last ADMIN is refused with 409 and nothing changes).
 */
export async function closeAccount({ ip, viewer, password }: { ip: string; viewer: Pick<Viewer, "id">; password: string }): Promise<void> {
  await checkCurrentPassword(ip, viewer.id, password, () => fieldError("INVALID_INPUT", "password", "Senha incorreta"));
  await deleteUserAccount(viewer.id);
}

/**
 * docs/product-rules.md §14: the user's reviews go (and the scores they fed are recomputed), their
 * unpublished flows go, their approved flows stay credited to 'Usuário removido' (author set null),
 * download history and tokens cascade, contributions stay for the books with the user unset.
 * The last active ADMIN can never be removed. Every admin row is locked in id order before the
 * target, the same order as the admin edits take, so concurrent deletions and demotions serialise
 * instead of deadlocking, and an acting admin (`actorId`) is re-checked under that lock.
 */
async function deleteUserAccount(userId: string, { actorId }: { actorId?: string } = {}): Promise<void> {
  await writeTransaction(async (tx) => {
    const admins = await tx.select({ id: users.id, status: users.status }).from(users).where(eq(users.role, "ADMIN")).orderBy(users.id).for("update");
    if (actorId && !admins.some((a) => a.id === actorId && a.status === "ACTIVE")) {
      throw new AppError("FORBIDDEN", NOT_ADMIN_ANYMORE);
    }
    const [target] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, userId)).for("update");
    if (!target) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
    if (target.role === "ADMIN" && !admins.some((a) => a.id !== userId && a.status === "ACTIVE")) {
      throw new AppError("CONFLICT", LAST_ADMIN);
    }

    const reviewed = await tx.delete(reviews).where(eq(reviews.userId, userId)).returning({ flowId: reviews.flowId });
    await tx.delete(flows).where(and(eq(flows.authorId, userId), ne(flows.status, "APPROVED")));
    // Sorted so concurrent deletions lock flow rows in the same order and cannot deadlock.
    const flowIds = [...new Set(reviewed.map((r) => r.flowId))].sort();
    for (const flowId of flowIds) {
      await tx.select({ id: flows.id }).from(flows).where(eq(flows.id, flowId)).for("update");
      await refreshFlowScore(tx, flowId);
    }
    // Approved flows survive through `on delete set null` on their author.
    await tx.delete(users).where(eq(users.id, userId));
  });
  // The removed reviews may move the catalogue mean the rating rank leans on.
  scheduleRatingPriorRefresh(db);
}

// The admin users table (docs/product-rules.md §13): each function checks the role itself.

/** The admin acting; re-checked under lock where the last admin is at stake. */
type Actor = Pick<Viewer, "id" | "role">;

/** A malformed id is answered like an unknown one: 404 'Usuário não encontrado'. */
export function parseUserId(id: string): string {
  const parsed = z.uuid().safeParse(id);
  if (!parsed.success) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  return parsed.data;
}

/**
 * 'Novo Usuário': same password policy as sign-up. An account an admin creates is ACTIVE and
 * already e-mail-verified. The unique index on e-mail settles concurrent creations.
 */
export async function createUser({ viewer, input }: { viewer: Pick<Viewer, "role">; input: CreateUserInput }): Promise<AdminUserDTO> {
  assertAdmin(viewer);
  assertPasswordAllowed(input.password);
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({ name: input.name, email: input.email, passwordHash, role: input.role, status: "ACTIVE", emailVerifiedAt: new Date() })
    .onConflictDoNothing({ target: users.email })
    .returning(adminUserColumns);
  if (!row) throw emailTaken(EMAIL_TAKEN);
  return toAdminUserDTO(row);
}

/**
 * Edits name, e-mail, role and status (docs/product-rules.md §13): an admin can neither demote nor ban/deactivate
 * themselves, and an ADMIN only loses admin power while another active admin remains. A role change
 * or a ban/deactivation bumps the token version: every session of the user ends at once and stays
 * ended if reactivated.
 *
 * Locks: only the acting admin's row and the target's (admins first, in id order), FOR NO KEY UPDATE. That is what
 * keeps the last admin: the actor is re-checked as an active admin under the lock and cannot touch
 * themselves, so they are still an admin when this commits; an edit or deletion of the actor by
 * someone else locks the same row and queues (deletions lock every admin row, also in id order). NO
 * KEY UPDATE does not block the KEY SHARE locks that foreign keys take (a moderation recorded by one
 * of these admins, a download), and the rename's catalogue-version bump comes after the user rows,
 * the order every other write takes too.
 */
export async function updateUser({ viewer: actor, userId, input }: { viewer: Actor; userId: string; input: UpdateUserInput }): Promise<AdminUserDTO> {
  assertAdmin(actor);
  const id = parseUserId(userId);
  if (id === actor.id && input.role !== undefined && input.role !== "ADMIN") throw forbidden(SELF_DEMOTE);
  if (id === actor.id && input.status !== undefined && input.status !== "ACTIVE") throw forbidden(SELF_BLOCK);
  try {
    return await writeTransaction(async (tx) => {
      const locked = await tx
        .select(adminUserColumns)
        .from(users)
        .where(inArray(users.id, [...new Set([actor.id, id])]))
        // Admins first, each group in id order: the order a deletion locks rows in (every admin, then the target).
        .orderBy(sql`${users.role} <> 'ADMIN'`, users.id)
        .for("no key update");
      const acting = locked.find((u) => u.id === actor.id);
      if (acting?.role !== "ADMIN" || acting.status !== "ACTIVE") throw forbidden(NOT_ADMIN_ANYMORE);
      const target = locked.find((u) => u.id === id);
      if (!target) throw new AppError("NOT_FOUND", USER_NOT_FOUND);

      const demotes = input.role === "USER";
      const blocks = input.status !== undefined && input.status !== "ACTIVE";
      if (target.role === "ADMIN" && (demotes || blocks)) {
        // Always true while the actor (locked above, and not the target) stays an active admin; kept
        // as the rule itself, so that it holds whatever path reaches here.
        const [others] = await tx
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.role, "ADMIN"), eq(users.status, "ACTIVE"), ne(users.id, id)));
        if ((others?.n ?? 0) === 0) throw new AppError("CONFLICT", demotes ? LAST_ADMIN_DEMOTE : LAST_ADMIN_BLOCK);
      }

      if (input.email !== undefined && input.email !== target.email) {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, input.email), ne(users.id, id)))
          .limit(1);
        if (taken) throw emailTaken(EMAIL_TAKEN);
      }

      const roleChanged = input.role !== undefined && input.role !== target.role;
      const blocked = input.status !== undefined && input.status !== target.status && input.status !== "ACTIVE";
      // Before the update below, so the row it returns already shows the mark gone.
      if (blocked) await clearVerificationOnBlock(tx, { userId: id, adminId: actor.id, status: input.status === "BANNED" ? "BANNED" : "INACTIVE" });
      const [row] = await tx
        .update(users)
        .set({
          ...input,
          updatedAt: new Date(),
          ...(roleChanged || blocked ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        })
        .where(eq(users.id, id))
        .returning(adminUserColumns);
      return toAdminUserDTO(row!);
    });
  } catch (error) {
    // Two admins giving different users the same e-mail at once: the unique index decides.
    if (sqlState(error) === "23505") throw emailTaken(EMAIL_TAKEN);
    throw error;
  }
}

/**
 * Removes a user through the one deletion routine (reviews and scores, pending flows, approved flows
 * kept as 'Usuário removido', last-admin lock). An admin cannot delete their own account here.
 */
export async function deleteUser({ viewer: actor, userId }: { viewer: Actor; userId: string }): Promise<void> {
  assertAdmin(actor);
  const id = parseUserId(userId);
  if (id === actor.id) throw forbidden(SELF_DELETE);
  await deleteUserAccount(id, { actorId: actor.id });
}
