import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db, schema } from "@/db";
import { POST as create } from "@/app/api/collections/route";
import { PATCH as patch } from "@/app/api/collections/[id]/route";
import { POST as add } from "@/app/api/collections/[id]/flows/route";
import { PUT as feature } from "@/app/api/admin/collections/[id]/featured/route";
import { FeaturedCollectionsSection } from "@/components/landing/featured-collections-section";
import { PUBLIC_CACHE_CONTROL } from "@/lib/cache/http-cache";
import { catalogPageState } from "@/lib/cache/page-state";
import { featuredCollections } from "@/lib/collections/queries";
import { appUrl } from "@/lib/env";
import { createAdmin, createFlow, createUser, setUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { pageOutcome } from "../../helpers/render";
import { tokenFor } from "../../helpers/session";

// A collection's public page, /colecoes/{slug} (docs/product-rules.md §27): what it shows, to whom,
// what it tells search engines, and its link preview picture.

// The page's client parts ask for the router; rendering them here needs none.
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  useRouter: () => ({ refresh() {}, push() {}, replace() {}, prefetch() {} }),
}));

const { default: CollectionPage, generateMetadata } = await import("@/app/colecoes/[slug]/page");
const { default: ogImage } = await import("@/app/colecoes/[slug]/opengraph-image");

const pageProps = (slug: string, query: Record<string, string> = {}) =>
  ({ params: Promise.resolve({ slug }), searchParams: Promise.resolve(query) }) as Parameters<typeof CollectionPage>[0];

const visit = (slug: string, query: Record<string, string> = {}) => pageOutcome(() => CollectionPage(pageProps(slug, query)));

async function html(slug: string, query: Record<string, string> = {}): Promise<string> {
  const outcome = await visit(slug, query);
  if (outcome.kind !== "page") throw new Error(`esperava a página, veio ${outcome.kind}`);
  return outcome.html;
}

const HOSTILE = `Lista </script><script>alert("x")</script> & <b>negrito</b>`;

let owner: Awaited<ReturnType<typeof createUser>>;
let token: string;

beforeEach(async () => {
  owner = await createUser({ name: "Rita Curadora", createdAt: new Date(Date.now() - 30 * 86_400_000) });
  token = await tokenFor(owner.email);
});

/** A collection of the owner's, through the API, with these flows in this order. */
async function collectionWith(flows: { id: string }[], body: Record<string, unknown> = {}) {
  const res = await create(apiRequest("POST", "/api/collections", { token, body: { name: "Automações de vendas", isPublic: true, ...body } }));
  expect(res.status).toBe(201);
  const created = (await res.json()) as { id: string; slug: string };
  for (const flow of flows) {
    const added = await add(apiRequest("POST", `/api/collections/${created.id}/flows`, { token, body: { flowId: flow.id } }), params({ id: created.id }));
    expect(added.status).toBe(201);
  }
  return created;
}

describe("/colecoes/{slug}", () => {
  it("shows the name, the description as paragraphs of text, the owner with a link to their page, the count and the published flows in order", async () => {
    const [first, second] = [await createFlow({ name: "Cobrança pelo Pix" }), await createFlow({ name: "Agenda no WhatsApp" })];
    const pending = await createFlow({ name: "Fluxo em análise", authorId: owner.id, status: "PENDING" });
    const { slug } = await collectionWith([second, pending, first], {
      name: HOSTILE,
      description: "Primeiro parágrafo <img src=x onerror=alert(1)>.\n\nSegundo parágrafo,\ncom uma quebra.",
    });
    const page = await html(slug);
    // Text, never markup: the hostile name and description show as written.
    expect(page).not.toContain("<script>alert");
    expect(page).not.toContain("<b>negrito</b>");
    expect(page).not.toContain("<img src=x");
    expect(page).toMatch(
      /<h1 id="colecao-nome"[^>]*>Lista &lt;\/script&gt;&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt; &amp; &lt;b&gt;negrito&lt;\/b&gt;<\/h1>/,
    );
    expect(page).toContain("Primeiro parágrafo &lt;img src=x onerror=alert(1)&gt;.</p>");
    expect(page).toContain(">Segundo parágrafo,\ncom uma quebra.</p>");
    expect(page).toContain(`href="/autores/${owner.handle}"`);
    expect(page).toContain(">Rita Curadora</a>");
    // The pending flow is its owner's alone: not counted, not shown.
    expect(page).toContain("2 fluxos");
    expect(page).not.toContain("Fluxo em análise");
    expect(page.indexOf("Agenda no WhatsApp")).toBeLessThan(page.indexOf("Cobrança pelo Pix"));

    // Structured data: the JSON cannot end the script tag, and reads back as the name.
    const scripts = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).not.toMatch(/[<>]/);
    const data = JSON.parse(scripts[0]!);
    expect(data).toMatchObject({ "@type": "CollectionPage", name: HOSTILE, author: { name: "Rita Curadora", url: `${appUrl()}/autores/${owner.handle}` } });
    expect(data.mainEntity).toMatchObject({ "@type": "ItemList", numberOfItems: 2 });
    expect(data.mainEntity.itemListElement.map((item: { name: string; position: number }) => [item.position, item.name])).toEqual([
      [1, "Agenda no WhatsApp"],
      [2, "Cobrança pelo Pix"],
    ]);

    const meta = await generateMetadata(pageProps(slug));
    expect(meta.title).toBe(HOSTILE);
    expect(meta.description).toBe("Primeiro parágrafo <img src=x onerror=alert(1)>. Segundo parágrafo, com uma quebra.");
    expect(meta.alternates?.canonical).toBe(`${appUrl()}/colecoes/${slug}`);
    expect(meta.robots).toMatchObject({ index: true, follow: true });
    expect(meta.openGraph).toMatchObject({ type: "website", url: `${appUrl()}/colecoes/${slug}`, locale: "pt_BR", title: `${HOSTILE}: coleção de 2 fluxos` });
  });

  it("names the owner without a link when their creator page is private, and describes itself when the owner wrote nothing", async () => {
    await setUser(owner.id, { profilePublic: false });
    const { slug } = await collectionWith([await createFlow()]);
    const page = await html(slug);
    expect(page).not.toContain("/autores/");
    expect(page).toContain("Rita Curadora");
    expect(page).toContain("1 fluxo<");
    const meta = await generateMetadata(pageProps(slug));
    expect(meta.description).toBe("Coleção de 1 fluxo de automação organizada por Rita Curadora na Fluxoteca: n8n, Typebot e Make.");
    expect(JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page)![1]!).author).toEqual({
      "@type": "Person",
      name: "Rita Curadora",
    });
  });

  it("pages the flows 24 at a time, in the collection's order; a page past the last says so", async () => {
    const flows = [];
    for (let i = 0; i < 26; i++) flows.push(await createFlow({ name: `Fluxo da lista ${String(i).padStart(2, "0")}` }));
    const { slug } = await collectionWith(flows);
    const first = await html(slug);
    expect(first.match(/Fluxo da lista \d\d/g)?.filter((v, i, a) => a.indexOf(v) === i)).toHaveLength(24);
    expect(first).toContain("Página 1 de 2");
    expect(first).toContain(`href="/colecoes/${slug}?page=2"`);
    expect(first).not.toContain("Fluxo da lista 24");
    const second = await html(slug, { page: "2" });
    expect(second).toContain("Fluxo da lista 24");
    expect(second).toContain("Fluxo da lista 25");
    expect(second).not.toContain("Fluxo da lista 23");
    expect(second).toContain(`href="/colecoes/${slug}"`);
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(second)![1]!);
    expect(ld.mainEntity.itemListElement.map((item: { position: number }) => item.position)).toEqual([25, 26]);
    expect((await generateMetadata(pageProps(slug, { page: "2" }))).alternates?.canonical).toBe(`${appUrl()}/colecoes/${slug}?page=2`);
    // Past the last page: the collection, and a way back.
    const beyond = await html(slug, { page: "9" });
    expect(beyond).toContain("Esta página não existe.");
    expect(beyond).toContain("Voltar à primeira página");
    // Anything but a page number is the first page.
    expect(await html(slug, { page: "abc" })).toContain("Página 1 de 2");
  });

  it("shows an empty state, out of search results, when none of its flows is published", async () => {
    const hidden = await createFlow({ name: "Fluxo retirado" });
    const { slug } = await collectionWith([hidden]);
    await db.update(schema.flows).set({ isPublic: false, heldAt: new Date() }).where(eq(schema.flows.id, hidden.id));
    const page = await html(slug);
    expect(page).toContain("Nenhum fluxo publicado nesta coleção");
    expect(page).toContain("0 fluxos");
    expect(page).not.toContain("Fluxo retirado");
    expect((await generateMetadata(pageProps(slug))).robots).toMatchObject({ index: false, follow: true });
  });

  it("asks search engines not to index a public collection whose owner has not confirmed the e-mail", async () => {
    const { slug } = await collectionWith([await createFlow()]);
    expect((await generateMetadata(pageProps(slug))).robots).toMatchObject({ index: true });
    await setUser(owner.id, { emailVerifiedAt: null });
    expect((await generateMetadata(pageProps(slug))).robots).toMatchObject({ index: false });
    expect((await visit(slug)).kind).toBe("page");
  });

  it("asks search engines not to index a collection of an account made less than 7 days ago", async () => {
    const { slug } = await collectionWith([await createFlow()]);
    await setUser(owner.id, { createdAt: new Date(Date.now() - 6 * 86_400_000) });
    expect((await generateMetadata(pageProps(slug))).robots).toMatchObject({ index: false, follow: true });
    expect((await visit(slug)).kind).toBe("page");
    await setUser(owner.id, { createdAt: new Date(Date.now() - 7 * 86_400_000 - 60_000) });
    expect((await generateMetadata(pageProps(slug))).robots).toMatchObject({ index: true });
  });

  it("answers 404 for an unknown slug, a private collection and a banned owner's, to everyone", async () => {
    const flow = await createFlow();
    const hidden = await collectionWith([flow], { name: "Só minha", isPublic: false });
    const shown = await collectionWith([flow], { name: "De todos" });
    for (const slug of [hidden.slug, "nao-existe-abc123", "%3Cscript%3E", "x"]) {
      expect(await visit(slug), slug).toEqual({ kind: "notFound" });
      expect((await generateMetadata(pageProps(slug))).robots, slug).toMatchObject({ index: false, follow: false });
    }
    expect((await visit(shown.slug)).kind).toBe("page");
    await setUser(owner.id, { status: "BANNED" });
    expect(await visit(shown.slug)).toEqual({ kind: "notFound" });
  });
});

describe("GET /colecoes/{slug}/opengraph-image", () => {
  it("draws a PNG of a public collection with nothing fetched, a validator, the public policy; 404 no-store otherwise", async () => {
    const { slug } = await collectionWith([await createFlow(), await createFlow()], { name: "Automação — ação rápida 🚀 <b>x</b>" });
    const hidden = await collectionWith([await createFlow()], { name: "Privada", isPublic: false });
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    try {
      const res = await ogImage({ params: Promise.resolve({ slug }) });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      const png = Buffer.from(await res.arrayBuffer());
      expect(png.subarray(1, 4).toString()).toBe("PNG");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      expect(res.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
      expect(res.headers.get("etag")).toMatch(/^"[\w-]{22}"$/);
      // next/og loads its WebAssembly from a data: URL; nothing may go to the network (the emoji is dropped).
      const fetched = fetchSpy.mock.calls.map(([url]) => String(url instanceof Request ? url.url : url));
      expect(fetched.filter((url) => !url.startsWith("data:"))).toEqual([]);
    } finally {
      fetchSpy.mockRestore();
    }
    for (const other of [hidden.slug, "nao-existe-abc123"]) {
      const res = await ogImage({ params: Promise.resolve({ slug: other }) });
      expect(res.status, other).toBe(404);
      expect(res.headers.get("cache-control"), other).toBe("no-store");
    }
  });

  it("changes its validator when the name changes", async () => {
    const { id, slug } = await collectionWith([await createFlow()]);
    const etag = async () => (await ogImage({ params: Promise.resolve({ slug }) })).headers.get("etag");
    const before = await etag();
    expect(await etag()).toBe(before);
    const renamed = await patch(apiRequest("PATCH", `/api/collections/${id}`, { token, body: { name: "Outro nome" } }), params({ id }));
    expect(renamed.status).toBe(200);
    expect(await etag()).not.toBe(before);
  });
});

describe("the page cache's state of /colecoes/{slug}", () => {
  it("moves with every change to the collection, and with the catalogue when a flow leaves it", async () => {
    const [a, b] = [await createFlow(), await createFlow()];
    const { id, slug } = await collectionWith([a]);
    const path = `/colecoes/${slug}`;
    const states = [await catalogPageState(path)];
    expect(states[0]).toMatch(new RegExp(`^\\d+\\|colecao:${id}:`));
    expect(await catalogPageState(path)).toBe(states[0]);

    const edit = (body: unknown) => patch(apiRequest("PATCH", `/api/collections/${id}`, { token, body }), params({ id }));
    expect((await edit({ name: "Nome novo" })).status).toBe(200);
    states.push(await catalogPageState(path));
    expect((await edit({ description: "Agora com descrição" })).status).toBe(200);
    states.push(await catalogPageState(path));
    await add(apiRequest("POST", `/api/collections/${id}/flows`, { token, body: { flowId: b.id } }), params({ id }));
    states.push(await catalogPageState(path));
    const { PUT: reorder, DELETE: takeOut } = await import("@/app/api/collections/[id]/flows/route");
    await reorder(apiRequest("PUT", `/api/collections/${id}/flows`, { token, body: { flowIds: [b.id, a.id] } }), params({ id }));
    states.push(await catalogPageState(path));
    await takeOut(apiRequest("DELETE", `/api/collections/${id}/flows`, { token, body: { flowId: b.id } }), params({ id }));
    states.push(await catalogPageState(path));
    expect(new Set(states).size).toBe(states.length);
    // None of these moved the catalogue version: only this page renders again.
    expect(new Set(states.map((state) => state!.split("|")[0])).size).toBe(1);

    // A flow held by reports leaves the page: the catalogue version moves.
    await db.update(schema.flows).set({ isPublic: false, heldAt: new Date() }).where(eq(schema.flows.id, a.id));
    const held = await catalogPageState(path);
    expect(held!.split("|")[0]).not.toBe(states.at(-1)!.split("|")[0]);
    // The owner confirming (or losing) the e-mail changes `noindex`.
    await setUser(owner.id, { emailVerifiedAt: null });
    expect(await catalogPageState(path)).not.toBe(held);
  });

  it("has no state (never kept) for a private collection, a banned owner's, an unknown slug or a path that is no slug", async () => {
    const { id, slug } = await collectionWith([await createFlow()]);
    expect(await catalogPageState(`/colecoes/${slug}`)).not.toBeNull();
    for (const path of ["/colecoes/nao-existe-abc123", "/colecoes/%27%3B--", "/colecoes/x"]) expect(await catalogPageState(path), path).toBeNull();
    await setUser(owner.id, { status: "BANNED" });
    expect(await catalogPageState(`/colecoes/${slug}`)).toBeNull();
    await setUser(owner.id, { status: "ACTIVE" });
    await patch(apiRequest("PATCH", `/api/collections/${id}`, { token, body: { isPublic: false } }), params({ id }));
    expect(await catalogPageState(`/colecoes/${slug}`)).toBeNull();
  });
});

describe("'Coleções em destaque' on the landing page", () => {
  const section = async () => renderToStaticMarkup(createElement(FeaturedCollectionsSection, { collections: await featuredCollections(6) }));

  it("lists featured listed collections with name, owner, count and link, and is absent when there are none", async () => {
    expect(await section()).toBe("");
    const admin = await tokenFor((await createAdmin()).email);
    const { id, slug } = await collectionWith([await createFlow(), await createFlow()], { name: HOSTILE });
    const empty = await collectionWith([], { name: "Destaque sem fluxos" });
    const before = await catalogPageState("/");
    for (const target of [id, empty.id]) {
      const res = await feature(apiRequest("PUT", `/api/admin/collections/${target}/featured`, { token: admin }), params({ id: target }));
      expect(res.status).toBe(200);
    }
    // Featuring moves the catalogue version, the landing page's cache key.
    expect(await catalogPageState("/")).not.toBe(before);
    const html = await section();
    expect(html).toContain("Coleções em destaque");
    expect(html).toContain(`href="/colecoes/${slug}"`);
    expect(html).toContain("Lista &lt;/script&gt;&lt;script&gt;");
    expect(html).not.toContain("<script>");
    expect(html).toContain("por Rita Curadora");
    expect(html).toContain("2 fluxos");
    // Nothing to show: not listed, not on the landing page.
    expect(html).not.toContain("Destaque sem fluxos");
  });
});
