import "server-only";
import { asc, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { AppError } from "@/lib/http/errors";

const { contributions, downloads, flows, reviews, users } = schema;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * LGPD (art. 18, access and portability): everything kept about the user, in one JSON document.
 * The password hash and the session version are internal and never leave the server; other people's
 * data (who reviewed or downloaded the user's flows) is not included.
 */
export async function exportUserData(userId: string) {
  const [account] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!account) throw new AppError("UNAUTHENTICATED", "Usuário não autenticado. Faça login novamente.");
  const [downloadRows, reviewRows, flowRows, contributionRows] = await Promise.all([
    db.select().from(downloads).where(eq(downloads.userId, userId)).orderBy(asc(downloads.createdAt)),
    db
      .select({ review: reviews, flowName: flows.name })
      .from(reviews)
      .innerJoin(flows, eq(flows.id, reviews.flowId))
      .where(eq(reviews.userId, userId))
      .orderBy(asc(reviews.createdAt)),
    db.select().from(flows).where(eq(flows.authorId, userId)).orderBy(asc(flows.createdAt)),
    db.select().from(contributions).where(eq(contributions.userId, userId)).orderBy(asc(contributions.createdAt)),
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
      createdAt: iso(account.createdAt),
      updatedAt: iso(account.updatedAt),
    },
    downloads: downloadRows.map((d) => ({ id: d.id, flowId: d.flowId, flowName: d.flowName, downloadedAt: iso(d.createdAt) })),
    reviews: reviewRows.map(({ review, flowName }) => ({
      id: review.id,
      flowId: review.flowId,
      flowName,
      rating: review.rating,
      comment: review.comment,
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
      createdAt: iso(f.createdAt),
      updatedAt: iso(f.updatedAt),
    })),
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
  };
}

/** `fluxoteca-meus-dados-2025-03-14.json` (date in Brasília time). */
export function exportFileName(now = new Date()): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now);
  return `fluxoteca-meus-dados-${day}.json`;
}
