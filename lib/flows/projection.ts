import "server-only";
import { schema } from "@/db";

const { flows, users } = schema;

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
  complexity: flows.complexity,
  triggerKinds: flows.triggerKinds,
  nodeCount: flows.nodeCount,
  safetyLevel: flows.safetyLevel,
};
