import "server-only";
import { count, desc, eq, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { Viewer } from "@/lib/auth/viewer";
import { findUserById } from "@/lib/auth/accounts";
import { visibleTo } from "@/lib/flows/queries";
import { AppError } from "@/lib/http/errors";
import { getSettings } from "@/lib/settings/queries";
import { toSessionUser, type SessionUser } from "./dto";

const { downloads, flows, reviews } = schema;

/** The history is shown on one page and paged in the browser (docs/product-rules.md §12): the newest 500 are plenty. */
const HISTORY_CAP = 500;

export interface DownloadHistoryItem {
  id: string;
  /** Null once the flow was deleted; the name kept with the download is shown instead. */
  flowId: string | null;
  flowName: string;
  /** The flow's current score and how many reviews make it; null once it was deleted. */
  score: number | null;
  reviewCount: number | null;
  downloadDate: string;
  /** "WEB", or "N8N" when it was imported in n8n's editor through a personal key (shown as "via n8n"). */
  source: "WEB" | "N8N";
  /** The flow still exists and the viewer may see it, so it can be downloaded again (for free). */
  available: boolean;
}

export interface ProfileStats {
  totalDownloads: number;
  totalUploads: number;
  totalReviews: number;
}

/** The session fields and, on the profile only, a new address waiting for confirmation. */
export interface ProfileUser extends SessionUser {
  pendingEmail: string | null;
}

/** GET /api/users/profile (docs/product-rules.md §12). */
export interface Profile {
  user: ProfileUser;
  stats: ProfileStats;
  downloadHistory: DownloadHistoryItem[];
}

type ProfileViewer = Pick<Viewer, "id" | "role">;

async function loadHistory(viewer: ProfileViewer): Promise<DownloadHistoryItem[]> {
  const visible = visibleTo(viewer) ?? sql`true`;
  const rows = await db
    .select({
      id: downloads.id,
      flowId: downloads.flowId,
      keptName: downloads.flowName,
      currentName: flows.name,
      score: flows.score,
      reviewCount: flows.reviewCount,
      createdAt: downloads.createdAt,
      source: downloads.source,
      available: sql<boolean>`coalesce(${flows.id} is not null and ${visible}, false)`,
    })
    .from(downloads)
    .leftJoin(flows, eq(flows.id, downloads.flowId))
    .where(eq(downloads.userId, viewer.id))
    .orderBy(desc(downloads.createdAt), desc(downloads.id))
    .limit(HISTORY_CAP);
  return rows.map((row) => ({
    id: row.id,
    flowId: row.flowId,
    // A flow the viewer can no longer see keeps the name it had when it was downloaded.
    flowName: row.available && row.currentName ? row.currentName : row.keptName,
    score: row.score === null ? null : Math.round(row.score * 10) / 10,
    reviewCount: row.reviewCount,
    downloadDate: row.createdAt.toISOString(),
    source: row.source,
    available: Boolean(row.available),
  }));
}

async function loadStats(userId: string): Promise<ProfileStats> {
  const [[d], [u], [r]] = await Promise.all([
    db.select({ n: count() }).from(downloads).where(eq(downloads.userId, userId)),
    db.select({ n: count() }).from(flows).where(eq(flows.authorId, userId)),
    db.select({ n: count() }).from(reviews).where(eq(reviews.userId, userId)),
  ]);
  return { totalDownloads: d?.n ?? 0, totalUploads: u?.n ?? 0, totalReviews: r?.n ?? 0 };
}

/** The signed-in user's profile: session fields, counters and the newest downloads first. */
export async function getProfile(viewer: ProfileViewer): Promise<Profile> {
  const [user, settings, stats, downloadHistory] = await Promise.all([
    findUserById(viewer.id),
    getSettings(),
    loadStats(viewer.id),
    loadHistory(viewer),
  ]);
  // Deleted between the session check and this read.
  if (!user) throw new AppError("UNAUTHENTICATED", "Usuário não autenticado. Faça login novamente.");
  return { user: { ...toSessionUser(user, settings.freeDownloadLimit), pendingEmail: user.pendingEmail }, stats, downloadHistory };
}
