import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseAway, markDatabaseAnswered, markDatabaseUnreachable } from "@/db/availability";
import { installOutageStatus } from "@/lib/system/outage-status";

describe("a 500 written while the database is away", () => {
  let server: http.Server;
  let base = "";

  beforeAll(async () => {
    installOutageStatus();
    installOutageStatus(); // once only, however often it is called
    // Next's two ways of writing a status: writeHead(code, …) and statusCode + end().
    server = http.createServer((req, res) => {
      if (req.url === "/implicit") {
        res.statusCode = 500;
        res.setHeader("content-type", "text/html; charset=utf-8");
        return res.end("<p>Não foi possível carregar a página</p>");
      }
      if (req.url === "/not-found") return res.writeHead(404).end();
      res.writeHead(500, "Internal Server Error", { "content-type": "text/plain" }).end("erro");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("answers 503 with Retry-After, the body unchanged", async () => {
    markDatabaseUnreachable();
    expect(databaseAway()).toBe(true);
    for (const path of ["/implicit", "/explicit"]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(503);
      expect(res.headers.get("retry-after")).toBe("3");
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    expect(await (await fetch(`${base}/implicit`)).text()).toContain("Não foi possível carregar a página");
    // Other statuses are what they were.
    expect((await fetch(`${base}/not-found`)).status).toBe(404);
  });

  it("leaves a 500 alone once the database answers again", async () => {
    markDatabaseUnreachable();
    markDatabaseAnswered();
    expect(databaseAway()).toBe(false);
    const res = await fetch(`${base}/explicit`);
    expect(res.status).toBe(500);
    expect(res.headers.get("retry-after")).toBeNull();
  });

  it("forgets an outage nobody has seen for a while", () => {
    markDatabaseUnreachable();
    expect(databaseAway(10_000)).toBe(true);
    expect(databaseAway(-1)).toBe(false);
  });
});
