/**
 * Builds lib/workflow/n8n-compat/data.json: for every node type that n8n ships (n8n-nodes-base and
 * @n8n/n8n-nodes-langchain) and every typeVersion of it, the first n8n release known to ship it.
 *
 *   npx tsx scripts/n8n/compat-table.ts [--refresh] [--plan]
 *
 * How: the `n8n` packument pins, per n8n release, the exact `n8n-nodes-base` and
 * `@n8n/n8n-nodes-langchain` versions it depends on. Per package, each n8n minor is read one of two ways:
 * - Aligned: where the package is released with n8n's own version numbers, the package's releases are
 *   read directly, so minors that the `n8n` packument lacks (1.30–1.40, for one) are still read. A minor
 *   is aligned when it lies within a run of n8n releases that all pin their own minor of the package
 *   (n8n 1.29.1 pins base 1.29.1 and n8n 1.41.1 pins base 1.41.1, so base 1.30–1.40 are n8n 1.30–1.40).
 *   The run ends at the last release checked: n8n 1.79.0 pins base 1.79.0 and n8n 1.81.4 pins base
 *   1.80.3, so base stops being aligned after 1.79 (n8n 1.80 is not on the registry to tell). The
 *   earliest and the newest release of the minor on the registry are read: X.Y.0 stands for n8n X.Y.0
 *   (every n8n X.Y.0 of an aligned run pins X.Y.0; checked below); a later patch stands for the first
 *   n8n release of that minor pinning it or later or, with none on the registry, for the lowest n8n
 *   release that can pin it: n8n's patch is never below the pinned package's, and is above that of any
 *   n8n release pinning an older one.
 * - Sampled: elsewhere (the numbers drift apart in 1.80–1.123), the first stable n8n release of the
 *   minor whose pinned version the registry has, and that version. It is read in aligned minors too.
 * A minor read neither way is missing: a node first shipped there is reported at the next minor read.
 *
 * Each tarball's `package/dist/types/nodes.json` (the node descriptions n8n loads; `name` with the
 * package prefix in older releases and without it in newer ones, `version` a number or an array, one
 * entry per version class of a versioned node) is read. Nodes flagged `usableAsTool` also exist at
 * runtime as `<name>Tool` (n8n derives them when loading the package), at the versions of those entries.
 *
 * Cache: N8N_COMPAT_CACHE (default /tmp/n8n-compat-cache) keeps the packuments and one small summary
 * per tarball; tarballs are deleted once read, so a re-run downloads nothing. `--refresh` refetches
 * the packuments (new releases); summaries of releases already read are kept. `--plan` prints the
 * ranges and the tarballs it would read, and stops.
 */

import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const REGISTRY = "https://registry.npmjs.org";
const CACHE = process.env.N8N_COMPAT_CACHE ?? "/tmp/n8n-compat-cache";
const OUT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../lib/workflow/n8n-compat/data.json");
const PACKAGES = ["n8n-nodes-base", "@n8n/n8n-nodes-langchain"] as const;
type Package = (typeof PACKAGES)[number];
const CONCURRENCY = 4;
const refresh = process.argv.includes("--refresh");
const planOnly = process.argv.includes("--plan");

type Packument = {
  versions: Record<string, { dependencies?: Record<string, string>; dist?: { tarball?: string } }>;
};

/** One tarball read: node type (with package prefix) -> typeVersions it ships. */
type Summary = Record<string, number[]>;

const STABLE = /^(\d+)\.(\d+)\.(\d+)$/;

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

/** One tarball to read, and the n8n release it stands for. */
interface Read {
  pkg: Package;
  version: string;
  n8n: string;
}

interface Range {
  package: Package;
  /** first and last n8n minor of the range, e.g. "1.0", "1.79" */
  from: string;
  to: string;
  source: `${Package} releases` | "sampled n8n releases";
  /** "minor": every minor read is exact; "sampled": minors read through the n8n releases the registry has */
  granularity: "minor" | "sampled";
  /** n8n minors of the range that nothing on the registry covers */
  missing: string[];
}

const minorOf = (v: string) => {
  const [major, minor] = parts(v);
  return `${major}.${minor}`;
};

/** The lowest n8n release that can pin `version` when none on the registry does (see the header). */
function lowestPinning(version: string, pins: { n8n: string; dep: string }[]): string {
  const [major, minor, patch] = parts(version);
  let lowest = patch;
  for (const p of pins) {
    const [m, n, q] = parts(p.n8n);
    if (m === major && n === minor && compare(p.dep, version) < 0) lowest = Math.max(lowest, q + 1);
  }
  return `${major}.${minor}.${lowest}`;
}

/**
 * Which tarballs of `pkg` to read for every n8n minor, and the ranges of minors read each way. `minors`
 * lists every n8n minor of the table (1.0 … 1.123, 2.0 … 2.41), `releases` the stable n8n releases.
 */
function plan(pkg: Package, n8n: Packument, meta: Packument, releases: string[], minors: string[]): { reads: Read[]; ranges: Range[] } {
  const pins: { n8n: string; dep: string }[] = [];
  for (const v of releases) {
    const dep = n8n.versions[v]?.dependencies?.[pkg];
    if (dep === undefined) continue; // n8n 1.0 shipped no langchain package
    if (!STABLE.test(dep)) throw new Error(`n8n@${v} depends on ${pkg}@${dep}: not an exact version`);
    pins.push({ n8n: v, dep });
  }
  const index = new Map(minors.map((m, i) => [m, i]));
  // Runs of consecutive n8n releases that pin their own minor of the package.
  const aligned = new Set<string>();
  let runStart: number | null = null;
  let runEnd = -1;
  const closeRun = () => {
    if (runStart !== null) for (let i = runStart; i <= runEnd; i++) aligned.add(minors[i]!);
    runStart = null;
  };
  for (const { n8n: v, dep } of pins) {
    const at = index.get(minorOf(v));
    if (at === undefined) continue;
    if (minorOf(dep) !== minorOf(v)) {
      closeRun();
      continue;
    }
    runStart ??= at;
    runEnd = at;
    // n8n X.Y.0 is what an aligned minor's X.Y.0 release stands for: hold the pattern to what the registry says.
    if (parts(v)[2] === 0 && dep !== v) throw new Error(`n8n@${v} pins ${pkg}@${dep}: the aligned reading assumes ${v}`);
  }
  closeRun();

  const own = Object.keys(meta.versions)
    .filter((v) => STABLE.test(v) && meta.versions[v]?.dist?.tarball)
    .sort(compare);
  const reads: Read[] = [];
  const ranges: Range[] = [];
  for (const minor of minors) {
    const mode = aligned.has(minor) ? "minor" : "sampled";
    const found: Read[] = [];
    // The first n8n release of the minor whose pin the registry has: read in every range, since a patch
    // release sometimes adds a node version (langchain 1.85.2 added chainLlm 1.6, which 1.85.0 lacks).
    const pin = pins.find((p) => minorOf(p.n8n) === minor && meta.versions[p.dep]?.dist?.tarball);
    const sampled = pin && { pkg, version: pin.dep, n8n: pin.n8n };
    if (mode === "minor") {
      // The earliest release of the minor stands for n8n X.Y.0; the newest, for its later patches (base
      // 1.62.1 added the <name>Tool twins that 1.62.0 lacks).
      const ofMinor = own.filter((v) => minorOf(v) === minor);
      for (const version of new Set([ofMinor[0], ofMinor.at(-1)])) {
        if (version === undefined) continue;
        const n8nVersion =
          parts(version)[2] === 0 ? version : (pins.find((p) => minorOf(p.n8n) === minor && compare(p.dep, version) >= 0)?.n8n ?? lowestPinning(version, pins));
        // Standing for the same n8n release as the pin, the pinned version is the exact one to read.
        if (!sampled || n8nVersion !== sampled.n8n) found.push({ pkg, version, n8n: n8nVersion });
      }
    }
    if (sampled) found.push(sampled);
    reads.push(...found);
    const last = ranges.at(-1);
    if (last && last.granularity === mode) last.to = minor;
    else
      ranges.push({
        package: pkg,
        from: minor,
        to: minor,
        source: mode === "minor" ? `${pkg} releases` : "sampled n8n releases",
        granularity: mode,
        missing: [],
      });
    if (found.length === 0) ranges.at(-1)!.missing.push(minor);
  }
  return { reads, ranges };
}

async function main() {
  const started = Date.now();
  mkdirSync(path.join(CACHE, "summaries"), { recursive: true });
  const n8n = await packument("n8n");
  const metas = Object.fromEntries(await Promise.all(PACKAGES.map(async (p) => [p, await packument(p)] as const))) as Record<Package, Packument>;

  const releases = Object.keys(n8n.versions)
    .filter((v) => STABLE.test(v) && parts(v)[0] >= 1)
    .sort(compare);
  // Every minor of n8n 1.x and 2.x up to the newest release of each major.
  const minors: string[] = [];
  for (const major of [1, 2]) {
    const top = Math.max(-1, ...releases.filter((v) => parts(v)[0] === major).map((v) => parts(v)[1]));
    for (let minor = 0; minor <= top; minor++) minors.push(`${major}.${minor}`);
  }
  const plans = PACKAGES.map((pkg) => plan(pkg, n8n, metas[pkg], releases, minors));
  const reads = plans.flatMap((p) => p.reads);
  const ranges = plans.flatMap((p) => p.ranges);
  for (const r of ranges) console.log(`${r.package} ${r.from}–${r.to}: ${r.source}${r.missing.length ? `, missing ${r.missing.join(" ")}` : ""}`);

  const versions = [...new Set(reads.map((r) => r.n8n))].sort(compare);
  const unique = [...new Map(reads.map((r) => [`${r.pkg}@${r.version}`, r])).values()];
  console.log(`${versions.length} n8n releases (${versions[0]} … ${versions.at(-1)}), ${unique.length} tarballs`);
  if (planOnly) {
    for (const r of reads) console.log(`n8n ${r.n8n} <- ${r.pkg}@${r.version}`);
    return;
  }
  const read = new Map<string, Summary>();
  await pool(unique, CONCURRENCY, async (r) => {
    read.set(`${r.pkg}@${r.version}`, await summary(r.pkg, r.version, metas[r.pkg]));
    process.stdout.write(".");
  });
  process.stdout.write("\n");

  // type -> typeVersion -> first index into `versions`; and which ones the newest read no longer ships.
  const nodes: Record<string, Record<string, number>> = {};
  const lastSeen: Record<string, Record<string, number>> = {};
  versions.forEach((v, index) => {
    for (const r of reads.filter((r) => r.n8n === v)) {
      for (const [type, tvs] of Object.entries(read.get(`${r.pkg}@${r.version}`) ?? {})) {
        for (const tv of tvs) {
          const key = String(tv);
          const first = (nodes[type] ??= {});
          if (first[key] === undefined) first[key] = index;
          (lastSeen[type] ??= {})[key] = index;
        }
      }
    }
  });
  const newest = versions.length - 1;
  // Newest release read for each package: a typeVersion it lacks was removed.
  const lastRead = Object.fromEntries(PACKAGES.map((pkg) => [pkg, Math.max(...reads.filter((r) => r.pkg === pkg).map((r) => versions.indexOf(r.n8n)))]));
  const removed: Record<string, Record<string, number>> = {};
  for (const [type, tvs] of Object.entries(lastSeen)) {
    const pkg = type.slice(0, type.lastIndexOf("."));
    for (const [tv, index] of Object.entries(tvs)) if (index < (lastRead[pkg] ?? newest)) (removed[type] ??= {})[tv] = index;
  }
  const sortKeys = <T>(o: Record<string, T>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const byVersion = (o: Record<string, number>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => Number(a) - Number(b)));

  const describe = (r: Range) => `${r.package} ${r.from}–${r.to} from ${r.source}`;
  const data = {
    generatedAt: new Date().toISOString(),
    n8nVersions: { from: versions[0], to: versions[newest], releases: versions.length },
    precision:
      `Per package and range of n8n minors (see ranges): ${ranges.map(describe).join("; ")}. ` +
      "Where a package's own releases are read (its numbers follow n8n's, checked against the versions n8n pins), the " +
      "earliest and the newest release of each minor on the npm registry are read, X.Y.0 standing for n8n X.Y.0, so the " +
      "minimum is the exact minor; in every minor, the first stable n8n release whose pinned version the registry has is " +
      "read too. A node first shipped in a minor not read (listed as missing) is reported at the next minor read, so a " +
      "minimum can be later than the real one, never earlier. Node types and typeVersions come from each package's " +
      "dist/types/nodes.json, plus the <name>Tool twin of nodes usable as AI tools.",
    ranges,
    versions,
    nodes: Object.fromEntries(Object.entries(sortKeys(nodes)).map(([t, v]) => [t, byVersion(v)])),
    /** typeVersions absent from the newest release read: index of the last release read that shipped them. */
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
