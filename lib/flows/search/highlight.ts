// Marks the words of a text that a search matched. Pure and free of server imports: cards call it
// with `searchTerms` from the list response (see lib/flows/queries.ts).
import { foldText, splitWords, WORD } from "@/lib/language/text";

export interface HighlightSegment {
  text: string;
  /** True for a matched word: render it in a <mark>. */
  match: boolean;
}

// The plural and accent endings the database puts in one shape before stemming (migration 0012).
const CANONICAL_ENDINGS: [RegExp, string][] = [
  [/c(oes|ao)$/, "cao"],
  [/(.)(oes|aes)$/, "$1ao"],
  [/(..)ens$/, "$1em"],
  [/(..)ais$/, "$1al"],
  [/(..)eis$/, "$1el"],
];

// Portuguese and English endings, longest first: a light stand-in for the snowball stemmers, enough
// to tell that "Agendamento" is what "agendar" found.
const SUFFIXES = [
  "amentos",
  "imentos",
  "amento",
  "imento",
  "adoras",
  "adores",
  "encias",
  "ancias",
  "idades",
  "ations",
  "adora",
  "acoes",
  "icoes",
  "encia",
  "ancia",
  "idade",
  "mente",
  "istas",
  "ismos",
  "ation",
  "ador",
  "acao",
  "icao",
  "avel",
  "ivel",
  "ista",
  "ismo",
  "ados",
  "adas",
  "idos",
  "idas",
  "ando",
  "endo",
  "indo",
  "ings",
  "ivas",
  "ivos",
  "osas",
  "osos",
  "icas",
  "icos",
  "aram",
  "eram",
  "ado",
  "ada",
  "ido",
  "ida",
  "iva",
  "ivo",
  "osa",
  "oso",
  "ica",
  "ico",
  "ing",
  "ers",
  "ar",
  "er",
  "ir",
  "ou",
  "am",
  "em",
  "ao",
  "as",
  "os",
  "es",
  "ed",
  "ly",
  "a",
  "o",
  "e",
  "s",
];

/** A crude stem of a folded word: its canonical ending, then the longest known suffix, 3 letters kept. */
export function roughStem(folded: string): string {
  let word = folded;
  for (const [pattern, replacement] of CANONICAL_ENDINGS) word = word.replace(pattern, replacement);
  for (const suffix of SUFFIXES) {
    if (word.length - suffix.length >= 3 && word.endsWith(suffix)) return word.slice(0, -suffix.length);
  }
  return word;
}

/** The stems to look for: each word of each term (a term may be a phrase, "google sheets"). */
function stemsOf(terms: readonly string[]): Set<string> {
  const stems = new Set<string>();
  for (const term of terms) for (const word of splitWords(term)) stems.add(roughStem(foldText(word)));
  return stems;
}

/** Where the matched words are: `[start, end)` offsets into `text`, in order. */
export function matchRanges(text: string, terms: readonly string[]): [number, number][] {
  const stems = stemsOf(terms);
  if (stems.size === 0) return [];
  const ranges: [number, number][] = [];
  for (const m of text.matchAll(WORD)) {
    const folded = foldText(m[0]);
    // A hyphenated word matches as a whole ("e-mail") or by any of its parts ("google-sheets").
    const hit = stems.has(roughStem(folded)) || (folded.includes("-") && folded.split("-").some((part) => stems.has(roughStem(part))));
    if (hit) ranges.push([m.index, m.index + m[0].length]);
  }
  return ranges;
}

/**
 * The text cut into plain and matched segments, which join back into `text`. Matches separated by
 * nothing but spaces become one segment ("Google Sheets").
 */
export function highlight(text: string, terms: readonly string[]): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let at = 0;
  for (const [start, end] of matchRanges(text, terms)) {
    const gap = text.slice(at, start);
    const last = segments.at(-1);
    if (last?.match && /^\s+$/.test(gap)) last.text += gap + text.slice(start, end);
    else {
      if (gap) segments.push({ text: gap, match: false });
      segments.push({ text: text.slice(start, end), match: true });
    }
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), match: false });
  return segments;
}
