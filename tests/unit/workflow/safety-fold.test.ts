import { describe, expect, it } from "vitest";
import { decodeBase64, isExact, MARK, Program, type Resolver } from "@/lib/workflow/safety/fold";
import { tokenize, type Language } from "@/lib/workflow/safety/lexer";

/** The folded text of the expression that starts the code, and whether it was built from pieces. */
function fold(code: string, language: Language = "js", resolver?: Resolver) {
  const tokens = tokenize(code, language);
  const f = new Program(tokens, language, resolver).foldText(0);
  return { text: f.text, built: f.built, whole: f.end >= tokens.length || tokens[f.end]?.value === ";" };
}

/** The folded value of what a name was assigned, as the rules see it at a use site. */
function foldName(code: string, name: string, language: Language = "js") {
  const tokens = tokenize(code, language);
  const program = new Program(tokens, language);
  const at = tokens.findLastIndex((t) => t.kind === "id" && t.value === name);
  return program.foldText(at).text;
}

describe("constant folding (JavaScript)", () => {
  it.each([
    ["'child_' + 'process'", "child_process"],
    ["`child_${'pro' + `cess`}`", "child_process"],
    ["['c', 'h', 'i', 'l', 'd'].join('') + '_process'", "child_process"],
    ["'ssecorp_dlihc'.split('').reverse().join('')", "child_process"],
    ["[...'ssecorp_dlihc'].reverse().join('')", "child_process"],
    ["Array.from('lave').reverse().join('')", "eval"],
    ["String.fromCharCode(101, 118, 97, 108)", "eval"],
    ["String.fromCharCode(...[0x65, 0x76, 0x61, 0x6c])", "eval"],
    ["[101, 118, 97, 108].map(c => String.fromCharCode(c)).join('')", "eval"],
    ["[102, 119, 98, 109].map((c) => String.fromCharCode(c - 1)).join('')", "eval"],
    ["atob('Y2hpbGRfcHJvY2Vzcw==')", "child_process"],
    ["Buffer.from('Y2hpbGRfcHJvY2Vzcw', 'base64').toString()", "child_process"],
    ["Buffer.from('6576616c', 'hex').toString('utf8')", "eval"],
    ["decodeURIComponent('%65%76%61%6C')", "eval"],
    ["unescape('%u0065val')", "eval"],
    ["'EVAL'.toLowerCase()", "eval"],
    ["'xxevalxx'.slice(2, -2)", "eval"],
    ["'pro'.concat('ce', 'ss')", "process"],
    ["'e-v-a-l'.replaceAll('-', '')", "eval"],
    ["(14).toString(36) + 'val'", "eval"],
    ["'\\x65\\x76\\x61\\x6c'", "eval"],
    ["String('fs')", "fs"],
  ])("%s → %s", (code, want) => {
    const f = fold(code);
    expect(f.text).toBe(want);
    expect(f.whole).toBe(true);
    expect(f.built).toBe(true);
  });

  it("says a plain literal was not built", () => {
    expect(fold("'child_process'")).toMatchObject({ text: "child_process", built: false });
  });

  it("follows names assigned a constant, through other names, but not in circles", () => {
    expect(foldName("const a = 'child_'; const b = a + 'process'; require(b)", "b")).toBe("child_process");
    expect(foldName("let m = ['f', 's'].join(''); import(m)", "m")).toBe("fs");
    expect(isExact(foldName("a = b + 'x'; b = a + 'y'; f(a)", "a"))).toBe(false);
  });

  it("adds what `+=` appends, and gives every value of a name assigned more than once", () => {
    expect(foldName("let m = 'child_'; m += 'pro'; m += 'cess'; require(m)", "m")).toBe("child_process");
    const code = "let m = 'ok'; m = 'child_' + 'process'; require(m)";
    const tokens = tokenize(code, "js");
    const program = new Program(tokens, "js");
    const use = tokens.findLastIndex((t) => t.value === "m");
    expect(program.foldText(use).text).toBeUndefined();
    expect(program.foldEach(use).map((f) => f.text)).toEqual(["ok", "child_process"]);
  });

  it("marks the unknown pieces of a partly known string", () => {
    const f = fold("'http://185.199.110.153/' + caminho + '?x=1'");
    expect(f.text).toBe(`http://185.199.110.153/${MARK}?x=1`);
    expect(isExact(f.text)).toBe(false);
    expect(fold("`https://${host}/api`").text).toBe(`https://${MARK}/api`);
    expect(fold("host + x").text).toBeUndefined();
  });

  it("reads n8n references to other steps through the resolver", () => {
    const seen: unknown[] = [];
    const resolver: Resolver = (ref) => {
      seen.push(ref);
      return ref.path === "url" ? "https://webhook.site/abc" : undefined;
    };
    expect(fold("$json.url + '/x'", "js", resolver).text).toBe("https://webhook.site/abc/x");
    expect(fold("$('Configuração').item.json.url", "js", resolver).text).toBe("https://webhook.site/abc");
    expect(fold("$('Config').first().json['url'].trim()", "js", resolver).text).toBe("https://webhook.site/abc");
    expect(fold('$node["Config"].json.url', "js", resolver).text).toBe("https://webhook.site/abc");
    expect(fold("$input.all()[0].json.outro", "js", resolver).text).toBeUndefined();
    expect(seen).toEqual([
      { node: null, path: "url" },
      { node: "Configuração", path: "url" },
      { node: "Config", path: "url" },
      { node: "Config", path: "url" },
      { node: null, path: "outro" },
    ]);
  });

  it("stays bounded on hostile input", () => {
    const deep = "(".repeat(20_000) + "'a'" + ")".repeat(20_000);
    const long = Array.from({ length: 20_000 }, () => "'ab'").join("+");
    const start = performance.now();
    expect(fold(deep).text).toBeUndefined();
    expect(fold(long).text!.length).toBeLessThanOrEqual(8_001);
    expect(fold("'x'.repeat(1e9)").text).toBeUndefined();
    expect(performance.now() - start).toBeLessThan(1_000);
  });
});

describe("constant folding (Python)", () => {
  it.each([
    ["'sub' + 'process'", "subprocess"],
    ["'sub' 'process'", "subprocess"],
    ["'ssecorpbus'[::-1]", "subprocess"],
    ["''.join(['o', 's'])", "os"],
    ["''.join(chr(c) for c in [101, 118, 97, 108])", "eval"],
    ["''.join([chr(c) for c in (101, 118, 97, 108)])", "eval"],
    ["''.join(map(chr, [101, 118, 97, 108]))", "eval"],
    ["''.join(reversed('lave'))", "eval"],
    ["base64.b64decode('ZXZhbA==').decode()", "eval"],
    ["bytes.fromhex('6576616c').decode('utf-8')", "eval"],
    ["codecs.decode('riny', 'rot13')", "eval"],
    ["chr(101) + 'val'", "eval"],
  ])("%s → %s", (code, want) => {
    expect(fold(code, "python").text).toBe(want);
  });
});

describe("decodeBase64", () => {
  it("accepts URL-safe text and missing padding, and refuses what is not base64", () => {
    expect(decodeBase64("aGk")).toBe("hi");
    expect(decodeBase64("-_8")).toBe("\xfb\xff");
    expect(decodeBase64("não é base64")).toBeUndefined();
  });
});
