import "server-only";
import { ListCache } from "@/lib/flows/list-cache";
import { catalogPageState } from "./page-state";
import { authorPath } from "@/lib/authors/handle";
import { toAuthorJson } from "@/lib/authors/dto";
import { findAuthorPage, type AuthorPageResult } from "@/lib/authors/queries";

/**
 * GET /api/authors/{handle} answers from the same state as the page (lib/cache/page-state.ts: the
 * catalogue version plus the author's `updated_at`), so a public page's JSON is built once per state
 * and page number instead of three reads per request; totals are at most a minute old, as on the
 * page. A handle with no state (unknown, earlier, private) takes the full lookup every time.
 */
const cache = new ListCache<string>(500);

export type AuthorApiResult = { kind: "author"; json: string } | Exclude<AuthorPageResult, { kind: "author" }>;

export async function authorJson(handle: string, page: number): Promise<AuthorApiResult> {
  const state = await catalogPageState(authorPath(handle));
  const key = state === null ? null : `${state}|${page}`;
  const cached = key === null ? undefined : cache.get(key);
  if (cached !== undefined) return { kind: "author", json: cached };
  const result = await findAuthorPage(handle, page);
  if (result.kind !== "author") return result;
  const json = JSON.stringify(toAuthorJson(result.page));
  if (key !== null) {
    // Entries of an older catalogue version can never be hit again.
    cache.prune(state!.split("|")[0]!);
    cache.set(key, json);
  }
  return { kind: "author", json };
}
