import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema, selectRows } from "@/db";
import { GET as listFlows } from "@/app/api/flows/route";
import { POST as saveSettings } from "@/app/api/admin/settings/route";
import { listPublicFlows } from "@/lib/flows/queries";
import { listFlowsSchema } from "@/lib/flows/schemas";
import { createAdmin, createFlow, createUser } from "../../helpers/factories";
import { apiRequest } from "../../helpers/http";
import { insertSearchCatalogue } from "../../helpers/search-catalogue";
import { tokenFor } from "../../helpers/session";

interface Card {
  name: string;
  slug: string;
}

interface ListBody {
  flows: Card[];
  pagination: { total: number; pages: number };
  searchTerms?: string[];
  suggestion?: string;
}

async function userToken() {
  return tokenFor((await createUser()).email);
}

async function list(token: string, query: string): Promise<ListBody> {
  const res = await listFlows(apiRequest("GET", `/api/flows${query}`, { token }));
  expect(res.status, query).toBe(200);
  return res.json();
}

const search = (token: string, term: string, extra = "") => list(token, `?${new URLSearchParams({ search: term, limit: "100" })}${extra}`);
const slugs = (body: ListBody) => body.flows.map((f) => f.slug);

describe("GET /api/flows?search= (the rows of the issue, on the fixed catalogue)", () => {
  it("finds the same flows for every form of a word, by stem, with or without accents", async () => {
    await insertSearchCatalogue();
    const token = await userToken();
    const same = async (...terms: string[]) => {
      const results = await Promise.all(terms.map((t) => search(token, t)));
      for (const [i, r] of results.entries()) expect(r.pagination.total, terms[i]).toBeGreaterThan(0);
      for (const r of results.slice(1)) expect(new Set(slugs(r))).toEqual(new Set(slugs(results[0]!)));
      return results[0]!;
    };
    const scheduling = await same("agendamento", "agendar");
    expect(slugs(scheduling)).toEqual(expect.arrayContaining(["consultas-whatsapp", "barbearia-typebot", "reagendar-cancelados", "salao-agenda"]));
    await same("automação", "automações", "automacoes", "automacao");
    await same("planilha", "planilhas");
    await same("e-mail", "email");
  });

  it("puts the flows about the word first: 'agendamento' opens with a scheduling flow, not the popular exchange-rate e-mail", async () => {
    await insertSearchCatalogue();
    const token = await userToken();
    const body = await search(token, "agendamento");
    expect(body.flows[0]!.name).toMatch(/agend/i);
    expect(slugs(body).indexOf("cambio-bc-email")).toBeGreaterThan(slugs(body).indexOf("consultas-whatsapp"));
    expect(body.searchTerms).toEqual(["agendamento"]);
  });

  it("answers a typo with the corrected search and a suggestion", async () => {
    await insertSearchCatalogue();
    const token = await userToken();
    const body = await search(token, "watsapp");
    expect(body.suggestion).toBe("whatsapp");
    expect(body.searchTerms).toEqual(["whatsapp"]);
    expect(body.flows.length).toBeGreaterThan(5);
    expect(body.flows.slice(0, 10).every((f) => /whatsapp/i.test(f.name))).toBe(true);
    // Only the misspelt word changes; the rest of the search stays as typed.
    expect((await search(token, "lembrete de cobrança watsapp")).suggestion).toBe("lembrete de cobrança whatsapp");
    // A real word never gets a suggestion, even when the filters leave nothing.
    const filtered = await search(token, "whatsapp", "&platform=TYPEBOT");
    expect(filtered.pagination.total).toBe(0);
    expect(filtered.suggestion).toBeUndefined();
    // Nothing close enough: no suggestion, no flows.
    const nothing = await search(token, "xilogravura");
    expect(nothing).toMatchObject({ flows: [], pagination: { total: 0 } });
    expect(nothing.suggestion).toBeUndefined();
  });

  it("expands nicknames with the synonym list: zap and wpp find WhatsApp, sheets finds Google Sheets", async () => {
    await insertSearchCatalogue();
    const token = await userToken();
    const whatsapp = new Set(slugs(await search(token, "whatsapp")));
    expect(new Set(slugs(await search(token, "zap")))).toEqual(whatsapp);
    expect(new Set(slugs(await search(token, "wpp")))).toEqual(whatsapp);
    expect(slugs(await search(token, "sheets"))).toEqual(expect.arrayContaining(["airtable-to-sheets", "weekly-report-email", "leads-form-planilha"]));
    expect((await search(token, "zap")).searchTerms).toEqual(["zap", "whatsapp"]);
  });
});

describe("relevance", () => {
  it("orders by where the words are (name, then tags and integrations, then description), then rating and downloads", async () => {
    await createFlow({ name: "Descrição famosa", description: "Também cuida de faturas.", score: 5, reviewCount: 10, downloadCount: 900, slug: "desc" });
    await createFlow({ name: "Na tag", description: "Outra coisa.", tags: ["faturas"], score: 4, reviewCount: 10, slug: "tag" });
    await createFlow({ name: "Integração", description: "Outra coisa.", integrations: ["Faturas API"], score: 4.5, reviewCount: 10, slug: "app" });
    await createFlow({ name: "Faturas do mês", description: "Outra coisa.", score: 1, reviewCount: 10, downloadCount: 1, slug: "nome-baixo" });
    await createFlow({ name: "Fatura em PDF", description: "Outra coisa.", score: 1, reviewCount: 10, downloadCount: 50, slug: "nome-alto" });
    const token = await userToken();
    expect(slugs(await search(token, "fatura"))).toEqual(["nome-alto", "nome-baixo", "app", "tag", "desc"]);
    // An explicit order wins over relevance.
    expect(slugs(await search(token, "fatura", "&sortBy=score")).slice(0, 3)).toEqual(["desc", "app", "tag"]);
    expect(slugs(await search(token, "fatura", "&sortBy=relevance"))).toEqual(["nome-alto", "nome-baixo", "app", "tag", "desc"]);
    // Pages of the relevance order join up with no flow twice or missing.
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(...slugs(await list(token, `?search=fatura&limit=2&page=${page}`)));
    expect(pages).toEqual(["nome-alto", "nome-baixo", "app", "tag", "desc"]);
  });

  it("is the default only while searching; relevance without a term lists by rating", async () => {
    await createFlow({ name: "Baixa", score: 1, reviewCount: 10, slug: "baixa" });
    await createFlow({ name: "Alta", score: 5, reviewCount: 10, slug: "alta" });
    expect(listFlowsSchema.parse({}).sortBy).toBe("score");
    expect(listFlowsSchema.parse({ search: "x" }).sortBy).toBe("relevance");
    expect(listFlowsSchema.parse({ search: "x", sortBy: "name" }).sortBy).toBe("name");
    const token = await userToken();
    expect(slugs(await list(token, "?sortBy=relevance"))).toEqual(["alta", "baixa"]);
  });

  it("ranks the viewer's own pending flows and everything for admins the same way", async () => {
    const author = await createUser();
    await createFlow({ name: "Relatório de vendas", score: 2, reviewCount: 10, slug: "publico" });
    await createFlow({ name: "Vendas do dia", status: "PENDING", authorId: author.id, score: 0, slug: "meu-pendente" });
    await createFlow({ name: "Outro", description: "Vendas por região", status: "PENDING", score: 5, reviewCount: 10, slug: "pendente-alheio" });
    expect(slugs(await search(await tokenFor(author.email), "vendas"))).toEqual(["publico", "meu-pendente"]);
    expect(slugs(await search(await tokenFor((await createAdmin()).email), "vendas"))).toEqual(["publico", "meu-pendente", "pendente-alheio"]);
  });

  it("matches a search of stop words or symbols by substring, as before", async () => {
    await createFlow({ name: "Para todos", description: "Fluxo geral", slug: "para" });
    await createFlow({ name: "Outro", description: "Nada", slug: "outro" });
    const token = await userToken();
    expect(slugs(await search(token, "para"))).toEqual(["para"]);
    expect((await search(token, "%")).pagination.total).toBe(0);
  });
});

describe("the word list behind typo corrections", () => {
  const words = async () =>
    Object.fromEntries(
      (await selectRows<{ word: string; spelling: string; flows: number }>(db, sql`select word, spelling, flows from flow_search_words where flows <> 0`)).map(
        (r) => [r.word, `${r.spelling}:${r.flows}`],
      ),
    );

  it("counts the approved public flows of each word as flows are published, edited, hidden and deleted", async () => {
    const a = await createFlow({ name: "Cotação diária", description: "Cotacao do dólar", tags: ["câmbio"] });
    await createFlow({ name: "Cotação semanal", description: "Resumo", status: "PENDING" });
    expect(await words()).toMatchObject({ cotacao: "cotação:1", cambio: "câmbio:1", diaria: "diária:1", dolar: "dólar:1" });
    expect((await words()).semanal).toBeUndefined();

    await db.update(schema.flows).set({ status: "APPROVED" }).where(eq(schema.flows.name, "Cotação semanal"));
    expect(await words()).toMatchObject({ cotacao: "cotação:2", semanal: "semanal:1" });
    await db.update(schema.flows).set({ name: "Câmbio diário" }).where(eq(schema.flows.id, a.id));
    expect(await words()).toMatchObject({ cotacao: "cotação:2", diario: "diário:1", cambio: "câmbio:1" });
    expect((await words()).diaria).toBeUndefined();
    await db.update(schema.flows).set({ isPublic: false }).where(eq(schema.flows.id, a.id));
    expect(await words()).toMatchObject({ cotacao: "cotação:1" });
    expect((await words()).dolar).toBeUndefined();
    await db.delete(schema.flows);
    expect(await words()).toEqual({});
  });

  it("never suggests a word only private or unapproved flows have", async () => {
    await createFlow({ name: "Xilofone privado", isPublic: false });
    await createFlow({ name: "Xilofone pendente", status: "PENDING" });
    const body = await search(await userToken(), "xilofon");
    expect(body.suggestion).toBeUndefined();
    expect(body.flows).toEqual([]);
  });
});

describe("the synonym list in the settings", () => {
  it("applies a saved list to the next search, cached pages included", async () => {
    await insertSearchCatalogue();
    const token = await userToken();
    const adminToken = await tokenFor((await createAdmin()).email);
    expect((await search(token, "zap")).pagination.total).toBeGreaterThan(5);
    expect((await search(token, "zapp")).pagination.total).toBe(0);

    const res = await saveSettings(
      apiRequest("POST", "/api/admin/settings", { token: adminToken, body: { search_synonyms: "zapp  =>   whatsapp\n\n# sem zap\n" } }),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).search_synonyms).toBe("zapp => whatsapp\n\n# sem zap");
    expect((await search(token, "zapp")).pagination.total).toBeGreaterThan(5);
    expect((await search(token, "zap")).pagination.total).toBe(0);
  });

  it("refuses a list that does not read as rules, saying which line in pt-BR", async () => {
    const adminToken = await tokenFor((await createAdmin()).email);
    const cases: [string, RegExp][] = [
      ["zap, wpp => whatsapp\nsó uma palavra", /Linha 2: separe os sinônimos por vírgula/],
      ["a => b => c", /Linha 1: use "=>" uma vez só/],
      ["zap, , wpp", /Linha 1: há um termo vazio/],
      ["zap => !!!", /não tem letras nem números/],
      ["x".repeat(4001), /no máximo 4000 caracteres/],
    ];
    for (const [value, message] of cases) {
      const res = await saveSettings(apiRequest("POST", "/api/admin/settings", { token: adminToken, body: { search_synonyms: value } }));
      expect(res.status, value.slice(0, 30)).toBe(400);
      expect((await res.json()).fieldErrors.search_synonyms[0]).toMatch(message);
    }
  });
});

describe("the public catalogue", () => {
  it("gets the same search: relevance, terms and the typo suggestion", async () => {
    await insertSearchCatalogue();
    const list = await listPublicFlows(listFlowsSchema.parse({ search: "planilah" }));
    expect(list.suggestion).toBe("planilha");
    expect(list.searchTerms).toEqual(["planilha"]);
    expect(list.flows[0]!.name).toMatch(/planilha/i);
  });
});
