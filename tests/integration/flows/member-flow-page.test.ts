import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { servePage } from "@/lib/cache/page-server";
import { createAdmin, createFlow, createUser, setUser } from "../../helpers/factories";
import { startPageRenderer, type PageRenderer } from "../../helpers/page-renderer";
import { tokenFor } from "../../helpers/session";

// `/flow/{id}` for members (lib/cache/page-server.ts): a published flow's page is rendered once for
// every member who is neither its author nor an admin and may still download; everyone else gets a
// render of their own (with their cookie), and the page's own guards decide what they see.
let renderer: PageRenderer;
beforeAll(async () => {
  renderer = await startPageRenderer();
});
afterAll(() => renderer.close());
beforeEach(() => {
  renderer.paths.length = 0;
  renderer.renders.length = 0;
});

const ask = (path: string, token?: string) =>
  servePage(new Request(`http://localhost${path}`, { headers: token ? { cookie: `authjs.session-token=${token}` } : {} }), path);

async function member() {
  const user = await createUser();
  return { user, token: await tokenFor(user.email) };
}

describe("a flow's page for members", () => {
  it("is rendered once for all members, and again only when the flow's counters or reviews change", async () => {
    const flow = await createFlow({ name: "Fluxo compartilhado" });
    const [ana, bia] = [await member(), await member()];
    for (const { token } of [ana, bia, ana]) {
      const res = await ask(`/flow/${flow.id}`, token);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(`página /flow/${flow.id}<`);
    }
    // A query string is no new page: the member's page reads none.
    await ask(`/flow/${flow.id}?utm_source=email`, bia.token);
    expect(renderer.renders).toEqual([{ path: `/flow/${flow.id}`, cookie: false }]);

    await db.update(schema.flows).set({ downloadCount: 7 }).where(eq(schema.flows.id, flow.id));
    await ask(`/flow/${flow.id}`, ana.token);
    expect(renderer.renders).toHaveLength(2);
    expect(renderer.renders[1]).toEqual({ path: `/flow/${flow.id}`, cookie: false });
  });

  it("renders for the viewer alone when they are its author, an admin, or out of free downloads, or when the flow is not published", async () => {
    const author = await member();
    const flow = await createFlow({ authorId: author.user.id });
    const pending = await createFlow({ status: "PENDING" });
    const hidden = await createFlow({ isPublic: false });
    const admin = await createAdmin();
    const adminToken = await tokenFor(admin.email);
    const spent = await member();
    await setUser(spent.user.id, { downloadCount: 2 });

    for (const [path, token] of [
      [`/flow/${flow.id}`, author.token],
      [`/flow/${flow.id}`, adminToken],
      [`/flow/${flow.id}`, spent.token],
      [`/flow/${pending.id}`, spent.token],
      [`/flow/${hidden.id}`, (await member()).token],
    ] as const) {
      renderer.renders.length = 0;
      expect((await ask(path, token)).status).toBe(200);
      expect(renderer.renders, path).toEqual([{ path, cookie: true }]);
    }
    // Which viewers are told that their member pages render for them alone (lib/cache/page-paths.ts):
    // an admin, and an author with a flow outside the public catalogue; not a plain member.
    const hint = async (token: string) =>
      (await ask(`/flow/${flow.id}`, token)).headers.getSetCookie().find((c) => c.startsWith("fluxoteca-paginas-proprias="));
    expect(await hint(adminToken)).toMatch(/^fluxoteca-paginas-proprias=1; Path=\/; HttpOnly; SameSite=Lax; Max-Age=600/);
    expect(await hint(author.token)).toBeUndefined();
    expect(await hint(spent.token)).toBeUndefined();
    await createFlow({ authorId: author.user.id, status: "PENDING" });
    expect(await hint(author.token)).toBeDefined();
    expect((await ask("/dashboard", author.token)).headers.getSetCookie().join()).toContain("fluxoteca-paginas-proprias=1");
    // A contributor is never out of downloads: the shared copy.
    await setUser(spent.user.id, { hasContributed: true });
    renderer.renders.length = 0;
    await ask(`/flow/${flow.id}`, spent.token);
    expect(renderer.renders).toEqual([{ path: `/flow/${flow.id}`, cookie: false }]);
  });

  it("sends a visitor, or a session that ended, to the login and back", async () => {
    const flow = await createFlow();
    for (const token of [undefined, "nao-e-um-token"]) {
      const res = await ask(`/flow/${flow.id}`, token);
      expect(res.status).toBe(307);
      expect(res.headers.get("location")).toBe(`/login?callbackUrl=${encodeURIComponent(`/flow/${flow.id}`)}`);
    }
    expect(renderer.renders).toEqual([]);
  });
});
