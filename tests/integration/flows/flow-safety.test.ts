import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { POST as approve } from "@/app/api/admin/flows/[id]/approve/route";
import { GET as listAdminFlows } from "@/app/api/admin/flows/route";
import { GET as getFlow, PUT as putFlow } from "@/app/api/flows/[id]/route";
import { GET as listFlows, POST as postFlow } from "@/app/api/flows/route";
import { refreshFlowFacts } from "@/lib/flows/refresh-facts";
import { createAdmin, createFlow, createUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

// The safety report and n8n compatibility (docs/product-rules.md, "Relatório de segurança"): computed
// when a workflow is stored, kept with the flow and its waiting version, and shown by the API.

let unique = 0;
const n8n = (nodes: Record<string, unknown>[]) => ({
  nodes: nodes.map((node, i) => ({ id: `n${i}`, position: [i * 220, 0], parameters: {}, ...node })),
  connections: {},
});
const trigger = () => ({ name: `Início ${++unique}-${Date.now()}`, type: "n8n-nodes-base.manualTrigger", typeVersion: 1 });
/** Runs a shell command on the n8n server: `high`. */
const commandFlow = () =>
  n8n([trigger(), { name: "Listar arquivos", type: "n8n-nodes-base.executeCommand", typeVersion: 1, parameters: { command: "ls -la /home" } }]);
/** Sets two fields: nothing to report. */
const harmlessFlow = () =>
  n8n([
    trigger(),
    {
      name: "Campos",
      type: "n8n-nodes-base.set",
      typeVersion: 3.4,
      parameters: { assignments: { assignments: [{ name: "ok", value: "sim", type: "string" }] } },
    },
  ]);

const upload = (token: string, metadata: unknown) =>
  postFlow(
    apiRequest("POST", "/api/flows", {
      token,
      body: { name: `Fluxo seguro ${++unique}`, description: "Teste do relatório de segurança", tags: ["teste"], metadata },
    }),
  );

async function member() {
  const user = await createUser();
  return { user, token: await tokenFor(user.email) };
}

describe("the safety report", () => {
  it("comes back with an upload, is stored with the flow and is in GET /api/flows/{id}", async () => {
    const { token } = await member();
    const res = await upload(token, commandFlow());
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created.safety.level).toBe("high");
    expect(created.safety.findings).toEqual([expect.objectContaining({ rule: "execute-command", severity: "high", nodes: ["Listar arquivos"] })]);
    expect(created.safety.findings[0].message).toMatch(/comando/i);
    expect(created.compatibility).toMatchObject({ minN8nVersion: expect.any(String), unknownNodes: [], communityPackages: [] });
    expect(created.safetyLevel).toBe("high");

    const [row] = await db.select().from(schema.flows).where(eq(schema.flows.id, created.id));
    expect(row!.safetyLevel).toBe("high");
    expect(row!.safety).toEqual(created.safety);

    const detail = await (await getFlow(apiRequest("GET", `/api/flows/${created.id}`, { token }), params({ id: created.id }))).json();
    expect(detail.safety).toEqual(created.safety);
    expect(detail.compatibility).toEqual(created.compatibility);
  });

  it("filters the catalogue: safetyLevel on every item, ?safety=none leaves out flows with alerts, ?n8n= keeps what that n8n runs", async () => {
    const { token } = await member();
    const tag = `seguranca-${Date.now()}`;
    const risky = await createFlow({ metadata: commandFlow(), tags: [tag] });
    const calm = await createFlow({ metadata: harmlessFlow(), tags: [tag] });
    const list = async (query: string) =>
      (await (await listFlows(apiRequest("GET", `/api/flows?tags=${tag}&${query}`, { token }))).json()).flows as { id: string; safetyLevel: string }[];

    const all = await list("");
    expect(new Map(all.map((f) => [f.id, f.safetyLevel]))).toEqual(
      new Map([
        [risky.id, "high"],
        [calm.id, "none"],
      ]),
    );
    expect((await list("safety=none")).map((f) => f.id)).toEqual([calm.id]);
    // Set 3.4 first shipped in n8n 1.49: a 1.40 editor cannot open it, a 1.123 one can.
    expect((await list("n8n=1.40")).map((f) => f.id)).not.toContain(calm.id);
    expect((await list("n8n=1.123.4")).map((f) => f.id)).toContain(calm.id);
    const bad = await listFlows(apiRequest("GET", "/api/flows?safety=high&n8n=versao", { token }));
    expect(bad.status).toBe(400);
    const message = (await bad.json()).message as string;
    expect(message).toMatch(/inválid/);
  });

  it("asks a moderator for a note before approving a flow whose report is high, and keeps the note", async () => {
    const admin = await createAdmin();
    const adminToken = await tokenFor(admin.email);
    const { token } = await member();
    const created = await (await upload(token, commandFlow())).json();
    const approveWith = (body?: unknown) =>
      approve(apiRequest("POST", `/api/admin/flows/${created.id}/approve`, { token: adminToken, body }), params({ id: created.id }));

    const refused = await approveWith();
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/alertas de segurança altos/);
    expect((await approveWith({ note: "curta" })).status).toBe(400);
    const [still] = await db.select({ status: schema.flows.status }).from(schema.flows).where(eq(schema.flows.id, created.id));
    expect(still!.status).toBe("PENDING");

    const note = "O comando só lista uma pasta; o autor explica o uso na descrição.";
    const approved = await approveWith({ note });
    expect(approved.status).toBe(200);
    const [decision] = await db
      .select()
      .from(schema.flowModerations)
      .where(eq(schema.flowModerations.flowId, created.id))
      .orderBy(desc(schema.flowModerations.createdAt))
      .limit(1);
    expect(decision).toMatchObject({ decision: "APPROVED", reason: note, adminId: admin.id });

    // A harmless flow needs no note, as before.
    const calm = await (await upload(token, harmlessFlow())).json();
    expect((await approve(apiRequest("POST", `/api/admin/flows/${calm.id}/approve`, { token: adminToken }), params({ id: calm.id }))).status).toBe(200);
  });

  it("reports a new version in the answer and to moderators, who decide on that version's report", async () => {
    const admin = await createAdmin();
    const adminToken = await tokenFor(admin.email);
    const { user, token } = await member();
    const flow = await createFlow({ authorId: user.id, metadata: harmlessFlow() });
    const res = await putFlow(
      apiRequest("PUT", `/api/flows/${flow.id}`, { token, body: { metadata: commandFlow(), changelog: "Lista arquivos" } }),
      params({ id: flow.id }),
    );
    expect(res.status).toBe(200);
    const { newVersion } = await res.json();
    expect(newVersion).toMatchObject({ status: "PENDING", safety: { level: "high" } });
    const [version] = await db
      .select({ safety: schema.flowVersions.safety })
      .from(schema.flowVersions)
      .where(and(eq(schema.flowVersions.flowId, flow.id), eq(schema.flowVersions.status, "PENDING")));
    expect(version!.safety?.level).toBe("high");

    const queue = await (await listAdminFlows(apiRequest("GET", "/api/admin/flows?status=PENDING&limit=100", { token: adminToken }))).json();
    const entry = queue.flows.find((f: { id: string }) => f.id === flow.id);
    expect(entry.safety.level).toBe("high");
    // The published version stays harmless until the waiting one is approved, with a note.
    const [published] = await db.select({ level: schema.flows.safetyLevel }).from(schema.flows).where(eq(schema.flows.id, flow.id));
    expect(published!.level).toBe("none");
    const decide = (body?: unknown) => approve(apiRequest("POST", `/api/admin/flows/${flow.id}/approve`, { token: adminToken, body }), params({ id: flow.id }));
    expect((await decide()).status).toBe(409);
    expect((await decide({ note: "Revisado: o comando é o propósito do fluxo." })).status).toBe(200);
    const [after] = await db.select({ level: schema.flows.safetyLevel }).from(schema.flows).where(eq(schema.flows.id, flow.id));
    expect(after!.level).toBe("high");
  });

  it("judges the report of the version it approves, when the waiting version changes during the decision", async () => {
    const admin = await createAdmin();
    const adminToken = await tokenFor(admin.email);
    const { user, token } = await member();
    const flow = await createFlow({ authorId: user.id, metadata: harmlessFlow() });
    const otherCalm = n8n([
      trigger(),
      {
        name: "Campos",
        type: "n8n-nodes-base.set",
        typeVersion: 3.4,
        parameters: { assignments: { assignments: [{ name: "ok", value: "não", type: "string" }] } },
      },
    ]);
    const sent = await putFlow(
      apiRequest("PUT", `/api/flows/${flow.id}`, { token, body: { metadata: otherCalm, changelog: "Outro valor" } }),
      params({ id: flow.id }),
    );
    expect(sent.status, await sent.text()).toBe(200);
    // A write holds the flow's row (as sending a new version does) and makes the waiting version
    // `high` while the moderator's approval, without a note, arrives.
    let decision: Promise<Response> | undefined;
    await db.transaction(async (tx) => {
      await tx.select({ id: schema.flows.id }).from(schema.flows).where(eq(schema.flows.id, flow.id)).for("update");
      decision = approve(apiRequest("POST", `/api/admin/flows/${flow.id}/approve`, { token: adminToken }), params({ id: flow.id }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx
        .update(schema.flowVersions)
        .set({
          safety: {
            level: "high",
            findings: [{ rule: "execute-command", severity: "high", nodes: ["Listar arquivos"], message: "Roda comandos no servidor." }],
          },
        })
        .where(and(eq(schema.flowVersions.flowId, flow.id), eq(schema.flowVersions.status, "PENDING")));
    });
    expect((await decision!).status).toBe(409);
    const [waiting] = await db
      .select({ status: schema.flowVersions.status })
      .from(schema.flowVersions)
      .where(and(eq(schema.flowVersions.flowId, flow.id), eq(schema.flowVersions.version, 2)));
    expect(waiting!.status).toBe("PENDING");
  });

  it("is filled in for flows stored before it, at migration", async () => {
    const flow = await createFlow({
      metadata: commandFlow(),
      factsVersion: 1,
      safety: { level: "none", findings: [] },
      safetyLevel: "none",
      n8nCompat: null,
      minN8nVersion: null,
    });
    expect(await refreshFlowFacts(db)).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(schema.flows).where(eq(schema.flows.id, flow.id));
    expect(row!.safetyLevel).toBe("high");
    expect(row!.n8nCompat?.minN8nVersion).toBeTruthy();
    expect(row!.minN8nVersion).toBeGreaterThanOrEqual(1_000_000);
  });
});
