import type { FlowSummary } from "@/lib/flows/dto";
import type { Pagination } from "@/lib/pagination";

/** Who keeps a collection, as its pages show them. */
export interface CollectionOwner {
  name: string;
  /** The owner's creator page, `/autores/{handle}`; null when that page is private. */
  handle: string | null;
}

/** A collection as lists and pages show it. */
export interface CollectionSummary {
  id: string;
  /** The public page is `/colecoes/{slug}`. */
  slug: string;
  name: string;
  description: string;
  isPublic: boolean;
  featured: boolean;
  /** Flows in it that the one asking can see (the published ones, for anyone but its owner). */
  flowCount: number;
  owner: CollectionOwner;
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/collections/{id}`: the collection and its flows in its order. */
export interface CollectionDetail {
  collection: CollectionSummary & { isOwner: boolean };
  flows: FlowSummary[];
}

/** `/colecoes/{slug}`: one page of a public collection's published flows. */
export interface CollectionPage {
  collection: CollectionSummary;
  flows: FlowSummary[];
  pagination: Pagination;
  /** Whether search engines are asked to index it (docs/product-rules.md, "Coleções"). */
  indexed: boolean;
}

/** A member's collection in their list; `hasFlow` when the list was asked about one flow. */
export type MemberCollection = CollectionSummary & { hasFlow?: boolean };

export interface MemberCollectionList {
  collections: MemberCollection[];
  pagination: Pagination;
}
