// What a search is made of, before any SQL: words, stop words, accents. Pure and free of server
// imports, so the browser can highlight matches with the same rules the server searched with.

/** The accent folding of the database (db/schema.ts FOLD_FROM/FOLD_TO and `fluxoteca_search_fold`). */
const FOLD_FROM = "áàâãäåéèêëíìîïóòôõöúùûüçñýÿ";
const FOLD_TO = "aaaaaaeeeeiiiiooooouuuucnyy";
const FOLD = new Map([...FOLD_FROM].map((c, i) => [c, FOLD_TO[i]!]));

/** Lower case without accents, as `fluxoteca_search_fold` does in SQL. */
export function foldText(text: string): string {
  let out = "";
  for (const c of text.toLowerCase()) out += FOLD.get(c) ?? c;
  return out;
}

/**
 * Words that say nothing about a flow: the Portuguese and English stop lists of Postgres' snowball
 * stemmers, folded. A search drops them ("automação para clientes" looks for two words), as the
 * database leaves them out of every document.
 */
const STOP_WORDS = new Set(
  // Portuguese (pg_catalog.portuguese)
  (
    "de a o que e do da em um para com nao uma os no se na por mais as dos como mas ao ele das seu sua ou quando muito nos ja " +
    "eu tambem so pelo pela ate isso ela entre depois sem mesmo aos seus quem nas me esse eles voce essa num nem suas meu minha " +
    "numa pelos elas qual lhe deles essas esses pelas este dele tu te voces vos lhes meus minhas teu tua teus tuas nosso nossa " +
    "nossos nossas dela delas esta estes estas aquele aquela aqueles aquelas isto aquilo estou estamos estao estive esteve " +
    "estivemos estiveram estava estavamos estavam estivera estiveramos esteja estejamos estejam estivesse estivessemos estivessem " +
    "estiver estivermos estiverem hei ha havemos hao houve houvemos houveram houvera houveramos haja hajamos hajam houvesse " +
    "houvessemos houvessem houver houvermos houverem houverei houvera houveremos houverao houveria houveriamos houveriam sou somos " +
    "sao era eramos eram fui foi fomos foram fora foramos seja sejamos sejam fosse fossemos fossem for formos forem serei sera " +
    "seremos serao seria seriamos seriam tenho tem temos tinha tinhamos tinham tive teve tivemos tiveram tivera tiveramos tenha " +
    "tenhamos tenham tivesse tivessemos tivessem tiver tivermos tiverem terei tera teremos terao teria teriamos teriam " +
    // English (pg_catalog.english)
    "i my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its itself " +
    "they them their theirs themselves what which who whom this that these those am is are was were be been being have has had " +
    "having does did doing an the and but if or because until while of at by with about against between into through during " +
    "before after above below to from up down in out on off over under again further then once here there when where why how all " +
    "any both each few more most other some such nor not only own same than too very s t can will just don should now"
  ).split(" "),
);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(foldText(word));
}

// A word: letters and digits, with inner hyphens, dots or apostrophes ("e-mail", "n8n", "d'água").
export const WORD = /[\p{L}\p{N}]+(?:['’.\-][\p{L}\p{N}]+)*/gu;

/** The words of a text in order, as typed (case and accents kept). */
export function splitWords(text: string): string[] {
  return text.match(WORD) ?? [];
}
