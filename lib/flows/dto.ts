import type { Flow, Platform, StoredN8nCompatibility, StoredSafetyReport } from "@/db/schema";
import type { Pagination } from "@/lib/pagination";
import type { ComplexitySlug } from "@/lib/workflow/graph/complexity";
import type { TriggerKind } from "@/lib/workflow/graph";
import type { ModerationStatus } from "./schemas";

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
  /**
   * An admin vouches for the author (lib/authors/verification.ts): the "Autor verificado" mark beside
   * the name. `toFlowSummary` always sets it, so every list and detail JSON carries it.
   */
  authorVerified?: boolean;
  /**
   * The handle of the author's public creator page, `/autores/{handle}`; null when the page is
   * private or the author removed. Internal (cards, flow pages): never sent in API JSON.
   */
  authorPage?: string | null;
  /** Read from the workflow at upload (lib/flows/facts-columns.ts); shown compactly on cards. */
  complexity?: ComplexitySlug;
  triggerKinds?: TriggerKind[];
  /** Nodes, modules or blocks in the workflow. */
  nodeCount?: number;
  /** The highest severity of its safety report (lib/workflow/safety): cards show a badge for `high`. */
  safetyLevel?: SafetyLevel;
}

export type SafetyLevel = StoredSafetyReport["level"];
/** What the workflow could do to the one who imports it (docs/product-rules.md, "Relatório de segurança"). */
export type SafetyReport = StoredSafetyReport;
/** n8n flows: the n8n version they need and the nodes no official package has; null for Typebot and Make. */
export type FlowCompatibility = StoredN8nCompatibility | null;

/** What a flow's page and `GET /api/flows/{id}` add to the card about importing it safely. */
export interface FlowSafetyFields {
  safety: SafetyReport;
  compatibility: FlowCompatibility;
}

export const REMOVED_AUTHOR = "Usuário removido";

type SummaryRow = Pick<
  Flow,
  | "id"
  | "name"
  | "slug"
  | "description"
  | "url"
  | "tutorialUrl"
  | "tags"
  | "isPublic"
  | "status"
  | "platform"
  | "score"
  | "reviewCount"
  | "downloadCount"
  | "createdAt"
  | "updatedAt"
> &
  Partial<Pick<Flow, "complexity" | "triggerKinds" | "nodeCount" | "safetyLevel">> & {
    authorId: string | null;
    authorName: string | null;
    authorPage?: string | null;
    /** Absent where the read does not join it (a flow just written): false. */
    authorVerified?: boolean | null;
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
    authorVerified: row.authorId !== null && row.authorVerified === true,
    ...(row.authorPage !== undefined && { authorPage: row.authorId === null ? null : row.authorPage }),
    ...(row.complexity !== undefined && { complexity: row.complexity as ComplexitySlug }),
    ...(row.triggerKinds !== undefined && { triggerKinds: row.triggerKinds as TriggerKind[] }),
    ...(row.nodeCount !== undefined && { nodeCount: row.nodeCount }),
    ...(row.safetyLevel !== undefined && { safetyLevel: row.safetyLevel as SafetyLevel }),
  };
}

/** A page of the catalogue (GET /api/flows, the dashboard, the public catalogue). */
export interface FlowList {
  flows: FlowSummary[];
  /** `capped`: more than COUNT_CAP flows match; `total` is then COUNT_CAP ("mais de 10.000"). */
  pagination: Pagination & { capped?: boolean };
  availableTags: string[];
  /** While searching: the words cards mark in names and descriptions (`highlight`, lib/flows/search/highlight.ts). */
  searchTerms?: string[];
  /**
   * A word of the search matched nothing and a close word of the catalogue did ("watsapp"): the
   * search as corrected ("whatsapp"), whose flows the list holds ('Você quis dizer whatsapp?').
   */
  suggestion?: string;
}

/** The profile's uploads: the author's own flows in every state. */
export interface UploadList {
  flows: FlowSummary[];
  pagination: Pagination;
}

/** A flow as the moderation screens see it: the catalogue summary plus who sent it and its last review. */
export interface AdminFlow extends FlowSummary {
  authorEmail: string | null;
  /** Shown to the author (flow detail) and here; null unless the flow is REJECTED. */
  rejectionReason: string | null;
  /** The latest approval or rejection, if any. */
  moderation: { decision: Exclude<ModerationStatus, "PENDING">; at: string; by: string | null } | null;
  /**
   * Other flows with the same workflow (`exact`: same content fingerprint) or built from the same
   * node types: what a moderator should compare before approving. At most three, exact ones first.
   */
  similar: SimilarFlow[];
  /** A new version of this approved flow waiting for review (docs/product-rules.md §20); null when none. */
  pendingVersion: { version: number; changelog: string | null; summary: string; createdAt: string } | null;
  /** The report of what the moderator decides on: the waiting version's when there is one, else the flow's. */
  safety: SafetyReport;
}

export interface SimilarFlow {
  id: string;
  name: string;
  status: ModerationStatus;
  exact: boolean;
}

export interface AdminFlowList {
  flows: AdminFlow[];
  pagination: Pagination;
  /** Over every flow, whatever the filters: the queue's size and the catalogue's make-up. */
  statusCounts: Record<ModerationStatus, number>;
}
