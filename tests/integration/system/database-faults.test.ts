import { eq, sql } from "drizzle-orm";
import { gunzipSync } from "node:zlib";
import postgres from "postgres";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/db/client";
import { errorCodes, isDatabaseUnavailable } from "@/db/errors";
import { db, schema, setDatabase } from "@/db";
import { DEFAULT_TIMEOUTS, type DatabaseTimeouts } from "@/db/timeouts";
import { GET as health } from "@/app/api/health/route";
import { GET as listFlows } from "@/app/api/flows/route";
import { POST as download } from "@/app/api/flows/[id]/download/route";
import { POST as reportFlow } from "@/app/api/flows/[id]/reports/route";
import { servePage } from "@/lib/cache/page-server";
import { createFlow, createUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { testDb } from "../../helpers/setup-db";
import { establishedReporters } from "../../helpers/reporters";
import { tokenFor } from "../../helpers/session";
import { startPageRenderer, type PageRenderer } from "../../helpers/page-renderer";
import { startTcpProxy, type TcpProxy } from "../../helpers/tcp-proxy";

// What the app does when the database misbehaves, on a real Postgres (PGlite runs in the process:
// nothing to cut). The limits are the app's own (db/timeouts.ts); docs/operations.md "Várias instâncias atrás de um balanceador" gives
// the numbers these tests hold.
const postgresUrl = inject("testDatabaseUrl");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - started };
}

const UNAVAILABLE = { message: "Serviço temporariamente indisponível. Tente novamente em instantes.", code: "SERVICE_UNAVAILABLE" };

async function expectUnavailable(res: Response, json = false) {
  expect(res.status).toBe(503);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  if (json) expect(await res.json()).toEqual(UNAVAILABLE);
}

/** Uncaught exceptions while `fn` runs: the driver must never throw from a timer. */
async function collectUncaught(fn: () => Promise<void>): Promise<unknown[]> {
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);
  process.on("uncaughtException", record);
  try {
    await fn();
  } finally {
    process.off("uncaughtException", record);
  }
  return uncaught;
}

/** A database handle whose every query fails the way a refused connection does (no network needed). */
function unreachableHandle(): DatabaseHandle {
  const refuse = () => {
    throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED", errno: -111, syscall: "connect" });
  };
  const db = new Proxy({}, { get: () => refuse }) as DatabaseHandle["db"];
  return { db, kind: testDb().kind, close: async () => {} };
}

describe("the database out of reach (either database)", () => {
  afterEach(() => setDatabase(testDb()));

  it("answers 503 with Retry-After, not 500, when a query cannot reach the database", async () => {
    const token = await tokenFor((await createUser()).email);
    setDatabase(unreachableHandle());
    await expectUnavailable(await listFlows(apiRequest("GET", "/api/flows", { token })), true);
    const res = await health();
    expect(res.status).toBe(503);
    expect((await res.json()).database.reachable).toBe(false);
  });
});

describe.skipIf(!postgresUrl)("the database misbehaving (Postgres)", () => {
  let handle: DatabaseHandle | undefined;
  let proxy: TcpProxy | undefined;

  afterEach(async () => {
    setDatabase(testDb());
    await proxy?.close();
    await handle?.close().catch(() => {});
    handle = proxy = undefined;
  });

  /** The app's own handle (10 connections, its time limits), through a relay the test can stall or cut. */
  async function openThroughProxy(timeouts: DatabaseTimeouts = DEFAULT_TIMEOUTS) {
    const url = new URL(postgresUrl);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    handle = openDatabase({ url: url.toString(), max: 10, timeouts });
    setDatabase(handle);
    return { proxy, handle };
  }

  it("answers 503 at once while the database refuses connections, and health is 200 within 3 s of it coming back", { timeout: 60_000 }, async () => {
    const token = await tokenFor((await createUser()).email);
    const { proxy, handle: proxied } = await openThroughProxy();

    expect((await health()).status).toBe(200);
    expect((await listFlows(apiRequest("GET", "/api/flows", { token }))).status).toBe(200);

    // A query in flight when the connection drops fails at once, as an outage (503), not a bug.
    const inFlight = timed(() =>
      proxied.db.execute(sql`select pg_sleep(5)`).then(
        () => undefined,
        (error: unknown) => error,
      ),
    );
    await new Promise((r) => setTimeout(r, 200));
    await proxy.stop();
    const dropped = await inFlight;
    expect(dropped.ms).toBeLessThan(1_500);
    expect(isDatabaseUnavailable(dropped.value)).toBe(true);

    // A burst of requests during the outage: every one answers quickly, none hangs or is a 500.
    const outageStarted = performance.now();
    for (let i = 0; i < 12; i++) {
      const list = await timed(() => listFlows(apiRequest("GET", "/api/flows", { token })));
      console.info(`req ${i}: list ${Math.round(list.ms)} ms`);
      expect(list.ms, `request ${i} during the outage`).toBeLessThan(5_000);
      await expectUnavailable(list.value, true);
      const probe = await timed(() => health());
      console.info(`req ${i}: health ${Math.round(probe.ms)} ms`);
      expect(probe.ms).toBeLessThan(5_000);
      expect(probe.value.status).toBe(503);
      expect(probe.value.headers.get("retry-after")).toBeTruthy();
      await new Promise((r) => setTimeout(r, 100));
    }
    const downFor = performance.now() - outageStarted;

    await proxy.start();
    const back = performance.now();
    let status = 0;
    while (performance.now() - back < 10_000) {
      status = (await health()).status;
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const recoveredIn = performance.now() - back;
    console.info(`[queda do banco] fora do ar por ${Math.round(downFor)} ms; saúde voltou a 200 em ${Math.round(recoveredIn)} ms`);
    expect(status).toBe(200);
    expect(recoveredIn).toBeLessThan(3_000);
    expect((await listFlows(apiRequest("GET", "/api/flows", { token }))).status).toBe(200);
  });

  it(
    "heals once connections stop being terminated under reads and writes: every request 200 within 2 s, all ten connections usable, no uncaught error",
    { timeout: 60_000 },
    async () => {
      const flows = await Promise.all(Array.from({ length: 4 }, () => createFlow()));
      const readers = await Promise.all(Array.from({ length: 8 }, () => createUser({ hasContributed: true })));
      const tokens = await Promise.all(readers.map((user) => tokenFor(user.email)));
      handle = openDatabase({ url: postgresUrl, max: 10, timeouts: DEFAULT_TIMEOUTS });
      setDatabase(handle);
      const pool = handle;
      const killer = postgres(postgresUrl, { max: 1, onnotice: () => {} });

      // One client's request: a re-download (a write transaction) or the list (reads), by turns.
      let turn = 0;
      const request = (i: number) => {
        const token = tokens[i % tokens.length]!;
        const flow = flows[turn++ % flows.length]!;
        return turn % 2 === 0
          ? download(apiRequest("POST", `/api/flows/${flow.id}/download`, { token, ip: `198.51.100.${i + 1}` }), params({ id: flow.id }))
          : listFlows(apiRequest("GET", "/api/flows", { token, ip: `198.51.100.${i + 1}` }));
      };

      let healedAt = 0;
      const uncaught = await collectUncaught(async () => {
        await Promise.all(Array.from({ length: 10 }, () => pool.db.execute(sql`select pg_sleep(0.05)`)));
        let load = true;
        let duringFaults = 0;
        const clients = Array.from({ length: 8 }, async (_, i) => {
          while (load) {
            const res = await request(i);
            expect([200, 503]).toContain(res.status);
            duringFaults += 1;
          }
        });
        const until = performance.now() + 3_000;
        while (performance.now() < until) {
          await killer`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`;
          await sleep(50);
        }
        healedAt = performance.now();
        load = false;
        await Promise.all(clients);
        console.info(`[conexões encerradas] ${duringFaults} requisições durante as falhas`);

        // From the moment the database is fine: rounds of parallel reads and writes, all 200, each fast.
        await sleep(100);
        const deadline = healedAt + 2_000;
        let rounds = 0;
        while (performance.now() < deadline) {
          const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => timed(() => request(i))));
          for (const { value, ms } of answers) {
            expect(value.status, `${rounds}ª rodada depois das falhas`).toBe(200);
            expect(ms).toBeLessThan(2_000);
          }
          rounds += 1;
        }
        // Every slot of the pool logs in again: ten statements at once finish together, none waits
        // out a connection timeout on a poisoned slot.
        const all = await timed(() => Promise.all(Array.from({ length: 10 }, () => pool.db.execute(sql`select pg_sleep(0.2)`))));
        console.info(`[conexões encerradas] ${rounds} rodadas sem erro; 10 consultas paralelas em ${Math.round(all.ms)} ms`);
        expect(all.ms).toBeLessThan(1_500);
      });
      await killer.end();
      expect(uncaught).toEqual([]);
    },
  );

  it("answers 503 within the time limit through a stalled link, and is whole again as soon as it moves", { timeout: 60_000 }, async () => {
    const user = await createUser();
    const flow = await createFlow();
    const token = await tokenFor(user.email);
    const { proxy } = await openThroughProxy();
    expect((await listFlows(apiRequest("GET", "/api/flows", { token }))).status).toBe(200);

    proxy.stall();
    const [read, write, probe] = await Promise.all([
      timed(() => listFlows(apiRequest("GET", "/api/flows", { token }))),
      timed(() => download(apiRequest("POST", `/api/flows/${flow.id}/download`, { token }), params({ id: flow.id }))),
      timed(() => health()),
    ]);
    console.info(`[conexão parada] lista ${Math.round(read.ms)} ms, download ${Math.round(write.ms)} ms, saúde ${Math.round(probe.ms)} ms`);
    for (const { value, ms } of [read, write]) {
      await expectUnavailable(value);
      expect(ms).toBeLessThan(DEFAULT_TIMEOUTS.queryMs + 1_000);
    }
    expect(probe.value.status).toBe(503);
    expect(probe.ms).toBeLessThan(2_500);

    proxy.resume();
    const back = await timed(() => listFlows(apiRequest("GET", "/api/flows", { token })));
    expect(back.value.status).toBe(200);
    expect(back.ms).toBeLessThan(2_000);
    // The download given up on was not counted when its statements finally went through.
    await sleep(300);
    setDatabase(testDb());
    const [row] = await db.select({ downloads: schema.users.downloadCount }).from(schema.users).where(eq(schema.users.id, user.id));
    expect(row!.downloads).toBe(0);
  });

  it("never commits a transaction it gave up on, whether the link stalled at BEGIN or between two statements", { timeout: 60_000 }, async () => {
    const short = { ...DEFAULT_TIMEOUTS, queryMs: 1_000, transactionMs: 3_000 };
    const { proxy, handle } = await openThroughProxy(short);
    const name = (n: number) => `desistida-${n}-${Date.now()}@exemplo.com.br`;
    const insert = (tx: Parameters<Parameters<typeof handle.db.transaction>[0]>[0], n: number) =>
      tx.insert(schema.users).values({ name: "Desistida", email: name(n), passwordHash: "x" });

    proxy.stall();
    const atBegin = await timed(() => handle.db.transaction((tx) => insert(tx, 1)).then(() => [], errorCodes));
    expect(atBegin.value).toContain("QUERY_TIMEOUT");
    expect(atBegin.ms).toBeLessThan(short.queryMs + 500);
    proxy.resume();

    const between = await timed(() =>
      handle.db
        .transaction(async (tx) => {
          await insert(tx, 2);
          proxy.stall();
          await insert(tx, 3);
        })
        .then(() => [], errorCodes),
    );
    expect(between.value).toContain("QUERY_TIMEOUT");
    expect(between.ms).toBeLessThan(short.queryMs + 500);
    proxy.resume();

    await sleep(500);
    const rows = await testDb().db.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.name, "Desistida"));
    expect(rows).toEqual([]);
    // And the handle works again at once.
    expect(await handle.db.execute(sql`select 1 as ok`)).toHaveLength(1);
  });

  it(
    "keeps reports and their automatic hold whole when the database restarts under them: every 201 stored, the hold recorded once",
    { timeout: 60_000 },
    async () => {
      await db
        .insert(schema.settings)
        .values({ key: "report_hold_threshold", value: "3" })
        .onConflictDoUpdate({ target: schema.settings.key, set: { value: "3" } });
      const flow = await createFlow();
      const established = await establishedReporters(8, flow.id);
      const reporters = established.map((r) => r.user);
      const tokens = established.map((r) => r.token);
      const { proxy } = await openThroughProxy();
      const report = (i: number) =>
        reportFlow(apiRequest("POST", `/api/flows/${flow.id}/reports`, { token: tokens[i]!, body: { reason: "MALICIOUS" } }), params({ id: flow.id }));

      // Eight reports at once (they queue on the flow's row lock); the database restarts as soon as
      // the first is acknowledged, with the others waiting or mid-transaction.
      await handle!.db.execute(sql`select 1`);
      let stopping: Promise<void> | undefined;
      const answers = await Promise.all(
        tokens.map((_, i) =>
          report(i).then((res) => {
            if (res.status === 201) stopping ??= proxy.stop();
            return res;
          }),
        ),
      );
      await stopping;
      await proxy.start();
      const statuses = answers.map((res) => res.status);
      console.info(`[reinício sob denúncias] ${statuses.join(" ")}`);
      // 404: the flow was already held (out of the catalogue) when that report got its turn.
      for (const status of statuses) expect([201, 404, 503]).toContain(status);
      expect(statuses).toContain(201);

      // Whoever got a 503 sends again (as Retry-After asks) until answered: 201, or 409 when the first one was stored after all, or 404 once held.
      const resend = async (i: number) => {
        const until = performance.now() + 3_000;
        let status = 503;
        while (status === 503 && performance.now() < until) {
          status = (await report(i)).status;
          if (status === 503) await sleep(100);
        }
        return status;
      };
      const final = await Promise.all(statuses.map((status, i) => (status === 503 ? resend(i) : status)));
      for (const status of final) expect([201, 404, 409]).toContain(status);

      setDatabase(testDb());
      const stored = new Set(
        (await db.select({ reporterId: schema.reports.reporterId }).from(schema.reports).where(eq(schema.reports.flowId, flow.id))).map((r) => r.reporterId),
      );
      expect(stored.size).toBeGreaterThanOrEqual(3);
      reporters.forEach((user, i) => {
        // Every 201 was stored; a stored report nobody acknowledged can only be one answered 503.
        if (final[i] === 201) expect(stored.has(user.id)).toBe(true);
        else if (stored.has(user.id)) expect(statuses[i]).toBe(503);
      });
      const [held] = await db.select({ heldAt: schema.flows.heldAt, isPublic: schema.flows.isPublic }).from(schema.flows).where(eq(schema.flows.id, flow.id));
      expect(held!.heldAt).not.toBeNull();
      expect(held!.isPublic).toBe(false);
      const holds = await db.select().from(schema.reportDecisions).where(eq(schema.reportDecisions.flowId, flow.id));
      expect(holds).toHaveLength(1);
      expect(holds[0]!.action).toBe("HIDE");
    },
  );

  describe("the page cache through an outage", () => {
    let renderer: PageRenderer;
    beforeAll(async () => {
      renderer = await startPageRenderer();
    });
    afterAll(() => renderer.close());

    const page = (path: string) => timed(() => servePage(new Request(`http://localhost${path}`, { headers: { "accept-encoding": "identity" } }), path));

    it(
      "serves public pages it knows, flow pages included, through a stalled link and an unreachable database; others get the 503 page; fresh within 2 s of the database",
      { timeout: 60_000 },
      async () => {
        const flow = await createFlow({ name: "Fluxo de cobrança" });
        const slug = flow.slug!;
        const { proxy } = await openThroughProxy();
        for (const path of ["/fluxos", `/fluxos/${slug}`]) expect((await page(path)).value.status).toBe(200);

        for (const fault of ["stall", "stop"] as const) {
          if (fault === "stall") proxy.stall();
          else await proxy.stop();
          for (const path of ["/fluxos", `/fluxos/${slug}`, "/fluxos", `/fluxos/${slug}`]) {
            const { value, ms } = await page(path);
            expect(value.status, `${path} (${fault})`).toBe(200);
            expect(await value.text()).toContain(`página ${path}`);
            expect(value.headers.get("warning")).toContain("Stale");
            expect(ms, `${path} (${fault})`).toBeLessThan(1_500);
          }
          // A page this instance never served has no copy to stand in.
          const never = `/fluxos?page=${fault === "stall" ? 7 : 8}`;
          const unknown = await page(never);
          expect(unknown.value.status).toBe(503);
          expect(unknown.value.headers.get("retry-after")).toBeTruthy();
          expect(unknown.value.headers.get("content-type")).toContain("text/html");
          expect(await unknown.value.text()).toContain("Serviço temporariamente indisponível");
          // Asked in gzip, as browsers do: next.config.ts labels these addresses gzip, so the body is.
          const zipped = await servePage(new Request(`http://localhost${never}`, { headers: { "accept-encoding": "gzip" } }), never);
          expect(zipped.status).toBe(503);
          expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toContain("Serviço temporariamente indisponível");
          if (fault === "stall") proxy.resume();
          else await proxy.start();

          // Back: within 2 s the pages come from the database's state again (no Warning).
          const back = performance.now();
          let fresh = false;
          while (!fresh && performance.now() - back < 2_000) {
            fresh = !(await page("/fluxos")).value.headers.has("warning");
            if (!fresh) await sleep(50);
          }
          expect(fresh, `de volta depois de ${fault}`).toBe(true);
          expect((await page(never)).value.status).toBe(200);
        }
        expect(renderer.paths.length).toBeGreaterThan(0);
      },
    );
  });
});
