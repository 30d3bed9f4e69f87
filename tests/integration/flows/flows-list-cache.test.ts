import { eq, sql } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db, schema } from "@/db";
import { GET as listFlows, POST as createFlowRoute } from "@/app/api/flows/route";
import { resolveViewer } from "@/lib/auth/viewer";
import { authSecret } from "@/lib/auth/secret";
import { sessionCookieName } from "@/lib/auth/cookie";
import { createFlow, createUser } from "../../helpers/factories";
import { apiRequest } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

const names = async (token: string, query = "") =>
  ((await (await listFlows(apiRequest("GET", `/api/flows${query}`, { token }))).json()).flows as { name: string }[]).map((f) => f.name);

describe("catalogue page cache", () => {
  it("serves a repeated page from the cache yet sees a write made by another instance at once", async () => {
    const user = await createUser();
    const flow = await createFlow({ name: "Cache antes", tags: ["cache-teste"] });
    const token = await tokenFor(user.email);
    expect(await names(token, "?tags=cache-teste")).toEqual(["Cache antes"]);
    expect(await names(token, "?tags=cache-teste")).toEqual(["Cache antes"]);

    // Another instance writes straight to the shared database: only the stored version tells this one.
    await db.execute(sql`update flows set name = 'Cache depois' where id = ${flow.id}`);
    expect(await names(token, "?tags=cache-teste")).toEqual(["Cache depois"]);

    // An author renamed elsewhere changes the cards too.
    await db.update(schema.users).set({ name: "Autora Renomeada" }).where(eq(schema.users.id, user.id));
    await createFlow({ name: "Do autor", tags: ["cache-teste"], authorId: user.id });
    const res = await (await listFlows(apiRequest("GET", "/api/flows?tags=cache-teste&sortBy=name&sortOrder=asc", { token }))).json();
    expect(res.flows.map((f: { author: { name: string } }) => f.author.name)).toContain("Autora Renomeada");
  });

  it("shows an author's new pending flow to them at once, and never to anyone else", async () => {
    const [author, other] = await Promise.all([createUser(), createUser()]);
    await createFlow({ name: "Público do catálogo", tags: ["escopo-teste"] });
    const [authorToken, otherToken] = await Promise.all([tokenFor(author.email), tokenFor(other.email)]);
    // Both start on the shared public page.
    expect(await names(authorToken, "?tags=escopo-teste")).toEqual(["Público do catálogo"]);
    expect(await names(otherToken, "?tags=escopo-teste")).toEqual(["Público do catálogo"]);

    const workflow = { nodes: [{ id: "1", name: "Webhook", type: "n8n-nodes-base.webhook", position: [0, 0], parameters: {} }], connections: {} };
    const created = await createFlowRoute(
      apiRequest("POST", "/api/flows", {
        token: authorToken,
        body: {
          name: "Meu pendente novo",
          description: "Aguardando análise",
          url: "https://exemplo.com.br/fluxos/pendente",
          tags: ["escopo-teste"],
          metadata: workflow,
        },
      }),
    );
    expect(created.status).toBe(201);
    expect((await names(authorToken, "?tags=escopo-teste")).sort()).toEqual(["Meu pendente novo", "Público do catálogo"]);
    expect(await names(otherToken, "?tags=escopo-teste")).toEqual(["Público do catálogo"]);
  });
});

describe("session token cache", () => {
  afterEach(() => vi.useRealTimers());

  it("still ends a session when its token expires, after having accepted it", async () => {
    const user = await createUser();
    const [session] = await db
      .insert(schema.sessions)
      .values({ userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) })
      .returning();
    const token = await encode({ token: { sub: user.id, tv: 0, sid: session!.id }, secret: authSecret(), salt: sessionCookieName(), maxAge: 60 });
    const headers = new Headers({ authorization: `Bearer ${token}` });
    expect((await resolveViewer(headers))?.id).toBe(user.id);
    // Past the expiry and Auth.js' 15 s clock tolerance; only the clock is faked, not the timers.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 90_000);
    expect(await resolveViewer(headers)).toBeNull();
  });

  it("still ends a session at once when the user is banned, after having accepted it", async () => {
    const user = await createUser();
    const headers = new Headers({ authorization: `Bearer ${await tokenFor(user.email)}` });
    expect(await resolveViewer(headers)).not.toBeNull();
    await db.update(schema.users).set({ status: "BANNED" }).where(eq(schema.users.id, user.id));
    expect(await resolveViewer(headers)).toBeNull();
  });
});
