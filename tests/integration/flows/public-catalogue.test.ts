import { describe, expect, it } from "vitest";
import { catalogueMetadata } from "@/components/public/catalogue/catalogue-route";
import { browseFacets, findFacetPage } from "@/lib/catalogue/facet-queries";
import { appUrl } from "@/lib/env";
import { loadCataloguePage, type CataloguePage } from "@/lib/catalogue/page";
import { createFlow, createUser } from "../../helpers/factories";

/** The public catalogue, as every visitor and member gets it: approved public flows only. */
async function seedCatalogue() {
  const author = await createUser({ name: "Ana Autora" });
  const shown = [
    await createFlow({
      name: "Leads do WhatsApp no Sheets",
      slug: "leads-whatsapp",
      platform: "N8N",
      tags: ["whatsapp", "leads"],
      integrations: ["Google Sheets", "WhatsApp"],
      triggerKinds: ["webhook"],
      complexity: "simples",
      authorId: author.id,
    }),
    await createFlow({
      name: "Cobrança pelo WhatsApp",
      slug: "cobranca-whatsapp",
      platform: "MAKE",
      tags: ["whatsapp", "financeiro"],
      integrations: ["WhatsApp"],
      triggerKinds: ["schedule"],
      complexity: "avancado",
      authorId: author.id,
    }),
    await createFlow({
      name: "Atendimento com bot",
      slug: "atendimento-bot",
      platform: "TYPEBOT",
      tags: ["chatbot"],
      integrations: [],
      triggerKinds: ["chat"],
      complexity: "intermediario",
    }),
  ];
  // Never shown on a public page, whoever asks; their tags and apps have no facet page.
  const hidden = [
    await createFlow({
      name: "Pendente secreto",
      slug: "pendente-secreto",
      status: "PENDING",
      tags: ["so-pendente", "whatsapp"],
      integrations: ["Pipedrive"],
      authorId: author.id,
    }),
    await createFlow({
      name: "Rejeitado secreto",
      slug: "rejeitado-secreto",
      status: "REJECTED",
      tags: ["so-rejeitado"],
      integrations: ["Trello"],
      authorId: author.id,
    }),
    await createFlow({ name: "Privado secreto", slug: "privado-secreto", isPublic: false, tags: ["so-privado"], integrations: ["Asana"], authorId: author.id }),
  ];
  return { author, shown, hidden };
}

async function page(kind: Parameters<typeof loadCataloguePage>[0], value = "", query = ""): Promise<CataloguePage> {
  const found = await loadCataloguePage(kind, value, query);
  if (found.kind !== "page") throw new Error(`expected a page, got ${found.kind}`);
  return found.page;
}

const slugs = (p: CataloguePage) => p.list.flows.map((f) => f.slug).sort();
const props = (valor: string, query: Record<string, string> = {}) => ({ params: Promise.resolve({ valor }), searchParams: Promise.resolve(query) });

describe("public catalogue /fluxos", () => {
  it("lists approved public flows only, with the dashboard's search, filters and sort", async () => {
    await seedCatalogue();
    const all = await page(null);
    expect(slugs(all)).toEqual(["atendimento-bot", "cobranca-whatsapp", "leads-whatsapp"]);
    expect(all.list.pagination.total).toBe(3);
    expect(all.list.availableTags).not.toContain("so-pendente");
    expect(all.seo).toMatchObject({ title: "Fluxos de automação para n8n, Typebot e Make", canonicalPath: "/fluxos", index: true });

    // Even a search for a hidden flow's own words finds nothing.
    expect(slugs(await page(null, "", "search=secreto"))).toEqual([]);
    expect(slugs(await page(null, "", "search=whatsapp&platform=MAKE"))).toEqual(["cobranca-whatsapp"]);
    expect(slugs(await page(null, "", "integration=Google+Sheets"))).toEqual(["leads-whatsapp"]);
    expect(slugs(await page(null, "", "trigger=chat"))).toEqual(["atendimento-bot"]);
    expect(slugs(await page(null, "", "complexity=avancado"))).toEqual(["cobranca-whatsapp"]);
    const byName = await page(null, "", "sortBy=name&sortOrder=asc");
    expect(byName.list.flows.map((f) => f.slug)).toEqual(["atendimento-bot", "cobranca-whatsapp", "leads-whatsapp"]);
    const second = await page(null, "", "limit=2&page=2");
    expect(second.list.flows).toHaveLength(1);
    // Page 2 of another page size is not page 2 of the list: the canonical is the list itself.
    expect(second.seo).toMatchObject({ canonicalPath: "/fluxos", index: true });
  });

  it("says noindex for searches, combinations and invalid queries, with the canonical without them", async () => {
    await seedCatalogue();
    expect((await page(null, "", "search=whatsapp")).seo).toMatchObject({ index: false, canonicalPath: "/fluxos" });
    expect((await page(null, "", "platform=N8N&tags=leads")).seo).toMatchObject({ index: false, canonicalPath: "/fluxos" });
    // A single facet filter is the facet page under another address.
    expect((await page(null, "", "platform=N8N")).seo).toMatchObject({ index: true, canonicalPath: "/fluxos/plataforma/n8n" });
    const invalid = await page(null, "", "platform=ZAPIER");
    expect(invalid.valid).toBe(false);
    expect(invalid.seo.index).toBe(false);
    expect(invalid.list.pagination.total).toBe(3);

    const meta = await catalogueMetadata(null, { params: Promise.resolve({}), searchParams: Promise.resolve({ search: "whatsapp" }) });
    expect(meta.robots).toEqual({ index: false, follow: true });
    expect(meta.alternates?.canonical).toBe(`${appUrl()}/fluxos`);
  });
});

describe("public catalogue facet pages /fluxos/{faceta}/{valor}", () => {
  it("fixes one filter, keeps the others from the query string, and has its own title and canonical", async () => {
    await seedCatalogue();
    const tag = await page("tag", "whatsapp");
    expect(slugs(tag)).toEqual(["cobranca-whatsapp", "leads-whatsapp"]);
    expect(tag.seo).toMatchObject({
      title: "Fluxos com a tag whatsapp",
      heading: "Fluxos com a tag whatsapp",
      canonicalPath: "/fluxos/tag/whatsapp",
      index: true,
    });
    expect(tag.seo.description).toMatch(/^2 fluxos de automação prontos/);

    const narrowed = await page("tag", "whatsapp", "platform=MAKE");
    expect(slugs(narrowed)).toEqual(["cobranca-whatsapp"]);
    expect(narrowed.seo).toMatchObject({ index: false, canonicalPath: "/fluxos/tag/whatsapp" });
    // The path's filter wins over the query string's.
    expect(slugs(await page("platform", "n8n", "platform=MAKE"))).toEqual(["leads-whatsapp"]);

    const platform = await page("platform", "n8n");
    expect(platform.seo).toMatchObject({ title: "Fluxos de n8n", canonicalPath: "/fluxos/plataforma/n8n", index: true });
    const app = await page("integration", "Google Sheets");
    expect(app.seo).toMatchObject({ title: "Fluxos que usam Google Sheets", canonicalPath: "/fluxos/integracao/Google%20Sheets" });
    expect(slugs(app)).toEqual(["leads-whatsapp"]);
    expect(slugs(await page("trigger", "chat"))).toEqual(["atendimento-bot"]);
    expect((await page("complexity", "avancado")).seo.title).toBe("Fluxos avançados");

    const meta = await catalogueMetadata("tag", props("whatsapp", { page: "1" }));
    expect(meta.title).toBe("Fluxos com a tag whatsapp");
    expect(meta.alternates?.canonical).toBe(`${appUrl()}/fluxos/tag/whatsapp`);
    expect(meta.robots).toEqual({ index: true, follow: true });
  });

  it("answers 404 for values outside the fixed lists and for tags and apps no public flow has", async () => {
    await seedCatalogue();
    for (const [kind, value] of [
      ["platform", "zapier"],
      ["complexity", "dificil"],
      ["trigger", "telepatia"],
      ["tag", "nao-existe"],
      ["tag", "so-pendente"],
      ["tag", "so-rejeitado"],
      ["tag", "so-privado"],
      ["integration", "Pipedrive"],
      ["integration", "Trello"],
      ["integration", "Asana"],
    ] as const) {
      expect(await loadCataloguePage(kind, value, ""), `${kind} ${value}`).toEqual({ kind: "not-found" });
    }
    await expect(catalogueMetadata("tag", props("so-privado"))).rejects.toMatchObject({ digest: expect.stringContaining("404") });
  });

  it("keeps a fixed-list facet without public flows as an empty, noindex page", async () => {
    await seedCatalogue();
    const manual = await page("trigger", "manual");
    expect(manual.list.flows).toEqual([]);
    expect(manual.seo).toMatchObject({ index: false, canonicalPath: "/fluxos/gatilho/manual" });
  });

  it("moves another spelling of a facet to its stored one, query string kept", async () => {
    await seedCatalogue();
    expect(await loadCataloguePage("platform", "N8N", "search=lead")).toEqual({ kind: "redirect", to: "/fluxos/plataforma/n8n?search=lead" });
    expect(await loadCataloguePage("tag", "WhatsApp", "")).toEqual({ kind: "redirect", to: "/fluxos/tag/whatsapp" });
    expect(await loadCataloguePage("integration", "google sheets", "page=2")).toEqual({ kind: "redirect", to: "/fluxos/integracao/Google%20Sheets?page=2" });
    await expect(catalogueMetadata("tag", props("WhatsApp"))).rejects.toMatchObject({ digest: expect.stringContaining("/fluxos/tag/whatsapp") });
  });

  it("reads facet pages and the 'Navegue por' links from the public counts only", async () => {
    await seedCatalogue();
    expect(await findFacetPage({ kind: "tag", value: "whatsapp" })).toEqual({ facet: { kind: "tag", value: "whatsapp" }, count: 2 });
    expect(await findFacetPage({ kind: "platform", value: "N8N" })).toEqual({ facet: { kind: "platform", value: "N8N" }, count: 1 });
    expect(await findFacetPage({ kind: "trigger", value: "form" })).toEqual({ facet: { kind: "trigger", value: "form" }, count: 0 });

    const browse = await browseFacets();
    expect(browse.all).toBe(3);
    expect(browse.tag[0]).toEqual({ value: "whatsapp", count: 2 });
    expect(browse.tag.map((t) => t.value).sort()).toEqual(["chatbot", "financeiro", "leads", "whatsapp"]);
    expect(browse.integration.map((i) => i.value)).toEqual(["WhatsApp", "Google Sheets"]);
    expect(browse.platform.map((p) => p.value).sort()).toEqual(["MAKE", "N8N", "TYPEBOT"]);
    expect(browse.complexity).toHaveLength(3);
    expect(browse.trigger.map((t) => t.value).sort()).toEqual(["chat", "schedule", "webhook"]);
  });

  it("gives every viewer the same page: nothing in it depends on who asks", async () => {
    await seedCatalogue();
    const first = await page("tag", "whatsapp");
    const again = await page("tag", "whatsapp");
    expect(JSON.stringify(again)).toBe(JSON.stringify(first));
    // Cards carry no edit fields for anyone in particular: the menu is decided in the browser.
    expect(first.list.flows[0]).not.toHaveProperty("metadata");
  });
});
