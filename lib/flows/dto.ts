import type { Flow, Platform } from "@/db/schema";
import type { ComplexitySlug } from "@/lib/workflow/graph/complexity";
import type { TriggerKind } from "@/lib/workflow/graph";

/** A catalogue card: never carries the workflow JSON (lean list responses). */
export interface FlowSummary {
  id: string;
  name: string;
  /** The flow's public page is `/fluxos/{slug}`. */
  slug: string;
  description: string;
  url: string;
  tutorialUrl: string | null;
  tags: string[];
  isPublic: boolean;
  status: Flow["status"];
  platform: Platform;
  score: number;
  reviewCount: number;
  downloadCount: number;
  createdAt: string;
  updatedAt: string;
  author: { id: string | null; name: string };
  /** Read from the workflow at upload (lib/flows/derived.ts); shown compactly on cards. */
  complexity?: ComplexitySlug;
  triggerKinds?: TriggerKind[];
  /** Nodes, modules or blocks in the workflow. */
  nodeCount?: number;
}

export const REMOVED_AUTHOR = "Usuário removido";

type SummaryRow = Pick<
  Flow,
  "id" | "name" | "slug" | "description" | "url" | "tutorialUrl" | "tags" | "isPublic" | "status" | "platform" | "score" | "reviewCount" | "downloadCount" | "createdAt" | "updatedAt"
> &
  Partial<Pick<Flow, "complexity" | "triggerKinds" | "nodeCount">> & {
    authorId: string | null;
    authorName: string | null;
  };

export function toFlowSummary(row: SummaryRow): FlowSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    url: row.url,
    tutorialUrl: row.tutorialUrl,
    tags: row.tags,
    isPublic: row.isPublic,
    status: row.status,
    platform: row.platform,
    score: Math.round(row.score * 10) / 10,
    reviewCount: row.reviewCount,
    downloadCount: row.downloadCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    author: { id: row.authorId, name: row.authorName ?? REMOVED_AUTHOR },
    ...(row.complexity !== undefined && { complexity: row.complexity as ComplexitySlug }),
    ...(row.triggerKinds !== undefined && { triggerKinds: row.triggerKinds as TriggerKind[] }),
    ...(row.nodeCount !== undefined && { nodeCount: row.nodeCount }),
  };
}
