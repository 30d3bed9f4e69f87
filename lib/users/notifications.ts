import "server-only";
import { eq, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { Viewer } from "@/lib/auth/viewer";
import type { NotificationsInput } from "./schemas";

const { users } = schema;

/** What the signed-in user asked to be told by e-mail (Meu Perfil → Novidades dos seus fluxos). */
export interface Notifications {
  /** An e-mail, at most daily, when a flow they downloaded gets a new version (lib/downloads/update-mail.ts). */
  flowUpdates: boolean;
}

export async function getNotifications(viewer: Pick<Viewer, "id">): Promise<Notifications> {
  const [row] = await db.select({ since: users.flowUpdatesSince }).from(users).where(eq(users.id, viewer.id)).limit(1);
  return { flowUpdates: row?.since != null };
}

/**
 * Turning the e-mail on makes versions published from now on news (one already on keeps its moment,
 * so a repeated call loses nothing); turning it off forgets it.
 */
export async function setNotifications(viewer: Pick<Viewer, "id">, input: NotificationsInput): Promise<Notifications> {
  await db
    .update(users)
    .set({ flowUpdatesSince: input.flowUpdates ? sql`coalesce(${users.flowUpdatesSince}, now())` : null })
    .where(eq(users.id, viewer.id));
  return { flowUpdates: input.flowUpdates };
}
