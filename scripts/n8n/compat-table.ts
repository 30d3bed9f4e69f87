/**
 * Builds lib/workflow/n8n-compat/data.json: for every node type that n8n ships (n8n-nodes-base and
 * @n8n/n8n-nodes-langchain) and every typeVersion of it, the first sampled n8n release that ships it.
 *
 *   npx tsx scripts/n8n/compat-table.ts [--refresh]
 *
 * How: the `n8n` packument pins, per n8n release, the exact `n8n-nodes-base` and
 * `@n8n/n8n-nodes-langchain` versions it depends on (their own version numbers drift from n8n's after
 * 1.80). Per package, one n8n release per minor is sampled: the first stable release of that minor
 * whose pinned version the registry has (it lacks some); each pinned tarball is downloaded and
 * `package/dist/types/nodes.json` (the node descriptions n8n loads; `name` with the package prefix
 * in older releases and without it in newer ones, `version` a number or an array, one entry per version class of a
 * versioned node) is read. Nodes flagged `usableAsTool` also exist at runtime as
 * `<name>Tool` (n8n derives them when loading the package), at the versions of those entries.
 *
 * Cache: N8N_COMPAT_CACHE (default /tmp/n8n-compat-cache) keeps the packuments and one small summary
 * per tarball; tarballs are deleted once read, so a re-run downloads nothing. `--refresh` refetches
 * the packuments (new releases); summaries of releases already read are kept.
 */

import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const REGISTRY = "https://registry.npmjs.org";
const CACHE = process.env.N8N_COMPAT_CACHE ?? "/tmp/n8n-compat-cache";
const OUT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../lib/workflow/n8n-compat/data.json");
const PACKAGES = ["n8n-nodes-base", "@n8n/n8n-nodes-langchain"] as const;
const CONCURRENCY = 4;
const refresh = process.argv.includes("--refresh");

type Packument = {
  versions: Record<string, { dependencies?: Record<string, string>; dist?: { tarball?: string } }>;
};

/** One tarball read: node type (with package prefix) -> typeVersions it ships. */
type Summary = Record<string, number[]>;

const STABLE = /^([12])\.(\d+)\.(\d+)$/;

function parts(v: string): [number, number, number] {
  const m = STABLE.exec(v);
  if (!m) throw new Error(`not a stable version: ${v}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

function compare(a: string, b: string): number {
  const x = parts(a);
  const y = parts(b);
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

async function packument(name: string): Promise<Packument> {
  const file = path.join(CACHE, `packument-${name.replace(/[@/]/g, "_")}.json`);
  if (!refresh && existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as Packument;
  const res = await fetch(`${REGISTRY}/${name.replace("/", "%2F")}`, { headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
  const text = await res.text();
  writeFileSync(file, text);
  return JSON.parse(text) as Packument;
}

function versionsOf(entry: { version?: unknown }): number[] {
  const v = entry.version;
  if (Array.isArray(v)) return v.filter((x): x is number => typeof x === "number");
  if (typeof v === "number") return [v];
  return [1];
}

async function summary(pkg: string, version: string, meta: Packument): Promise<Summary> {
  const base = `${pkg.replace(/[@/]/g, "_")}-${version}`;
  const file = path.join(CACHE, "summaries", `${base}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as Summary;
  const url = meta.versions[version]?.dist?.tarball;
  if (!url) throw new Error(`${pkg}@${version}: no tarball on the registry`);
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${pkg}@${version}: HTTP ${res.status}`);
  const tgz = path.join(CACHE, `${base}.tgz`);
  writeFileSync(tgz, Buffer.from(await res.arrayBuffer()));
  let json: string;
  try {
    json = execFileSync("tar", ["xzf", tgz, "-O", "package/dist/types/nodes.json"], { maxBuffer: 512 * 1024 * 1024, encoding: "utf8" });
  } finally {
    rmSync(tgz, { force: true });
  }
  const entries = JSON.parse(json) as { name?: unknown; version?: unknown; usableAsTool?: unknown }[];
  const out: Record<string, Set<number>> = {};
  const put = (type: string, versions: number[]) => {
    const set = (out[type] ??= new Set());
    for (const v of versions) set.add(v);
  };
  for (const entry of entries) {
    if (typeof entry.name !== "string") continue;
    const name = entry.name.includes(".") ? entry.name.slice(entry.name.lastIndexOf(".") + 1) : entry.name;
    put(`${pkg}.${name}`, versionsOf(entry));
    // n8n's loader adds a `<name>Tool` twin for every node description that is usable as an AI tool.
    if (entry.usableAsTool && !name.endsWith("Tool")) put(`${pkg}.${name}Tool`, versionsOf(entry));
  }
  const result: Summary = Object.fromEntries(Object.entries(out).map(([k, s]) => [k, [...s].sort((a, b) => a - b)]));
  writeFileSync(file, JSON.stringify(result));
  return result;
}

async function pool<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i] as T);
      }
    }),
  );
  return results;
}

async function main() {
  const started = Date.now();
  mkdirSync(path.join(CACHE, "summaries"), { recursive: true });
  const n8n = await packument("n8n");
  const metas = Object.fromEntries(await Promise.all(PACKAGES.map(async (p) => [p, await packument(p)] as const)));

  // Per package, the first stable release of each n8n minor (1.x, 2.x) whose pinned version of that
  // package the registry has: the registry lacks a few (n8n 1.64.0 pins langchain 1.64.0, which it
  // does not have, so langchain nodes of that minor are read from n8n 1.64.3, and base nodes from 1.64.0).
  const exact = /^\d+\.\d+\.\d+$/;
  const releases = Object.keys(n8n.versions).filter((v) => STABLE.test(v)).sort(compare);
  const jobs: { n8n: string; pkg: string; version: string }[] = [];
  const missingMinors: Record<string, string[]> = {};
  for (const pkg of PACKAGES) {
    const done = new Set<string>();
    const seen = new Set<string>();
    for (const v of releases) {
      const [major, minor] = parts(v);
      const key = `${major}.${minor}`;
      const dep = n8n.versions[v]?.dependencies?.[pkg];
      if (dep === undefined) continue; // n8n 1.0 shipped no langchain package
      seen.add(key);
      if (done.has(key)) continue;
      if (!exact.test(dep)) throw new Error(`n8n@${v} depends on ${pkg}@${dep}: not an exact version`);
      if (!metas[pkg]?.versions[dep]?.dist?.tarball) continue;
      done.add(key);
      jobs.push({ n8n: v, pkg, version: dep });
    }
    missingMinors[pkg] = [...seen].filter((k) => !done.has(k));
    if (missingMinors[pkg].length) console.log(`${pkg}: no release of n8n ${missingMinors[pkg].join(", ")} pins a version the registry has`);
  }
  const sampled = [...new Set(jobs.map((j) => j.n8n))].sort(compare);
  const unique = [...new Map(jobs.map((j) => [`${j.pkg}@${j.version}`, j])).values()];
  console.log(`${sampled.length} n8n releases sampled (${sampled[0]} … ${sampled.at(-1)}), ${unique.length} tarballs`);
  const read = new Map<string, Summary>();
  await pool(unique, CONCURRENCY, async (j) => {
    read.set(`${j.pkg}@${j.version}`, await summary(j.pkg, j.version, metas[j.pkg] as Packument));
    process.stdout.write(".");
  });
  process.stdout.write("\n");

  // type -> typeVersion -> first index into `sampled`; and which ones the newest release no longer ships.
  const nodes: Record<string, Record<string, number>> = {};
  const lastSeen: Record<string, Record<string, number>> = {};
  sampled.forEach((v, index) => {
    for (const j of jobs.filter((j) => j.n8n === v)) {
      for (const [type, versions] of Object.entries(read.get(`${j.pkg}@${j.version}`) ?? {})) {
        for (const tv of versions) {
          const key = String(tv);
          const first = (nodes[type] ??= {});
          if (first[key] === undefined) first[key] = index;
          (lastSeen[type] ??= {})[key] = index;
        }
      }
    }
  });
  const newest = sampled.length - 1;
  // Newest sampled release that was read for each package: a typeVersion it lacks was removed.
  const lastRead = Object.fromEntries(PACKAGES.map((pkg) => [pkg, Math.max(...jobs.filter((j) => j.pkg === pkg).map((j) => sampled.indexOf(j.n8n)))]));
  const removed: Record<string, Record<string, number>> = {};
  for (const [type, versions] of Object.entries(lastSeen)) {
    const pkg = type.slice(0, type.lastIndexOf("."));
    for (const [tv, index] of Object.entries(versions)) if (index < (lastRead[pkg] ?? newest)) (removed[type] ??= {})[tv] = index;
  }
  const sortKeys = <T>(o: Record<string, T>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const byVersion = (o: Record<string, number>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => Number(a) - Number(b)));

  const minors = (major: number) => [...new Set(sampled.filter((v) => parts(v)[0] === major).map((v) => `${major}.${parts(v)[1]}`))];
  const data = {
    generatedAt: new Date().toISOString(),
    n8nVersions: { from: sampled[0], to: sampled[newest], sampled: sampled.length },
    precision:
      `For each of n8n-nodes-base and @n8n/n8n-nodes-langchain, the first stable n8n release of each minor whose pinned version ` +
      `of that package the npm registry has (${sampled.length} n8n releases, ${sampled[0]} to ${sampled[newest]}). ` +
      `Minors sampled: 1.x ${minors(1).join(", ")}; 2.x ${minors(2).join(", ")}; every other minor is absent from the registry` +
      Object.entries(missingMinors)
        .filter(([, m]) => m.length)
        .map(([pkg, m]) => `, and ${pkg} is not read for ${m.join(", ")} (no pinned version on the registry)`)
        .join("") +
      ". Node types and typeVersions come from each package's dist/types/nodes.json, plus the <name>Tool twin of nodes usable " +
      "as AI tools. A node first shipped in a release that was not sampled is reported at the next sampled release, so a " +
      "minimum can be later than the real one, never earlier.",
    versions: sampled,
    nodes: Object.fromEntries(Object.entries(sortKeys(nodes)).map(([t, v]) => [t, byVersion(v)])),
    /** typeVersions absent from the newest sampled release: index of the last sampled release that shipped them. */
    removed: Object.fromEntries(Object.entries(sortKeys(removed)).map(([t, v]) => [t, byVersion(v)])),
  };
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, JSON.stringify(data) + "\n");
  const size = readFileSync(OUT).length;
  console.log(
    `${Object.keys(nodes).length} node types, ${Object.keys(removed).length} with removed versions; ` +
      `${path.relative(process.cwd(), OUT)} ${(size / 1024).toFixed(1)} KB in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
