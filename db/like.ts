import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { FOLD_FROM, FOLD_TO } from "./schema";

/** `%text%` for LIKE, with the text's own `%`, `_` and `\` matched literally. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `folded` contains `text`, ignoring case and accents. `folded` is already folded with
 * FOLD_FROM/FOLD_TO, as the generated `search_text` column is (whose trigram index then applies).
 */
export function foldedContains(folded: AnyColumn | SQL, text: string): SQL {
  return sql`${folded} like translate(lower(${likeContains(text)}), ${FOLD_FROM}, ${FOLD_TO})`;
}
