import "server-only";
import { and, count, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { db, schema, selectRows, writeTransaction } from "@/db";
import { sqlState } from "@/db/errors";
import { FOLD_FROM, FOLD_TO, type User } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { assertPasswordAllowed } from "@/lib/auth/password-policy";
import type { Viewer } from "@/lib/auth/viewer";
import { AppError, forbidden } from "@/lib/http/errors";
import { deleteUserAccount, NOT_ADMIN_ANYMORE, USER_NOT_FOUND } from "@/lib/users/delete-account";
import type { AdminUserDTO, AdminUserList, CreateUserInput, ListUsersInput, UpdateUserInput } from "./user-schemas";

const { users } = schema;

type Actor = Pick<Viewer, "id">;

export const EMAIL_TAKEN = "Email já cadastrado";
const SELF_DELETE = "Você não pode excluir a sua própria conta de administrador.";
const SELF_DEMOTE = "Você não pode remover o seu próprio acesso de administrador.";
const SELF_BLOCK = "Você não pode banir ou desativar a sua própria conta.";
const LAST_ADMIN_DEMOTE = "Não é possível rebaixar o último administrador.";
const LAST_ADMIN_BLOCK = "Não é possível banir ou desativar o último administrador ativo.";

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  downloadCount: users.downloadCount,
  createdAt: users.createdAt,
  emailVerifiedAt: users.emailVerifiedAt,
};

type Row = Pick<User, keyof typeof columns>;

function toAdminUserDTO(row: Row): AdminUserDTO {
  const createdAt = row.createdAt.toISOString();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    downloadCount: row.downloadCount,
    createdAt,
    joinDate: createdAt,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

/** A malformed id is answered like an unknown one: 404 'Usuário não encontrado'. */
export function parseUserId(id: string): string {
  const parsed = z.uuid().safeParse(id);
  if (!parsed.success) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  return parsed.data;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Each word must appear in the name or the e-mail, ignoring case and accents (same folding as flows). */
function searchCondition(word: string): SQL {
  const haystack = sql`translate(lower(${users.name} || ' ' || ${users.email}), ${FOLD_FROM}, ${FOLD_TO})`;
  return sql`${haystack} like translate(lower(${`%${escapeLike(word)}%`}), ${FOLD_FROM}, ${FOLD_TO})`;
}

/** Admin users table (docs/product-rules.md §13): filtered, newest first, paginated, plus the four summary figures. */
export async function listUsers(input: ListUsersInput): Promise<AdminUserList> {
  const conditions: SQL[] = [];
  for (const word of input.search?.split(/\s+/).filter(Boolean) ?? []) conditions.push(searchCondition(word));
  if (input.status) conditions.push(eq(users.status, input.status));
  if (input.role) conditions.push(eq(users.role, input.role));
  const where = and(...conditions);
  const [rows, [totalRow], [summary]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ total: count() }).from(users).where(where),
    // Same definitions as the admin overview (lib/admin/stats), so both screens show the same figures.
    selectRows<{ total: number; active: number; downloads: number }>(
      db,
      sql`select count(*)::int as total,
            count(*) filter (where status = 'ACTIVE')::int as active,
            (select count(*)::int from downloads) as downloads
          from users`,
    ),
  ]);
  const total = totalRow?.total ?? 0;
  const s = summary ?? { total: 0, active: 0, downloads: 0 };
  return {
    users: rows.map(toAdminUserDTO),
    pagination: { page: input.page, limit: input.limit, total, pages: Math.ceil(total / input.limit) },
    summary: {
      totalUsers: s.total,
      activeUsers: s.active,
      totalDownloads: s.downloads,
      avgDownloadsPerUser: s.total === 0 ? 0 : Math.round((s.downloads / s.total) * 10) / 10,
    },
  };
}

/**
 * 'Novo Usuário': same password policy as sign-up. An account an admin creates is ACTIVE and
 * already e-mail-verified. The unique index on e-mail settles concurrent creations.
 */
export async function createUser(input: CreateUserInput): Promise<AdminUserDTO> {
  assertPasswordAllowed(input.password);
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({ name: input.name, email: input.email, passwordHash, role: input.role, status: "ACTIVE", emailVerifiedAt: new Date() })
    .onConflictDoNothing({ target: users.email })
    .returning(columns);
  if (!row) throw emailTaken();
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
export async function updateUser({ userId, input, actor }: { userId: string; input: UpdateUserInput; actor: Actor }): Promise<AdminUserDTO> {
  const id = parseUserId(userId);
  if (id === actor.id && input.role !== undefined && input.role !== "ADMIN") throw forbidden(SELF_DEMOTE);
  if (id === actor.id && input.status !== undefined && input.status !== "ACTIVE") throw forbidden(SELF_BLOCK);
  try {
    return await writeTransaction(async (tx) => {
      const locked = await tx
        .select(columns)
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
        if (taken) throw emailTaken();
      }

      const roleChanged = input.role !== undefined && input.role !== target.role;
      const blocked = input.status !== undefined && input.status !== target.status && input.status !== "ACTIVE";
      const [row] = await tx
        .update(users)
        .set({
          ...input,
          updatedAt: new Date(),
          ...(roleChanged || blocked ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        })
        .where(eq(users.id, id))
        .returning(columns);
      return toAdminUserDTO(row!);
    });
  } catch (error) {
    // Two admins giving different users the same e-mail at once: the unique index decides.
    if (sqlState(error) === "23505") throw emailTaken();
    throw error;
  }
}

/**
 * Removes a user through the one deletion routine (reviews and scores, pending flows, approved flows
 * kept as 'Usuário removido', last-admin lock). An admin cannot delete their own account here.
 */
export async function deleteUser({ userId, actor }: { userId: string; actor: Actor }): Promise<void> {
  const id = parseUserId(userId);
  if (id === actor.id) throw forbidden(SELF_DELETE);
  await deleteUserAccount(id, { actorId: actor.id });
}

function emailTaken() {
  return new AppError("EMAIL_TAKEN", EMAIL_TAKEN, { details: { fieldErrors: { email: [EMAIL_TAKEN] } } });
}
