import { sql } from "drizzle-orm";
import { afterEach, describe, expect, inject, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/db/client";
import { setDatabase } from "@/db";
import { isDatabaseUnavailable } from "@/db/errors";
import { GET as health } from "@/app/api/health/route";
import { GET as listFlows } from "@/app/api/flows/route";
import { createUser } from "../../helpers/factories";
import { apiRequest } from "../../helpers/http";
import { testDb } from "../../helpers/setup-db";
import { tokenFor } from "../../helpers/session";
import { startTcpProxy, type TcpProxy } from "../../helpers/tcp-proxy";

const UNAVAILABLE = { message: "Serviço temporariamente indisponível. Tente novamente em instantes.", code: "SERVICE_UNAVAILABLE" };
const postgresUrl = inject("testDatabaseUrl");

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - started };
}

async function expectUnavailable(res: Response) {
  expect(res.status).toBe(503);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await res.json()).toEqual(UNAVAILABLE);
}

/** A database handle whose every query fails the way a refused connection does (no network needed). */
function unreachableHandle(): DatabaseHandle {
  const refuse = () => {
    throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED", errno: -111, syscall: "connect" });
  };
  const db = new Proxy({}, { get: () => refuse }) as DatabaseHandle["db"];
  return { db, kind: testDb().kind, close: async () => {} };
}

describe("the database going away", () => {
  let proxied: DatabaseHandle | undefined;
  let proxy: TcpProxy | undefined;

  afterEach(async () => {
    setDatabase(testDb());
    await proxied?.close().catch(() => {});
    await proxy?.close();
    proxied = proxy = undefined;
  });

  it("answers 503 with Retry-After, not 500, when a query cannot reach the database", async () => {
    const token = await tokenFor((await createUser()).email);
    setDatabase(unreachableHandle());
    await expectUnavailable(await listFlows(apiRequest("GET", "/api/flows", { token })));
    const res = await health();
    expect(res.status).toBe(503);
    expect((await res.json()).database.reachable).toBe(false);
  });

  it.skipIf(!postgresUrl)(
    "Postgres only (PGlite has no network to cut): requests fail fast with 503 while it is down, and health is 200 within 3 s of it coming back",
    { timeout: 60_000 },
    async () => {
      const token = await tokenFor((await createUser()).email);
      const url = new URL(postgresUrl);
      proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      url.host = `127.0.0.1:${proxy.port}`;
      proxied = openDatabase({ url: url.toString(), max: 3 });
      setDatabase(proxied);

      expect((await health()).status).toBe(200);
      expect((await listFlows(apiRequest("GET", "/api/flows", { token }))).status).toBe(200);

      // A query in flight when the connection drops fails at once, as an outage (503), not a bug.
      const inFlight = timed(() => proxied!.db.execute(sql`select pg_sleep(5)`).then(() => undefined, (error: unknown) => error));
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
        await expectUnavailable(list.value);
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
    },
  );
});
