import { eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db, schema, selectRows } from "@/db";
import { handleBase, RESERVED_HANDLES } from "@/lib/authors/handle";
import { GET as getAuthor } from "@/app/api/authors/[handle]/route";
import { GET as listFlowsRoute } from "@/app/api/flows/route";
import { GET as getSettings, PATCH as patchSettings } from "@/app/api/users/me/public-profile/route";
import { FlowCard } from "@/components/flows/card/flow-card";
import { listPublicFlows } from "@/lib/flows/queries";
import { findPublicFlowBySlug } from "@/lib/flows/public";
import { GET as getFlowRoute } from "@/app/api/flows/[id]/route";
import { catalogPageState } from "@/lib/cache/page-state";
import { listFlowsSchema } from "@/lib/flows/schemas";
import { sitemapEntries } from "@/lib/seo/catalogue-sitemap";
import { createFlow, createUser, setUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { pageOutcome } from "../../helpers/render";
import { tokenFor } from "../../helpers/session";
import { startPageRenderer } from "../../helpers/page-renderer";
import { servePage } from "@/lib/cache/page-server";

// Creator pages (docs/product-rules.md, "Páginas de autor"): /autores/{handle}, its API, the
// settings in Meu Perfil, the "por …" links, the sitemap and the page cache's state.

// The page's client parts ask for the router; rendering them here needs none.
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  useRouter: () => ({ refresh() {}, push() {}, replace() {}, prefetch() {} }),
}));

const { default: AuthorPage, generateMetadata } = await import("@/app/autores/[handle]/page");

const pageProps = (handle: string, query: Record<string, string> = {}) =>
  ({ params: Promise.resolve({ handle }), searchParams: Promise.resolve(query) }) as Parameters<typeof AuthorPage>[0];

/** What `/autores/{handle}` answers. */
const visit = (handle: string, query: Record<string, string> = {}) => pageOutcome(() => AuthorPage(pageProps(handle, query)));

const cardHtmlOf = (flow: Parameters<typeof FlowCard>[0]["flow"]) => renderToStaticMarkup(createElement(FlowCard, { flow }));
const api = (handle: string, query = "") => getAuthor(apiRequest("GET", `/api/authors/${handle}${query}`), params({ handle }));
const save = (token: string, body: unknown) => patchSettings(apiRequest("PATCH", "/api/users/me/public-profile", { token, body }));

async function html(handle: string, query: Record<string, string> = {}): Promise<string> {
  const outcome = await visit(handle, query);
  if (outcome.kind !== "page") throw new Error(`esperava a página, veio ${outcome.kind}`);
  return outcome.html;
}

let ana: Awaited<ReturnType<typeof createUser>>;

beforeEach(async () => {
  ana = await createUser({ name: "Ana Martins", createdAt: new Date("2024-03-15T12:00:00Z") });
});

describe("GET /api/authors/{handle} and /autores/{handle}", () => {
  it("shows the author's public flows only, with totals: flows, downloads and the mean of every review with its count", async () => {
    // A default handle from the name (migration 0018's trigger).
    expect(ana.handle).toBe("ana-martins");
    await createFlow({ name: "Cobrança", authorId: ana.id, downloadCount: 10, score: 5, reviewCount: 1, createdAt: new Date("2026-01-01") });
    await createFlow({ name: "Agenda", authorId: ana.id, downloadCount: 32, score: 4.5, reviewCount: 3, createdAt: new Date("2026-01-02") });
    await createFlow({ name: "Sem nota", authorId: ana.id, downloadCount: 0, createdAt: new Date("2026-01-03") });
    await createFlow({ name: "Pendente da Ana", authorId: ana.id, status: "PENDING", downloadCount: 99 });
    await createFlow({ name: "Privado da Ana", authorId: ana.id, isPublic: false, downloadCount: 99 });
    await createFlow({ name: "De outra pessoa", downloadCount: 7 });

    const res = await api("ana-martins");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(["bio", "flows", "handle", "links", "memberSince", "name", "pagination", "totals", "verified"]);
    expect(body).toMatchObject({ handle: "ana-martins", name: "Ana Martins", bio: null, links: [], memberSince: "2024-03-15T12:00:00.000Z" });
    // (5×1 + 4,5×3) / 4 = 4,625 → 4,6 over 4 reviews.
    expect(body.totals).toEqual({ flows: 3, downloads: 42, rating: 4.6, ratingCount: 4, followers: 0 });
    expect(body.flows.map((f: { name: string }) => f.name)).toEqual(["Sem nota", "Agenda", "Cobrança"]);
    expect(body.pagination).toEqual({ page: 1, limit: 12, total: 3, pages: 1 });

    // The items have GET /api/flows' shape exactly: the page handle stays internal.
    const token = await tokenFor(ana.email);
    const list = await (await listFlowsRoute(apiRequest("GET", "/api/flows?search=Agenda", { token }))).json();
    const item = list.flows.find((f: { name: string }) => f.name === "Agenda");
    expect(Object.keys(body.flows[1]).sort()).toEqual(Object.keys(item).sort());
    expect(item).not.toHaveProperty("authorPage");

    const page = await html("ana-martins");
    expect(page).toContain("Ana Martins");
    expect(page).toContain("Membro desde março de 2024");
    expect(page).toContain("4,6 (4)");
    expect(page).toContain(">42<");
    expect(page).not.toContain("Pendente da Ana");
    expect(page).not.toContain("Privado da Ana");
    expect(page).not.toContain("De outra pessoa");
    const meta = await generateMetadata(pageProps("ana-martins"));
    expect(meta.alternates?.canonical).toMatch(/\/autores\/ana-martins$/);
    expect(meta.openGraph).toMatchObject({ type: "profile", locale: "pt_BR" });
    expect(meta.robots).toMatchObject({ index: true });
  });

  it("pages the flows twelve at a time, newest first", async () => {
    for (let i = 0; i < 14; i++)
      await createFlow({ name: `Fluxo ${String(i).padStart(2, "0")}`, authorId: ana.id, createdAt: new Date(Date.UTC(2026, 0, i + 1)) });
    const first = await (await api("ana-martins")).json();
    expect(first.flows).toHaveLength(12);
    expect(first.flows[0].name).toBe("Fluxo 13");
    expect(first.pagination).toEqual({ page: 1, limit: 12, total: 14, pages: 2 });
    const second = await (await api("ana-martins", "?page=2")).json();
    expect(second.flows.map((f: { name: string }) => f.name)).toEqual(["Fluxo 01", "Fluxo 00"]);
    const page = await html("ana-martins", { page: "2" });
    expect(page).toContain("Fluxo 00");
    expect(page).not.toContain("Fluxo 13");
    expect(page).toContain('href="/autores/ana-martins"'); // 'Anterior' and page 1
    // A page number that is none is the first page.
    expect((await (await api("ana-martins", "?page=abc")).json()).pagination.page).toBe(1);
  });

  it("shows an empty state, out of search results, when the author has no public flow yet", async () => {
    const page = await html("ana-martins");
    expect(page).toContain("Nenhum fluxo público ainda");
    expect((await generateMetadata(pageProps("ana-martins"))).robots).toMatchObject({ index: false });
  });

  it("answers 404 for an unknown handle and for a private page, and 'por …' is then plain text everywhere", async () => {
    const flow = await createFlow({ name: "Fluxo da Ana", slug: "fluxo-da-ana", authorId: ana.id });
    // Public: cards and the flow page link to the author.
    const linked = (await listPublicFlows(listFlowsSchema.parse({ search: "Fluxo da Ana" }))).flows[0]!;
    expect(linked.authorPage).toBe("ana-martins");
    expect(cardHtmlOf(linked)).toContain('href="/autores/ana-martins"');
    // The dashboard's detail and /flow/{id} read the flow through getFlowDetail.
    const memberToken = await tokenFor((await createUser()).email);
    const detailPage = async () =>
      (await (await getFlowRoute(apiRequest("GET", `/api/flows/${flow.id}`, { token: memberToken }), params({ id: flow.id }))).json()).authorPage;
    expect(await detailPage()).toBe("ana-martins");

    const token = await tokenFor(ana.email);
    expect((await save(token, { profilePublic: false })).status).toBe(200);

    const missing = await api("ana-martins");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Página de autor não encontrada", code: "NOT_FOUND" });
    expect((await api("ninguem-com-este-nome")).status).toBe(404);
    expect((await api("%3Cscript%3E")).status).toBe(404);
    expect(await visit("ana-martins")).toEqual({ kind: "notFound" });
    expect(await visit("ninguem-com-este-nome")).toEqual({ kind: "notFound" });

    const card = (await listPublicFlows(listFlowsSchema.parse({ search: "Fluxo da Ana" }))).flows[0]!;
    expect(card.authorPage).toBeNull();
    const cardHtml = cardHtmlOf(card);
    expect(cardHtml).toContain("Ana Martins");
    expect(cardHtml).not.toContain("/autores/");
    const found = await findPublicFlowBySlug(flow.slug);
    expect(found.kind === "flow" && found.flow.authorPage).toBeNull();
    expect(await detailPage()).toBeNull();
    // The cache keeps no private page: its state is null, so it renders the 404 for each request.
    expect(await catalogPageState("/autores/ana-martins")).toBeNull();
  });

  it("gives a removed author's flows no link", async () => {
    await createFlow({ name: "Órfão", authorId: null });
    const card = (await listPublicFlows(listFlowsSchema.parse({ search: "Órfão" }))).flows[0]!;
    expect(card.author.name).toBe("Usuário removido");
    expect(card.authorPage).toBeNull();
    expect(cardHtmlOf(card)).not.toContain("/autores/");
  });

  it("keeps a banned or admin author's page as public as their flows", async () => {
    await createFlow({ name: "Fluxo de quem foi banida", authorId: ana.id });
    await setUser(ana.id, { status: "BANNED" });
    expect((await api("ana-martins")).status).toBe(200);
    const admin = await createUser({ name: "Chefe Geral", role: "ADMIN" });
    expect((await api(admin.handle)).status).toBe(200);
  });
});

describe("PATCH /api/users/me/public-profile", () => {
  it("changes the handle; the old address answers 308 to the new one, on the page and in the API", async () => {
    await createFlow({ name: "Fluxo", authorId: ana.id });
    const token = await tokenFor(ana.email);
    const res = await save(token, { handle: "  Ana-Automacoes " });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ handle: "ana-automacoes", bio: null, links: [], profilePublic: true, path: "/autores/ana-automacoes" });

    expect(await visit("ana-martins")).toEqual({ kind: "redirect", to: "/autores/ana-automacoes", status: 308 });
    expect(await visit("ana-martins", { page: "2" })).toEqual({ kind: "redirect", to: "/autores/ana-automacoes?page=2", status: 308 });
    const moved = await api("ana-martins", "?page=1");
    expect(moved.status).toBe(308);
    expect(moved.headers.get("location")).toBe("/api/authors/ana-automacoes?page=1");
    expect(await moved.json()).toMatchObject({ handle: "ana-automacoes" });
    expect((await api("ana-automacoes")).status).toBe(200);

    // A second change: both earlier handles lead to the current one.
    expect((await save(token, { handle: "ana-m" })).status).toBe(200);
    expect(await visit("ana-martins")).toMatchObject({ kind: "redirect", to: "/autores/ana-m" });
    expect(await visit("ana-automacoes")).toMatchObject({ kind: "redirect", to: "/autores/ana-m" });
    // Taking back one's own earlier handle: it is the page again, and the other one redirects.
    expect((await save(token, { handle: "ana-martins" })).status).toBe(200);
    expect((await visit("ana-martins")).kind).toBe("page");
    expect(await visit("ana-m")).toMatchObject({ kind: "redirect", to: "/autores/ana-martins" });
    // A private page's old handles lead nowhere.
    expect((await save(token, { profilePublic: false })).status).toBe(200);
    expect(await visit("ana-m")).toEqual({ kind: "notFound" });
    expect((await api("ana-m")).status).toBe(404);
  });

  it("refuses a handle in use now or before by someone else with 409, and changes nothing", async () => {
    const bruno = await createUser({ name: "Bruno Lima" });
    const token = await tokenFor(bruno.email);
    const taken = await save(token, { handle: "ana-martins", bio: "Nova bio" });
    expect(taken.status).toBe(409);
    const body = await taken.json();
    expect(body).toMatchObject({ code: "CONFLICT", message: "Este endereço já está em uso por outra pessoa. Escolha outro." });
    expect(body.fieldErrors.handle).toEqual(["Este endereço já está em uso por outra pessoa. Escolha outro."]);
    const [row] = await db.select().from(schema.users).where(eq(schema.users.id, bruno.id));
    expect(row).toMatchObject({ handle: "bruno-lima", bio: null });

    // Ana's earlier handle stays hers (it redirects to her page).
    expect((await save(await tokenFor(ana.email), { handle: "ana-nova" })).status).toBe(200);
    expect((await save(token, { handle: "ana-martins" })).status).toBe(409);

    // Two people racing for one free handle: one gets it.
    const carla = await createUser({ name: "Carla" });
    const results = await Promise.all([save(token, { handle: "disputado" }), save(await tokenFor(carla.email), { handle: "disputado" })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("checks the handle rules only when the handle changes, with pt-BR field errors", async () => {
    const token = await tokenFor(ana.email);
    const errors = async (handle: string) => (await (await save(token, { handle })).json()).fieldErrors?.handle;
    expect(await errors("ab")).toEqual(["O endereço deve ter de 3 a 40 caracteres."]);
    expect(await errors("ana--martins")).toEqual([expect.stringContaining("sem hífen no início, no fim ou dois seguidos")]);
    expect(await errors("-ana")).toEqual([expect.stringContaining("letras minúsculas sem acento")]);
    expect(await errors("ana_martins")).toEqual([expect.stringContaining("letras minúsculas sem acento")]);
    expect(await errors("admin")).toEqual(["Este endereço é reservado. Escolha outro."]);
    // A short default made from a name does not stop its owner from saving a bio.
    const jo = await createUser({ name: "Jo" });
    expect(jo.handle).toBe("jo");
    const res = await save(await tokenFor(jo.email), { handle: "jo", bio: "Oi" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ handle: "jo", bio: "Oi" });
  });

  it("keeps hostile bios as text and refuses links that are not public https addresses", async () => {
    const token = await tokenFor(ana.email);
    const refused = await save(token, {
      links: ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "http://exemplo.com.br"],
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors.links).toEqual([
      "Link 1: use um endereço que comece com https://.",
      "Link 2: use um endereço que comece com https://.",
      "Link 3: use um endereço que comece com https://.",
    ]);
    const linkError = async (link: string) => (await (await save(token, { links: [link] })).json()).fieldErrors?.links?.[0];
    expect(await linkError("https://usuario:senha@exemplo.com.br")).toBe("Link 1: o endereço não pode conter usuário ou senha.");
    for (const host of ["https://localhost:3000", "https://127.0.0.1/", "https://[::1]/", "https://intranet/", "https://painel.local", "https://2130706433/"]) {
      expect(await linkError(host), host).toMatch(/^Link 1: use o endereço público de um site/);
    }
    expect(await linkError(" JAVASCRIPT:alert(1)")).toMatch(/https:\/\//);
    expect(await linkError(`https://exemplo.com.br/${"a".repeat(200)}`)).toBe("Link 1: no máximo 200 caracteres.");
    expect((await save(token, { links: ["https://a.com.br", "https://b.com.br", "https://c.com.br", "https://d.com.br"] })).status).toBe(400);
    expect((await (await save(token, { bio: "x".repeat(301) })).json()).fieldErrors.bio).toEqual(["A bio pode ter no máximo 300 caracteres."]);
    // Nothing above changed anything.
    expect((await (await getSettings(apiRequest("GET", "/api/users/me/public-profile", { token }))).json()).links).toEqual([]);

    const bio = '<script>alert("x")</script> Automação </script><img src=x onerror=alert(1)>\nSegunda linha';
    const ok = await save(token, { bio, links: ["https://Exemplo.com.br/ana", "", "https://github.com/ana"] });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ bio, links: ["https://exemplo.com.br/ana", "https://github.com/ana"] });

    const page = await html("ana-martins");
    expect(page).not.toContain("<script>alert");
    expect(page).not.toContain("<img src=x");
    expect(page).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(page).toContain('href="https://exemplo.com.br/ana" rel="nofollow ugc noopener noreferrer" target="_blank"');
    expect(page).toContain('href="https://github.com/ana" rel="nofollow ugc noopener noreferrer"');

    // JSON-LD: a Person whose bio cannot close the script element it sits in.
    const scripts = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).not.toMatch(/<\/?script|<img/i);
    const data = JSON.parse(scripts[0]!);
    expect(data.mainEntity).toMatchObject({
      "@type": "Person",
      name: "Ana Martins",
      description: bio,
      sameAs: ["https://exemplo.com.br/ana", "https://github.com/ana"],
    });
  });

  it("refuses NUL and control characters in the bio and handle, and keeps a lone surrogate as U+FFFD", async () => {
    const token = await tokenFor(ana.email);
    for (const body of [{ bio: "a\u0000b" }, { handle: "ana\u0000x" }, { links: ["https://exemplo.com.br/\u0000"] }]) {
      expect((await save(token, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await (await save(token, { bio: "sino\u0007" })).json()).fieldErrors.bio).toEqual(["A bio contém caracteres inválidos."]);
    expect((await save(token, { handle: "ana\ud800" })).status).toBe(400);
    const ok = await save(token, { bio: "meio \ud800 fim" });
    expect(ok.status).toBe(200);
    expect((await ok.json()).bio).toBe("meio \uFFFD fim");
    expect(await html("ana-martins")).toContain("meio \uFFFD fim");
  });

  it("moves the page's cache state when the bio or links change (they move no catalogue version)", async () => {
    const before = await catalogPageState("/autores/ana-martins");
    expect(before).toMatch(/\|autor:/);
    // The API's JSON is kept per state: read twice (the second from memory), then after each change.
    const apiBio = async () => (await (await api("ana-martins")).json()).bio;
    const apiFlows = async () => (await (await api("ana-martins")).json()).totals.flows;
    expect(await apiBio()).toBe(await apiBio());
    const flowsBefore = await apiFlows();
    expect((await save(await tokenFor(ana.email), { bio: "Outra bio" })).status).toBe(200);
    expect(await apiBio()).toBe("Outra bio");
    const after = await catalogPageState("/autores/ana-martins");
    expect(after).not.toBe(before);
    expect(after!.split("|")[0]).toBe(before!.split("|")[0]);
    expect(await catalogPageState("/autores/nao-existe")).toBeNull();
    await createFlow({ authorId: ana.id });
    expect(await apiFlows()).toBe(flowsBefore + 1);
  });

  it("needs a session, JSON and something to change", async () => {
    expect((await patchSettings(apiRequest("PATCH", "/api/users/me/public-profile", { body: { bio: "x" } }))).status).toBe(401);
    const token = await tokenFor(ana.email);
    expect((await save(token, {})).status).toBe(400);
    expect((await save(token, { profilePublic: "sim" })).status).toBe(400);
    expect((await getSettings(apiRequest("GET", "/api/users/me/public-profile", { token }))).status).toBe(200);
  });
});

describe("the page cache and /autores/{handle}", () => {
  it("keeps one copy per page number, renders again after a bio change, and never keeps a private page", async () => {
    const renderer = await startPageRenderer();
    try {
      const ask = (path: string) => servePage(new Request(`http://localhost${path}`, { headers: { "x-forwarded-for": "203.0.113.250" } }), path);
      expect((await ask("/autores/ana-martins?page=2&utm_source=news&search=crm")).status).toBe(200);
      expect((await ask("/autores/ana-martins?page=2")).status).toBe(200);
      expect(renderer.paths).toEqual(["/autores/ana-martins?page=2"]);
      const token = await tokenFor(ana.email);
      expect((await save(token, { bio: "Mudou" })).status).toBe(200);
      await ask("/autores/ana-martins?page=2");
      expect(renderer.paths).toEqual(["/autores/ana-martins?page=2", "/autores/ana-martins?page=2"]);
      // Private: rendered for each request (the page answers its own 404), never stored.
      expect((await save(token, { profilePublic: false })).status).toBe(200);
      await ask("/autores/ana-martins");
      await ask("/autores/ana-martins");
      expect(renderer.renders.slice(-2).map((r) => r.path)).toEqual(["/autores/ana-martins", "/autores/ana-martins"]);
    } finally {
      await renderer.close();
    }
  });
});

describe("handleBase", () => {
  it("gives what the SQL default (fluxoteca_handle_base, migration 0018) gives", async () => {
    const names = [
      "Ana Martins",
      "  José da Silva Ñ  ",
      "--Ânimo!!  Total--",
      "Ärger Öl Ünico",
      "😀",
      "",
      "Maria Aparecida dos Santos Oliveira Rodrigues",
      "abcdefghij abcdefghij abcdefghij abcdefg hij",
      "Ýves Ÿ",
      "Çà",
    ];
    for (const name of names) {
      const [row] = await selectRows<{ base: string }>(db, sql`select fluxoteca_handle_base(${name}) as base`);
      expect(handleBase(name), name).toBe(row!.base);
    }
  });

  it("never gives a member a reserved word by default (the SQL list is the form's), while an admin keeps it", async () => {
    const [row] = await selectRows<{ words: string[] }>(db, sql`select fluxoteca_reserved_handles() as words`);
    expect([...row!.words].sort()).toEqual([...RESERVED_HANDLES].sort());
    const member = await createUser({ name: "Admin" });
    const nameless = await createUser({ name: "!!!" });
    const staff = await createUser({ name: "Suporte", role: "ADMIN" });
    expect(member.handle).toBe("admin-2");
    expect(nameless.handle).toMatch(/^autor-\d+$/);
    expect(staff.handle).toBe("suporte");
  });
});

describe("the sitemap's creator pages", () => {
  it("lists the public pages of authors with a public flow, and no other", async () => {
    const bruno = await createUser({ name: "Bruno Privado" });
    const carla = await createUser({ name: "Carla Sem Fluxos" });
    const dani = await createUser({ name: "Dani Pendente" });
    await createFlow({ authorId: ana.id });
    await createFlow({ authorId: bruno.id });
    await setUser(bruno.id, { profilePublic: false });
    await createFlow({ authorId: dani.id, status: "PENDING" });
    const urls = (await sitemapEntries(0, "https://fluxoteca.example")).map((e) => e.url).filter((u) => u.includes("/autores/"));
    expect(urls).toEqual(["https://fluxoteca.example/autores/ana-martins"]);
    expect(carla.handle).toBe("carla-sem-fluxos");
  });
});
