import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { GET as getFlow, PUT as putFlow } from "@/app/api/flows/[id]/route";
import { GET as listFlows, POST as postFlow } from "@/app/api/flows/route";
import { createAdmin } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../../fixtures/import/${name}.json`, import.meta.url), "utf8"));

async function publish(token: string, name: string, metadata = fixture("n8n-credentials")) {
  const res = await postFlow(apiRequest("POST", "/api/flows", { token, body: { name, description: "Descrição do fluxo", tags: ["teste"], metadata } }));
  expect(res.status).toBe(201);
  return res.json();
}

describe("flow slugs", () => {
  it("gives every flow a unique slug from its name, in every flow object of the API", async () => {
    const admin = await createAdmin();
    const token = await tokenFor(admin.email);
    const first = await publish(token, "Agendamento pelo WhatsApp");
    const second = await publish(token, "Agendamento pelo WhatsApp!", fixture("make-api-key"));
    expect(first.slug).toBe("agendamento-pelo-whatsapp");
    expect(second.slug).toBe("agendamento-pelo-whatsapp-2");
    // The old `url` field keeps its own form.
    expect(first.url).toMatch(/\/fluxos\/agendamento-pelo-whatsapp-\d+$/);

    const detail = await (await getFlow(apiRequest("GET", `/api/flows/${first.id}`, { token }), params({ id: first.id }))).json();
    expect(detail.slug).toBe(first.slug);
    const list = await (await listFlows(apiRequest("GET", "/api/flows?search=agendamento", { token }))).json();
    expect(list.flows.map((f: { slug: string }) => f.slug).sort()).toEqual([first.slug, second.slug]);
  });

  it("takes a new slug on rename and keeps the old one for redirects", async () => {
    const admin = await createAdmin();
    const token = await tokenFor(admin.email);
    const flow = await publish(token, "Relatório semanal");
    const rename = (name: string) =>
      putFlow(apiRequest("PUT", `/api/flows/${flow.id}`, { token, body: { name, description: "Descrição do fluxo" } }), params({ id: flow.id }));

    const renamed = await (await rename("Relatório mensal de vendas")).json();
    expect(renamed.slug).toBe("relatorio-mensal-de-vendas");
    const history = await db.select().from(schema.flowSlugs).where(eq(schema.flowSlugs.flowId, flow.id));
    expect(history.map((h) => h.slug)).toEqual(["relatorio-semanal"]);

    // Editing the description only, or a name that gives the same slug, keeps it.
    expect((await (await rename("Relatório Mensal de Vendas!")).json()).slug).toBe("relatorio-mensal-de-vendas");

    // Another flow cannot take a slug that still redirects to this one.
    const other = await publish(token, "Relatório semanal", fixture("make-api-key"));
    expect(other.slug).toBe("relatorio-semanal-2");

    // Back to the first name: the flow gets its own old slug back.
    expect((await (await rename("Relatório semanal")).json()).slug).toBe("relatorio-semanal");
    const after = await db.select().from(schema.flowSlugs).where(eq(schema.flowSlugs.flowId, flow.id));
    expect(after.map((h) => h.slug)).toEqual(["relatorio-mensal-de-vendas"]);
  });
});
