import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addRenderTarget, renderTargetsUp, renderWorkerCount, startRenderWorkers, stopRenderWorkers, withRenderOrigin } from "@/lib/cache/render-workers";

/** A renderer that answers after `delayMs`, counting what it was asked. */
async function renderer(delayMs = 20) {
  let asked = 0;
  const server = http.createServer((_req, res) => {
    asked += 1;
    setTimeout(() => res.end("<p>ok</p>"), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    asked: () => asked,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const fetchText = (origin: string) => fetch(`${origin}/fluxos`).then((res) => res.text());

afterEach(() => stopRenderWorkers());

describe("renderWorkerCount", () => {
  it("reads PAGE_RENDER_WORKERS, only with Postgres and never inside a render process", () => {
    const pg = { DATABASE_URL: "postgres://x" };
    expect(renderWorkerCount({ ...pg })).toBe(0);
    expect(renderWorkerCount({ ...pg, PAGE_RENDER_WORKERS: "2" })).toBe(2);
    expect(renderWorkerCount({ ...pg, PAGE_RENDER_WORKERS: "99" })).toBe(8);
    expect(renderWorkerCount({ ...pg, PAGE_RENDER_WORKERS: "um" })).toBe(0);
    expect(renderWorkerCount({ PAGE_RENDER_WORKERS: "2" })).toBe(0); // the embedded database is one process's
    expect(renderWorkerCount({ ...pg, PAGE_RENDER_WORKERS: "2", FLUXOTECA_RENDER_WORKER: "1" })).toBe(0);
  });
});

describe("withRenderOrigin", () => {
  it("spreads renders between the server and its render process by renders in flight", async () => {
    const own = await renderer();
    const worker = await renderer();
    try {
      addRenderTarget(worker.origin);
      // One at a time: the render process takes it (the server also answers every request).
      await withRenderOrigin(own.origin, fetchText);
      expect([own.asked(), worker.asked()]).toEqual([0, 1]);
      await Promise.all(Array.from({ length: 10 }, () => withRenderOrigin(own.origin, fetchText)));
      expect(own.asked()).toBe(5);
      expect(worker.asked()).toBe(6);
    } finally {
      await Promise.all([own.close(), worker.close()]);
    }
  });

  it("renders on the server itself when a render process cannot be reached, and skips it for a while", async () => {
    const own = await renderer();
    const gone = await renderer();
    await gone.close();
    try {
      addRenderTarget(gone.origin);
      expect(renderTargetsUp()).toBe(1);
      expect(await withRenderOrigin(own.origin, fetchText)).toBe("<p>ok</p>");
      expect(own.asked()).toBe(1);
      expect(renderTargetsUp()).toBe(0);
      await withRenderOrigin(own.origin, fetchText);
      expect(own.asked()).toBe(2);
    } finally {
      await own.close();
    }
  });

  it("hands back a render's own failure (a page that breaks) without trying elsewhere", async () => {
    const own = await renderer();
    const worker = await renderer();
    try {
      addRenderTarget(worker.origin);
      let calls = 0;
      const failing = async () => {
        calls += 1;
        throw new Error("página quebrou");
      };
      await expect(withRenderOrigin(own.origin, failing)).rejects.toThrow("página quebrou");
      expect(calls).toBe(1);
      expect(renderTargetsUp()).toBe(1);
    } finally {
      await Promise.all([own.close(), worker.close()]);
    }
  });
});

describe("startRenderWorkers", () => {
  it("starts the processes, uses each once it answers its health check, starts another when one ends, and stops them", async () => {
    // A stand-in for `next start -p PORT`: answers /api/health and pages, with its pid.
    const dir = mkdtempSync(path.join(tmpdir(), "render-worker-"));
    const script = path.join(dir, "worker.cjs");
    writeFileSync(
      script,
      `require("node:http").createServer((req, res) => res.end(req.url === "/api/health" ? "ok" : String(process.pid))).listen(Number(process.argv[2]), "127.0.0.1");`,
    );
    const own = await renderer();
    try {
      startRenderWorkers({ count: 1, command: (port) => ({ file: process.execPath, args: [script, String(port)] }), restartBackoffMs: 0 });
      await expect.poll(() => renderTargetsUp(), { timeout: 10_000 }).toBe(1);
      const first = Number(await withRenderOrigin(own.origin, fetchText));
      expect(first).toBeGreaterThan(0);
      expect(own.asked()).toBe(0);
      process.kill(first, "SIGKILL");
      await expect.poll(async () => (renderTargetsUp() === 1 ? Number(await withRenderOrigin(own.origin, fetchText)) : 0), { timeout: 10_000 }).not.toBe(0);
      const second = Number(await withRenderOrigin(own.origin, fetchText));
      expect(second).not.toBe(first);
      stopRenderWorkers();
      expect(renderTargetsUp()).toBe(0);
      await expect
        .poll(() => {
          try {
            process.kill(second, 0);
            return "vivo";
          } catch {
            return "encerrado";
          }
        })
        .toBe("encerrado");
    } finally {
      await own.close();
    }
  });
});
