import { describe, expect, it } from "vitest";
import { GET as suggest } from "@/app/api/flows/suggest/route";
import { createFlow } from "../../helpers/factories";
import { apiRequest } from "../../helpers/http";
import { insertSearchCatalogue } from "../../helpers/search-catalogue";

describe("GET /api/flows/suggest", () => {
  const ask = (q: string, ip = "203.0.113.50") => suggest(apiRequest("GET", `/api/flows/suggest?${new URLSearchParams({ q })}`, { ip }));

  it("suggests tags and public flow names as you type, 8 at most, with no session", async () => {
    await insertSearchCatalogue();
    await createFlow({ name: "WhatsApp secreto", isPublic: false, slug: "secreto" });
    const res = await ask("whats");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
    const { suggestions } = (await res.json()) as { suggestions: { kind: string; label: string; slug?: string }[] };
    expect(suggestions.length).toBe(8);
    expect(suggestions[0]).toEqual({ kind: "tag", label: "whatsapp" });
    const flows = suggestions.filter((s) => s.kind === "flow");
    expect(flows.length).toBeGreaterThanOrEqual(5);
    expect(flows.every((s) => /whatsapp/i.test(s.label) && s.slug)).toBe(true);
    expect(flows.map((s) => s.slug)).not.toContain("secreto");

    const scheduling = (await (await ask("agendam")).json()).suggestions;
    expect(scheduling).toEqual(
      expect.arrayContaining([
        { kind: "tag", label: "agendamento" },
        { kind: "flow", label: "Agendamento de consultas pelo WhatsApp", slug: "consultas-whatsapp" },
      ]),
    );
    const twoWords = (await (await ask("lembrete de cons")).json()).suggestions;
    expect(twoWords).toEqual([{ kind: "flow", label: "Lembrete de consulta 24 horas antes por SMS", slug: "lembrete-consulta-sms" }]);
    // With a space after it, "consulta" is a whole word (by stem), not the start of one.
    expect((await (await ask("lembrete de consulta ")).json()).suggestions).toEqual(twoWords);
    expect((await (await ask("lembrete de consultor ")).json()).suggestions).toEqual([]);
    expect((await ask("x".repeat(101))).status).toBe(400);
    expect((await (await ask("a")).json()).suggestions).toEqual([]);
    expect((await (await ask("zzzz")).json()).suggestions).toEqual([]);
  });

  it("is rate-limited per address", async () => {
    for (let i = 0; i < 120; i++) expect((await ask("ab", "203.0.113.77")).status).toBe(200);
    const limited = await ask("ab", "203.0.113.77");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    expect((await ask("ab", "203.0.113.78")).status).toBe(200);
  });
});
