import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { POST as approve } from "@/app/api/admin/flows/[id]/approve/route";
import { POST as bulkVisibility } from "@/app/api/admin/flows/bulk-visibility/route";
import { POST as postFlow } from "@/app/api/flows/route";
import { PUT as putFlow } from "@/app/api/flows/[id]/route";
import { createAdmin, createFlow, createUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

/** An n8n export; `shift` renames and moves the nodes (same content), `text` changes what it does. */
function n8nWorkflow({ shift = 0, text = "olá" }: { shift?: number; text?: string } = {}) {
  const nodes = [
    { id: `t${shift}`, name: `Início ${shift}`, type: "n8n-nodes-base.webhook", typeVersion: 1, position: [shift, 0], parameters: {} },
    { id: `a${shift}`, name: `Planilha ${shift}`, type: "n8n-nodes-base.googleSheets", typeVersion: 4, position: [shift + 200, 0], parameters: { text } },
  ];
  return { name: "Exportado", nodes, connections: { [nodes[0]!.name]: { main: [[{ node: nodes[1]!.name, type: "main", index: 0 }]] } } };
}

const upload = async (token: string, metadata: unknown, name: string) => {
  const res = await postFlow(apiRequest("POST", "/api/flows", { token, body: { name, description: "Descrição do fluxo", metadata } }));
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; status: string };
};
const approveFlow = (id: string, token: string) => approve(apiRequest("POST", `/api/admin/flows/${id}/approve`, { token }), params({ id }));
const put = (id: string, token: string, body: unknown) => putFlow(apiRequest("PUT", `/api/flows/${id}`, { token, body }), params({ id }));
const stored = async (id: string) => (await db.select().from(schema.flows).where(eq(schema.flows.id, id)))[0]!;
const moderations = (id: string) => db.select().from(schema.flowModerations).where(eq(schema.flowModerations.flowId, id));

describe("approving an exact duplicate of a published flow", () => {
  it("approves the first of two users' identical uploads and refuses the second (409), which stays PENDING", async () => {
    const [admin, ana, bia] = await Promise.all([createAdmin(), createUser(), createUser()]);
    const adminToken = await tokenFor(admin.email);
    const first = await upload(await tokenFor(ana.email), n8nWorkflow(), "Planilha da Ana");
    const second = await upload(await tokenFor(bia.email), n8nWorkflow({ shift: 300 }), "Planilha da Bia");
    expect([first.status, second.status]).toEqual(["PENDING", "PENDING"]);

    expect((await approveFlow(first.id, adminToken)).status).toBe(200);
    const res = await approveFlow(second.id, adminToken);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      code: "DUPLICATE_FLOW",
      message: 'Já existe um fluxo publicado com este mesmo conteúdo: "Planilha da Ana".',
      flowId: first.id,
      flow: { id: first.id, name: "Planilha da Ana" },
    });
    expect(await stored(second.id)).toMatchObject({ status: "PENDING", isPublic: true });
    expect(await moderations(second.id)).toEqual([]);

    // Approving the published one again is still a harmless no-op.
    expect(await (await approveFlow(first.id, adminToken)).json()).toMatchObject({ status: "APPROVED", changed: false });
  });

  it("lets only one of two identical pending flows through when both are approved at once", async () => {
    const [admin, ana, bia] = await Promise.all([createAdmin(), createUser(), createUser()]);
    const adminToken = await tokenFor(admin.email);
    const a = await upload(await tokenFor(ana.email), n8nWorkflow({ text: "ao mesmo tempo" }), "Cópia A");
    const b = await upload(await tokenFor(bia.email), n8nWorkflow({ text: "ao mesmo tempo", shift: 40 }), "Cópia B");
    const results = await Promise.all([approveFlow(a.id, adminToken), approveFlow(b.id, adminToken)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const statuses = [(await stored(a.id)).status, (await stored(b.id)).status].sort();
    expect(statuses).toEqual(["APPROVED", "PENDING"]);
  });

  it("still approves flows that are not duplicates, and a private copy (it stays out of the catalogue)", async () => {
    const [admin, ana, bia] = await Promise.all([createAdmin(), createUser(), createUser()]);
    const adminToken = await tokenFor(admin.email);
    const published = await createFlow({ name: "Publicado", metadata: n8nWorkflow({ text: "base" }) });
    const other = await upload(await tokenFor(ana.email), n8nWorkflow({ text: "outra coisa" }), "Outro fluxo");
    const res = await approveFlow(other.id, adminToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: other.id, status: "APPROVED", changed: true });

    const privateCopy = await createFlow({ authorId: bia.id, status: "PENDING", isPublic: false, metadata: n8nWorkflow({ text: "base", shift: 9 }) });
    expect(privateCopy.contentHash).toBe(published.contentHash);
    expect((await approveFlow(privateCopy.id, adminToken)).status).toBe(200);
    expect(await stored(privateCopy.id)).toMatchObject({ status: "APPROVED", isPublic: false });
  });
});

describe("making an approved copy of a published flow public (PUT /api/flows/{id})", () => {
  it("refuses to publish it (409, unchanged) but still lets its other fields be edited", async () => {
    const [admin, author] = await Promise.all([createAdmin(), createUser()]);
    const published = await createFlow({ name: "Original", metadata: n8nWorkflow({ text: "copiado" }) });
    const copy = await createFlow({ name: "Minha cópia", authorId: author.id, isPublic: false, metadata: n8nWorkflow({ text: "copiado", shift: 5 }) });
    expect(copy.contentHash).toBe(published.contentHash);
    const token = await tokenFor(author.email);

    const res = await put(copy.id, token, { name: "Minha cópia", description: "Agora pública", isPublic: true });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      code: "DUPLICATE_FLOW",
      message: 'Já existe um fluxo publicado com este mesmo conteúdo: "Original".',
      flowId: published.id,
      flow: { id: published.id, name: "Original" },
    });
    expect(await stored(copy.id)).toMatchObject({ name: "Minha cópia", description: copy.description, isPublic: false, status: "APPROVED" });

    // An admin cannot publish it either.
    expect((await put(copy.id, await tokenFor(admin.email), { name: "Minha cópia", description: "x", isPublic: true })).status).toBe(409);

    const edited = await put(copy.id, token, { name: "Cópia renomeada", description: "Só para mim", tags: ["pessoal"], isPublic: false });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ name: "Cópia renomeada", isPublic: false, status: "APPROVED", tags: ["pessoal"] });
    expect((await put(copy.id, token, { name: "Sem visibilidade", description: "Campo omitido" })).status).toBe(200);
  });

  it("lets a flow with unique content, or whose published twin is gone from the catalogue, go public", async () => {
    const author = await createUser();
    const token = await tokenFor(author.email);
    const unique = await createFlow({ authorId: author.id, isPublic: false, metadata: n8nWorkflow({ text: "único" }) });
    expect(await (await put(unique.id, token, { name: "Único", description: "Público", isPublic: true })).json()).toMatchObject({ isPublic: true });

    const twin = await createFlow({ name: "Gêmeo", metadata: n8nWorkflow({ text: "gêmeo" }) });
    const copy = await createFlow({ authorId: author.id, isPublic: false, metadata: n8nWorkflow({ text: "gêmeo", shift: 3 }) });
    expect((await put(copy.id, token, { name: "Cópia", description: "D", isPublic: true })).status).toBe(409);
    await db.update(schema.flows).set({ isPublic: false }).where(eq(schema.flows.id, twin.id));
    expect((await put(copy.id, token, { name: "Cópia", description: "D", isPublic: true })).status).toBe(200);
    expect(await stored(copy.id)).toMatchObject({ isPublic: true, status: "APPROVED" });
  });
});

describe("POST /api/admin/flows/bulk-visibility with exact duplicates", () => {
  const setVisibility = (token: string, body: unknown) => bulkVisibility(apiRequest("POST", "/api/admin/flows/bulk-visibility", { token, body }));

  it("publishes the rest of the batch but keeps copies of published flows, and a second copy within the batch, private", async () => {
    const admin = await createAdmin();
    const token = await tokenFor(admin.email);
    const published = await createFlow({ name: "Publicado", metadata: n8nWorkflow({ text: "lote" }) });
    const copyOfPublished = await createFlow({ name: "Cópia do publicado", isPublic: false, metadata: n8nWorkflow({ text: "lote", shift: 7 }) });
    const firstTwin = await createFlow({ name: "Gêmeo 1", isPublic: false, metadata: n8nWorkflow({ text: "gêmeos" }) });
    const secondTwin = await createFlow({ name: "Gêmeo 2", isPublic: false, metadata: n8nWorkflow({ text: "gêmeos", shift: 9 }) });
    const unique = await createFlow({ name: "Único", isPublic: false, metadata: n8nWorkflow({ text: "sozinho" }) });

    const res = await setVisibility(token, { ids: [copyOfPublished.id, firstTwin.id, secondTwin.id, unique.id], isPublic: true });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.updated).toBe(2);
    expect(body.notFound).toEqual([]);
    expect(body.duplicates).toEqual(
      expect.arrayContaining([
        { id: copyOfPublished.id, name: "Cópia do publicado", existing: { id: published.id, name: "Publicado" } },
        { id: secondTwin.id, name: "Gêmeo 2", existing: { id: firstTwin.id, name: "Gêmeo 1" } },
      ]),
    );
    expect(body.duplicates).toHaveLength(2);
    expect((await stored(copyOfPublished.id)).isPublic).toBe(false);
    expect((await stored(secondTwin.id)).isPublic).toBe(false);
    expect((await stored(firstTwin.id)).isPublic).toBe(true);
    expect((await stored(unique.id)).isPublic).toBe(true);

    // Hiding is never refused, duplicates or not.
    const hide = await setVisibility(token, { ids: [published.id, firstTwin.id], isPublic: false });
    expect(await hide.json()).toMatchObject({ updated: 2, duplicates: [] });
  });
});
