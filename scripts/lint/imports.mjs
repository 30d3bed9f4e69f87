// The import rules of docs/architecture.md ("Camadas de lib/"), checked on every `npm run lint`:
// - no import circle anywhere in app/, components/, lib/, db/ (type-only imports included: a
//   circle of types is still two modules that cannot be understood apart);
// - in lib/, every import goes down the layers of scripts/lint/layers.mjs, except the few named there;
// - e-mail contents only under lib/mail/templates (the domains queue, they do not write e-mails).
// A scan of import statements, not a type checker: it runs in well under a second, where
// eslint-plugin-import's no-cycle took minutes on this tree.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ALLOWED_UPWARD, layerOf } from "./layers.mjs";

// LINT_ROOT: another tree laid out like this one (the script's own tests use a small one).
const root = process.env.LINT_ROOT ?? path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const DIRS = ["app", "components", "lib", "db"];
const EXTENSIONS = [".ts", ".tsx", ".mjs", ".js"];
const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (EXTENSIONS.some((e) => name.endsWith(e)) && !name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

function resolve(from, spec) {
  let base;
  if (spec.startsWith("@/")) base = path.join(root, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, "index" + e))]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // next candidate
    }
  }
  return null;
}

/** Comments out, so an example in a comment is not an import. Strings are kept: specifiers are strings. */
const stripComments = (src) => src.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

const files = DIRS.flatMap((d) => walk(path.join(root, d)));
const graph = new Map();
for (const file of files) {
  const targets = new Set();
  for (const m of stripComments(readFileSync(file, "utf8")).matchAll(IMPORT)) {
    const target = resolve(file, m[1] ?? m[2]);
    if (target) targets.add(target);
  }
  graph.set(file, targets);
}

const rel = (f) => path.relative(root, f);
const problems = [];

// Circles: strongly connected components of more than one file (or a file importing itself).
let index = 0;
const stack = [];
const info = new Map();
function connect(v) {
  info.set(v, { index, low: index, onStack: true });
  index += 1;
  stack.push(v);
  for (const w of graph.get(v) ?? []) {
    if (!graph.has(w)) continue;
    if (!info.has(w)) {
      connect(w);
      info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
    } else if (info.get(w).onStack) info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
  }
  if (info.get(v).low === info.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      info.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v).has(v)) problems.push(`import circle: ${component.map(rel).sort().join(" ↔ ")}`);
  }
}
for (const v of graph.keys()) if (!info.has(v)) connect(v);

// Layers of lib/: an import may only go to the same layer or below.
const allowed = new Set(ALLOWED_UPWARD.map((a) => `${a.from} -> ${a.to}`));
const used = new Set();
for (const [file, targets] of graph) {
  const from = rel(file);
  const fromLayer = layerOf(from);
  if (fromLayer === null) continue;
  for (const target of targets) {
    const to = rel(target);
    const toLayer = layerOf(to);
    if (toLayer === null || toLayer.rank <= fromLayer.rank || toLayer.name === fromLayer.name) continue;
    const key = `${from} -> ${to}`;
    if (allowed.has(key)) used.add(key);
    else problems.push(`upward import: ${from} (${fromLayer.name}, layer ${fromLayer.rank}) imports ${to} (${toLayer.name}, layer ${toLayer.rank})`);
  }
}
// Every e-mail's content lives in lib/mail/templates: only those files may use the layout.
const LAYOUT = "lib/mail/templates/layout.ts";
for (const [file, targets] of graph) {
  const from = rel(file);
  if (!from.startsWith("lib/mail/templates/") && [...targets].some((t) => rel(t) === LAYOUT)) {
    problems.push(
      `e-mail content outside lib/mail/templates: ${from} imports ${LAYOUT}; write a (recipient, data) template there and queue it from the domain`,
    );
  }
}

// next.config.ts is loaded without the "@/" alias: everything it imports must use relative paths.
const configClosure = [path.join(root, "next.config.ts")];
for (const seen = new Set(); configClosure.length > 0;) {
  const file = configClosure.pop();
  if (seen.has(file)) continue;
  seen.add(file);
  for (const m of stripComments(readFileSync(file, "utf8")).matchAll(IMPORT)) {
    const spec = m[1] ?? m[2];
    if (spec.startsWith("@/")) problems.push(`${rel(file)} is loaded by next.config.ts and imports "${spec}": use a relative path`);
    const target = resolve(file, spec);
    if (target) configClosure.push(target);
  }
}

for (const key of allowed) if (!used.has(key)) problems.push(`scripts/lint/layers.mjs allows ${key}, which no longer exists: remove it from the list`);

if (problems.length > 0) {
  console.error(problems.join("\n"));
  console.error(`\n${problems.length} import problem(s): see docs/architecture.md, "Camadas de lib/".`);
  process.exit(1);
}
console.log(`imports: ${graph.size} files, no circle, lib/ downhill (${used.size} named exceptions)`);
