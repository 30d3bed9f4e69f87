import { describe, expect, it } from "vitest";
import { codeOnly, tokenize, tokenizeExpression, type Token } from "@/lib/workflow/safety/lexer";

const kinds = (tokens: Token[]) => tokens.map((t) => `${t.kind}:${t.value}`);
const words = (code: string, language: "js" | "python" = "js") =>
  tokenize(code, language)
    .filter((t) => t.kind === "id")
    .map((t) => t.value);

describe("tokenize (JavaScript): strings and comments are not code", () => {
  it("keeps words inside strings, template text and comments out of the code", () => {
    const code = [
      "// eval(process.env.X)",
      "/* require('child_process') */",
      "const a = 'process.env.OPENAI_API_KEY';",
      'const b = "fs.readFileSync(path)";',
      "const c = `eval ${nome} Function`;",
      "return [a, b, c];",
    ].join("\n");
    expect(words(code)).toEqual(["const", "a", "const", "b", "const", "c", "nome", "return", "a", "b", "c"]);
    expect(codeOnly(code, "js")).not.toMatch(/eval|process|require|readFileSync|Function/);
  });

  it("decodes string escapes and marks the ones that hide characters", () => {
    const [plain, hidden, unicode, braces, octal] = tokenize(`'a\\'b\\n' '\\x65val' '\\u0065v\\u0061l' '\\u{65}val' '\\145val'`, "js");
    expect(plain).toMatchObject({ kind: "str", value: "a'b\n" });
    expect(plain!.escaped).toBeUndefined();
    expect(hidden).toMatchObject({ kind: "str", value: "eval", escaped: true });
    expect(unicode).toMatchObject({ value: "eval", escaped: true });
    expect(braces).toMatchObject({ value: "eval", escaped: true });
    expect(octal).toMatchObject({ value: "eval", escaped: true });
  });

  it("reads identifiers written with unicode escapes as the name they spell", () => {
    expect(tokenize("\\u0065val(x)", "js")[0]).toMatchObject({ kind: "id", value: "eval", escaped: true });
  });

  it("splits template literals into their text and the tokens of each substitution, nested ones too", () => {
    expect(kinds(tokenize("`a${b}c${`d${e}`}f`", "js"))).toEqual(["tpl-head:a", "id:b", "tpl-mid:c", "tpl-head:d", "id:e", "tpl-tail:", "tpl-tail:f"]);
    expect(kinds(tokenize("`${ {a: 1}.a }`", "js"))).toEqual(["tpl-head:", "op:{", "id:a", "op::", "num:1", "op:}", "op:.", "id:a", "tpl-tail:"]);
    expect(tokenize("`sem substituição`", "js")).toEqual([{ kind: "str", value: "sem substituição", start: 0 }]);
  });

  it("tells a regular expression from a division", () => {
    expect(kinds(tokenize("const re = /eval\\(|'/g; x = a / b / c", "js"))).toEqual([
      "id:const",
      "id:re",
      "op:=",
      "re:/eval\\(|'/g",
      "op:;",
      "id:x",
      "op:=",
      "id:a",
      "op:/",
      "id:b",
      "op:/",
      "id:c",
    ]);
    expect(
      tokenize("if (/[/]process/.test(s)) return", "js")
        .filter((t) => t.kind === "id")
        .map((t) => t.value),
    ).toEqual(["if", "test", "s", "return"]);
    // A slash that cannot start a regular expression on this line is a division.
    expect(kinds(tokenize("return a\n/ 2", "js")).slice(-2)).toEqual(["op:/", "num:2"]);
  });

  it("reads multi-character operators whole", () => {
    expect(kinds(tokenize("a?.b ?? c === d => ...e", "js")).filter((k) => k.startsWith("op:"))).toEqual(["op:?.", "op:??", "op:===", "op:=>", "op:..."]);
    expect(kinds(tokenize("x?.5:1", "js"))).toEqual(["id:x", "op:?", "num:.5", "op::", "num:1"]);
  });

  it("ends an unterminated string at the line's end and an unterminated comment at the end", () => {
    expect(words("const a = 'sem fim\nreturn eval")).toEqual(["const", "a", "return", "eval"]);
    expect(words("x /* eval(")).toEqual(["x"]);
  });
});

describe("tokenize (Python)", () => {
  it("skips # comments and reads every string form", () => {
    const code = "# os.system('x')\na = 'subprocess'\nb = \"\"\"os.system\n\"\"\"\nc = r'\\x41' + b'\\x41' + rb'z'\nreturn a";
    expect(words(code, "python")).toEqual(["a", "b", "c", "return", "a"]);
    const strings = tokenize(code, "python")
      .filter((t) => t.kind === "str")
      .map((t) => t.value);
    expect(strings).toEqual(["subprocess", "os.system\n", "\\x41", "A", "z"]);
  });

  it("reads f-string substitutions as code and the rest as text", () => {
    expect(kinds(tokenize("f'a{__import__(\"os\")!r:>3}b{x}'", "python"))).toEqual([
      "tpl-head:a",
      "id:__import__",
      "op:(",
      "str:os",
      "op:)",
      "tpl-mid:b",
      "id:x",
      "tpl-tail:",
    ]);
    expect(tokenize("f'{{literal}}'", "python")).toEqual([{ kind: "str", value: "{literal}", start: 0 }]);
  });
});

describe("tokenizeExpression (n8n {{ }})", () => {
  it("stops at the }} that closes the expression, not at braces inside it", () => {
    const value = "={{ JSON.stringify({a: {b: '}}'}}) }} resto";
    const { tokens, end } = tokenizeExpression(value, 3);
    expect(value.slice(end)).toBe("}} resto");
    expect(tokens.map((t) => t.value)).toEqual(["JSON", ".", "stringify", "(", "{", "a", ":", "{", "b", ":", "}}", "}", "}", ")"]);
  });

  it("says when the expression is not closed", () => {
    expect(tokenizeExpression("{{ $json.x", 2).end).toBe(-1);
  });
});
