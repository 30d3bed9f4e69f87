import "server-only";
import { sql } from "drizzle-orm";
import { schema } from "@/db";

const { flows, users } = schema;

/**
 * The author's verified mark (lib/authors/verification.ts), from the users row every card and flow
 * page already joins; false for a removed author. Changes to it move the catalogue version
 * themselves (no trigger watches the column), so cached lists and pages follow.
 */
export const authorVerifiedColumn = sql<boolean>`(${users.verifiedAt} is not null)`;

/**
 * The columns of a flow card (`FlowSummary`, lib/flows/dto.ts), for every listing: the catalogue,
 * the admin table and the author's uploads. Select it with `flows` left-joined to `users`.
 */
export const flowSummaryColumns = {
  id: flows.id,
  name: flows.name,
  slug: flows.slug,
  description: flows.description,
  url: flows.url,
  tutorialUrl: flows.tutorialUrl,
  tags: flows.tags,
  isPublic: flows.isPublic,
  status: flows.status,
  platform: flows.platform,
  score: flows.score,
  reviewCount: flows.reviewCount,
  downloadCount: flows.downloadCount,
  createdAt: flows.createdAt,
  updatedAt: flows.updatedAt,
  authorId: flows.authorId,
  authorName: users.name,
  authorVerified: authorVerifiedColumn,
  complexity: flows.complexity,
  triggerKinds: flows.triggerKinds,
  nodeCount: flows.nodeCount,
  safetyLevel: flows.safetyLevel,
};

/**
 * The author's creator page for "por …" on cards and flow pages: the handle when the page is public,
 * else null (a private page, a removed author). Internal: `toFlowListItem` (lib/flows/queries.ts)
 * leaves it out of API JSON. `users_profile_bump_catalog` (migration 0018) moves the catalogue
 * version when a handle or the switch changes, so cached lists and pages follow.
 */
export const authorPageColumn = sql<string | null>`case when ${users.profilePublic} then ${users.handle} end`;

/** flowSummaryColumns plus the author's page: the lists and pages that show "por …". */
export const flowCardColumns = { ...flowSummaryColumns, authorPage: authorPageColumn };
