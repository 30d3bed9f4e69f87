// Why a text is not valid JSON, in pt-BR and worked out here: engine messages are English and differ
// between browsers. Pure, so the import dialog and the server give the same reason.

const isSpace = (char: string | undefined) => char === " " || char === "\t" || char === "\n" || char === "\r";
const skipSpace = (text: string, from: number) => {
  let i = from;
  while (i < text.length && isSpace(text[i])) i++;
  return i;
};

export type ValueEnd = { kind: "end"; index: number } | { kind: "unclosed" } | { kind: "mismatch"; index: number };

/**
 * Where the first top-level JSON value of `text` ends (exclusive), found by tracking strings,
 * escapes and bracket depth only; whether the value itself is valid is for JSON.parse to say.
 */
export function firstValueEnd(text: string, start = skipSpace(text, 0)): ValueEnd {
  const first = text[start];
  if (first !== "{" && first !== "[" && first !== '"') {
    // A number, true, false or null: up to the next delimiter.
    let i = start;
    while (i < text.length && !isSpace(text[i]) && !'{}[],:"'.includes(text[i]!)) i++;
    return { kind: "end", index: Math.max(i, start + 1) };
  }
  const closers: string[] = [];
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') {
        inString = false;
        if (closers.length === 0) return { kind: "end", index: i + 1 };
      }
    } else if (char === '"') inString = true;
    else if (char === "{") closers.push("}");
    else if (char === "[") closers.push("]");
    else if (char === "}" || char === "]") {
      if (closers.pop() !== char) return { kind: "mismatch", index: i };
      if (closers.length === 0) return { kind: "end", index: i + 1 };
    }
  }
  return { kind: "unclosed" };
}

/** 1-based line of `index` in `text`. */
const lineAt = (text: string, index: number) => {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < index; i = text.indexOf("\n", i + 1)) line++;
  return line;
};

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * Why JSON.parse refused `text`, in pt-BR and worked out here (engine messages are English and
 * differ between browsers): not JSON at all, a complete value followed by more content, text cut
 * before its end, a bracket closing the wrong opener; anything else gets a generic reason.
 */
export function jsonSyntaxProblem(text: string, error: unknown): string {
  const start = skipSpace(text, 0);
  const end = firstValueEnd(text, start);
  const isStructure = '{["'.includes(text[start]!);
  if (!isStructure && end.kind === "end" && !parses(text.slice(start, end.index))) {
    const shown = String.fromCodePoint(text.codePointAt(start)!);
    return `o conteúdo não começa com “{”, então não é o JSON de um fluxo (começa com “${shown}”).`;
  }
  if (end.kind === "unclosed") {
    return "o conteúdo termina antes do fim do JSON: faltam fechar chaves, colchetes ou aspas (o arquivo pode estar cortado).";
  }
  if (end.kind === "mismatch") {
    return `o “${text[end.index]}” na linha ${lineAt(text, end.index)} (posição ${end.index}) não fecha a chave ou o colchete aberto antes dele.`;
  }
  const extra = skipSpace(text, end.index);
  if (extra < text.length && parses(text.slice(0, end.index))) {
    return `há conteúdo extra depois do fim do fluxo (linha ${lineAt(text, extra)}, posição ${extra}).`;
  }
  const detail = error instanceof Error && error.message ? ` Detalhe técnico: ${error.message}` : "";
  return `a sintaxe do JSON não é válida (vírgula, aspas ou valor fora do lugar).${detail}`;
}
