import type { ReactElement } from "react";
import { prerender } from "react-dom/static";
import { describe, expect, it, vi } from "vitest";
import { db, schema } from "@/db";
import { POST as create } from "@/app/api/collections/route";
import { POST as add } from "@/app/api/collections/[id]/flows/route";
import { createAdmin, createFlow, createUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { pageOutcome, type PageOutcome } from "../../helpers/render";
import { tokenFor } from "../../helpers/session";

// The member's and the admin's pages of collections (docs/product-rules.md §27): Meu Perfil →
// "Coleções", the manage page /minhas-colecoes/{id} (its owner's alone) and the panel's "Coleções".

const session = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => session.headers, cookies: async () => ({ get: () => undefined }) }));
// The pages' client parts ask for the router; rendering them here needs none.
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  useRouter: () => ({ refresh() {}, push() {}, replace() {}, prefetch() {} }),
  usePathname: () => "/admin",
  useSearchParams: () => new URLSearchParams(),
}));

const { default: ManagePage } = await import("@/app/(app)/minhas-colecoes/[id]/page");
const { default: ProfilePage } = await import("@/app/(app)/profile/page");
const { default: AdminPage } = await import("@/app/(admin)/admin/page");

async function signedIn(user?: Awaited<ReturnType<typeof createUser>>) {
  const who = user ?? (await createUser());
  const token = await tokenFor(who.email);
  return { user: who, token };
}

const as = (token: string | null) => {
  session.headers = new Headers(token ? { cookie: `authjs.session-token=${token}` } : {});
};

async function collectionOf(token: string, body: Record<string, unknown>) {
  const res = await create(apiRequest("POST", "/api/collections", { token, body }));
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; slug: string };
}

const addFlow = async (id: string, token: string, flowId: string) =>
  expect((await add(apiRequest("POST", `/api/collections/${id}/flows`, { token, body: { flowId } }), params({ id }))).status).toBe(201);

/**
 * `pageOutcome`, with the async server components inside the page (the signed-in header, the
 * panel's tab) rendered too: the whole HTML once everything has resolved, without React's text
 * separators.
 */
async function pageHtml(render: () => Promise<ReactElement>): Promise<PageOutcome> {
  let element: ReactElement;
  try {
    element = await render();
  } catch (error) {
    // A 404 or a redirect, read as pageOutcome reads them.
    return pageOutcome(() => Promise.reject(error));
  }
  const { prelude } = await prerender(element);
  return { kind: "page", html: (await new Response(prelude).text()).replaceAll("<!-- -->", "") };
}

const manage = (id: string) => pageHtml(() => ManagePage({ params: Promise.resolve({ id }) } as Parameters<typeof ManagePage>[0]));
const profile = (query: Record<string, string> = {}) =>
  pageHtml(() => ProfilePage({ searchParams: Promise.resolve(query) } as Parameters<typeof ProfilePage>[0]));
const admin = (query: Record<string, string>) =>
  pageHtml(() => AdminPage({ params: Promise.resolve({}), searchParams: Promise.resolve(query) } as Parameters<typeof AdminPage>[0]));

describe("/minhas-colecoes/{id}", () => {
  it("shows its owner the collection, its flows in order and its settings; the public link only once public", async () => {
    const { token } = await signedIn();
    const { id, slug } = await collectionOf(token, { name: "Vendas B2B", description: "Para o time comercial." });
    const [first, second] = [await createFlow({ name: "Leads no CRM" }), await createFlow({ name: "Proposta em PDF" })];
    await addFlow(id, token, second.id);
    await addFlow(id, token, first.id);
    as(token);
    const page = await manage(id);
    expect(page.kind).toBe("page");
    if (page.kind !== "page") return;
    expect(page.html).toContain("Vendas B2B</h1>");
    expect(page.html).toContain("Privada");
    expect(page.html).toContain("2 fluxos");
    expect(page.html.indexOf("Proposta em PDF")).toBeLessThan(page.html.indexOf("Leads no CRM"));
    expect(page.html).toContain("Para o time comercial.");
    expect(page.html).toContain("Excluir coleção");
    expect(page.html).not.toContain(`/colecoes/${slug}`);

    const { id: shared, slug: sharedSlug } = await collectionOf(token, { name: "Suporte", isPublic: true });
    const open = await manage(shared);
    expect(open.kind === "page" && open.html).toContain(`href="/colecoes/${sharedSlug}"`);
    expect(open.kind === "page" && open.html).toContain("Ver página pública");
    expect(open.kind === "page" && open.html).toContain("Nenhum fluxo nesta coleção");
  });

  it("is a 404 for anyone else, even for a public collection and for an admin, and for an unknown or malformed id", async () => {
    const owner = await signedIn();
    const { id } = await collectionOf(owner.token, { name: "Minha lista", isPublic: true });
    as((await signedIn()).token);
    expect(await manage(id)).toEqual({ kind: "notFound" });
    as((await signedIn(await createAdmin())).token);
    expect(await manage(id)).toEqual({ kind: "notFound" });
    as(owner.token);
    expect(await manage("00000000-0000-4000-8000-000000000000")).toEqual({ kind: "notFound" });
    expect(await manage("nao-e-um-id")).toEqual({ kind: "notFound" });
    await db.delete(schema.collections);
    expect(await manage(id)).toEqual({ kind: "notFound" });
  });

  it("sends a visitor to the login and back", async () => {
    as(null);
    const id = "00000000-0000-4000-8000-000000000000";
    expect(await manage(id)).toMatchObject({ kind: "redirect", to: `/login?callbackUrl=${encodeURIComponent(`/minhas-colecoes/${id}`)}` });
  });
});

describe("Meu Perfil → Coleções", () => {
  it("lists the member's own collections, the last changed first, opened by ?colecoes=", async () => {
    const { token } = await signedIn();
    const older = await collectionOf(token, { name: "Primeira coleção" });
    const newer = await collectionOf(token, { name: "Segunda coleção", isPublic: true });
    await addFlow(older.id, token, (await createFlow()).id);
    // Someone else's never shows.
    await collectionOf((await signedIn()).token, { name: "Coleção de outra pessoa" });
    as(token);
    const page = await profile({ colecoes: "1" });
    expect(page.kind).toBe("page");
    if (page.kind !== "page") return;
    const tabs = [...page.html.matchAll(/<button[^>]*role="tab"[^>]*>(.*?)<\/button>/g)].map(([tag = "", inner = ""]) => ({
      selected: tag.includes('aria-selected="true"'),
      text: inner.replace(/<[^>]+>/g, "").trim(),
    }));
    expect(tabs.filter((tab) => tab.selected).map((tab) => tab.text)).toEqual(["Coleções 2"]);
    expect(page.html).toContain(`href="/minhas-colecoes/${older.id}"`);
    expect(page.html).toContain(`href="/minhas-colecoes/${newer.id}"`);
    // Adding a flow moved the first one to the top.
    expect(page.html.indexOf("Primeira coleção")).toBeLessThan(page.html.indexOf("Segunda coleção"));
    expect(page.html).not.toContain("Coleção de outra pessoa");
    expect(page.html).toContain("2 de 50 coleções");
  });
});

describe("the panel's 'Coleções'", () => {
  it("lists public collections only, with search and the 'Destaque' filter, for admins", async () => {
    const { token } = await signedIn(await createUser({ name: "Ana Souza", email: `ana-${Date.now()}@exemplo.com.br` }));
    const sales = await collectionOf(token, { name: "Vendas B2B", isPublic: true });
    await collectionOf(token, { name: "Suporte N1", isPublic: true });
    await collectionOf(token, { name: "Rascunhos privados" });
    await db
      .update(schema.collections)
      .set({ featuredAt: new Date() })
      .where((await import("drizzle-orm")).eq(schema.collections.id, sales.id));

    as((await signedIn(await createAdmin())).token);
    const all = await admin({ aba: "colecoes" });
    expect(all.kind).toBe("page");
    if (all.kind !== "page") return;
    expect(all.html).toContain("Coleções públicas");
    expect(all.html).toContain("Vendas B2B");
    expect(all.html).toContain("Suporte N1");
    expect(all.html).not.toContain("Rascunhos privados");
    expect(all.html).toContain("1-2 de 2 coleções");

    const featured = await admin({ aba: "colecoes", featured: "true" });
    expect(featured.kind === "page" && featured.html).toContain("Remover destaque de Vendas B2B");
    expect(featured.kind === "page" && featured.html).not.toContain("Suporte N1");

    const searched = await admin({ aba: "colecoes", search: "suporte" });
    expect(searched.kind === "page" && searched.html).toContain("Destacar Suporte N1");
    expect(searched.kind === "page" && searched.html).not.toContain("Vendas B2B");

    const byOwner = await admin({ aba: "colecoes", search: "ana souza", featured: "false" });
    expect(byOwner.kind === "page" && byOwner.html).toContain("Suporte N1");
    expect(byOwner.kind === "page" && byOwner.html).not.toContain("Vendas B2B");

    // A bad filter is the whole list, not an error.
    const odd = await admin({ aba: "colecoes", featured: "talvez", page: "-3" });
    expect(odd.kind === "page" && odd.html).toContain("1-2 de 2 coleções");
  });

  it("shows a member 'Acesso Restrito' and nothing of the collections", async () => {
    const { token } = await signedIn();
    await collectionOf(token, { name: "Vendas B2B", isPublic: true });
    as(token);
    const page = await admin({ aba: "colecoes" });
    expect(page.kind === "page" && page.html).toContain("Acesso Restrito");
    expect(page.kind === "page" && page.html).not.toContain("Vendas B2B");
  });
});
