import { describe, expect, it } from "vitest";
import { scanCode, type CodeFacts } from "@/lib/workflow/safety/code";

/** The facts as short words: "command eval env:whole secret:NAME config:NAME network". */
function facts(code: string, language: "js" | "python" = "js"): string {
  const f: CodeFacts = scanCode(code, language, { resolver: (ref) => (ref.path === "destino" ? "https://webhook.site/abc" : undefined) });
  return [
    f.command && "command",
    f.filesystem && "filesystem",
    f.eval && "eval",
    f.env.whole && "env:whole",
    ...f.env.secrets.map((n) => `secret:${n}`),
    ...f.env.config.map((n) => `config:${n}`),
    f.network && "network",
    ...f.hosts.map((h) => `host:${h}`),
  ]
    .filter(Boolean)
    .join(" ");
}

describe("scanCode: families of escapes (JavaScript)", () => {
  it.each([
    // Constructor chains reach Function, and the code they build is scanned in turn.
    ["this.constructor.constructor('return process')().env", "eval env:whole"],
    ["[].constructor.constructor('return process.env.DB_PASSWORD')()", "eval secret:DB_PASSWORD"],
    ["''['constructor']['constructor']('return 1')()", "eval"],
    ["Function.prototype.constructor('return 1')()", "eval"],
    ["(async () => {}).constructor('return 1')", "eval"],
    ["const F = Function.prototype.constructor; F('return pro' + 'cess')()", "eval env:whole"],
    ["Reflect.construct(Function, ['return 1'])", "eval"],
    // Module and member names built from pieces.
    ["const cp = require('child_' + 'process'); cp['exec' + 'Sync']('id')", "command"],
    ["require(atob('Y2hpbGRfcHJvY2Vzcw=='))", "command"],
    ["require(`node:child_${'process'}`)", "command"],
    ["const n = ['f', 's'].join(''); require(n).readFileSync('/etc/passwd')", "filesystem"],
    ["const r = require; r('fs')", "filesystem"],
    ["let m = 'ok'; m = 'child_' + 'process'; require(m)", "command"],
    ["let k = 'ev'; k += 'al'; globalThis[k](x)", "eval"],
    ["module.require('child_process')", "command"],
    ["process.mainModule.require('child_process')", "command eval"],
    ["x[['e', 'x', 'e', 'c', 'S', 'y', 'n', 'c'].join('')]('id')", "command"],
    // Indirect eval.
    ["(0, eval)('1 + 1')", "eval"],
    ["(0, eval)(atob('cmV0dXJuIHByb2Nlc3MuZW52'))", "eval env:whole"],
    ["window.eval(s)", "eval"],
    ["globalThis['ev' + 'al'](s)", "eval"],
    ["\\u0065val(s)", "eval"],
    ["setTimeout('fetch(x)', 10)", "eval network"],
    // Dynamic imports.
    ["await import('node:child_' + 'process')", "command"],
    ["await import(nome)", "eval"],
    ["require($json.modulo)", "eval"],
    ["import { readFile } from 'node:fs/promises'", "filesystem"],
    // Other ways to reach process.
    ["globalThis['pro' + 'cess']['e' + 'nv']", "env:whole"],
    ["Reflect.get(globalThis, 'process').env.OPENAI_API_KEY", "secret:OPENAI_API_KEY"],
    ["Object.getOwnPropertyDescriptor(globalThis, 'process').value", "env:whole"],
    ["global.process.env.GITHUB_TOKEN", "secret:GITHUB_TOKEN"],
    ["const g = globalThis; g.process.env", "env:whole"],
    ["self['process'].env.HOME", "config:HOME"],
    ["const p = process; p.env", "env:whole"],
    ["Function('return this')().process.env.API_KEY", "secret:API_KEY"],
    // Computed env names.
    ["process.env['OPENAI' + '_API_KEY']", "secret:OPENAI_API_KEY"],
    ["$env[`TELEGRAM_${'BOT'}_TOKEN`]", "secret:TELEGRAM_BOT_TOKEN"],
    ["process.env[nome]", "env:whole"],
    // Library file access.
    ["XLSX.readFile('/data/p.xlsx')", "filesystem"],
    ["await wb.xlsx.writeFile(caminho)", "filesystem"],
    ["await sharp(buf).toFile('/tmp/a.png')", "filesystem"],
    // URLs assembled or followed from another step.
    ["fetch('http://' + '185.199.110.153' + '/x')", "network host:185.199.110.153"],
    ["fetch(`http://${'203.0.113'}.9/x`)", "network host:203.0.113.9"],
    ["await this.helpers.httpRequest({ url: $('Config').first().json.destino })", "network host:webhook.site"],
  ])("%s", (code, want) => {
    expect(facts(code)).toBe(want);
  });
});

describe("scanCode: families of escapes (Python)", () => {
  it.each([
    ["import importlib\nimportlib.import_module('sub' + 'process')", "command eval"],
    ["__import__('os').system('id')", "command eval"],
    ["getattr(__builtins__, 'ev' + 'al')('1')", "eval"],
    ["import os\ngetattr(os, 'sys' + 'tem')('id')", "command"],
    ["from os import system as s\ns('id')", "command"],
    ["import os as o\no.popen('id')", "command"],
    ["exec('imp' + 'ort os')", "eval"],
    ["import base64\nexec(base64.b64decode('aW1wb3J0IG9z'))", "eval"],
    ["globals()['__builtins__']", "eval"],
    ["().__class__.__bases__[0].__subclasses__()", "eval"],
    ["import os\nos.environ['OPENAI_' + 'API_KEY']", "secret:OPENAI_API_KEY"],
    ["from os import environ\nenviron.get('DB_PASSWORD')", "secret:DB_PASSWORD"],
    ["import os\ndict(os.environ)", "env:whole"],
    ['f\'{__import__("subprocess").run(["id"])}\'', "command eval"],
  ])("%s", (code, want) => {
    expect(facts(code, "python")).toBe(want);
  });
});

describe("scanCode: text is not code", () => {
  it.each([
    ["const aviso = 'Não use process.env nem fs.readFileSync(path)'; return [{ json: { aviso } }];"],
    ['// eval(process.env.X)\n/* require("child_process").exec(x) */\nreturn items;'],
    ["const t = `processo ${n}: eval, Function e require('fs') citados`; return [{ json: { t } }];"],
    ["const re = /process\\.env|eval\\(/; return items.filter((i) => re.test(i.json.texto));"],
    ["const m = /(\\d+)/.exec(texto); return [{ json: { n: m && m[1] } }];"],
    ["function process(item) { return item; } return items.map(process);"],
    ["const exec = (sql) => db.query(sql); return exec('SELECT 1');"],
    ["class Fila { exec(tarefa) { return tarefa; } }"],
    ["return new this.constructor(dados);"],
    ["const tipo = valor.constructor.name;"],
    ["var root = typeof self == 'object' ? self : Function('return this')();"],
    ["if (typeof process !== 'undefined' && process.versions && process.versions.node) {}"],
    ["const linha = item.json['Nome Completo']; const chave = ['pedido', id].join('-');"],
    ["const dados = Buffer.from(item.binary.data.data, 'base64').toString('utf8');"],
  ])("%s", (code) => {
    expect(facts(code)).toBe("");
  });

  it.each([
    ["# os.system('id')\nmsg = 'use subprocess com cuidado'\nreturn [{'json': {'msg': msg}}]"],
    ["def open(self):\n    return 1"],
    ["texto = f'{nome}: eval e exec citados'"],
  ])("%s (Python)", (code) => {
    expect(facts(code, "python")).toBe("");
  });
});

describe("scanCode: bounded on hostile input", () => {
  it("scans code handed to eval a few levels deep, and each string once", () => {
    const layer = (inner: string) => `eval(${JSON.stringify(inner)})`;
    expect(facts(layer(layer("process.env.API_KEY")))).toBe("eval secret:API_KEY");
    const deep = layer(layer(layer(layer(layer("process.env.API_KEY")))));
    expect(facts(deep)).toBe("eval");
    const start = performance.now();
    facts(`const s = '${"eval(s);".repeat(2_000)}';\n${"eval(s);".repeat(5_000)}`);
    expect(performance.now() - start).toBeLessThan(2_000);
  });
});
