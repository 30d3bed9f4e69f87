/**
 * `--instances 2`: two `next start` behind nginx on one Postgres. Checks that nothing depends on a
 * single process (sessions, the login rate limit, settings, the catalogue page cache) and compares
 * throughput through nginx (deploy/nginx/fluxoteca.conf, its cache off: scripts/nginx/run.ts).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import type { Account } from "./database";
import { login, measureInterleaved, type Session } from "./load";
import type { AppInstance } from "./server";
import type { Shape } from "./shapes";
import type { Measured } from "./stats";

/** lib/auth/rate-limits.ts: failed logins allowed per e-mail in the 15-minute window. */
export const LOGIN_EMAIL_LIMIT = 10;

function findNginx(): string | undefined {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx", "/usr/local/bin/nginx"]) {
    if (existsSync(candidate)) return candidate;
  }
  const which = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  return which.status === 0 ? which.stdout.trim() || undefined : undefined;
}

/** The nginx binary; installs the Debian package when it is missing (root only). */
export function ensureNginx(log: (message: string) => void): string {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error("nginx não está instalado. Instale com: sudo apt-get install -y nginx");
  log("▶ nginx não encontrado: instalando o pacote Debian (apt-get install -y nginx)…");
  const install = spawnSync("apt-get", ["install", "-y", "nginx"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  const installed = install.status === 0 ? findNginx() : undefined;
  if (!installed) throw new Error("Não foi possível instalar o nginx (apt-get install -y nginx).");
  return installed;
}

export interface ClusterReport {
  session: { ok: boolean; detail: string };
  rateLimit: { ok: boolean; alternating: number | null; single: number | null; expected: number; detail: string };
  settings: { ok: boolean; detail: string; elapsedMs: number };
  catalogCache: { ok: boolean; detail: string };
  /** Each measured shape: one instance directly and both behind nginx. */
  throughput: { id: string; label: string; direct: Measured[]; nginx: Measured[] }[];
}

async function failedLoginsUntilLimited(targets: string[], email: string, max: number): Promise<{ allowed: number | null; trace: string[] }> {
  const trace: string[] = [];
  for (let attempt = 1; attempt <= max; attempt++) {
    const base = targets[(attempt - 1) % targets.length]!;
    const res = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: "senha-errada-de-proposito" }),
    });
    await res.arrayBuffer();
    trace.push(`${attempt}:${res.status}`);
    if (res.status === 429) return { allowed: attempt - 1, trace };
  }
  return { allowed: null, trace };
}

const authHeaders = (session: Session) => ({ Cookie: session.cookie });

export async function runClusterChecks(
  a: AppInstance,
  b: AppInstance,
  proxy: { url: string },
  accounts: { user: Account; admin: Account },
  measure: { shapes: Shape[]; connections: number[]; duration: number; runs: number; warmup: number; idleMs: number },
  log: (message: string) => void,
): Promise<ClusterReport> {
  // (a) A session issued by A is accepted by B: the secret and the user row are shared, not the process.
  log("  (a) sessão emitida pela instância A usada na B…");
  const session = await login(a.url, accounts.user);
  const onB = await fetch(`${b.url}/api/flows?limit=1`, { headers: authHeaders(session) });
  const dashboardOnB = await fetch(`${b.url}/dashboard`, { headers: authHeaders(session), redirect: "manual" });
  const sessionOk = onB.status === 200 && dashboardOnB.status === 200;
  const sessionReport = {
    ok: sessionOk,
    detail: `login em A; na B: GET /api/flows → ${onB.status}, GET /dashboard → ${dashboardOnB.status}`,
  };

  // (b) Failed logins alternate A/B: the limit must trip after the same number as on one instance.
  log("  (b) limite de login alternando A/B…");
  const stamp = Date.now().toString(36);
  const max = LOGIN_EMAIL_LIMIT + 3;
  const single = await failedLoginsUntilLimited([a.url], `limite.unica.${stamp}@example.com`, max);
  const alternating = await failedLoginsUntilLimited([a.url, b.url], `limite.alternada.${stamp}@example.com`, max);
  const rateOk = single.allowed === LOGIN_EMAIL_LIMIT && alternating.allowed === LOGIN_EMAIL_LIMIT;
  const rateLimit = {
    ok: rateOk,
    single: single.allowed,
    alternating: alternating.allowed,
    expected: LOGIN_EMAIL_LIMIT,
    detail:
      `só A: ${single.allowed ?? "nunca"} falhas aceitas antes do 429; A/B alternados: ${alternating.allowed ?? "nunca"} ` +
      `(esperado ${LOGIN_EMAIL_LIMIT}; sequência A/B: ${alternating.trace.join(" ")})`,
  };

  // (c) A setting changed through A is read back through B at once (no per-process cache).
  log("  (c) configuração alterada em A e lida em B…");
  const admin = await login(a.url, accounts.admin);
  const key = "contribution_message";
  const read = async (base: string) => {
    const res = await fetch(`${base}/api/admin/settings/${key}`, { headers: authHeaders(admin) });
    if (res.status !== 200) throw new Error(`GET /api/admin/settings/${key} → ${res.status}`);
    return ((await res.json()) as { value: unknown }).value;
  };
  const original = await read(b.url);
  const marker = `Mensagem de benchmark ${stamp}`;
  const started = performance.now();
  const post = await fetch(`${a.url}/api/admin/settings`, {
    method: "POST",
    headers: { ...authHeaders(admin), "Content-Type": "application/json" },
    body: JSON.stringify({ [key]: marker }),
  });
  if (post.status !== 200) throw new Error(`POST /api/admin/settings → ${post.status} ${await post.text()}`);
  const seen = await read(b.url);
  const elapsedMs = Math.round(performance.now() - started);
  await fetch(`${a.url}/api/admin/settings`, {
    method: "POST",
    headers: { ...authHeaders(admin), "Content-Type": "application/json" },
    body: JSON.stringify({ [key]: original }),
  });
  const settings = {
    ok: seen === marker,
    elapsedMs,
    detail: seen === marker ? `B leu o valor novo logo após o POST em A (${elapsedMs} ms do POST à leitura)` : `B leu "${String(seen)}" em vez de "${marker}"`,
  };

  // (d) A catalogue page B has cached shows a flow renamed through A on B's very next request: the
  // cache key is the catalogue version kept in Postgres, read with the viewer on every request.
  log("  (d) página do catálogo em cache na B, fluxo renomeado pela A…");
  type Summary = { id: string; name: string; description: string; tutorialUrl: string | null };
  const firstOn = async (base: string) => {
    const res = await fetch(`${base}/api/flows?limit=1`, { headers: authHeaders(session) });
    if (res.status !== 200) throw new Error(`GET /api/flows → ${res.status}`);
    return ((await res.json()) as { flows: Summary[] }).flows[0]!;
  };
  const rename = async (flow: Summary, name: string) => {
    const res = await fetch(`${a.url}/api/flows/${flow.id}`, {
      method: "PUT",
      headers: { ...authHeaders(admin), "Content-Type": "application/json" },
      body: JSON.stringify({ name, description: flow.description, ...(flow.tutorialUrl ? { tutorialUrl: flow.tutorialUrl } : {}) }),
    });
    if (res.status !== 200) throw new Error(`PUT /api/flows/${flow.id} → ${res.status} ${await res.text()}`);
  };
  const top = await firstOn(b.url);
  await firstOn(b.url); // now served from B's cache
  const renamed = `${top.name.slice(0, 80)} (${stamp})`;
  await rename(top, renamed);
  const afterRename = await firstOn(b.url);
  await rename(top, top.name);
  const cacheOk = afterRename.id === top.id && afterRename.name === renamed;
  const catalogCache = {
    ok: cacheOk,
    detail: cacheOk
      ? "B, com a página já em cache, mostrou o novo nome na requisição seguinte ao PUT em A"
      : `B mostrou "${afterRename.name}" em vez de "${renamed}"`,
  };

  // (e) The measured shapes: one instance directly vs. both behind nginx.
  log(`  (e) ${measure.shapes.map((s) => s.label).join(", ")}: instância única vs. nginx com duas…`);
  // All in the same alternating rounds, so a drift in the machine's speed weighs on both alike.
  const targets = measure.shapes.flatMap((shape) => [
    { ...shape, id: `${shape.id}@direct`, origin: a.url },
    { ...shape, id: `${shape.id}@nginx`, origin: proxy.url },
  ]);
  const { duration, runs, warmup, idleMs } = measure;
  const measured = await measureInterleaved(a.url, targets, measure.connections, { duration, runs, warmup, idleMs, headers: authHeaders(session) });
  const throughput = measure.shapes.map((shape) => ({
    id: shape.id,
    label: shape.label,
    direct: measured.filter((m) => m.id === `${shape.id}@direct`),
    nginx: measured.filter((m) => m.id === `${shape.id}@nginx`),
  }));
  return { session: sessionReport, rateLimit, settings, catalogCache, throughput };
}
