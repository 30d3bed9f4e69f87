import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_VARY, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "@/lib/cache/http-cache";
import { servePage } from "@/lib/cache/page-server";
import { eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { createFlow, createUser, setUser } from "../../helpers/factories";
import { startPageRenderer, type PageRenderer } from "../../helpers/page-renderer";

// The page cache's answers (lib/cache/page-server.ts) with a stand-in renderer: which address it
// renders and keeps, and how many renders one client can cause.
let renderer: PageRenderer;
beforeAll(async () => {
  renderer = await startPageRenderer();
});
afterAll(() => renderer.close());
beforeEach(() => {
  renderer.paths.length = 0;
});

let collections = 0;

/** A public collection of a confirmed member's, holding `flow`, as the app stores it. */
async function publicCollection(flowId: string) {
  const owner = await createUser();
  collections += 1;
  const [row] = await db
    .insert(schema.collections)
    .values({ ownerId: owner.id, slug: `colecao-em-cache-${collections}-abcdef`, name: "Coleção em cache", isPublic: true })
    .returning();
  await db.insert(schema.collectionFlows).values({ collectionId: row!.id, flowId, position: 1 });
  return { ...row!, owner };
}

/** What the owner's changes do to the row: every one moves `updated_at` (lib/collections/mutations.ts). */
const changeCollection = (id: string, values: Partial<typeof schema.collections.$inferInsert>) =>
  db
    .update(schema.collections)
    .set({ ...values, updatedAt: new Date(Date.now() + Math.floor(Math.random() * 1e6)) })
    .where(eq(schema.collections.id, id));

let client = 0;
/** Each test asks from its own address: render budgets are per address. */
const address = () => `203.0.113.${++client}`;
const ask = (path: string, from: string) => servePage(new Request(`http://localhost${path}`, { headers: { "x-forwarded-for": from } }), path);

describe("the page cache", () => {
  it("keeps one copy per page whatever parameters it does not read: campaign links and made-up ones are hits", async () => {
    const flow = await createFlow({ name: "Fluxo de campanha" });
    const from = address();
    for (const path of [
      "/fluxos?page=2&search=crm",
      "/fluxos?utm_source=news&page=2&fbclid=x1&search=crm&gclid=y&ref=z&qualquer=1",
      "/fluxos?page=2&search=crm&utm_medium=email",
    ]) {
      expect((await ask(path, from)).status).toBe(200);
    }
    // The list's own parameters stay, in their order; a flow's page and the home page read none.
    expect(await ask(`/fluxos/${flow.slug}?utm_campaign=lancamento&version=2`, from).then((r) => r.text())).toContain(`página /fluxos/${flow.slug}<`);
    await ask(`/fluxos/${flow.slug}?fbclid=abc`, from);
    await ask("/?gclid=1", from);
    await ask("/?ref=parceiro", from);
    expect(renderer.paths).toEqual(["/fluxos?page=2&search=crm", `/fluxos/${flow.slug}`, "/"]);
  });

  it("bounds the renders one address can cause; stored pages and other addresses are not affected", async () => {
    const greedy = address();
    for (let page = 1; page <= 120; page++) expect((await ask(`/fluxos?page=${page}`, greedy)).status, `página ${page}`).toBe(200);
    const refused = await ask("/fluxos?page=121", greedy);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("content-type")).toContain("text/html");
    expect(await refused.text()).toContain("Muitas páginas em pouco tempo");
    // A page already stored costs no render: still served to that address.
    expect((await ask("/fluxos?page=7", greedy)).status).toBe(200);
    // Someone else asking for the very page refused above gets it.
    expect((await ask("/fluxos?page=121", address())).status).toBe(200);
    // Only this test's pages: the previous test's are refreshed in the background, since emptying
    // the database between tests moves the catalogue version.
    expect(renderer.paths.filter((path) => /^\/fluxos\?page=\d+$/.test(path))).toHaveLength(121);
    // This machine itself (no proxy naming a client, or loopback) is not bounded.
    renderer.paths.length = 0;
    for (const from of ["127.0.0.1", "::1"]) for (let page = 200; page < 330; page++) expect((await ask(`/fluxos?page=${page}`, from)).status).toBe(200);
  });
});

describe("a collection's page, /colecoes/{slug}", () => {
  it("keeps one copy per page number, renders again after each change to the collection or the catalogue, and never keeps a private one", async () => {
    const flow = await createFlow({ name: "Fluxo da coleção" });
    const collection = await publicCollection(flow.id);
    const path = `/colecoes/${collection.slug}`;
    const from = address();
    for (const asked of [`${path}?page=2&utm_source=news&search=crm`, `${path}?page=2`, `${path}?fbclid=x`, path]) {
      expect((await ask(asked, from)).status, asked).toBe(200);
    }
    // Only this page's renders: the previous tests' pages are refreshed in the background, since
    // emptying the database between tests moves the catalogue version.
    const renders = () => renderer.paths.filter((p) => p === path);
    expect(renderer.paths.filter((p) => p.startsWith(path))).toEqual([`${path}?page=2`, path]);

    // Renamed, a flow added or reordered: `updated_at` moves, and the next request renders again.
    await changeCollection(collection.id, { name: "Outro nome" });
    await ask(path, from);
    await ask(path, from);
    expect(renders()).toHaveLength(2);
    // A flow held by reports moves the catalogue version: the page renders again without it (its
    // next visitor, or the refresh of the most asked-for pages ahead of them), once.
    await db.update(schema.flows).set({ isPublic: false, heldAt: new Date() }).where(eq(schema.flows.id, flow.id));
    await ask(path, from);
    await vi.waitFor(() => expect(renders()).toHaveLength(3));
    await ask(path, from);
    expect(renders()).toHaveLength(3);

    // Private, or the owner banned: rendered for each request (the page answers its own 404), never kept.
    for (const hide of [() => changeCollection(collection.id, { isPublic: false }), () => setUser(collection.owner.id, { status: "BANNED" })]) {
      await changeCollection(collection.id, { isPublic: true });
      await setUser(collection.owner.id, { status: "ACTIVE" });
      await hide();
      renderer.renders.length = 0;
      await ask(path, from);
      await ask(path, from);
      expect(renderer.renders.filter((r) => r.path === path)).toHaveLength(2);
    }
  });
});

describe("after a catalogue change", () => {
  it("renders the most asked-for pages again for the new version before anyone asks for them", async () => {
    const flow = await createFlow({ name: "Fluxo muito visto" });
    const from = address();
    for (let i = 0; i < 5; i++) for (const path of ["/fluxos?search=crm&page=3", `/fluxos/${flow.slug}`]) expect((await ask(path, from)).status).toBe(200);
    // A change in the catalogue moves its version; the next request, for any page, brings it.
    await createFlow({ name: "Fluxo novo" });
    renderer.paths.length = 0;
    await ask("/fluxos/tag/crm", from);
    await vi.waitFor(() => expect(renderer.paths).toEqual(expect.arrayContaining(["/fluxos?search=crm&page=3", `/fluxos/${flow.slug}`])));
    // Their visitors then find them stored for the new version: no render of their own (other
    // pages, the previous tests', may still be refreshing meanwhile).
    const hot = ["/fluxos?search=crm&page=3", `/fluxos/${flow.slug}`];
    const rendersOfHot = () => renderer.paths.filter((path) => hot.includes(path)).length;
    const rendered = rendersOfHot();
    for (const path of hot) expect((await ask(path, from)).status).toBe(200);
    expect(rendersOfHot()).toBe(rendered);
  });
});

describe("what a cache in front of the app may keep", () => {
  const get = (path: string, headers: Record<string, string> = {}) =>
    servePage(new Request(`http://localhost${path}`, { headers: { "x-forwarded-for": address(), ...headers } }), path);

  it("lets any cache keep a visitor's public page, with a validator, and names what changes its body", async () => {
    const flow = await createFlow({ name: "Fluxo para todos" });
    const collection = await publicCollection(flow.id);
    for (const path of ["/", "/fluxos", "/fluxos?search=crm", `/fluxos/${flow.slug}`, "/fluxos/plataforma/n8n", `/colecoes/${collection.slug}`]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe(PUBLIC_CACHE_CONTROL);
      expect(res.headers.get("vary"), path).toBe(PAGE_VARY);
      expect(res.headers.get("etag"), path).toMatch(/^W\/"/);
      expect(res.headers.get("set-cookie"), path).toBeNull();
      const again = await get(path, { "if-none-match": res.headers.get("etag")! });
      expect(again.status, path).toBe(304);
      expect(again.headers.get("cache-control"), path).toBe(PUBLIC_CACHE_CONTROL);
    }
  });

  it("keeps the same page private when it is asked with a session cookie or a Bearer token", async () => {
    const flow = await createFlow({ name: "Fluxo de membro" });
    const collection = await publicCollection(flow.id);
    const asked: Record<string, string>[] = [
      { cookie: "authjs.session-token=qualquer" },
      { cookie: "__Secure-authjs.session-token=qualquer" },
      { "x-fluxoteca-credenciais": "1" },
    ];
    for (const headers of asked) {
      for (const path of ["/fluxos", `/fluxos/${flow.slug}`, `/colecoes/${collection.slug}`]) {
        const res = await get(path, headers);
        expect(res.status, path).toBe(200);
        expect(res.headers.get("cache-control"), `${path} ${JSON.stringify(headers)}`).toBe(PRIVATE_CACHE_CONTROL);
      }
    }
  });

  it("writes demo mode into the shared page's HTML, which carries no cookie to say it", async () => {
    vi.stubEnv("DEMO_MODE", "1");
    try {
      const html = await (await get("/fluxos?page=90")).text();
      expect(html).toContain('<html data-demo="" lang="pt-BR">');
    } finally {
      vi.unstubAllEnvs();
    }
    expect(await (await get("/fluxos?page=91")).text()).toContain('<html lang="pt-BR">');
  });
});
