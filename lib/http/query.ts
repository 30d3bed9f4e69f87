import { z } from "zod";
import { cleanQueryText } from "./text";

/**
 * A free-text query-string parameter (search, author, tag, address…). Control characters are
 * dropped (NUL would make Postgres fail the whole query) and lone surrogates become U+FFFD, before
 * any other check, so `?search=%00` is simply no search. Returns a zod string: chain `.trim()`,
 * `.max()` and the rest as usual.
 */
export function queryText(params?: { error?: string }) {
  return z.string(params).overwrite(cleanQueryText);
}
