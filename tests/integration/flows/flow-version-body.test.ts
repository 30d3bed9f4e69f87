import { describe, expect, it } from "vitest";
import { PUT as putFlow } from "@/app/api/flows/[id]/route";
import { createFlow, createUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

const put = (id: string, token: string, payload: unknown) => putFlow(apiRequest("PUT", `/api/flows/${id}`, { token, body: payload }), params({ id }));

// A workflow whose code step holds `chars` characters: real exports are often hundreds of KB.
const workflow = (chars: number) => ({
  nodes: [
    { id: "a", name: "Início", type: "n8n-nodes-base.manualTrigger", position: [0, 0], parameters: {} },
    { id: "b", name: "Calcular", type: "n8n-nodes-base.code", position: [200, 0], parameters: { jsCode: `// ${"x".repeat(chars)}` } },
  ],
  connections: { Início: { main: [[{ node: "Calcular", type: "main", index: 0 }]] } },
});

describe("PUT /api/flows/{id} with a new version's JSON", () => {
  it("takes a body as large as an upload's (not the 64 KB of other JSON bodies)", async () => {
    const author = await createUser();
    const flow = await createFlow({ authorId: author.id });
    const res = await put(flow.id, await tokenFor(author.email), { metadata: workflow(300_000), changelog: "Passo de código maior" });
    expect(res.status).toBe(200);
    expect((await res.json()).newVersion).toMatchObject({ version: 2, status: "PENDING" });
  });

  it("still refuses a body over 1.5 MB (413)", async () => {
    const author = await createUser();
    const flow = await createFlow({ authorId: author.id });
    const res = await put(flow.id, await tokenFor(author.email), { metadata: workflow(1_600_000) });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toContain("O corpo da requisição excede o limite de 1536 KB.");
  });
});
