import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { GET as getFlow } from "@/app/api/flows/[id]/route";
import { createAdmin, createFlow, createUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

const metadata = {
  name: "Cobrança",
  nodes: [{ id: "1", name: "HTTP", type: "n8n-nodes-base.httpRequest", typeVersion: 4, position: [0, 0], parameters: { url: "https://api.interna/segredo" } }],
  connections: {},
};

const fetchFlow = (id: string, token?: string) => getFlow(apiRequest("GET", `/api/flows/${id}`, { token }), params({ id }));

describe("GET /api/flows/{id}", () => {
  it("sends the elided preview to a user who has not downloaded, and the full JSON to those entitled", async () => {
    const [author, reader, contributor, admin] = await Promise.all([createUser(), createUser(), createUser({ hasContributed: true }), createAdmin()]);
    const flow = await createFlow({ metadata, authorId: author.id });

    const preview = await (await fetchFlow(flow.id, await tokenFor(reader.email))).json();
    expect(preview.metadataAccess).toBe("preview");
    expect(JSON.stringify(preview.metadata)).not.toContain("segredo");
    expect(preview.metadata.nodes[0].name).toBe("HTTP");
    expect(preview.authorEmail).toBeNull();

    for (const who of [author, contributor, admin]) {
      const body = await (await fetchFlow(flow.id, await tokenFor(who.email))).json();
      expect(body.metadataAccess).toBe("full");
      expect(body.metadata).toEqual(metadata);
    }

    await db.insert(schema.downloads).values({ userId: reader.id, flowId: flow.id, flowName: flow.name });
    const afterDownload = await (await fetchFlow(flow.id, await tokenFor(reader.email))).json();
    expect(afterDownload.metadataAccess).toBe("full");
    expect(afterDownload.viewerHasDownloaded).toBe(true);
  });

  it("answers 404 'Fluxo não encontrado' for pending or private flows of others and for bad ids", async () => {
    const [author, other] = await Promise.all([createUser(), createUser()]);
    const pending = await createFlow({ status: "PENDING", authorId: author.id });
    const hidden = await createFlow({ isPublic: false, authorId: author.id });
    const token = await tokenFor(other.email);
    for (const id of [pending.id, hidden.id, "00000000-0000-4000-8000-000000000000", "nao-e-uuid"]) {
      const res = await fetchFlow(id, token);
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe("Fluxo não encontrado");
    }
    expect((await fetchFlow(pending.id, await tokenFor(author.email))).status).toBe(200);
  });

  it("needs a session", async () => {
    const flow = await createFlow();
    expect((await fetchFlow(flow.id)).status).toBe(401);
  });
});
