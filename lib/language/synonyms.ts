// The synonym list of the search (setting `search_synonyms`): one rule per line, written by admins.
//   zap, wpp => whatsapp      one way: searching "zap" also finds "whatsapp"
//   email, e-mail             two ways: any of them finds all of them
// Lines starting with # are comments. Pure: the settings form checks the text with the same code.
import { foldText, splitWords } from "./text";

export interface SynonymRule {
  /** The words typed (each one word or a short phrase), folded. */
  from: string[];
  /** What each of them also searches for, as written. */
  to: string[];
}

export const SYNONYMS_MAX_CHARS = 4000;
const SYNONYMS_MAX_RULES = 200;
const TERM_MAX_CHARS = 60;
const TERM_MAX_WORDS = 4;

export const DEFAULT_SEARCH_SYNONYMS = [
  "zap, zapzap, wpp, whats => whatsapp",
  "sheets, gsheets => google sheets",
  "email, e-mail",
  "gpt, chatgpt => openai",
  "ia, ai, inteligência artificial",
  "ia, ai => openai, chatgpt",
  "bot, chatbot",
  "nf, nfe, nota fiscal",
].join("\n");

export type SynonymsResult = { ok: true; rules: SynonymRule[] } | { ok: false; error: string };

function term(raw: string, line: number): { ok: true; value: string } | { ok: false; error: string } {
  const value = raw.trim().replace(/\s+/g, " ");
  if (value === "") return { ok: false, error: `Linha ${line}: há um termo vazio (vírgula sobrando?).` };
  if (value.length > TERM_MAX_CHARS) return { ok: false, error: `Linha ${line}: cada termo pode ter no máximo ${TERM_MAX_CHARS} caracteres.` };
  const words = splitWords(value);
  if (words.length === 0) return { ok: false, error: `Linha ${line}: "${value}" não tem letras nem números.` };
  if (words.length > TERM_MAX_WORDS) return { ok: false, error: `Linha ${line}: cada termo pode ter no máximo ${TERM_MAX_WORDS} palavras.` };
  return { ok: true, value };
}

/** Reads the list, or says (in pt-BR, with the line number) what is wrong with it. */
export function parseSynonyms(text: string): SynonymsResult {
  if (text.length > SYNONYMS_MAX_CHARS) return { ok: false, error: `A lista de sinônimos pode ter no máximo ${SYNONYMS_MAX_CHARS} caracteres.` };
  const rules: SynonymRule[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    const n = index + 1;
    if (line === "" || line.startsWith("#")) continue;
    const sides = line.split("=>");
    if (sides.length > 2) return { ok: false, error: `Linha ${n}: use "=>" uma vez só, como em "zap, wpp => whatsapp".` };
    const parsed: string[][] = [];
    for (const side of sides) {
      const terms: string[] = [];
      for (const raw of side.split(",")) {
        const t = term(raw, n);
        if (!t.ok) return t;
        terms.push(t.value);
      }
      parsed.push(terms);
    }
    const [left, right] = parsed as [string[], string[] | undefined];
    if (right === undefined && left.length < 2) {
      return { ok: false, error: `Linha ${n}: separe os sinônimos por vírgula ("email, e-mail") ou use "=>" ("zap => whatsapp").` };
    }
    rules.push(right === undefined ? { from: left.map(foldText), to: left } : { from: left.map(foldText), to: right });
    if (rules.length > SYNONYMS_MAX_RULES) return { ok: false, error: `Use no máximo ${SYNONYMS_MAX_RULES} regras de sinônimos.` };
  }
  return { ok: true, rules };
}

/**
 * The rules as lookups: each folded phrase typed → what it also searches for. A list that does not
 * parse (it was validated when saved, so only a hand-edited row) counts as no rules at all.
 */
export class SynonymIndex {
  private readonly map = new Map<string, string[]>();
  /** The longest phrase of any rule, in words: how far ahead a search looks for one. */
  readonly longest: number;

  constructor(rules: readonly SynonymRule[]) {
    let longest = 1;
    for (const rule of rules) {
      for (const from of rule.from) {
        const key = splitWords(from).join(" ");
        const alternatives = this.map.get(key) ?? [];
        for (const to of rule.to) if (foldText(to) !== key && !alternatives.some((a) => foldText(a) === foldText(to))) alternatives.push(to);
        this.map.set(key, alternatives);
        longest = Math.max(longest, splitWords(from).length);
      }
    }
    this.longest = longest;
  }

  static fromText(text: string): SynonymIndex {
    const parsed = parseSynonyms(text);
    return new SynonymIndex(parsed.ok ? parsed.rules : []);
  }

  /** What the folded phrase also searches for (empty when no rule names it). */
  alternatives(phrase: string): string[] {
    return this.map.get(phrase) ?? [];
  }
}
