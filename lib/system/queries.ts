import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { db, schema, selectRows } from "@/db";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import { env, isDemoMode } from "@/lib/env";
import { REMOVED_AUTHOR } from "@/lib/flows/dto";
import { getMailQueueStatus, type MailQueueStatus } from "@/lib/mail/queue-status";
import { getMailer } from "@/lib/mail/send";
import { dayRange, fillDays, saoPauloDay, STATS_TIME_ZONE, type DayCount } from "./daily-series";
import type { AdminStats, PublicStats, SystemInfo } from "./dto";
import { checkHealth } from "./health";
import { log } from "@/lib/log";

const MAX_AGE_MS = 5 * 60_000;
let cached: { stats: PublicStats; at: number } | undefined;

/**
 * Published flows, active accounts and downloads, read at most every 5 minutes per process: the
 * figures are shown rounded down, so a few minutes late changes nothing a visitor can see. The flow
 * count is the `flows_facets` trigger's ('all', '') row (docs/product-rules.md §18).
 */
export async function getPublicStats(now = Date.now()): Promise<PublicStats> {
  if (cached && now - cached.at < MAX_AGE_MS) return cached.stats;
  const [row] = await selectRows<{ flows: number | null; users: number; downloads: number }>(
    db,
    sql`select (select count from flow_facets where kind = 'all' and value = '') as flows,
               (select count(*)::int from users where status = 'ACTIVE') as users,
               (select count(*)::int from downloads) as downloads`,
  );
  const stats = { flows: row?.flows ?? 0, users: row?.users ?? 0, downloads: row?.downloads ?? 0 };
  cached = { stats, at: now };
  return stats;
}

/** Days plotted by the downloads chart. */
const DOWNLOAD_DAYS = 30;

/**
 * One grouped query over the `downloads_created_idx` range. The window starts at midnight in São
 * Paulo of the first day, computed here so that the query and the day list agree.
 */
async function downloadsPerDay(now = new Date()): Promise<DayCount[]> {
  const days = dayRange(saoPauloDay(now), DOWNLOAD_DAYS);
  const rows = await selectRows<{ date: string; count: number }>(
    db,
    sql`select to_char((created_at at time zone ${STATS_TIME_ZONE})::date, 'YYYY-MM-DD') as date, count(*)::int as count
        from downloads
        where created_at >= (${days[0]}::date)::timestamp at time zone ${STATS_TIME_ZONE}
        group by 1`,
  );
  return fillDays(
    days,
    rows.map((r) => ({ date: r.date, count: Number(r.count) })),
  );
}

/** Admin overview (docs/product-rules.md §13) in four queries (admins only). */
export async function getAdminStats(viewer: Pick<Viewer, "role">): Promise<AdminStats> {
  assertAdmin(viewer);
  const [[u], [f], top, perDay] = await Promise.all([
    selectRows<{ total: number; recent: number; previous: number; active: number; downloads: number; reviews: number }>(
      db,
      sql`select count(*)::int as total,
            count(*) filter (where created_at >= now() - interval '30 days')::int as recent,
            count(*) filter (where created_at >= now() - interval '60 days' and created_at < now() - interval '30 days')::int as previous,
            count(*) filter (where status = 'ACTIVE')::int as active,
            (select count(*)::int from downloads) as downloads,
            (select count(*)::int from reviews) as reviews
          from users`,
    ),
    selectRows<{ total: number; public: number; pending: number }>(
      db,
      sql`select count(*)::int as total,
            count(*) filter (where is_public)::int as public,
            count(*) filter (where status = 'PENDING')::int as pending
          from flows`,
    ),
    db
      .select({
        id: schema.flows.id,
        name: schema.flows.name,
        authorName: schema.users.name,
        downloadCount: schema.flows.downloadCount,
        score: schema.flows.score,
        reviewCount: schema.flows.reviewCount,
      })
      .from(schema.flows)
      .leftJoin(schema.users, eq(schema.users.id, schema.flows.authorId))
      .orderBy(desc(schema.flows.downloadCount), desc(schema.flows.score))
      .limit(5),
    downloadsPerDay(),
  ]);
  const users = u ?? { total: 0, recent: 0, previous: 0, active: 0, downloads: 0, reviews: 0 };
  const flows = f ?? { total: 0, public: 0, pending: 0 };
  const growth = users.previous === 0 ? (users.recent > 0 ? 100 : 0) : ((users.recent - users.previous) / users.previous) * 100;
  return {
    overview: {
      totalUsers: users.total,
      recentUsers: users.recent,
      activeUsers: users.active,
      totalFlows: flows.total,
      publicFlows: flows.public,
      privateFlows: flows.total - flows.public,
      pendingFlows: flows.pending,
      totalDownloads: users.downloads,
      avgDownloadsPerUser: users.total === 0 ? 0 : Math.round((users.downloads / users.total) * 10) / 10,
      totalReviews: users.reviews,
    },
    topFlows: top.map((t) => ({
      id: t.id,
      name: t.name,
      author: { name: t.authorName ?? REMOVED_AUTHOR },
      downloadCount: t.downloadCount,
      score: Math.round(t.score * 10) / 10,
      reviewCount: t.reviewCount,
    })),
    growth: { usersGrowthRate: Math.round(growth * 10) / 10 },
    downloadsPerDay: perDay,
  };
}

async function mailQueue(): Promise<MailQueueStatus | null> {
  try {
    return await getMailQueueStatus();
  } catch (error) {
    log.error({ err: error }, "Não foi possível ler a fila de e-mails");
    return null;
  }
}

async function databaseSize(): Promise<number | null> {
  try {
    const [row] = await selectRows<{ size: string | number }>(db, sql`select pg_database_size(current_database()) as size`);
    return row ? Number(row.size) : null;
  } catch (error) {
    log.error({ err: error }, "Não foi possível medir o banco de dados");
    return null;
  }
}

/**
 * Read-only health for the panel's Sistema tab (admins only). The providers are reported the way the
 * app picks them (lib/mail/send, lib/payments/gateway); no secret, not even its length, leaves the server.
 */
export async function getSystemInfo(viewer: Pick<Viewer, "role">): Promise<SystemInfo> {
  assertAdmin(viewer);
  const [health, sizeBytes, queue] = await Promise.all([checkHealth(), databaseSize(), mailQueue()]);
  const demoMode = isDemoMode();
  return {
    version: health.version,
    demoMode,
    database: { ...health.database, sizeBytes: health.database.reachable ? sizeBytes : null },
    email: getMailer().kind,
    mailQueue: queue,
    payments: demoMode ? "demo" : env().MERCADOPAGO_ACCESS_TOKEN ? "mercadopago" : "unconfigured",
  };
}
