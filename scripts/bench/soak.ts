// Memory soak: `npx tsx scripts/bench/soak.ts --rounds 3` (DATABASE_URL = a Postgres admin URL,
// after `npx next build`). A throwaway database with a few thousand flows, one `next start`, and
// rounds of load (many connections over thousands of different addresses: catalogue lists with
// filters and pages, flow pages, the list API) each followed by an idle period; the server's RSS is
// read after each idle period. Memory plateaus when the last three readings are each within the
// tolerance of the one before.
import { readdirSync, readFileSync } from "node:fs";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { openDatabase, selectRows } from "../../db/client";
import { Rng } from "../../seed/random";
import { loadDotEnv } from "../load-env";
import { login } from "./load";
import { seedBenchDatabase, type BenchDatabase } from "./database";
import { installSignalHandlers, onShutdown, shutdown } from "./processes";
import { assertBuilt, logDir, productionEnv, startInstance } from "./server";
import { ZipfSampler } from "./zipf";

/** autocannon's per-request hook; scripts/bench/autocannon.d.ts declares only what the bench uses. */
type Request = { path: string; headers?: Record<string, string> };
type Requests = { requests: { setupRequest: (request: Request) => Request }[] };

interface SoakOptions {
  rounds: number;
  duration: number;
  idle: number;
  connections: number;
  flows: number;
  database: string;
  tolerance: number;
  port: number;
  hot: number;
  renderWorkers: number;
  keep: boolean;
}

const USAGE = `Uso: npx tsx scripts/bench/soak.ts [opções]   (DATABASE_URL=postgres://… e um build em .next)

  --rounds R        rodadas de carga + repouso (padrão 3)
  --duration S      segundos de carga por rodada (padrão 45)
  --idle S          segundos de repouso antes de ler o RSS (padrão 30)
  --connections N   conexões simultâneas (padrão 150)
  --flows N         fluxos no banco do teste (padrão 5000)
  --database NOME   banco criado e apagado ao final (padrão fluxoteca_soak)
  --tolerance P     variação máxima do RSS entre rodadas, em % (padrão 10)
  --port N          porta do next start (padrão 3471)
  --hot S           ao final, S segundos de /fluxos e de uma página de fluxo em cache, c=32 (padrão 10)
  --render-workers N  processos de renderização ao lado do servidor (PAGE_RENDER_WORKERS, padrão 0)
  --keep            mantém o banco ao final`;

function parse(argv: string[]): SoakOptions {
  const opts: SoakOptions = {
    rounds: 3,
    duration: 45,
    idle: 30,
    connections: 150,
    flows: 5000,
    database: "fluxoteca_soak",
    tolerance: 10,
    port: 3471,
    hot: 10,
    renderWorkers: 0,
    keep: false,
  };
  const num = (name: string, raw: string | undefined) => {
    const value = Number(raw);
    const ok = Number.isFinite(value) && (name === "hot" || name === "render-workers" ? value >= 0 : value > 0);
    if (raw === undefined || !ok) throw new Error(`--${name}: número inválido (recebido: ${raw ?? "nada"})\n\n${USAGE}`);
    return value;
  };
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    switch (name) {
      case "--":
        break;
      case "--rounds":
      case "--duration":
      case "--idle":
      case "--connections":
      case "--flows":
      case "--tolerance":
      case "--port":
      case "--hot":
        opts[name.slice(2) as "rounds"] = num(name.slice(2), value());
        break;
      case "--render-workers":
        opts.renderWorkers = num("render-workers", value());
        break;
      case "--database":
        opts.database = value() ?? "";
        if (!/^[a-z_][a-z0-9_]*$/.test(opts.database)) throw new Error("--database: letras minúsculas, dígitos e _");
        break;
      case "--keep":
        opts.keep = true;
        break;
      case "--help":
        console.log(USAGE);
        process.exit(0);
        break;
      default:
        throw new Error(`Opção desconhecida: ${name}\n\n${USAGE}`);
    }
  }
  return opts;
}

const log = (message: string) => console.log(message);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resident memory of `pid` and everything it started (the server may fork workers), in MB. */
export function treeRssMb(pid: number): number {
  let kb = 0;
  const visit = (p: number) => {
    try {
      const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${p}/status`, "utf8"));
      kb += match ? Number(match[1]) : 0;
      for (const task of readdirSync(`/proc/${p}/task`)) {
        const children = readFileSync(`/proc/${p}/task/${task}/children`, "utf8").trim();
        for (const child of children ? children.split(/\s+/) : []) visit(Number(child));
      }
    } catch {
      // The process ended meanwhile.
    }
  };
  visit(pid);
  return Math.round(kb / 1024);
}

/**
 * Whether the last three readings plateau: each within `tolerance` % of the one before. The first
 * rounds fill the caches and warm the JIT, so only the end counts.
 */
export function plateaus(readings: readonly number[], tolerance: number): boolean {
  if (readings.length < 3) return false;
  const last = readings.slice(-3);
  return last.every((value, i) => i === 0 || Math.abs(value - last[i - 1]!) <= (last[i - 1]! * tolerance) / 100);
}

async function createDatabase(adminUrl: string, name: string): Promise<BenchDatabase> {
  const run = async (statement: string) => {
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(statement);
    } finally {
      await admin.end({ timeout: 5 });
    }
  };
  await run(`drop database if exists "${name}" with (force)`);
  await run(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { kind: "postgres", url: url.toString(), label: name, drop: () => run(`drop database if exists "${name}" with (force)`) };
}

/**
 * The addresses a crowd of visitors asks for: every visible flow's page, catalogue lists over tags,
 * platforms, authors, search words, sort orders and pages, and the same lists through the API.
 * Shuffled, then drawn Zipf-like: a few addresses are hot, most are asked for now and then.
 */
async function addresses(db: BenchDatabase, rng: Rng): Promise<{ all: string[]; hottestFlow: string }> {
  const handle = openDatabase({ url: db.url, max: 1 });
  try {
    const visible = sql`f.status = 'APPROVED' and f.is_public`;
    const slugs = await selectRows<{ slug: string }>(handle.db, sql`select f.slug from flows f where ${visible} order by f.download_count desc, f.slug`);
    const tags = await selectRows<{ tag: string }>(
      handle.db,
      sql`select tag from flows f, unnest(f.tags) as tag where ${visible} group by tag order by count(*) desc limit 40`,
    );
    const authors = await selectRows<{ name: string }>(
      handle.db,
      sql`select split_part(u.name, ' ', 1) as name from flows f join users u on u.id = f.author_id where ${visible} group by 1 order by count(*) desc limit 20`,
    );
    const lists: string[] = [];
    const sorts = ["", "sortBy=downloadCount", "sortBy=score", "sortBy=createdAt&sortOrder=asc"];
    const filters = [
      "",
      ...tags.map((t) => `tags=${encodeURIComponent(t.tag)}`),
      ...["N8N", "TYPEBOT", "MAKE"].map((p) => `platform=${p}`),
      ...authors.map((a) => `author=${encodeURIComponent(a.name)}`),
      ...["clientes", "whatsapp", "planilha", "automacao", "lead", "email"].map((w) => `search=${w}`),
      "minScore=4",
    ];
    for (const filter of filters) {
      for (const sort of sorts) {
        for (let page = 1; page <= 4; page++) lists.push([filter, sort, page > 1 ? `page=${page}` : ""].filter(Boolean).join("&"));
      }
    }
    const all = [
      ...slugs.map((s) => `/fluxos/${s.slug}`),
      ...lists.map((q) => (q ? `/fluxos?${q}` : "/fluxos")),
      ...lists.filter((_, i) => i % 2 === 0).map((q) => (q ? `/api/flows?${q}` : "/api/flows")),
    ];
    for (let i = all.length - 1; i > 0; i--) {
      const j = Math.floor(rng.next() * (i + 1));
      [all[i], all[j]] = [all[j]!, all[i]!];
    }
    return { all, hottestFlow: `/fluxos/${slugs[0]!.slug}` };
  } finally {
    await handle.close();
  }
}

async function main(opts: SoakOptions) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("DATABASE_URL (Postgres, com permissão de criar bancos) é obrigatório.");
  assertBuilt();
  const db = await createDatabase(adminUrl, opts.database);
  onShutdown(async () => {
    if (opts.keep) log(`Banco mantido (--keep): ${db.url}`);
    else await db.drop();
  });
  log(`▶ Banco ${db.label}: ${opts.flows.toLocaleString("pt-BR")} fluxos…`);
  const seeded = await seedBenchDatabase(db, { flows: opts.flows, log });
  const rng = new Rng(0x50a4);
  const { all: paths, hottestFlow } = await addresses(db, rng);
  const zipf = new ZipfSampler(paths.length, 0.8);
  log(`  ${paths.length.toLocaleString("pt-BR")} endereços diferentes (páginas de fluxo, listas, API)`);

  const port = opts.port;
  const env = { ...productionEnv(`http://127.0.0.1:${port}`, db), PAGE_RENDER_WORKERS: String(opts.renderWorkers) };
  const server = await startInstance("soak", port, env);
  const pid = server.process.child.pid!;
  const session = await login(server.url, seeded.user);
  if (opts.renderWorkers > 0) await sleep(5_000); // the render processes start beside the server
  log(`▶ next start em ${server.url} (pid ${pid}, ${opts.renderWorkers} processo(s) de renderização, logs em ${logDir()}); RSS inicial ${treeRssMb(pid)} MB`);

  const readings: number[] = [];
  for (let round = 1; round <= opts.rounds; round++) {
    const load: Parameters<typeof autocannon>[0] & Requests = {
      url: server.url,
      connections: opts.connections,
      duration: opts.duration,
      pipelining: 1,
      timeout: 30,
      headers: { "Accept-Encoding": "gzip" },
      requests: [
        {
          setupRequest: (request) => {
            const path = paths[zipf.rankFor(rng.next())]!;
            // The list API answers members only; pages are the same for everyone and carry no cookie.
            return { ...request, path, headers: { ...request.headers, ...(path.startsWith("/api/") ? { cookie: session.cookie } : {}) } };
          },
        },
      ],
    };
    const result = await autocannon(load);
    const peak = treeRssMb(pid);
    await sleep(opts.idle * 1000);
    const rss = treeRssMb(pid);
    readings.push(rss);
    const codes = Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}×${count}`)
      .join(" ");
    log(
      `  rodada ${round}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${codes}, ` +
        `${result.errors} erros; RSS ao fim da carga ${peak} MB, após ${opts.idle} s de repouso ${rss} MB`,
    );
  }
  // Cached pages must stay fast after the soak: the catalogue and the most downloaded flow's page, c=32.
  for (const path of ["/fluxos", hottestFlow]) {
    if (opts.hot <= 0) break;
    const hot = await autocannon({
      url: `${server.url}${path}`,
      connections: 32,
      duration: opts.hot,
      pipelining: 1,
      timeout: 30,
      headers: { "Accept-Encoding": "gzip" },
    });
    log(`  em cache, c=32: ${path} ${Math.round(hot.requests.average)} req/s, p99 ${hot.latency.p99} ms (${hot.non2xx} não-2xx)`);
  }
  const ok = plateaus(readings, opts.tolerance);
  log(`▶ RSS após cada repouso: ${readings.join(" → ")} MB`);
  log(
    ok
      ? `✓ Estável: as três últimas leituras variam no máximo ${opts.tolerance}% entre si.`
      : `✗ Não estabilizou (tolerância ${opts.tolerance}% nas três últimas leituras).`,
  );
  return ok;
}

installSignalHandlers();
loadDotEnv();
main(parse(process.argv.slice(2)))
  .then(async (ok) => {
    await shutdown();
    process.exit(ok ? 0 : 1);
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await shutdown();
    process.exit(2);
  });
