import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { GET as getAuthor } from "@/app/api/authors/[handle]/route";
import { GET as getAvatar } from "@/app/api/authors/[handle]/avatar/route";
import { GET as getFlowRoute } from "@/app/api/flows/[id]/route";
import { GET as listFlowsRoute } from "@/app/api/flows/route";
import { PATCH as patchSettings } from "@/app/api/users/me/public-profile/route";
import { FlowCard } from "@/components/flows/card/flow-card";
import { avatarColour } from "@/lib/authors/avatar";
import { setAuthorVerification } from "@/lib/authors/verification";
import { findPublicFlowBySlug } from "@/lib/flows/public";
import { listPublicFlows } from "@/lib/flows/queries";
import { listFlowsSchema } from "@/lib/flows/schemas";
import { createAdmin, createFlow, createUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { pageOutcome } from "../../helpers/render";
import { tokenFor } from "../../helpers/session";

// The verified mark wherever an author shows (docs/product-rules.md, "Autores verificados"): the
// creator page and its API, flow lists and details, cards and the flow page; and the avatar image
// n8n shows beside the name.

vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  useRouter: () => ({ refresh() {}, push() {}, replace() {}, prefetch() {} }),
}));

const { default: AuthorPage } = await import("@/app/autores/[handle]/page");
const { default: FluxoPage } = await import("@/app/fluxos/[slug]/page");

const api = (handle: string) => getAuthor(apiRequest("GET", `/api/authors/${handle}`), params({ handle }));
const avatar = (handle: string) => getAvatar(apiRequest("GET", `/api/authors/${handle}/avatar?v=1`), params({ handle }));

async function pageHtml(render: () => Promise<unknown>): Promise<string> {
  const outcome = await pageOutcome(render as Parameters<typeof pageOutcome>[0]);
  if (outcome.kind !== "page") throw new Error(`esperava a página, veio ${outcome.kind}`);
  return outcome.html;
}
const authorHtml = (handle: string) =>
  pageHtml(() => AuthorPage({ params: Promise.resolve({ handle }), searchParams: Promise.resolve({}) } as Parameters<typeof AuthorPage>[0]));
const flowHtml = (slug: string) => pageHtml(() => FluxoPage({ params: Promise.resolve({ slug }) } as Parameters<typeof FluxoPage>[0]));

const MARK = 'aria-label="Autor verificado"';

describe("the verified mark", () => {
  it("GET /api/authors/{handle} answers verified, and its flows carry authorVerified", async () => {
    const ana = await createUser({ name: "Ana Martins" });
    await createFlow({ name: "Cobrança", authorId: ana.id });
    const before = await (await api(ana.handle)).json();
    expect(before.verified).toBe(false);
    expect(before.flows[0].authorVerified).toBe(false);

    // Through the domain, which moves the catalogue version: the API's cache answered `false` above.
    const admin = await createAdmin();
    await setAuthorVerification({ viewer: admin, userId: ana.id, input: { verified: true, reason: "Conferida" } });
    const after = await (await api(ana.handle)).json();
    expect(after.verified).toBe(true);
    expect(after.flows[0].authorVerified).toBe(true);
  });

  it("flow lists and details carry authorVerified: true only for a verified author, false for a removed one", async () => {
    const verified = await createUser({ name: "Vera Verificada", verifiedAt: new Date() });
    const plain = await createUser({ name: "Paulo Comum" });
    const a = await createFlow({ name: "Zebra verificada", authorId: verified.id });
    const b = await createFlow({ name: "Zebra comum", authorId: plain.id });
    const c = await createFlow({ name: "Zebra órfã", authorId: null });
    const token = await tokenFor(plain.email);

    const list = await (await listFlowsRoute(apiRequest("GET", "/api/flows?search=Zebra", { token }))).json();
    const byId = new Map(list.flows.map((f: { id: string; authorVerified: boolean }) => [f.id, f.authorVerified]));
    expect([byId.get(a.id), byId.get(b.id), byId.get(c.id)]).toEqual([true, false, false]);
    // The search's own path (relevance) joins the author too.
    const ranked = await (await listFlowsRoute(apiRequest("GET", "/api/flows?search=Zebra&sortBy=relevance", { token }))).json();
    expect(ranked.flows.find((f: { id: string }) => f.id === a.id).authorVerified).toBe(true);

    const detail = async (id: string) => (await (await getFlowRoute(apiRequest("GET", `/api/flows/${id}`, { token }), params({ id }))).json()).authorVerified;
    expect([await detail(a.id), await detail(b.id), await detail(c.id)]).toEqual([true, false, false]);
    const found = await findPublicFlowBySlug(a.slug);
    expect(found.kind === "flow" && found.flow.authorVerified).toBe(true);
  });

  it("shows beside the name on cards, on the flow page and on the creator page, and nowhere for others", async () => {
    const ana = await createUser({ name: "Ana Martins", verifiedAt: new Date() });
    const bia = await createUser({ name: "Bia Souza" });
    const flow = await createFlow({ name: "Agenda da Ana", authorId: ana.id });
    const other = await createFlow({ name: "Agenda da Bia", authorId: bia.id });

    const cards = (await listPublicFlows(listFlowsSchema.parse({ search: "Agenda" }))).flows;
    const card = (id: string) => renderToStaticMarkup(createElement(FlowCard, { flow: cards.find((f) => f.id === id)! }));
    expect(card(flow.id)).toContain(MARK);
    // The mark sits after the link to the page, not inside it: the link's text stays the name.
    expect(card(flow.id)).toMatch(
      /href="\/autores\/ana-martins"[^>]*>Ana Martins<\/a><\/span><span role="img" aria-label="Autor verificado" title="Autor verificado pela equipe da Fluxoteca"/,
    );
    expect(card(other.id)).not.toContain("Autor verificado");

    const page = await flowHtml(flow.slug);
    expect(page).toContain(MARK);
    // Its "Fluxos parecidos" may show the verified author's cards: the page's own parts do not.
    expect((await flowHtml(other.slug)).replace(/<section aria-labelledby="fluxos-parecidos"[\s\S]*?<\/section>/, "")).not.toContain("Autor verificado");

    const creator = await authorHtml("ana-martins");
    // The head's mark with its words, and the mark on each card.
    expect(creator).toMatch(
      /<h1 id="autor-nome"[^>]*>Ana Martins<\/h1><span title="Autor verificado pela equipe da Fluxoteca"[^>]*><svg[^>]*>.*?<\/svg>Autor verificado<\/span>/,
    );
    expect(creator).toContain(MARK);
    expect(await authorHtml("bia-souza")).not.toContain("Autor verificado");
  });
});

describe("GET /api/authors/{handle}/avatar", () => {
  it("draws the initials on the handle's colour as a cacheable, script-free SVG", async () => {
    const ana = await createUser({ name: "Ana Maria Martins" });
    const res = await avatar(ana.handle);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain(`fill="${avatarColour(ana.handle)}"`);
    expect(svg).toContain(">AM</text>");
    expect(svg).not.toMatch(/<script|on\w+=|href|<foreignObject/i);
  });

  it("escapes a hostile name: nothing of it becomes markup", async () => {
    const evil = await createUser({ name: `<script>alert("x")</script> & <img src=x onerror=alert(1)>` });
    const svg = await (await avatar(evil.handle)).text();
    expect(svg).not.toContain("<script");
    expect(svg).not.toContain("<img");
    expect(svg).not.toContain('"x")');
    expect(svg).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#60;img src=x onerror=alert(1)&#62;");
    // Only the SVG's own elements remain.
    expect(svg.match(/<[a-z]+/g)).toEqual(["<svg", "<title", "<rect", "<text"]);
  });

  it("is 404 for an unknown handle, an earlier one and a private page", async () => {
    const ana = await createUser({ name: "Ana Lima" });
    expect((await avatar("ninguem-aqui")).status).toBe(404);
    expect((await avatar("%3Cscript%3E")).status).toBe(404);
    const token = await tokenFor(ana.email);
    await patchSettings(apiRequest("PATCH", "/api/users/me/public-profile", { token, body: { handle: "ana-lima-nova" } }));
    expect((await avatar("ana-lima")).status).toBe(404);
    expect((await avatar("ana-lima-nova")).status).toBe(200);
    await patchSettings(apiRequest("PATCH", "/api/users/me/public-profile", { token, body: { profilePublic: false } }));
    const hidden = await avatar("ana-lima-nova");
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual({ message: "Página de autor não encontrada", code: "NOT_FOUND" });
  });
});
