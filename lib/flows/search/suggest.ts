import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema, selectRows } from "@/db";
import { queryText } from "@/lib/http/query";
import { enforceRateLimits } from "@/lib/security/rate-limit";
import { readCatalogVersion } from "@/lib/flows/catalog-version";
import { ListCache } from "@/lib/flows/list-cache";
import { searchQuery, searchSynonyms } from "./match";
import { parseSearch } from "./parse";
import { foldText, splitWords } from "@/lib/language/text";

const { flows } = schema;

/** A suggestion under the search box: a tag of the catalogue or the name of a public flow. */
export type SearchSuggestion = { kind: "tag"; label: string } | { kind: "flow"; label: string; slug: string };

const MAX_SUGGESTIONS = 8;
/** Tags come first, but leave room for flow names. */
const MAX_TAG_SUGGESTIONS = 3;

/** Not trimmed: a trailing space says the last word is complete. */
export const suggestQuerySchema = z.object({
  q: queryText().max(100, "Busca muito longa").default(""),
});

/** Typing sends a request per pause; a person stays far below this. */
export function limitSuggestions(ip: string) {
  return enforceRateLimits(
    [{ key: `suggest:ip:${ip}`, limit: 120, windowSeconds: 60 }],
    "Muitas buscas em pouco tempo. Aguarde um instante e tente novamente.",
  );
}

const cache = new ListCache<SearchSuggestion[]>(1000);

/**
 * Suggestions for what is being typed, from the public catalogue only: tags that start with it, then
 * names of flows holding its words, the last one as a prefix ("agendam" → "Agendamento de…").
 * Nothing for fewer than two letters. Cached per catalogue version, like the list pages.
 */
export async function suggestSearch(text: string): Promise<SearchSuggestion[]> {
  const words = splitWords(text);
  const typed = foldText(words.join(" "));
  if (typed.replace(/[^\p{L}\p{N}]/gu, "").length < 2) return [];
  // A trailing space means the last word is complete; otherwise it is a prefix.
  const done = /\s$/.test(text);
  const version = await readCatalogVersion();
  const key = version === null ? null : `${version}|${typed}|${done ? "done" : "typing"}`;
  const hit = key === null ? undefined : cache.get(key);
  if (hit) return hit;

  const prefix = done ? "" : foldText(words.at(-1)!).replace(/[^a-z0-9]/g, "");
  const complete = done ? words : words.slice(0, -1);
  const groups = parseSearch(complete.join(" "), await searchSynonyms(version));
  const queries = [...(groups.length > 0 ? [searchQuery(groups)] : []), ...(prefix ? [sql`to_tsquery('simple', ${`${prefix}:*`})`] : [])];

  // Tags come from `flow_facets` (the `flows_facets` trigger, docs/product-rules.md §18).
  const [tags, names] = await Promise.all([
    selectRows<{ value: string }>(
      db,
      sql`select value from flow_facets
          where kind = 'tag' and count > 0
            and ' ' || translate(fluxoteca_search_fold(value), '-_', '  ') like ${`% ${typed.replace(/[-_]/g, " ").replace(/[\\%_]/g, (c) => `\\${c}`)}%`}
          order by count desc, value
          limit ${MAX_SUGGESTIONS}`,
    ),
    queries.length === 0
      ? Promise.resolve([])
      : db
          .select({ name: flows.name, slug: flows.slug })
          .from(flows)
          .where(and(eq(flows.status, "APPROVED"), eq(flows.isPublic, true), sql`${flows.searchName} @@ (${sql.join(queries, sql` && `)})`))
          .orderBy(desc(flows.ratingRank), desc(flows.downloadCount), desc(flows.id))
          .limit(MAX_SUGGESTIONS * 5),
  ]);

  const seen = new Set<string>();
  const flowSuggestions: SearchSuggestion[] = [];
  for (const row of names) {
    const folded = foldText(row.name);
    if (seen.has(folded)) continue;
    seen.add(folded);
    flowSuggestions.push({ kind: "flow", label: row.name, slug: row.slug });
  }
  const tagSuggestions: SearchSuggestion[] = tags.map((t) => ({ kind: "tag", label: t.value }));
  const tagCount = Math.max(MAX_TAG_SUGGESTIONS, MAX_SUGGESTIONS - flowSuggestions.length);
  const suggestions = [...tagSuggestions.slice(0, tagCount), ...flowSuggestions].slice(0, MAX_SUGGESTIONS);
  if (key !== null && version !== null) {
    cache.prune(version);
    cache.set(key, suggestions);
  }
  return suggestions;
}
