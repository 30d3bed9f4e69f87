import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db, schema } from "@/db";
import type { Viewer } from "@/lib/auth/viewer";
import { findPublicFlowBySlug, findPublicFlowCard } from "@/lib/flows/public";
import { createReview } from "@/lib/reviews/mutations";
import { listPublicReviews } from "@/lib/reviews/queries";
import { PUT as putFlow } from "@/app/api/flows/[id]/route";
import { createAdmin, createFlow, createUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { pageOutcome } from "../../helpers/render";
import { tokenFor } from "../../helpers/session";
import { PUBLIC_CACHE_CONTROL } from "@/lib/cache/http-cache";

// /fluxos/{slug} for anyone (docs/product-rules.md §11): the lookups behind it, and the page function itself.

const viewer = vi.hoisted(() => ({ current: null as Pick<Viewer, "id" | "role"> | null, reads: 0 }));
vi.mock("@/lib/auth/viewer", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/auth/viewer")>()),
  getViewer: async () => {
    viewer.reads += 1;
    return viewer.current;
  },
}));
// The page's client parts ask for the router; rendering them here needs none.
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  useRouter: () => ({ refresh() {}, push() {}, replace() {}, prefetch() {} }),
}));

const { default: FluxoPage, generateMetadata } = await import("@/app/fluxos/[slug]/page");
const { default: ogImage } = await import("@/app/fluxos/[slug]/opengraph-image");

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../../fixtures/import/${name}.json`, import.meta.url), "utf8"));

/** Parameter values, credential ids and notes of the n8n fixture: none may reach a visitor. */
const SECRETS = [
  "Senha-Forte-2024",
  "erp.exemplo.com.br",
  "9f8e7d6c5b4a39281706f5e4d3c2b1a0",
  "Xy12Ab34Cd56Ef78",
  "Op3nA1CredId0001",
  "sk-proj-FAKE",
  "EAAG-token-de-teste-123",
  "Resuma o débito do cliente",
  "OPENAI_KEY",
  "Configure a credencial do ERP",
  "ERP da loja",
  "8e1c6c5a1f0d4b2e9a7f3c2d1b0a9e8f",
];

/** What `/fluxos/{slug}` answers for the current viewer. */
const visit = (slug: string) => pageOutcome(() => FluxoPage({ params: Promise.resolve({ slug }) } as Parameters<typeof FluxoPage>[0]));

const as = (who: { id: string; role: Viewer["role"] } | null) => {
  viewer.current = who && { id: who.id, role: who.role };
};

beforeEach(() => {
  viewer.current = null;
  viewer.reads = 0;
});

describe("findPublicFlowBySlug", () => {
  it("gives a published flow with its facts and a preview that holds no parameter value", async () => {
    const author = await createUser({ name: "Marina Souza" });
    const flow = await createFlow({
      name: "Cobrança automática por WhatsApp",
      slug: "cobranca-automatica",
      metadata: fixture("n8n-credentials"),
      authorId: author.id,
      tags: ["cobrança"],
    });
    const result = await findPublicFlowBySlug("cobranca-automatica");
    expect(result.kind).toBe("flow");
    if (result.kind !== "flow") return;
    expect(result.flow).toMatchObject({ id: flow.id, slug: "cobranca-automatica", metadataAccess: "preview", author: { id: author.id, name: "Marina Souza" } });
    const preview = JSON.stringify(result.flow.metadata);
    for (const secret of SECRETS) expect(preview).not.toContain(secret);
    // Enough is kept for the diagram and the facts.
    expect(preview).toContain("Consultar ERP");
    expect(preview).toContain("n8n-nodes-base.httpRequest");
    expect(result.flow.facts.integrations).toContain("WhatsApp");
    expect(result.flow.facts.credentials).toContain("httpHeaderAuth");
    expect(result.flow.facts.nodeCount).toBe(5);
  });

  it("hides pending, rejected and private flows, whichever address finds them, and misses deleted ones", async () => {
    const author = await createUser();
    const pending = await createFlow({ slug: "pendente", status: "PENDING", authorId: author.id });
    const rejected = await createFlow({ slug: "rejeitado", status: "REJECTED", authorId: author.id });
    const hidden = await createFlow({
      slug: "privado",
      isPublic: false,
      authorId: author.id,
      url: "https://fluxoteca.dev/fluxos/privado-antigo-1731000000000",
    });
    await db.insert(schema.flowSlugs).values({ slug: "privado-nome-velho", flowId: hidden.id });
    for (const [slug, flow] of [
      ["pendente", pending],
      ["rejeitado", rejected],
      ["privado", hidden],
      ["privado-nome-velho", hidden],
      ["privado-antigo-1731000000000", hidden],
    ] as const) {
      expect(await findPublicFlowBySlug(slug)).toEqual({ kind: "hidden", id: flow.id, authorId: author.id });
    }
    const gone = await createFlow({ slug: "apagado" });
    await db.insert(schema.flowSlugs).values({ slug: "apagado-velho", flowId: gone.id });
    await db.delete(schema.flows).where(eq(schema.flows.id, gone.id));
    for (const slug of ["apagado", "apagado-velho", "nunca-existiu", "Maiusculas", "com%25escape", "-traco", "a".repeat(200)]) {
      expect(await findPublicFlowBySlug(slug)).toEqual({ kind: "missing" });
    }
  });

  it("sends an old slug and a legacy url address to the current slug", async () => {
    const admin = await createAdmin();
    const token = await tokenFor(admin.email);
    const flow = await createFlow({
      name: "Relatório semanal",
      slug: "relatorio-semanal",
      authorId: admin.id,
      url: "https://outra-instalacao.dev/fluxos/relatorio-semanal-1731000000000",
    });
    const res = await putFlow(
      apiRequest("PUT", `/api/flows/${flow.id}`, { token, body: { name: "Relatório mensal de vendas", description: "Descrição do fluxo" } }),
      params({ id: flow.id }),
    );
    expect(res.status).toBe(200);
    expect(await findPublicFlowBySlug("relatorio-semanal")).toEqual({ kind: "redirect", slug: "relatorio-mensal-de-vendas" });
    expect(await findPublicFlowBySlug("relatorio-semanal-1731000000000")).toEqual({ kind: "redirect", slug: "relatorio-mensal-de-vendas" });
    expect((await findPublicFlowBySlug("relatorio-mensal-de-vendas")).kind).toBe("flow");
  });
});

describe("listPublicReviews and findPublicFlowCard", () => {
  it("lists reviews newest first with their authors' names, and a share card only for published flows", async () => {
    const [first, second] = await Promise.all([createUser({ name: "Ana" }), createUser({ name: "Bruno" })]);
    const flow = await createFlow({ slug: "com-avaliacoes", name: "Com avaliações", nodeCount: 12, complexity: "intermediario" });
    await createReview({ flowId: flow.id, viewer: { id: first.id, role: "USER" } as Viewer, input: { rating: 5, comment: "Ótimo" } });
    await createReview({ flowId: flow.id, viewer: { id: second.id, role: "USER" } as Viewer, input: { rating: 3, comment: undefined } });
    const reviews = await listPublicReviews({ id: flow.id, reviewCount: 2 });
    expect(reviews.map((r) => [r.user.name, r.rating, r.comment])).toEqual([
      ["Bruno", 3, null],
      ["Ana", 5, "Ótimo"],
    ]);
    expect(await listPublicReviews({ id: flow.id, reviewCount: 2 }, 1)).toHaveLength(1);
    // The count read with the flow says there is nothing to list: no query.
    expect(await listPublicReviews({ id: flow.id, reviewCount: 0 })).toEqual([]);

    expect(await findPublicFlowCard("com-avaliacoes")).toEqual({ name: "Com avaliações", platform: "N8N", complexity: "intermediario", nodeCount: 12 });
    await createFlow({ slug: "card-privado", isPublic: false });
    expect(await findPublicFlowCard("card-privado")).toBeNull();
  });
});

describe("the /fluxos/{slug} page", () => {
  it("renders a published flow without reading the viewer: name, facts, preview, reviews and JSON-LD, no secret", async () => {
    const [author, reader] = await Promise.all([createUser({ name: "Marina Souza" }), createUser({ name: "Rui Lopes" })]);
    const flow = await createFlow({
      name: "Cobrança </script><script>alert(1)</script>",
      slug: "cobranca-publica",
      metadata: fixture("n8n-credentials"),
      authorId: author.id,
      tags: ["cobrança", "whatsapp"],
    });
    await createReview({ flowId: flow.id, viewer: { id: reader.id, role: "USER" } as Viewer, input: { rating: 5, comment: "Funcionou de primeira" } });

    for (const who of [null, reader, author]) {
      as(who);
      const outcome = await visit("cobranca-publica");
      expect(outcome.kind).toBe("page");
      if (outcome.kind !== "page") continue;
      const { html } = outcome;
      for (const secret of SECRETS) expect(html).not.toContain(secret);
      expect(html).not.toContain("<script>alert(1)");
      expect(html).toContain("O que este fluxo precisa");
      expect(html).toContain("Prévia: valores dos parâmetros ocultos até o download");
      expect(html).toContain("Consultar ERP");
      expect(html).toContain("Funcionou de primeira");
      expect(html).toContain('href="/login?callbackUrl=/fluxos/cobranca-publica"');
      expect(html).toContain('href="/fluxos/tag/cobran%C3%A7a"');
      expect(html).toContain('href="/fluxos/plataforma/n8n"');
      expect(html).toContain('href="/fluxos/integracao/WhatsApp"');
      const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "";
      expect(ld).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)");
      const data = JSON.parse(ld);
      expect(data["@graph"][0]).toMatchObject({ "@type": "SoftwareSourceCode", name: flow.name, aggregateRating: { ratingValue: 5, reviewCount: 1 } });
    }
    // The same HTML for everyone, so the shared cache may serve it: nobody was asked who they are.
    expect(viewer.reads).toBe(0);
  });

  it("sends the author and admins of a pending, rejected or private flow to their own view; everyone else gets 404", async () => {
    const [author, stranger, admin] = await Promise.all([createUser(), createUser(), createAdmin()]);
    const flows = await Promise.all([
      createFlow({ slug: "p-pendente", status: "PENDING", authorId: author.id }),
      createFlow({ slug: "p-rejeitado", status: "REJECTED", authorId: author.id }),
      createFlow({ slug: "p-privado", isPublic: false, authorId: author.id }),
    ]);
    for (const flow of flows) {
      for (const who of [null, stranger]) {
        as(who);
        expect(await visit(flow.slug)).toEqual({ kind: "notFound" });
      }
      for (const who of [author, admin]) {
        as(who);
        expect(await visit(flow.slug)).toEqual({ kind: "redirect", to: `/flow/${flow.id}`, status: 307 });
      }
    }
  });

  it("is a 404 on the very next request once the flow is made private or deleted", async () => {
    const flow = await createFlow({ slug: "vai-sumir" });
    expect((await visit("vai-sumir")).kind).toBe("page");
    await db.update(schema.flows).set({ isPublic: false }).where(eq(schema.flows.id, flow.id));
    expect(await visit("vai-sumir")).toEqual({ kind: "notFound" });
    await db.delete(schema.flows).where(eq(schema.flows.id, flow.id));
    expect(await visit("vai-sumir")).toEqual({ kind: "notFound" });
  });

  it("answers 308 from an old slug and a legacy address to the current one", async () => {
    const flow = await createFlow({ slug: "nome-novo", url: "https://fluxoteca.dev/fluxos/nome-de-importacao-1731000000000" });
    await db.insert(schema.flowSlugs).values({ slug: "nome-velho", flowId: flow.id });
    expect(await visit("nome-velho")).toEqual({ kind: "redirect", to: "/fluxos/nome-novo", status: 308 });
    expect(await visit("nome-de-importacao-1731000000000")).toEqual({ kind: "redirect", to: "/fluxos/nome-novo", status: 308 });
    expect(viewer.reads).toBe(0);
  });

  it("gives search engines a title, a short description, the canonical address and share tags", async () => {
    await createFlow({
      name: "Agenda pelo WhatsApp",
      slug: "agenda-whatsapp",
      description: `Confirma consultas. ${"Lembra o paciente na véspera. ".repeat(10)}`,
    });
    const meta = await generateMetadata({ params: Promise.resolve({ slug: "agenda-whatsapp" }) } as Parameters<typeof generateMetadata>[0]);
    expect(meta.title).toBe("Agenda pelo WhatsApp");
    expect((meta.description as string).length).toBeLessThanOrEqual(155);
    expect(meta.description).toMatch(/^Confirma consultas\. Lembra.*…$/);
    expect(meta.alternates?.canonical).toMatch(/^https?:\/\/[^/]+\/fluxos\/agenda-whatsapp$/);
    expect(meta.openGraph).toMatchObject({ url: meta.alternates?.canonical, type: "article" });
    expect(meta.twitter).toMatchObject({ card: "summary_large_image" });
    const missing = await generateMetadata({ params: Promise.resolve({ slug: "nao-existe" }) } as Parameters<typeof generateMetadata>[0]);
    expect(missing.robots).toEqual({ index: false, follow: false });
  });
});

describe("GET /fluxos/{slug}/opengraph-image", () => {
  it("draws a PNG for a published flow, accents included, with nothing fetched; 404 for any other", async () => {
    await createFlow({ name: "Automação de cobrança — ação rápida 🚀", slug: "og-publico", complexity: "avancado", nodeCount: 42 });
    await createFlow({ slug: "og-pendente", status: "PENDING" });
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    try {
      const res = await ogImage({ params: Promise.resolve({ slug: "og-publico" }) });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      const png = Buffer.from(await res.arrayBuffer());
      expect(png.subarray(1, 4).toString()).toBe("PNG");
      expect(png.readUInt32BE(16)).toBe(1200);
      expect(png.readUInt32BE(20)).toBe(630);
      // Any cache may keep it as long as the flow's page, and asks again with its validator.
      expect(res.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
      expect(res.headers.get("etag")).toMatch(/^"[\w-]{22}"$/);
      // next/og loads its WebAssembly from a data: URL; nothing may go to the network.
      const fetched = fetchSpy.mock.calls.map(([url]) => String(url instanceof Request ? url.url : url));
      expect(fetched.filter((url) => !url.startsWith("data:"))).toEqual([]);
    } finally {
      fetchSpy.mockRestore();
    }
    expect((await ogImage({ params: Promise.resolve({ slug: "og-pendente" }) })).status).toBe(404);
    expect((await ogImage({ params: Promise.resolve({ slug: "nao-existe" }) })).status).toBe(404);
  });
});
