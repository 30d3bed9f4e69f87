import "server-only";
import { sql } from "drizzle-orm";
import { db, selectRows } from "@/db";

export interface UserSummary {
  total: number;
  active: number;
  inactive: number;
  banned: number;
  admins: number;
  /** Sign-ups in the last 30 days. */
  recent: number;
}

/** The headline figures of the 'Usuários' tab, in one pass over users. */
export async function getUserSummary(): Promise<UserSummary> {
  const [row] = await selectRows<Record<keyof UserSummary, number>>(
    db,
    sql`select count(*)::int as total,
          count(*) filter (where status = 'ACTIVE')::int as active,
          count(*) filter (where status = 'INACTIVE')::int as inactive,
          count(*) filter (where status = 'BANNED')::int as banned,
          count(*) filter (where role = 'ADMIN')::int as admins,
          count(*) filter (where created_at >= now() - interval '30 days')::int as recent
        from users`,
  );
  return row ?? { total: 0, active: 0, inactive: 0, banned: 0, admins: 0, recent: 0 };
}
