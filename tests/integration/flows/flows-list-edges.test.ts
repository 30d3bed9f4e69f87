import { describe, expect, it } from "vitest";
import { GET as listFlows } from "@/app/api/flows/route";
import { createFlow, createUser } from "../../helpers/factories";
import { apiRequest } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

async function list(token: string, query = "") {
  return listFlows(apiRequest("GET", `/api/flows${query}`, { token }));
}

async function viewerToken() {
  const user = await createUser();
  return tokenFor(user.email);
}

const names = async (token: string, query: string) => {
  const res = await list(token, query);
  expect(res.status).toBe(200);
  return (await res.json()).flows.map((f: { name: string }) => f.name) as string[];
};

const DAY = 24 * 60 * 60 * 1000;

describe("GET /api/flows: sorting", () => {
  it("sorts by creation date, newest first with desc and oldest first with asc", async () => {
    const token = await viewerToken();
    const now = Date.now();
    // Inserted out of date order, so neither insertion order nor ids can pass for the date order.
    await createFlow({ name: "Meio", createdAt: new Date(now - 2 * DAY) });
    await createFlow({ name: "Novo", createdAt: new Date(now - 60_000) });
    await createFlow({ name: "Antigo", createdAt: new Date(now - 10 * DAY) });
    await createFlow({ name: "Recente", createdAt: new Date(now - DAY) });
    expect(await names(token, "?sortBy=createdAt&sortOrder=desc")).toEqual(["Novo", "Recente", "Meio", "Antigo"]);
    expect(await names(token, "?sortBy=createdAt&sortOrder=asc")).toEqual(["Antigo", "Meio", "Recente", "Novo"]);
    // desc is the default direction.
    expect(await names(token, "?sortBy=createdAt")).toEqual(["Novo", "Recente", "Meio", "Antigo"]);
  });

  it("sorts by score ascending, and by score descending by default", async () => {
    const token = await viewerToken();
    await createFlow({ name: "Bom", score: 4.1, reviewCount: 10 });
    await createFlow({ name: "Fraco", score: 1.2, reviewCount: 10 });
    await createFlow({ name: "Ótimo", score: 4.9, reviewCount: 10 });
    await createFlow({ name: "Médio", score: 3, reviewCount: 10 });
    expect(await names(token, "?sortBy=score&sortOrder=asc")).toEqual(["Fraco", "Médio", "Bom", "Ótimo"]);
    expect(await names(token, "")).toEqual(["Ótimo", "Bom", "Médio", "Fraco"]);
  });
});

describe("GET /api/flows: pagination", () => {
  it("answers a page past the last one with no flows and the real totals", async () => {
    const token = await viewerToken();
    for (const name of ["A", "B", "C"]) await createFlow({ name });
    const res = await list(token, "?limit=2&page=5");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.flows).toEqual([]);
    expect(body.pagination).toEqual({ page: 5, limit: 2, total: 3, pages: 2 });
    // The last real page still has the remainder.
    expect((await (await list(token, "?limit=2&page=2&sortBy=name&sortOrder=asc")).json()).flows.map((f: { name: string }) => f.name)).toEqual(["C"]);
  });

  it("accepts limit=100 and refuses limit=101", async () => {
    const token = await viewerToken();
    for (const name of ["A", "B", "C"]) await createFlow({ name });
    const ok = await list(token, "?limit=100");
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.pagination).toEqual({ page: 1, limit: 100, total: 3, pages: 1 });
    expect(body.flows).toHaveLength(3);

    const tooMany = await list(token, "?limit=101");
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).message).toBe("Dados inválidos: O limite máximo é 100");
  });
});

describe("GET /api/flows: limits of the filters", () => {
  it("accepts a search of 200 characters, an author of 100 and 20 tags (the maximums)", async () => {
    const token = await viewerToken();
    await createFlow({ name: "Qualquer" });
    const tags = Array.from({ length: 20 }, (_, i) => `tags=t${i}`).join("&");
    for (const query of [`?search=${"a".repeat(200)}`, `?author=${"a".repeat(100)}`, `?${tags}`]) {
      const res = await list(token, query);
      expect(res.status, query.slice(0, 40)).toBe(200);
      expect((await res.json()).pagination.total).toBe(0);
    }
  });

  // The handler's message is "Dados inválidos: " + the first issue. Where the schema gives its own
  // pt-BR wording, the exact text is checked; null where zod's pt-BR locale words it.
  const cases: [string, string, string | null][] = [
    ["search longer than 200", `?search=${"a".repeat(201)}`, "Busca muito longa"],
    ["author longer than 100", `?author=${"a".repeat(101)}`, null],
    ["more than 20 tags", `?${Array.from({ length: 21 }, (_, i) => `tags=t${i}`).join("&")}`, "Selecione no máximo 20 tags"],
    ["maxScore=6", "?maxScore=6", "A nota máxima é 5"],
    ["minScore=-1", "?minScore=-1", "A nota mínima é 0"],
    ["minScore above maxScore", "?minScore=4.5&maxScore=4", "A nota mínima não pode ser maior que a máxima"],
    ["sortOrder=sideways", "?sortOrder=sideways", "Direção de ordenação inválida"],
    ["sortBy=password", "?sortBy=password", "Ordenação inválida"],
    ["page=0", "?page=0", "Página inválida"],
    ["page=abc", "?page=abc", null],
  ];

  it.each(cases)("answers 400 with a JSON pt-BR message for %s", async (_label, query, detail) => {
    const token = await viewerToken();
    await createFlow({ name: "Qualquer" });
    const res = await list(token, query);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body = await res.json();
    expect(body.code).toBe("INVALID_INPUT");
    expect(body.message).toMatch(/^Dados inválidos/);
    if (detail) expect(body.message).toBe(`Dados inválidos: ${detail}`);
    // Where the schema has no text of its own, zod's pt-BR locale speaks (lib/http/zod-locale.ts).
    expect(body.message).not.toMatch(/\b(expected|invalid input|too big|too small|received)\b/i);
    expect(body.flows).toBeUndefined();
  });
});
