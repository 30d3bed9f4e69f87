import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { db, schema, selectRows } from "@/db";
import { getSettings } from "@/lib/settings/queries";
import { highlightTerms, parseSearch, type SearchGroup } from "./parse";
import { SynonymIndex } from "@/lib/language/synonyms";
import { foldText, isStopWord } from "@/lib/language/text";

/*
 * Full-text search of the catalogue (migration 0012). Each flow has three stored documents, each a
 * set of Portuguese and English stems with accents folded: `search_name` (the name),
 * `search_head` (name, tags and integrations) and `search_vector` (all of that plus the
 * description). A search matches every word by stem against `search_vector`; relevance is the
 * narrowest document that holds every word (name › tags and integrations › description), then
 * rating and downloads.
 */

const { flows } = schema;

/** Which stored document a condition looks at. */
export type SearchDocument = "name" | "head" | "all";

const DOCUMENT_COLUMNS = { name: flows.searchName, head: flows.searchHead, all: flows.searchVector } as const;

/** One group as a tsquery: any of its alternatives, each by its Portuguese or English stems. */
function groupQuery(group: SearchGroup): SQL {
  return sql`(${sql.join(
    group.alternatives.map((alternative) => sql`fluxoteca_search_query(${alternative})`),
    sql` || `,
  )})`;
}

/** The whole search as a tsquery: every group (AND). */
export function searchQuery(groups: readonly SearchGroup[]): SQL {
  return sql`(${sql.join(groups.map(groupQuery), sql` && `)})`;
}

/** `document @@ query`: the flows whose document holds every group. Served by the document's GIN index. */
export function searchMatch(groups: readonly SearchGroup[], document: SearchDocument = "all"): SQL {
  return sql`${DOCUMENT_COLUMNS[document]} @@ ${searchQuery(groups)}`;
}

export interface SearchPlan {
  groups: SearchGroup[];
  /** The words cards should mark (see lib/flows/search/highlight.ts). */
  terms: string[];
}

export function planSearch(text: string, synonyms: SynonymIndex): SearchPlan {
  const groups = parseSearch(text, synonyms);
  return { groups, terms: highlightTerms(groups) };
}

let synonymsCache: { version: string; index: SynonymIndex } | undefined;

/**
 * The admins' synonym list (setting `search_synonyms`). Saving it moves the catalogue version (lib/settings/mutations.ts),
 * so it is read once per version, on a cache miss of a search.
 */
export async function searchSynonyms(version: string | null): Promise<SynonymIndex> {
  if (version !== null && synonymsCache?.version === version) return synonymsCache.index;
  const index = SynonymIndex.fromText((await getSettings()).searchSynonyms);
  if (version !== null) synonymsCache = { version, index };
  return index;
}

/** Shorter words have too few trigrams to tell a typo from another word. */
const MIN_TYPO_LENGTH = 4;
/** Trigram similarity a correction needs ("watsapp" → "whatsapp" is 0.55). */
const MIN_SIMILARITY = 0.4;

/**
 * Which groups match nothing the viewer can see (`visible`), whatever the other filters say: a typo,
 * not a word the filters ruled out.
 */
async function groupsWithoutHits(groups: readonly SearchGroup[], visible: SQL | undefined): Promise<number[]> {
  const checks = groups.map((group) => sql`exists (select 1 from ${flows} where ${visible ?? sql`true`} and ${searchMatch([group])})`);
  const [row] = await selectRows<{ hits: boolean[] }>(db, sql`select array[${sql.join(checks, sql`, `)}]::boolean[] as hits`);
  return (row?.hits ?? []).flatMap((hit, i) => (hit ? [] : [i]));
}

/**
 * The closest word of the public catalogue to each group that has no hit, by trigram similarity on
 * the words in `flow_search_words`, kept by the `flows_search_words_*` triggers (migration 0012,
 * docs/product-rules.md §18; only approved public flows lend their words). A group is
 * corrected only when it is a single word of at least MIN_TYPO_LENGTH letters and a close word exists.
 */
export async function correctTypos(groups: readonly SearchGroup[], visible: SQL | undefined): Promise<Map<number, string>> {
  const corrections = new Map<number, string>();
  const candidates = groups.flatMap((g, i) => (g.alternatives.length === 1 && /^[\p{L}]+$/u.test(g.text) && g.text.length >= MIN_TYPO_LENGTH ? [i] : []));
  if (candidates.length === 0) return corrections;
  const missing = (await groupsWithoutHits(groups, visible)).filter((i) => candidates.includes(i));
  for (const i of missing) {
    const word = foldText(groups[i]!.text);
    const rows = await selectRows<{ spelling: string }>(
      db,
      sql`select spelling from flow_search_words
          where word % ${word} and similarity(word, ${word}) >= ${MIN_SIMILARITY} and flows > 0 and length(word) >= ${MIN_TYPO_LENGTH}
          order by similarity(word, ${word}) desc, flows desc, word
          limit 5`,
    );
    const best = rows.find((r) => !isStopWord(r.spelling));
    if (best) corrections.set(i, best.spelling);
  }
  return corrections;
}
