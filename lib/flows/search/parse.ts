// A search as the database runs it: groups of alternatives. Every group must match a flow (AND);
// within a group any alternative will do (OR). A group is one word as typed, or a phrase a synonym
// rule names ("nota fiscal"), plus what the rules add ("zap" → "zap" or "whatsapp"). Pure.
import type { SynonymIndex } from "@/lib/language/synonyms";
import { foldText, isStopWord, splitWords, WORD } from "@/lib/language/text";

export interface SearchGroup {
  /** The word or phrase as typed. */
  text: string;
  /** `text` first, then its synonyms. */
  alternatives: string[];
}

/** More words than this are ignored: a search is a few words, not a paragraph. */
const MAX_SEARCH_GROUPS = 8;

export function parseSearch(text: string, synonyms: SynonymIndex, max = MAX_SEARCH_GROUPS): SearchGroup[] {
  const words = splitWords(text);
  const folded = words.map(foldText);
  const groups: SearchGroup[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < words.length && groups.length < max;) {
    let taken = 1;
    let group: SearchGroup | null = null;
    // The longest phrase a rule names wins: "nota fiscal" before "nota".
    for (let len = Math.min(synonyms.longest, words.length - i); len >= 1; len--) {
      const alternatives = synonyms.alternatives(folded.slice(i, i + len).join(" "));
      if (alternatives.length > 0 || len === 1) {
        const phrase = words.slice(i, i + len).join(" ");
        taken = len;
        if (alternatives.length > 0 || !isStopWord(phrase)) group = { text: phrase, alternatives: [phrase, ...alternatives] };
        break;
      }
    }
    i += taken;
    if (!group) continue;
    const key = foldText(group.text);
    if (seen.has(key)) continue;
    seen.add(key);
    groups.push(group);
  }
  return groups;
}

/** The words a card should mark for this search: every alternative's words, stop words left out. */
export function highlightTerms(groups: readonly SearchGroup[]): string[] {
  const terms = new Map<string, string>();
  for (const group of groups) {
    for (const alternative of group.alternatives) {
      for (const word of splitWords(alternative)) if (!isStopWord(word)) terms.set(foldText(word), word.toLowerCase());
    }
  }
  return [...terms.values()];
}

/**
 * The search as typed, with the corrected words replaced ("agendar watsapp" → "agendar whatsapp"):
 * what 'Você quis dizer …?' shows and what is searched instead.
 */
export function replaceWords(text: string, groups: readonly SearchGroup[], corrections: ReadonlyMap<number, string>): string {
  const replacements = new Map([...corrections].map(([i, word]) => [foldText(groups[i]!.text), word]));
  return text.replace(WORD, (word) => replacements.get(foldText(word)) ?? word).trim();
}
