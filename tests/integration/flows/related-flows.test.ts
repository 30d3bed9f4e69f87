import { eq } from "drizzle-orm";
import { prerender } from "react-dom/static";
import { describe, expect, it, vi } from "vitest";
import { db, schema } from "@/db";
import { findRelatedFlows, RELATED_MAX } from "@/lib/flows/related";
import { GET as getRelated } from "@/app/api/flows/[id]/related/route";
import { createFlow, createUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { pageOutcome } from "../../helpers/render";
import { tokenFor } from "../../helpers/session";
import { RENDER_HEADER } from "@/lib/cache/page-paths";
import { sharedRenderToken } from "@/lib/cache/render-token";
import { sessionCookieName } from "@/lib/auth/cookie";

// "Fluxos parecidos" (docs/product-rules.md §11): the ranking, what never shows, the API and the page.

// The page's client parts ask for the router; rendering them here needs none.
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  useRouter: () => ({ refresh() {}, push() {}, replace() {}, prefetch() {} }),
}));

// The member page reads the request's headers: the page cache's shared render, or a member's cookie.
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/headers")>()),
  headers: async () => request.headers,
}));

const { default: FluxoPage } = await import("@/app/fluxos/[slug]/page");
const { default: MemberFlowPage } = await import("@/app/(app)/flow/[id]/page");

/** The rank behind "Avaliação" follows score and review count (trigger flows_rating_rank): ten reviews of this mean. */
const rated = (score: number) => ({ score, reviewCount: 10 });

const names = (flows: { name: string }[] | null) => flows?.map((flow) => flow.name);

/** The flow the others are compared with: three apps, two tags, a webhook trigger, on n8n. */
function source(overrides: Partial<typeof schema.flows.$inferInsert> = {}) {
  return createFlow({
    name: "Origem",
    platform: "N8N",
    integrations: ["Gmail", "Slack", "Notion"],
    tags: ["vendas", "crm"],
    triggerKinds: ["webhook"],
    ...overrides,
  });
}

describe("findRelatedFlows", () => {
  it("ranks shared apps, then the same trigger, shared tags, the same platform and rating; never the flow itself", async () => {
    const origin = await source();
    // Created in an order unlike the expected one, with ratings that would reverse it.
    await createFlow({ name: "Só tags, bem avaliado", platform: "N8N", tags: ["vendas", "crm"], triggerKinds: ["webhook"], ...rated(5) });
    await createFlow({ name: "Uma tag", platform: "N8N", tags: ["crm"], ...rated(4.9) });
    await createFlow({ name: "Um app", platform: "MAKE", integrations: ["Notion"], ...rated(1) });
    await createFlow({ name: "Um app e o gatilho", platform: "MAKE", integrations: ["Slack"], triggerKinds: ["webhook"], ...rated(0.5) });
    await createFlow({ name: "Dois apps", platform: "TYPEBOT", integrations: ["Gmail", "Slack", "Trello"], ...rated(0) });
    await createFlow({ name: "Nada em comum", platform: "N8N", integrations: ["Discord"], tags: ["suporte"], triggerKinds: ["webhook"], ...rated(5) });

    const related = await findRelatedFlows(origin.id);
    expect(names(related)).toEqual(["Dois apps", "Um app e o gatilho", "Um app", "Só tags, bem avaliado", "Uma tag"]);
  });

  it("breaks ties among the same apps and trigger by shared tags, then the platform, then rating", async () => {
    const origin = await source();
    await createFlow({ name: "Melhor nota", platform: "MAKE", integrations: ["Gmail"], ...rated(4.8) });
    await createFlow({ name: "Mesma plataforma", platform: "N8N", integrations: ["Gmail"], ...rated(1) });
    await createFlow({ name: "Com tag", platform: "MAKE", integrations: ["Gmail"], tags: ["vendas"], ...rated(0) });
    await createFlow({ name: "Nota menor", platform: "MAKE", integrations: ["Gmail"], ...rated(3) });

    expect(names(await findRelatedFlows(origin.id))).toEqual(["Com tag", "Mesma plataforma", "Melhor nota", "Nota menor"]);
  });

  it("never shows a pending, rejected, private, held or deleted flow", async () => {
    const origin = await source();
    const author = await createUser();
    const shared = {
      platform: "N8N" as const,
      integrations: ["Gmail", "Slack", "Notion"],
      tags: ["vendas", "crm"],
      triggerKinds: ["webhook"],
      authorId: author.id,
      ...rated(5),
    };
    await createFlow({ ...shared, name: "Pendente", status: "PENDING" });
    await createFlow({ ...shared, name: "Rejeitado", status: "REJECTED" });
    await createFlow({ ...shared, name: "Privado", isPublic: false });
    await createFlow({ ...shared, name: "Retido", isPublic: false, heldAt: new Date() });
    const deleted = await createFlow({ ...shared, name: "Apagado" });
    await db.delete(schema.flows).where(eq(schema.flows.id, deleted.id));
    await createFlow({ name: "Visível", integrations: ["Gmail"], ...rated(0) });
    await createFlow({ name: "Outro visível", tags: ["crm"], ...rated(1) });
    await createFlow({ name: "Mais um", tags: ["vendas"], ...rated(0) });

    const related = await findRelatedFlows(origin.id);
    expect(names(related)).toEqual(["Visível", "Outro visível", "Mais um"]);
    expect(related!.every((flow) => flow.status === "APPROVED" && flow.isPublic)).toBe(true);
  });

  it(`gives ${RELATED_MAX} at most`, async () => {
    const origin = await source();
    for (let i = 0; i < RELATED_MAX + 3; i += 1) await createFlow({ name: `Parecido ${i}`, integrations: ["Gmail"], ...rated(i / 10) });
    const related = await findRelatedFlows(origin.id);
    expect(related).toHaveLength(RELATED_MAX);
    // The best rated of equals first.
    expect(related![0]!.name).toBe(`Parecido ${RELATED_MAX + 2}`);
  });

  it("tops up fewer than 3 with the best rated flows of the same platform", async () => {
    const origin = await source({ integrations: ["Airtable"], tags: ["raro"] });
    await createFlow({ name: "Parecido", platform: "MAKE", integrations: ["Airtable"], ...rated(0) });
    await createFlow({ name: "n8n nota 4", platform: "N8N", ...rated(4) });
    await createFlow({ name: "n8n nota 2", platform: "N8N", ...rated(2) });
    await createFlow({ name: "n8n nota 1", platform: "N8N", ...rated(1) });
    await createFlow({ name: "Make nota 5", platform: "MAKE", ...rated(5) });
    await createFlow({ name: "n8n privado", platform: "N8N", ...rated(5), isPublic: false });

    expect(names(await findRelatedFlows(origin.id))).toEqual(["Parecido", "n8n nota 4", "n8n nota 2"]);
  });

  it("gives what there is in a catalogue too small for 3", async () => {
    const origin = await source();
    await createFlow({ name: "Único", platform: "MAKE" });
    expect(names(await findRelatedFlows(origin.id))).toEqual([]);
    await createFlow({ name: "Do n8n", platform: "N8N" });
    expect(names(await findRelatedFlows(origin.id))).toEqual(["Do n8n"]);
  });

  it("is null for a flow that is not published, a deleted one and a malformed id", async () => {
    for (const overrides of [{ status: "PENDING" as const }, { status: "REJECTED" as const }, { isPublic: false }, { isPublic: false, heldAt: new Date() }]) {
      const flow = await source(overrides);
      expect(await findRelatedFlows(flow.id)).toBeNull();
    }
    const deleted = await source();
    await db.delete(schema.flows).where(eq(schema.flows.id, deleted.id));
    expect(await findRelatedFlows(deleted.id)).toBeNull();
    expect(await findRelatedFlows("nao-e-um-id")).toBeNull();
  });

  it("follows the catalogue: a flow that leaves it leaves the related lists", async () => {
    const origin = await source();
    const other = await createFlow({ name: "Vai sair", integrations: ["Gmail"] });
    expect(names(await findRelatedFlows(origin.id))).toEqual(["Vai sair"]);
    await db.update(schema.flows).set({ isPublic: false }).where(eq(schema.flows.id, other.id));
    expect(names(await findRelatedFlows(origin.id))).toEqual([]);
  });
});

describe("GET /api/flows/{id}/related", () => {
  const get = (id: string, token?: string) => getRelated(apiRequest("GET", `/api/flows/${id}/related`, { token }), params({ id }));

  it("answers anyone with the items of GET /api/flows", async () => {
    const author = await createUser({ name: "Marina Souza", handle: "marina", profilePublic: true });
    const origin = await source();
    const other = await createFlow({ name: "Parecido", integrations: ["Gmail"], authorId: author.id, score: 4.5, reviewCount: 2 });
    const res = await get(origin.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
    const body = await res.json();
    expect(body.flows).toHaveLength(1);
    expect(body.flows[0]).toMatchObject({
      id: other.id,
      name: "Parecido",
      slug: other.slug,
      rating: 4.5,
      ratingCount: 2,
      score: 4.5,
      reviewCount: 2,
      author: { id: author.id, name: "Marina Souza" },
    });
    // The author's page handle is internal, as in the list.
    expect(body.flows[0]).not.toHaveProperty("authorPage");
    expect(body.flows[0]).not.toHaveProperty("metadata");
  });

  it("answers 404 for a malformed id, an unknown one and a flow that is not published, even to its author", async () => {
    const author = await createUser();
    const pending = await source({ status: "PENDING", authorId: author.id });
    for (const id of ["nao-e-um-id", "123", crypto.randomUUID(), pending.id]) {
      const res = await get(id);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Fluxo não encontrado", code: "NOT_FOUND" });
    }
  });
});

describe("/fluxos/{slug}", () => {
  it("renders 'Fluxos parecidos' as a list of cards with the page", async () => {
    const origin = await source({ slug: "origem" });
    await createFlow({ name: "Parecido com a origem", slug: "parecido", integrations: ["Gmail"] });
    const outcome = await pageOutcome(() => FluxoPage({ params: Promise.resolve({ slug: "origem" }) } as Parameters<typeof FluxoPage>[0]));
    expect(outcome.kind).toBe("page");
    if (outcome.kind !== "page") return;
    const section = outcome.html.slice(outcome.html.indexOf('aria-labelledby="fluxos-parecidos"'));
    expect(section).toContain('<h2 id="fluxos-parecidos"');
    expect(section).toContain("Fluxos parecidos");
    expect(section).toMatch(/<ul role="list"[^>]*><li/);
    expect(section).toContain('href="/fluxos/parecido"');
    expect(section).not.toContain(`href="/fluxos/${origin.slug}"`);
  });
});

describe("/flow/{id}", () => {
  // Its tree holds async server components (the shared copy, the signed-in header): rendered as the
  // server streams it, waiting for them.
  const visit = async (id: string, headers: Record<string, string>) => {
    request.headers = new Headers(headers);
    const { prelude } = await prerender(await MemberFlowPage({ params: Promise.resolve({ id }) } as Parameters<typeof MemberFlowPage>[0]));
    return { kind: "page" as const, html: await new Response(prelude).text() };
  };
  const sectionOf = (html: string) => {
    const at = html.indexOf('aria-labelledby="fluxos-parecidos"');
    return at === -1 ? null : html.slice(at);
  };

  it("renders 'Fluxos parecidos' in the copy shared by every member, with cards that lead to the member pages", async () => {
    const origin = await source({ slug: "origem" });
    const other = await createFlow({ name: "Parecido com a origem", slug: "parecido", integrations: ["Gmail"], tags: ["crm"] });
    const outcome = await visit(origin.id, { [RENDER_HEADER]: sharedRenderToken() });
    expect(outcome.kind).toBe("page");
    if (outcome.kind !== "page") return;
    const section = sectionOf(outcome.html)!;
    expect(section).toContain("Fluxos parecidos");
    expect(section).toMatch(/<ul role="list"[^>]*><li/);
    // The name and 'Ver' lead to the member page; the tags are still the catalogue's facets.
    expect(section).toContain(`href="/flow/${other.id}"`);
    expect(section).not.toContain('href="/fluxos/parecido"');
    expect(section).toContain('href="/fluxos/tag/crm"');
    expect(section).not.toContain(`href="/flow/${origin.id}"`);
  });

  it("renders it for a member's own render too, and not on a flow outside the catalogue", async () => {
    const author = await createUser();
    const token = await tokenFor(author.email);
    const cookie = `${sessionCookieName()}=${token}`;
    const origin = await source({ authorId: author.id });
    const other = await createFlow({ name: "Parecido", integrations: ["Gmail"] });
    // Its author's render (the page cache renders it for them alone).
    const own = await visit(origin.id, { cookie });
    expect(own.kind).toBe("page");
    if (own.kind !== "page") return;
    expect(sectionOf(own.html)).toContain(`href="/flow/${other.id}"`);

    const pending = await source({ authorId: author.id, status: "PENDING" });
    const waiting = await visit(pending.id, { cookie });
    expect(waiting.kind).toBe("page");
    if (waiting.kind !== "page") return;
    expect(waiting.html).toContain("Em análise");
    expect(sectionOf(waiting.html)).toBeNull();
  });
});
