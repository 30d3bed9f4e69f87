/**
 * Which n8n release can import a workflow: the lowest release that ships every node type at the
 * typeVersion the workflow uses, and the nodes no official package ships. Pure (no fs, no network):
 * it reads the table that scripts/n8n/compat-table.ts builds from the npm registry (data.json), and
 * never throws, whatever the parsed JSON looks like.
 *
 * Precision, per package and range of n8n minors (N8N_COMPAT_DATA_INFO.ranges): where the package is
 * released with n8n's own version numbers (e.g. n8n-nodes-base 1.0–1.79), its own releases are read
 * and the minimum is the exact minor; elsewhere one n8n release per minor is sampled. A node first
 * shipped in a minor the registry does not cover is reported at the next minor read: a minimum can be
 * later than the real one, never earlier.
 *
 * Rules:
 * - A type's package is the part before its last `.`. `n8n-nodes-base` and `@n8n/*` are official;
 *   any other package is a community package (`n8n-nodes-evolution-api.evolutionApi` ->
 *   `n8n-nodes-evolution-api`). Community types, and official types the table does not know, go to
 *   `unknownNodes` and do not affect `minN8nVersion`.
 * - A missing or unreadable `typeVersion` counts as 1, as n8n does.
 * - A known type at a typeVersion that no release in the table ships goes to `unknownVersions` and does
 *   not affect `minN8nVersion`: no requirement is stated that no release meets. That holds above the
 *   newest version too: a typeVersion between shipped ones (noOp 1.1, when only 1 exists) and one above
 *   them (n8n-nodes-base.openAi 1.8, when only 1 and 1.1 exist: exports with a hand-edited type or
 *   version) look alike, and which of them a later n8n will ship is not known. A version that a newer
 *   n8n than the table covers does ship is then unknown until the table is rebuilt.
 */

import raw from "./data.json";

export interface N8nCompatibility {
  /** e.g. "1.40.0"; null when no node is known (or the workflow has no nodes) */
  minN8nVersion: string | null;
  /** node types that no official package ships (community or unknown), in workflow order, deduplicated */
  unknownNodes: string[];
  /** npm package names of community nodes, e.g. "n8n-nodes-evolution-api", deduplicated */
  communityPackages: string[];
  /** per node that raises the minimum: which version it needs, for the import note */
  requirements: { node: string; type: string; typeVersion: number; minN8nVersion: string }[];
  /** per node of an official type at a typeVersion no release in the table ships, in workflow order */
  unknownVersions: { node: string; type: string; typeVersion: number }[];
}

export interface N8nRemovedNode {
  node: string;
  type: string;
  typeVersion: number;
  /** the newest release read that still ships this type at this typeVersion */
  lastN8nVersion: string;
}

/** How one package is read over one range of n8n minors (data.json `ranges`). */
export interface N8nCompatRange {
  package: string;
  /** first and last n8n minor of the range, e.g. "1.0", "1.79" */
  from: string;
  to: string;
  /** e.g. "n8n-nodes-base releases" (its own releases, numbered as n8n's) or "sampled n8n releases" */
  source: string;
  /** "minor": each minor read is exact; "sampled": minors read through the n8n releases the registry has */
  granularity: "minor" | "sampled";
  /** n8n minors of the range that nothing on the registry covers: a node first shipped there is reported later */
  missing: string[];
}

export interface N8nCompatDataInfo {
  generatedAt: string;
  /** oldest and newest n8n release in the table, and how many it tells apart */
  n8nVersions: { from: string; to: string; releases: number };
  precision: string;
  ranges: N8nCompatRange[];
}

interface CompatData extends N8nCompatDataInfo {
  /** n8n releases the table tells apart, oldest first */
  versions: string[];
  /** type -> typeVersion (as String(number)) -> index into `versions` of the first release shipping it */
  nodes: Record<string, Record<string, number>>;
  /** type -> typeVersion -> index of the last release shipping it, for versions the newest release lacks */
  removed: Record<string, Record<string, number>>;
}

const DATA = raw as unknown as CompatData;

export const N8N_COMPAT_DATA_INFO: N8nCompatDataInfo = {
  generatedAt: DATA.generatedAt,
  n8nVersions: DATA.n8nVersions,
  precision: DATA.precision,
  ranges: DATA.ranges,
};

const hasOwn = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The node list of an n8n export, or of a template API answer shaped as `{ workflow: {...} }`. */
function nodesOf(workflow: unknown): unknown[] {
  if (!isObject(workflow)) return [];
  if (Array.isArray(workflow.nodes)) return workflow.nodes;
  if (isObject(workflow.workflow) && Array.isArray(workflow.workflow.nodes)) return workflow.workflow.nodes;
  return [];
}

function typeVersionOf(value: unknown): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? n : 1;
}

/** `n8n-nodes-base`, `@n8n/…`, a community package name, or null when the type names no package. */
function packageOf(type: string): string | null {
  const dot = type.lastIndexOf(".");
  return dot > 0 && dot < type.length - 1 ? type.slice(0, dot) : null;
}

const isOfficial = (pkg: string) => pkg === "n8n-nodes-base" || pkg.startsWith("@n8n/");

/** Community packages must be valid npm names: `name` or `@scope/name`, no spaces. */
const NPM_NAME = /^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/;

interface ReadNode {
  name: string;
  type: string;
  typeVersion: number;
}

function readNodes(workflow: unknown): ReadNode[] {
  const out: ReadNode[] = [];
  for (const node of nodesOf(workflow)) {
    if (!isObject(node) || typeof node.type !== "string" || node.type.trim() === "") continue;
    const name = typeof node.name === "string" ? node.name : node.type;
    out.push({ name, type: node.type.trim(), typeVersion: typeVersionOf(node.typeVersion) });
  }
  return out;
}

/**
 * The table's official types, each with its typeVersions as numbers: a node's typeVersion is then
 * looked up as it is, instead of being turned into a string and checked in two objects per node.
 * A key that String(number) never writes ("1.0") could never match, so it is left out.
 */
const FIRST_RELEASE: ReadonlyMap<string, ReadonlyMap<number, number>> = new Map(
  Object.keys(DATA.nodes)
    .filter((type) => {
      const pkg = packageOf(type);
      return pkg !== null && isOfficial(pkg) && Boolean(DATA.nodes[type]);
    })
    .map((type) => {
      const versions = DATA.nodes[type]!;
      const byNumber = new Map<number, number>();
      for (const key of Object.keys(versions)) {
        const index = versions[key];
        if (String(Number(key)) === key && typeof index === "number") byNumber.set(Number(key), index);
      }
      return [type, byNumber];
    }),
);

type Requirement = N8nCompatibility["requirements"][number];
type UnknownVersion = N8nCompatibility["unknownVersions"][number];

export function n8nCompatibility(workflow: unknown): N8nCompatibility {
  const unknownNodes: string[] = [];
  const communityPackages: string[] = [];
  const unknownVersions: UnknownVersion[] = [];
  const seen = new Set<string>();
  // Requirements grouped by the index of the release they need: read from the highest index down,
  // in workflow order within each, it is the list sorted by release, newest first (as a stable sort).
  const byRelease = new Map<number, Requirement[]>();
  let max = -1;
  try {
    for (const { name, type, typeVersion } of readNodes(workflow)) {
      const versions = FIRST_RELEASE.get(type);
      if (!versions) {
        if (!seen.has(type)) {
          seen.add(type);
          unknownNodes.push(type);
        }
        const pkg = packageOf(type);
        if (pkg && !isOfficial(pkg) && NPM_NAME.test(pkg) && !communityPackages.includes(pkg)) communityPackages.push(pkg);
        continue;
      }
      const index = versions.get(typeVersion);
      if (index === undefined) {
        unknownVersions.push({ node: name, type, typeVersion });
        continue;
      }
      max = Math.max(max, index);
      const version = DATA.versions[index];
      if (index > 0 && version) addRequirement(byRelease, index, { node: name, type, typeVersion, minN8nVersion: version });
    }
  } catch {
    // Hostile input (getters, proxies): report what was read so far.
  }
  return {
    minN8nVersion: max >= 0 ? (DATA.versions[max] ?? null) : null,
    unknownNodes,
    communityPackages,
    requirements: newestFirst(byRelease),
    unknownVersions,
  };
}

function addRequirement(byRelease: Map<number, Requirement[]>, index: number, requirement: Requirement): void {
  const group = byRelease.get(index);
  if (group) group.push(requirement);
  else byRelease.set(index, [requirement]);
}

function newestFirst(byRelease: Map<number, Requirement[]>): Requirement[] {
  const indexes = [...byRelease.keys()].sort((a, b) => b - a);
  const out: Requirement[] = [];
  for (const index of indexes) for (const requirement of byRelease.get(index)!) out.push(requirement);
  return out;
}

/**
 * Nodes at a typeVersion that the newest release in the table no longer ships (n8n 2.x removed a few
 * nodes, e.g. `n8n-nodes-base.start`): such a workflow imports only into releases up to `lastN8nVersion`.
 */
export function n8nRemovedNodes(workflow: unknown): N8nRemovedNode[] {
  const out: N8nRemovedNode[] = [];
  try {
    for (const { name, type, typeVersion } of readNodes(workflow)) {
      const gone = hasOwn(DATA.removed, type) ? DATA.removed[type] : undefined;
      const key = String(typeVersion);
      const index = gone && hasOwn(gone, key) ? gone[key] : undefined;
      const last = index === undefined ? undefined : DATA.versions[index];
      if (last) out.push({ node: name, type, typeVersion, lastN8nVersion: last });
    }
  } catch {
    // as above
  }
  return out;
}

/** [major, minor, patch] of "1.40.0", "1.40", "v2", "1.40.0-rc.1" (the pre-release tag is ignored); null if unreadable. */
function parseVersion(version: string): [number, number, number] | null {
  if (typeof version !== "string") return null;
  const m = /^\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:[-+].*)?\s*$/i.exec(version);
  if (!m) return null;
  return [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)];
}

/** true when `have` (e.g. "1.123.4", "2.3") is >= `need`; tolerant of "1.40" vs "1.40.0". False when either is unreadable. */
export function n8nVersionAtLeast(have: string, need: string): boolean {
  const a = parseVersion(have);
  const b = parseVersion(need);
  if (!a || !b) return false;
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return true;
}

/**
 * "1.40.0" -> "1.40" for display ("Requer n8n 1.40 ou superior"). Always major.minor: the table is
 * exact to the minor at best, so the patch carries no meaning. Unreadable input comes back as is.
 */
export function shortN8nVersion(version: string): string {
  const v = parseVersion(version);
  return v ? `${v[0]}.${v[1]}` : version;
}
