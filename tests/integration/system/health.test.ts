import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import pkg from "@/package.json";

describe("GET /api/health", () => {
  it("reports the database as reachable with the app version", async () => {
    const res = await GET();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body.status).toBe("ok");
    expect(body.version).toBe(pkg.version);
    expect(body.database.reachable).toBe(true);
    expect(body.database.kind).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
  });
});
