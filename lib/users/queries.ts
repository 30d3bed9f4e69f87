import "server-only";
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { db, schema, selectRows } from "@/db";
import { foldedContains } from "@/db/like";
import { FOLD_FROM, FOLD_TO } from "@/db/schema";
import { findUserById } from "@/lib/auth/queries";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import { computeQuota } from "@/lib/downloads/quota";
import { listFlowUpdates } from "@/lib/downloads/newer-versions";
import { visibleTo } from "@/lib/flows/queries";
import { AppError } from "@/lib/http/errors";
import { paginationOf } from "@/lib/pagination";
import { getSettings } from "@/lib/settings/queries";
import { toAdminUserDTO, toSessionUser, type AdminUserList, type DownloadHistoryItem, type Me, type Profile, type ProfileStats, type UserSummary } from "./dto";
import type { ListUsersInput } from "./schemas";

const { authorFollows, collectionFlows, collections, contributions, downloads, flows, flowVersions, reports, reviews, savedFlows, users } = schema;

/** The history is shown on one page and paged in the browser (docs/product-rules.md §12): the newest 500 are plenty. */
const HISTORY_CAP = 500;

type ProfileViewer = Pick<Viewer, "id" | "role">;

async function loadHistory(viewer: ProfileViewer): Promise<DownloadHistoryItem[]> {
  const visible = visibleTo(viewer) ?? sql`true`;
  const [rows, updates] = await Promise.all([loadHistoryRows(viewer, visible), listFlowUpdates({ viewer })]);
  const updateOf = new Map(updates.map(({ flowId, downloadedVersion, latestVersion, summary }) => [flowId, { downloadedVersion, latestVersion, summary }]));
  return rows.map((row) => {
    const update = row.flowId ? updateOf.get(row.flowId) : undefined;
    return {
      id: row.id,
      flowId: row.flowId,
      // A flow the viewer can no longer see keeps the name it had when it was downloaded.
      flowName: row.available && row.currentName ? row.currentName : row.keptName,
      score: row.score === null ? null : Math.round(row.score * 10) / 10,
      reviewCount: row.reviewCount,
      downloadDate: row.createdAt.toISOString(),
      source: row.source,
      available: Boolean(row.available),
      ...(update && { update }),
    };
  });
}

function loadHistoryRows(viewer: ProfileViewer, visible: SQL) {
  return db
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
  const [user, settings, stats, downloadHistory] = await Promise.all([findUserById(viewer.id), getSettings(), loadStats(viewer.id), loadHistory(viewer)]);
  // Deleted between the session check and this read.
  if (!user) throw new AppError("UNAUTHENTICATED", "Usuário não autenticado. Faça login novamente.");
  return { user: { ...toSessionUser(user, settings.freeDownloadLimit), pendingEmail: user.pendingEmail }, stats, downloadHistory };
}

/** What a shared (cached) page fills in after hydration for a signed-in user (`Me`). */
export async function getMe(viewer: Viewer): Promise<Me> {
  const settings = await getSettings();
  return {
    user: {
      id: viewer.id,
      name: viewer.name,
      role: viewer.role,
      hasContributed: viewer.hasContributed,
      downloadCount: viewer.downloadCount,
      hasUnpublishedFlows: viewer.catalog.hasUnpublishedFlows,
    },
    quota: computeQuota(viewer, settings.freeDownloadLimit),
    contribution: { minAmount: settings.minContributionAmount, message: settings.contributionMessage },
  };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * LGPD (art. 18, access and portability): everything kept about the user, in one JSON document.
 * The password hash and the session version are internal and never leave the server; other people's
 * data (who reviewed or downloaded the user's flows) is not included.
 */
export async function exportUserData(userId: string) {
  const [account] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!account) throw new AppError("UNAUTHENTICATED", "Usuário não autenticado. Faça login novamente.");
  const [downloadRows, reviewRows, flowRows, contributionRows, versionRows, reportRows, savedRows, followRows, collectionRows, collectionFlowRows] =
    await Promise.all([
      db.select().from(downloads).where(eq(downloads.userId, userId)).orderBy(asc(downloads.createdAt)),
      db
        .select({ review: reviews, flowName: flows.name })
        .from(reviews)
        .innerJoin(flows, eq(flows.id, reviews.flowId))
        .where(eq(reviews.userId, userId))
        .orderBy(asc(reviews.createdAt)),
      db.select().from(flows).where(eq(flows.authorId, userId)).orderBy(asc(flows.createdAt)),
      db.select().from(contributions).where(eq(contributions.userId, userId)).orderBy(asc(contributions.createdAt)),
      // The versions they sent (docs/product-rules.md §20), without the JSON of each: the flow's own is above.
      db
        .select({
          flowId: flowVersions.flowId,
          version: flowVersions.version,
          status: flowVersions.status,
          changelog: flowVersions.changelog,
          createdAt: flowVersions.createdAt,
        })
        .from(flowVersions)
        .where(eq(flowVersions.authorId, userId))
        .orderBy(asc(flowVersions.createdAt)),
      // The reports they sent (lib/reports): their reason and text are theirs; who else reported is not.
      db
        .select({
          id: reports.id,
          flowId: reports.flowId,
          reviewId: reports.reviewId,
          reason: reports.reason,
          text: reports.text,
          status: reports.status,
          createdAt: reports.createdAt,
        })
        .from(reports)
        .where(eq(reports.reporterId, userId))
        .orderBy(asc(reports.createdAt)),
      // 'Salvar' (docs/product-rules.md §12): which flows and when; a flow's name may no longer be theirs to see.
      db
        .select({ flowId: savedFlows.flowId, savedAt: savedFlows.createdAt })
        .from(savedFlows)
        .where(eq(savedFlows.userId, userId))
        .orderBy(asc(savedFlows.createdAt)),
      // "Seguir" (docs/product-rules.md §26): whom and since when, by the author's current handle.
      db
        .select({ handle: users.handle, followedAt: authorFollows.createdAt })
        .from(authorFollows)
        .innerJoin(users, eq(users.id, authorFollows.authorId))
        .where(eq(authorFollows.followerId, userId))
        .orderBy(asc(authorFollows.createdAt)),
      // Their collections (docs/product-rules.md §27) and the flows in each, in order.
      db.select().from(collections).where(eq(collections.ownerId, userId)).orderBy(asc(collections.createdAt)),
      db
        .select({ collectionId: collectionFlows.collectionId, flowId: collectionFlows.flowId, addedAt: collectionFlows.createdAt })
        .from(collectionFlows)
        .innerJoin(collections, eq(collections.id, collectionFlows.collectionId))
        .where(eq(collections.ownerId, userId))
        .orderBy(asc(collectionFlows.position), asc(collectionFlows.createdAt)),
    ]);
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: account.id,
      name: account.name,
      email: account.email,
      pendingEmail: account.pendingEmail,
      role: account.role,
      status: account.status,
      emailVerifiedAt: iso(account.emailVerifiedAt),
      downloadCount: account.downloadCount,
      hasContributed: account.hasContributed,
      contributionAmount: account.contributionCents / 100,
      flowUpdateEmails: account.flowUpdatesSince !== null,
      authorEmailsOff: account.mailOptOuts,
      publicPage: { handle: account.handle, public: account.profilePublic, bio: account.bio, links: account.links },
      createdAt: iso(account.createdAt),
      updatedAt: iso(account.updatedAt),
    },
    downloads: downloadRows.map((d) => ({ id: d.id, flowId: d.flowId, flowName: d.flowName, version: d.version, downloadedAt: iso(d.createdAt) })),
    reviews: reviewRows.map(({ review, flowName }) => ({
      id: review.id,
      flowId: review.flowId,
      flowName,
      rating: review.rating,
      comment: review.comment,
      /** Taken down by moderation (lib/reports), with the reason the author was sent. */
      hiddenAt: iso(review.hiddenAt),
      hiddenReason: review.hiddenReason,
      createdAt: iso(review.createdAt),
      updatedAt: iso(review.updatedAt),
    })),
    flows: flowRows.map((f) => ({
      id: f.id,
      name: f.name,
      description: f.description,
      url: f.url,
      tutorialUrl: f.tutorialUrl,
      tags: f.tags,
      isPublic: f.isPublic,
      status: f.status,
      rejectionReason: f.rejectionReason,
      platform: f.platform,
      score: f.score,
      reviewCount: f.reviewCount,
      downloadCount: f.downloadCount,
      metadata: f.metadata,
      version: f.version,
      createdAt: iso(f.createdAt),
      updatedAt: iso(f.updatedAt),
    })),
    flowVersions: versionRows.map((v) => ({ ...v, createdAt: iso(v.createdAt) })),
    contributions: contributionRows.map((c) => ({
      id: c.id,
      amount: c.amountCents / 100,
      currency: c.currency,
      status: c.status,
      method: c.method,
      provider: c.provider,
      providerPaymentId: c.providerPaymentId,
      paidAt: iso(c.paidAt),
      createdAt: iso(c.createdAt),
      updatedAt: iso(c.updatedAt),
    })),
    reports: reportRows.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    savedFlows: savedRows.map((r) => ({ flowId: r.flowId, savedAt: iso(r.savedAt) })),
    followedAuthors: followRows.map((r) => ({ handle: r.handle, followedAt: iso(r.followedAt) })),
    collections: collectionRows.map((c) => ({
      id: c.id,
      slug: c.slug,
      name: c.name,
      description: c.description,
      isPublic: c.isPublic,
      featured: c.featuredAt !== null,
      createdAt: iso(c.createdAt),
      updatedAt: iso(c.updatedAt),
      flows: collectionFlowRows.filter((f) => f.collectionId === c.id).map((f) => ({ flowId: f.flowId, addedAt: iso(f.addedAt) })),
    })),
  };
}

/** `fluxoteca-meus-dados-2025-03-14.json` (date in Brasília time). */
export function exportFileName(now = new Date()): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now);
  return `fluxoteca-meus-dados-${day}.json`;
}

/** What the admin users table shows of each user (`toAdminUserDTO`). */
export const adminUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  downloadCount: users.downloadCount,
  createdAt: users.createdAt,
  emailVerifiedAt: users.emailVerifiedAt,
  verifiedAt: users.verifiedAt,
};

/** Each word must appear in the name or the e-mail, ignoring case and accents (same folding as flows). */
function searchCondition(word: string): SQL {
  return foldedContains(sql`translate(lower(${users.name} || ' ' || ${users.email}), ${FOLD_FROM}, ${FOLD_TO})`, word);
}

/** Admin users table (docs/product-rules.md §13): filtered, newest first, paginated, plus the four summary figures (admins only). */
export async function listUsers({ viewer, input }: { viewer: Pick<Viewer, "role">; input: ListUsersInput }): Promise<AdminUserList> {
  assertAdmin(viewer);
  const conditions: SQL[] = [];
  for (const word of input.search?.split(/\s+/).filter(Boolean) ?? []) conditions.push(searchCondition(word));
  if (input.status) conditions.push(eq(users.status, input.status));
  if (input.role) conditions.push(eq(users.role, input.role));
  const where = and(...conditions);
  const [rows, [totalRow], [summary]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ total: count() }).from(users).where(where),
    // Same definitions as the admin overview (getAdminStats, lib/system/queries.ts), so both screens show the same figures.
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
    pagination: paginationOf(input.page, input.limit, total),
    summary: {
      totalUsers: s.total,
      activeUsers: s.active,
      totalDownloads: s.downloads,
      avgDownloadsPerUser: s.total === 0 ? 0 : Math.round((s.downloads / s.total) * 10) / 10,
    },
  };
}

/** The headline figures of the 'Usuários' tab, in one pass over users (admins only). */
export async function getUserSummary(viewer: Pick<Viewer, "role">): Promise<UserSummary> {
  assertAdmin(viewer);
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
