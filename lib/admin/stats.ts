import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { db, schema, selectRows } from "@/db";
import { REMOVED_AUTHOR } from "@/lib/flows/dto";
import { dayRange, fillDays, saoPauloDay, STATS_TIME_ZONE, type DayCount } from "@/lib/system/daily-series";

/** Days plotted by the downloads chart. */
const DOWNLOAD_DAYS = 30;

export interface AdminStats {
  overview: {
    totalUsers: number;
    recentUsers: number;
    activeUsers: number;
    totalFlows: number;
    publicFlows: number;
    privateFlows: number;
    pendingFlows: number;
    totalDownloads: number;
    avgDownloadsPerUser: number;
    totalReviews: number;
  };
  topFlows: { id: string; name: string; author: { name: string }; downloadCount: number; score: number; reviewCount: number }[];
  /** Sign-ups in the last 30 days against the 30 before, in percent (docs/product-rules.md §13 growth). */
  growth: { usersGrowthRate: number };
  /** Downloads on each of the last 30 days in Brasília time, oldest first, today last; quiet days are 0. */
  downloadsPerDay: DayCount[];
}

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
  return fillDays(days, rows.map((r) => ({ date: r.date, count: Number(r.count) })));
}

/** Admin overview (docs/product-rules.md §13) in four queries; callers must have checked the admin role. */
export async function getAdminStats(): Promise<AdminStats> {
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
