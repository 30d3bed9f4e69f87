/** The benchmark's own database: created empty, migrated, filled with synthetic flows, dropped at the end. */
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import postgres from "postgres";
import { openDatabase, selectRows, type DatabaseHandle } from "../../db/client";
import { prepareDatabase } from "../../lib/system/prepare-database";
import { refreshRatingPrior } from "../../lib/flows/rating-rank";
import { flows, users } from "../../db/schema";
import { seed } from "../../seed";
import { Rng } from "../../seed/random";
import { hashPassword } from "../../lib/auth/password";
import { derivedColumns } from "@/lib/flows/facts-columns";
import { batchSlugs } from "../../lib/flows/slug";
import { FlowGenerator, generateAuthors, type BenchFlow } from "./data";
import type { DbKind } from "./stats";

export interface BenchDatabase {
  kind: DbKind;
  /** Postgres: the new database's URL. */
  url?: string;
  /** PGlite: its data directory. */
  dataDir?: string;
  /** Human-readable name for logs. */
  label: string;
  drop: () => Promise<void>;
}

export function timestampSuffix(date = new Date()): string {
  return date.toISOString().replace(/[-:T]/g, "").slice(0, 14);
}

/** A new, empty database: `fluxoteca_bench_<timestamp>` on Postgres, a fresh PGlite directory otherwise. */
export async function createBenchDatabase(adminUrl: string | undefined): Promise<BenchDatabase> {
  if (adminUrl) {
    const name = `fluxoteca_bench_${timestampSuffix()}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`create database "${name}"`);
    } finally {
      await admin.end({ timeout: 5 });
    }
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      kind: "postgres",
      url: url.toString(),
      label: name,
      drop: async () => {
        const client = postgres(adminUrl, { max: 1, onnotice: () => {} });
        try {
          await client.unsafe(`drop database if exists "${name}" with (force)`);
        } finally {
          await client.end({ timeout: 5 });
        }
      },
    };
  }
  const dataDir = path.join(process.cwd(), ".data", "bench-pglite");
  rmSync(dataDir, { recursive: true, force: true });
  return {
    kind: "pglite",
    dataDir,
    label: path.relative(process.cwd(), dataDir),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export interface Account {
  email: string;
  password: string;
}

export interface SeedSummary {
  flows: number;
  authors: number;
  seconds: { migrate: number; users: number; flows: number; analyze: number };
  user: Account;
  admin: Account;
}

export const FLOW_BATCH = 2000;

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/**
 * Migrates and fills the database: the admin and default settings (seed/), a few hundred
 * authors, one benchmark user, then `count` flows inserted FLOW_BATCH rows per statement. The next
 * batch is generated while the previous one is being written.
 */
export async function seedBenchDatabase(
  target: BenchDatabase,
  opts: { flows: number; authors?: number; log: (message: string) => void; seed?: number },
): Promise<SeedSummary> {
  const handle: DatabaseHandle = openDatabase({ url: target.url, dataDir: target.dataDir, max: 2 });
  const rng = new Rng(opts.seed ?? 0xbe7c4);
  const now = Date.now();
  const user: Account = { email: "bench@fluxoteca.dev", password: randomBytes(18).toString("base64url") };
  const admin: Account = { email: "admin.bench@fluxoteca.dev", password: randomBytes(18).toString("base64url") };
  try {
    let t = performance.now();
    await prepareDatabase(handle);
    const migrate = seconds(t);

    t = performance.now();
    const seeded = await seed(handle, { demo: false, adminEmail: admin.email, adminPassword: admin.password, log: () => {} });
    const [authorHash, userHash] = await Promise.all([hashPassword(randomBytes(18).toString("base64url")), hashPassword(user.password)]);
    const authors = generateAuthors(rng, { count: opts.authors ?? 400, now });
    await handle.db.insert(users).values(authors.map((a) => ({ ...a, passwordHash: authorHash })));
    const verifiedAt = new Date(now - 400 * 86_400_000);
    await handle.db.insert(users).values({
      name: "Usuária Benchmark",
      email: user.email,
      passwordHash: userHash,
      role: "USER",
      status: "ACTIVE",
      emailVerifiedAt: verifiedAt,
      createdAt: verifiedAt,
      updatedAt: verifiedAt,
    });
    const usersSeconds = seconds(t);

    t = performance.now();
    const generator = new FlowGenerator(rng, { now, authors, adminId: seeded.admin.id });
    let written = 0;
    const usedSlugs = new Set<string>();
    let pending: Promise<unknown> = Promise.resolve();
    let lastLog = performance.now();
    while (written < opts.flows) {
      const size = Math.min(FLOW_BATCH, opts.flows - written);
      const batch: BenchFlow[] = generator.batch(size);
      await pending;
      const slugs = batchSlugs(
        batch.map((f) => f.name),
        usedSlugs,
      );
      pending = handle.db.insert(flows).values(batch.map((flow, i) => ({ ...flow, slug: slugs[i]!, ...derivedColumns(flow.platform, flow.metadata) })));
      written += size;
      if (performance.now() - lastLog > 5000) {
        opts.log(`  … ${written.toLocaleString("pt-BR")} fluxos gerados (${seconds(t)} s)`);
        lastLog = performance.now();
      }
    }
    await pending;
    // The flows were ranked against the prior of an empty catalogue: bring it to their mean, as the
    // app does after review changes (in batches; ~2 min at 100,000 flows).
    await refreshRatingPrior(handle.db);
    const flowsSeconds = seconds(t);

    // A freshly bulk-loaded table has no statistics and an empty visibility map: a real catalogue
    // would have been vacuumed and analysed long ago.
    t = performance.now();
    await handle.db.execute(sql`vacuum analyze`);
    // The load leaves the shared buffers dirty; flushed now, the checkpointer does not write them
    // out during the first measurements. Needs superuser or pg_checkpoint, hence only best effort.
    if (target.kind === "postgres") {
      await handle.db.execute(sql`checkpoint`).catch((error: unknown) => opts.log(`  (checkpoint não executado: ${(error as Error).message})`));
    }
    const analyze = seconds(t);
    return { flows: written, authors: authors.length, seconds: { migrate, users: usersSeconds, flows: flowsSeconds, analyze }, user, admin };
  } finally {
    await handle.close();
  }
}

/** Values the shapes filter on, read back from the seeded data so every query has hits. */
export interface Picks {
  popularTag: string;
  secondTag: string;
  oneWord: string;
  twoWords: string;
  accentless: string;
  missWord: string;
  author: string;
  combined: { search: string; tag: string; platform: string; author: string };
  flowId: string;
  /** The same flow's public page is `/fluxos/{flowSlug}`. */
  flowSlug: string;
}

const VISIBLE = sql`status = 'APPROVED' and is_public`;

async function hits(handle: DatabaseHandle, where: SQL): Promise<number> {
  const [row] = await selectRows<{ n: number }>(handle.db, sql`select count(*)::int as n from flows where ${VISIBLE} and ${where}`);
  return row?.n ?? 0;
}

/** Folds like the app does (lower + the accent translation of db/schema.ts). */
const folded = (word: string) => sql`search_text like '%' || translate(lower(${word}), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyy') || '%'`;

async function firstHit(handle: DatabaseHandle, candidates: string[][], what: string): Promise<string> {
  for (const words of candidates) {
    if ((await hits(handle, sql.join(words.map(folded), sql` and `))) > 0) return words.join(" ");
  }
  throw new Error(`Nenhum termo de busca (${what}) encontrou fluxos: ${candidates.map((c) => c.join(" ")).join(", ")}`);
}

export async function readPicks(target: BenchDatabase): Promise<Picks> {
  const handle = openDatabase({ url: target.url, dataDir: target.dataDir, max: 1 });
  try {
    const top = await selectRows<{ tag: string; n: number }>(
      handle.db,
      sql`select tag, count(*)::int as n from flows, unnest(tags) as tag where ${VISIBLE} group by tag order by n desc, tag limit 1`,
    );
    const popularTag = top[0]?.tag;
    if (!popularTag) throw new Error("O banco de benchmark não tem tags.");
    const [pair] = await selectRows<{ tag: string }>(
      handle.db,
      sql`select tag from flows, unnest(tags) as tag where ${VISIBLE} and tags @> array[${popularTag}]::text[] and tag <> ${popularTag}
          group by tag order by count(*) desc, tag limit 1`,
    );
    const secondTag = pair?.tag;
    if (!secondTag) throw new Error(`Nenhuma tag aparece junto com "${popularTag}".`);

    const oneWord = await firstHit(handle, [["clientes"], ["mensagem"], ["planilha"]], "uma palavra");
    const twoWords = await firstHit(
      handle,
      [
        ["planilha", "clientes"],
        ["lead", "whatsapp"],
        ["clientes", "mensagem"],
      ],
      "duas palavras",
    );
    // The accented word must exist with its accent and be found when typed without it.
    const [accented] = await selectRows<{ n: number }>(handle.db, sql`select count(*)::int as n from flows where description like '%automação%'`);
    if (!accented?.n) throw new Error('Nenhum fluxo contém "automação" com acento.');
    const accentless = await firstHit(handle, [["automacao"]], "sem acento");
    const missWord = "xilogravura";
    if ((await hits(handle, folded(missWord))) !== 0) throw new Error(`"${missWord}" deveria não ter resultados.`);

    // Part of the name of the author with most visible flows ("Silva" for "Ana Silva").
    const [prolific] = await selectRows<{ name: string }>(
      handle.db,
      sql`select u.name from flows f join users u on u.id = f.author_id where f.status = 'APPROVED' and f.is_public and u.role = 'USER'
          group by u.name order by count(*) desc limit 1`,
    );
    if (!prolific) throw new Error("Nenhum autor com fluxos visíveis.");
    const author = prolific.name.split(" ").at(-1)!;

    // "Everything combined" is built from one real row, so it always has at least that hit.
    const [row] = await selectRows<{ id: string; name: string; platform: string; author: string }>(
      handle.db,
      sql`select f.id, f.name, f.platform::text as platform, u.name as author from flows f join users u on u.id = f.author_id
          where f.status = 'APPROVED' and f.is_public and u.role = 'USER' and f.tags @> array[${popularTag}]::text[]
            and f.score between 3.5 and 4.5 and f.download_count > 0
          order by f.download_count desc limit 1`,
    );
    if (!row) throw new Error(`Nenhum fluxo com a tag "${popularTag}" e nota entre 3,5 e 4,5.`);
    const word = row.name
      .split(/\s+/)
      .filter((w) => /^[\p{L}]{5,}$/u.test(w))
      .sort((a, b) => b.length - a.length)[0];
    if (!word) throw new Error(`Nenhuma palavra pesquisável no nome "${row.name}".`);
    const combined = { search: word.toLowerCase(), tag: popularTag, platform: row.platform, author: row.author.split(" ").at(-1)! };

    // A typical detail page: a visible flow of median popularity.
    const [detail] = await selectRows<{ id: string; slug: string }>(
      handle.db,
      sql`select id, slug from flows where ${VISIBLE} and download_count between 5 and 50 order by created_at desc limit 1`,
    );
    if (!detail) throw new Error("Nenhum fluxo visível para a página de detalhes.");
    return { popularTag, secondTag, oneWord, twoWords, accentless, missWord, author, combined, flowId: detail.id, flowSlug: detail.slug };
  } finally {
    await handle.close();
  }
}

/** Visible flows for the writer of the mixed row to download and review, each at most once. */
export async function readWriteTargets(target: BenchDatabase, count = 3_000): Promise<string[]> {
  const handle = openDatabase({ url: target.url, dataDir: target.dataDir, max: 1 });
  try {
    const rows = await selectRows<{ id: string }>(handle.db, sql`select id from flows where ${VISIBLE} order by id limit ${count}`);
    return rows.map((r) => r.id);
  } finally {
    await handle.close();
  }
}
