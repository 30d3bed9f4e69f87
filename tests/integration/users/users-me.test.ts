import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { GET as me } from "@/app/api/users/me/route";
import { createAdmin, createFlow, createUser } from "../../helpers/factories";
import { apiRequest } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

describe("GET /api/users/me", () => {
  it("answers 401 to a visitor", async () => {
    expect((await me(apiRequest("GET", "/api/users/me"))).status).toBe(401);
  });

  it("gives a user's name, role, quota and whether they have flows outside the catalogue", async () => {
    const user = await createUser({ name: "Joana Prado", downloadCount: 1 });
    await createFlow({ authorId: user.id, status: "PENDING" });
    const res = await me(apiRequest("GET", "/api/users/me", { token: await tokenFor(user.email) }));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = await res.json();
    expect(body.user).toEqual({ id: user.id, name: "Joana Prado", role: "USER", hasContributed: false, downloadCount: 1, hasUnpublishedFlows: true });
    expect(body.quota).toMatchObject({ canDownload: true, remainingDownloads: 1, downloadLimit: 2, unlimited: false });
    expect(body.contribution.minAmount).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toMatch(/password|email/i);
  });

  it("keeps the page cache's hint in line with the viewer: set for an author with a waiting flow, cleared once none is left", async () => {
    const user = await createUser();
    const token = await tokenFor(user.email);
    const ask = async (cookies: string) =>
      (await me(new Request("http://localhost/api/users/me", { headers: { cookie: `authjs.session-token=${token}${cookies}` } }))).headers.getSetCookie();
    const hint = "fluxoteca-paginas-proprias";
    expect(await ask("")).toEqual([]);
    const flow = await createFlow({ authorId: user.id, status: "PENDING" });
    expect(await ask("")).toEqual([expect.stringMatching(new RegExp(`^${hint}=1; .*Max-Age=600`))]);
    expect(await ask(`; ${hint}=1`)).toEqual([]);
    await db.update(schema.flows).set({ status: "APPROVED" }).where(eq(schema.flows.id, flow.id));
    expect(await ask(`; ${hint}=1`)).toEqual([expect.stringMatching(new RegExp(`^${hint}=; .*Max-Age=0`))]);
    // A client of the API with a Bearer token gets no cookie.
    expect((await me(apiRequest("GET", "/api/users/me", { token: await tokenFor((await createAdmin()).email) }))).headers.getSetCookie()).toEqual([]);
  });

  it("marks admins as unlimited", async () => {
    const admin = await createAdmin();
    const body = await (await me(apiRequest("GET", "/api/users/me", { token: await tokenFor(admin.email) }))).json();
    expect(body.quota).toMatchObject({ isAdmin: true, unlimited: true, canDownload: true });
  });
});
