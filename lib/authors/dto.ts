import { toFlowListItem, type FlowListItem } from "@/lib/flows/queries";
import type { Pagination } from "@/lib/pagination";
import type { AuthorPage, AuthorTotals } from "./queries";

/** GET /api/authors/{handle}: the creator page as JSON; `flows` items have GET /api/flows' shape. */
export interface AuthorJson {
  handle: string;
  name: string;
  /** An admin vouches for this author (docs/product-rules.md, "Autores verificados"). */
  verified: boolean;
  bio: string | null;
  links: string[];
  memberSince: string;
  totals: AuthorTotals;
  flows: FlowListItem[];
  pagination: Pagination;
}

export function toAuthorJson(page: AuthorPage): AuthorJson {
  return {
    handle: page.handle,
    name: page.name,
    verified: page.verified,
    bio: page.bio,
    links: page.links,
    memberSince: page.memberSince,
    totals: page.totals,
    flows: page.flows.map(toFlowListItem),
    pagination: page.pagination,
  };
}

/** An author without their flows: the items of GET /api/users/me/following. */
export type AuthorSummaryJson = Omit<AuthorJson, "flows" | "pagination">;
