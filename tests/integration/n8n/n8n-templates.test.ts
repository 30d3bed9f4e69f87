import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { DELETE as deleteKey } from "@/app/api/users/n8n-keys/[id]/route";
import { GET as listKeys, POST as postKey } from "@/app/api/users/n8n-keys/route";
import { GET as templatesGet, OPTIONS as templatesOptions } from "@/app/api/n8n/[key]/[...path]/route";
import { GET as getProfile } from "@/app/api/users/profile/route";
import { POST as createCollection } from "@/app/api/collections/route";
import { PATCH as patchCollection } from "@/app/api/collections/[id]/route";
import { POST as addToCollection, PUT as reorderCollection } from "@/app/api/collections/[id]/flows/route";
import { DELETE as unfeature, PUT as feature } from "@/app/api/admin/collections/[id]/featured/route";
import { N8N_KEYS_MAX } from "@/lib/n8n/dto";
import { createAdmin, createFlow, createUser, setUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

const SECRET = "sk-segredo-que-nao-pode-vazar";
const metadata = {
  nodes: [
    { id: "a", name: "Quando receber", type: "n8n-nodes-base.webhook", typeVersion: 2, position: [0, 0], parameters: { path: "entrada" } },
    {
      id: "b",
      name: "Chamar API",
      type: "n8n-nodes-base.httpRequest",
      typeVersion: 4,
      position: [220, 0],
      parameters: { url: "https://api.exemplo.com", headerParameters: { token: SECRET } },
    },
    { id: "c", name: "Nota", type: "n8n-nodes-base.stickyNote", typeVersion: 1, position: [0, -200], parameters: { content: "leia-me" } },
  ],
  connections: { "Quando receber": { main: [[{ node: "Chamar API", type: "main", index: 0 }]] } },
};

let unique = 0;
/** A published n8n flow whose name no other test uses. */
async function publishedFlow(overrides: Parameters<typeof createFlow>[0] = {}) {
  unique += 1;
  return createFlow({
    name: `Agenda zéfiro ${unique} ${Date.now()}`,
    status: "APPROVED",
    isPublic: true,
    platform: "N8N",
    metadata,
    tags: ["agenda", "whatsapp"],
    ...overrides,
  });
}

async function signedIn(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  return { user, token: await tokenFor(user.email) };
}

async function newKey(token: string) {
  const res = await postKey(apiRequest("POST", "/api/users/n8n-keys", { token }));
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; key: string; templatesHost: string };
}

/** A call as n8n's editor makes it: from another origin, with its version header, no cookie. */
function call(key: string, path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const url = new URL(`/api/n8n/${key}/${path}`, "http://localhost:3000");
  const req = new Request(url, {
    method: init.method ?? "GET",
    headers: { origin: "http://localhost:5678", "n8n-version": "1.123.81", "x-forwarded-for": "203.0.113.50", ...init.headers },
  });
  const segments = url.pathname.split("/").slice(4).map(decodeURIComponent);
  if (req.method === "OPTIONS") return Promise.resolve(templatesOptions(req));
  return templatesGet(req, { params: Promise.resolve({ key, path: segments }) });
}

// The answers are n8n's loosely typed shapes: tests read them as plain JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const body = async (res: Response) => (await res.json()) as Record<string, any>;
const templateIdOf = async (id: string) =>
  (await db.select({ templateId: schema.flows.templateId }).from(schema.flows).where(eq(schema.flows.id, id)))[0]!.templateId;
const userRow = async (id: string) => (await db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!;

/** A collection of the member's through the API, with these flows in order: its id, slug and n8n number. */
async function newCollection(token: string, values: Record<string, unknown>, flows: { id: string }[]) {
  const res = await createCollection(apiRequest("POST", "/api/collections", { token, body: { isPublic: true, ...values } }));
  expect(res.status).toBe(201);
  const { id, slug } = (await res.json()) as { id: string; slug: string };
  for (const flow of flows) await addToCollection(apiRequest("POST", `/api/collections/${id}/flows`, { token, body: { flowId: flow.id } }), params({ id }));
  const [row] = await db.select({ n8nId: schema.collections.n8nId }).from(schema.collections).where(eq(schema.collections.id, id));
  return { id, slug, n8nId: row!.n8nId };
}

describe("n8n keys: /api/users/n8n-keys", () => {
  it("creates a key shown once with the base URL to paste, lists it without the key and revokes it", async () => {
    const { token } = await signedIn();
    const created = await newKey(token);
    expect(created.key).toMatch(/^fxn8n_[A-Za-z0-9_-]{43}$/);
    expect(created.templatesHost).toMatch(new RegExp(`/api/n8n/${created.key}$`));

    const listed = await body(await listKeys(apiRequest("GET", "/api/users/n8n-keys", { token })));
    expect(listed.keys).toEqual([{ id: created.id, prefix: created.key.slice(0, 10), createdAt: expect.any(String), lastUsedAt: null }]);
    expect(JSON.stringify(listed)).not.toContain(created.key);
    const [stored] = await db.select().from(schema.n8nKeys).where(eq(schema.n8nKeys.id, created.id));
    expect(stored!.keyHash).not.toContain(created.key);

    const revoked = await deleteKey(apiRequest("DELETE", `/api/users/n8n-keys/${created.id}`, { token }), params({ id: created.id }));
    expect(revoked.status).toBe(200);
    expect((await body(await listKeys(apiRequest("GET", "/api/users/n8n-keys", { token })))).keys).toEqual([]);
    const twice = await deleteKey(apiRequest("DELETE", `/api/users/n8n-keys/${created.id}`, { token }), params({ id: created.id }));
    expect(twice.status).toBe(404);
  });

  it(`allows at most ${N8N_KEYS_MAX} active keys, even when asked for at once`, async () => {
    const { token } = await signedIn();
    const results = await Promise.all(Array.from({ length: 6 }, () => postKey(apiRequest("POST", "/api/users/n8n-keys", { token }))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(N8N_KEYS_MAX);
    const refused = results.find((r) => r.status === 409)!;
    expect(await body(refused)).toMatchObject({ code: "CONFLICT", message: expect.stringContaining("Revogue uma") });
    expect((await body(await listKeys(apiRequest("GET", "/api/users/n8n-keys", { token })))).keys).toHaveLength(N8N_KEYS_MAX);
  });

  it("needs a session, refuses another site's POST and never revokes someone else's key", async () => {
    expect((await postKey(apiRequest("POST", "/api/users/n8n-keys"))).status).toBe(401);
    const { token } = await signedIn();
    const forged = await postKey(
      apiRequest("POST", "/api/users/n8n-keys", { token, headers: { origin: "https://malicioso.example", "sec-fetch-site": "cross-site" } }),
    );
    expect(forged.status).toBe(403);
    const mine = await newKey(token);
    const other = await signedIn();
    const res = await deleteKey(apiRequest("DELETE", `/api/users/n8n-keys/${mine.id}`, { token: other.token }), params({ id: mine.id }));
    expect(res.status).toBe(404);
    const bad = await deleteKey(apiRequest("DELETE", "/api/users/n8n-keys/nao-e-uuid", { token }), params({ id: "nao-e-uuid" }));
    expect(bad.status).toBe(404);
  });
});

describe("n8n template library: /api/n8n/{key}/…", () => {
  it("answers the preflight and every GET to any origin, echoed with credentials as n8n's editor sends them", async () => {
    const preflight = await call("qualquer", "templates/search", {
      method: "OPTIONS",
      headers: { "access-control-request-method": "GET", "access-control-request-headers": "n8n-version" },
    });
    expect(preflight.status).toBe(204);
    // n8n's editor calls with credentials (axios withCredentials): browsers refuse `*` for those.
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://localhost:5678");
    expect(preflight.headers.get("access-control-allow-credentials")).toBe("true");
    expect(preflight.headers.get("vary")).toContain("Origin");
    expect(preflight.headers.get("access-control-allow-headers")).toBe("n8n-version");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("GET");
    const health = await call("qualquer", "health");
    expect(health.status).toBe(200);
    expect(health.headers.get("access-control-allow-origin")).toBe("http://localhost:5678");
    expect(health.headers.get("access-control-allow-credentials")).toBe("true");
    expect(await health.json()).toEqual({ status: "OK" });
    const missing = await call("qualquer", "nada/aqui");
    expect(missing.headers.get("access-control-allow-origin")).toBe("http://localhost:5678");
    expect(missing.headers.get("access-control-allow-credentials")).toBe("true");
    // Without an Origin (curl, a server) there is nothing to echo.
    const bare = await call("qualquer", "health", { headers: { origin: "" } });
    expect(bare.headers.get("access-control-allow-origin")).toBe("*");
    expect(bare.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("searches approved public n8n flows only, by name, with pages by limit or rows", async () => {
    const { token } = await signedIn();
    const { key } = await newKey(token);
    const flow = await publishedFlow();
    const word = flow.name.split(" ").slice(0, 3).join(" ");
    await publishedFlow({ name: `${word} pendente`, status: "PENDING" });
    await publishedFlow({ name: `${word} privado`, isPublic: false });
    await publishedFlow({ name: `${word} typebot`, platform: "TYPEBOT", metadata: { version: "6", groups: [], edges: [] } });

    const res = await call(key, `templates/search?search=${encodeURIComponent(flow.name)}&page=1&limit=20&categories=`);
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:5678");
    const found = await body(res);
    expect(found.totalWorkflows).toBe(1);
    const [template] = found.workflows;
    expect(template).toMatchObject({ name: flow.name, user: { username: expect.any(String) }, totalViews: 0, createdAt: expect.any(String) });
    expect(template.id).toBeTypeOf("number");
    expect(template.nodes.map((n: { name: string }) => n.name)).toEqual(["n8n-nodes-base.webhook", "n8n-nodes-base.httpRequest"]);
    expect(template.nodes[1]).toMatchObject({
      displayName: "Requisição HTTP",
      iconData: { type: "file", fileBuffer: expect.stringMatching(/^data:image\/svg\+xml;base64,/) },
    });

    const byRows = await body(await call(key, `templates/search?search=${encodeURIComponent(word)}&rows=1`));
    expect(byRows.workflows).toHaveLength(1);
    expect(byRows.totalWorkflows).toBe(1);
  });

  it("lists categories from the flows' tags and filters by a category's number or name", async () => {
    const { token } = await signedIn();
    const { key } = await newKey(token);
    const flow = await publishedFlow({ tags: ["zefiro-categoria"] });
    const { categories } = await body(await call(key, "templates/categories"));
    const category = categories.find((c: { name: string }) => c.name === "zefiro-categoria");
    expect(category).toEqual({ id: expect.any(Number), name: "zefiro-categoria" });
    for (const value of [String(category.id), "zefiro-categoria"]) {
      const found = await body(await call(key, `templates/search?categories=${value}`));
      expect(found.workflows.map((w: { name: string }) => w.name)).toEqual([flow.name]);
    }
    expect(await body(await call(key, "templates/search?category=nao-existe"))).toEqual({ totalWorkflows: 0, workflows: [], filters: [] });
  });

  it("honours what n8n 2.x's node panel sends: apps and node types, all or any of them, and a sort", async () => {
    const { token } = await signedIn();
    const { key } = await newKey(token);
    const tag = `zefiro-apps-${Date.now()}`;
    const both = await publishedFlow({ tags: [tag], integrations: ["Zéfiro CRM", "Telegram"] });
    const crmOnly = await publishedFlow({ tags: [tag], integrations: ["Zéfiro CRM"] });
    const slack = await publishedFlow({ tags: [tag], integrations: ["Slack"] });
    const names = async (query: string) =>
      ((await body(await call(key, `templates/search?categories=${tag}&${query}`))).workflows as { name: string }[]).map((w) => w.name).sort();

    expect(await names(`apps=${encodeURIComponent("Zéfiro CRM")}`)).toEqual([both.name, crmOnly.name].sort());
    expect(await names(`apps=${encodeURIComponent("Zéfiro CRM,Telegram")}&combineWith=and`)).toEqual([both.name]);
    expect(await names(`apps=Telegram&apps=${encodeURIComponent("Zéfiro CRM")}&combineWith=or`)).toEqual([both.name, crmOnly.name].sort());
    // A node type counts as its app; one the catalogue cannot name matches nothing.
    expect(await names("nodes=n8n-nodes-base.telegram")).toEqual([both.name]);
    expect(await names("nodes=n8n-nodes-base.naoExiste")).toEqual([]);
    // Newest first, and an unknown sort keeps the default order.
    const order = async (sort: string) =>
      ((await body(await call(key, `templates/search?categories=${tag}&sort=${sort}`))).workflows as { name: string }[]).map((w) => w.name);
    expect(await order("createdAt:desc")).toEqual([slack.name, crmOnly.name, both.name]);
    expect(await order("createdAt:asc")).toEqual([both.name, crmOnly.name, slack.name]);
    expect((await call(key, `templates/search?categories=${tag}&sort=qualquer:coisa`)).status).toBe(200);
    expect((await call(key, `templates/search?categories=${tag}&combineWith=xor`)).status).toBe(400);
  });

  it("shows a template with the parameter-elided workflow; importing it is a download, charged once", async () => {
    const { user, token } = await signedIn();
    const { key } = await newKey(token);
    const flow = await publishedFlow();
    const templateId = await templateIdOf(flow.id);

    const detail = await body(await call(key, `templates/workflows/${templateId}`));
    expect(detail.workflow).toMatchObject({ id: templateId, name: flow.name, workflowInfo: { nodeCount: 2 } });
    expect(detail.workflow.workflow.nodes.map((n: { name: string }) => n.name)).toEqual(["Prévia da Fluxoteca", "Quando receber", "Chamar API", "Nota"]);
    expect(JSON.stringify(detail)).not.toContain(SECRET);
    expect(detail.workflow.description).toContain(`/fluxos/${flow.slug}`);
    expect((await userRow(user.id)).downloadCount).toBe(0);

    const imported = await body(await call(key, `workflows/templates/${templateId}`));
    expect(imported).toEqual({ id: templateId, name: flow.name, workflow: { nodes: metadata.nodes, connections: metadata.connections } });
    expect((await userRow(user.id)).downloadCount).toBe(1);
    const again = await body(await call(key, `workflows/templates/${templateId}`));
    expect(again.workflow.nodes).toEqual(metadata.nodes);
    expect((await userRow(user.id)).downloadCount).toBe(1);

    const [history] = await db.select().from(schema.downloads).where(eq(schema.downloads.userId, user.id));
    expect(history).toMatchObject({ flowId: flow.id, source: "N8N" });
    const profile = await body(await getProfile(apiRequest("GET", "/api/users/profile", { token })));
    expect(profile.downloadHistory[0]).toMatchObject({ flowId: flow.id, source: "N8N" });
  });

  it("says the safety level on the preview, and imports a high flow with its alerts and an old n8n with the steps it lacks", async () => {
    const { token } = await signedIn({ hasContributed: true });
    const { key } = await newKey(token);
    const risky = {
      nodes: [
        { id: "a", name: "Manual", type: "n8n-nodes-base.manualTrigger", typeVersion: 1, position: [0, 0], parameters: {} },
        { id: "b", name: "Apagar pasta", type: "n8n-nodes-base.executeCommand", typeVersion: 1, position: [220, 0], parameters: { command: "rm -rf /tmp/x" } },
        { id: "c", name: "Campos", type: "n8n-nodes-base.set", typeVersion: 3.4, position: [440, 0], parameters: {} },
      ],
      connections: {},
    };
    const flow = await publishedFlow({ metadata: risky });
    const templateId = await templateIdOf(flow.id);

    const preview = await body(await call(key, `templates/workflows/${templateId}`));
    const previewNote = preview.workflow.workflow.nodes[0].parameters.content as string;
    expect(previewNote).toContain("Segurança: alertas altos");
    expect(previewNote).toMatch(/Requer n8n 1\.\d+ ou superior/);

    const imported = await body(await call(key, `workflows/templates/${templateId}`, { headers: { "n8n-version": "1.0.5" } }));
    const notes = imported.workflow.nodes.filter((n: { type: string }) => n.type === "n8n-nodes-base.stickyNote");
    expect(notes.map((n: { name: string }) => n.name)).toEqual(["Alertas de segurança da Fluxoteca", "Versão do n8n"]);
    expect(notes[0].parameters.content).toContain("Apagar pasta");
    expect(notes[1].parameters.content).toMatch(/\*\*Campos\*\* \(n8n-nodes-base\.set v3\.4\): n8n 1\.\d+ ou superior/);
    // The steps themselves are untouched, beside the notes.
    expect(imported.workflow.nodes.slice(notes.length)).toEqual(risky.nodes);
    // A current n8n gets the alerts only.
    const current = await body(await call(key, `workflows/templates/${templateId}`, { headers: { "n8n-version": "2.41.0" } }));
    expect(current.workflow.nodes.filter((n: { type: string }) => n.type === "n8n-nodes-base.stickyNote").map((n: { name: string }) => n.name)).toEqual([
      "Alertas de segurança da Fluxoteca",
    ]);
  });

  it("over the quota, imports one sticky note that says so and charges nothing", async () => {
    const { user, token } = await signedIn();
    await setUser(user.id, { downloadCount: 2 });
    const { key } = await newKey(token);
    const flow = await publishedFlow();
    const templateId = await templateIdOf(flow.id);
    const res = await call(key, `workflows/templates/${templateId}`);
    expect(res.status).toBe(200);
    const note = await body(res);
    expect(note.workflow.nodes).toHaveLength(1);
    expect(note.workflow.nodes[0]).toMatchObject({
      type: "n8n-nodes-base.stickyNote",
      parameters: { content: expect.stringContaining("Limite de downloads gratuitos") },
    });
    expect(note.workflow.nodes[0].parameters.content).toContain("/dashboard");
    expect((await userRow(user.id)).downloadCount).toBe(2);
    expect(await db.select().from(schema.downloads).where(eq(schema.downloads.userId, user.id))).toHaveLength(0);
  });

  it("a revoked, unknown or banned key lists one notice and imports a note that says why, never an error", async () => {
    const { user, token } = await signedIn();
    const revoked = await newKey(token);
    await deleteKey(apiRequest("DELETE", `/api/users/n8n-keys/${revoked.id}`, { token }), params({ id: revoked.id }));
    const flow = await publishedFlow();
    const templateId = await templateIdOf(flow.id);

    const cases: [string, string][] = [
      [revoked.key, "revogada"],
      [`fxn8n_${"x".repeat(43)}`, "não reconhecida"],
      ["lixo%00\u0000", "não reconhecida"],
    ];
    for (const [key, words] of cases) {
      const search = await call(key, "templates/search?search=agenda");
      expect(search.status).toBe(200);
      const listed = await body(search);
      expect(listed.totalWorkflows).toBe(1);
      expect(listed.workflows[0].name).toContain(words === "revogada" ? "revogada" : "não reconhecida");
      expect(JSON.stringify(listed)).not.toContain(flow.name);
      const imported = await body(await call(key, `workflows/templates/${templateId}`));
      expect(imported.workflow.nodes[0].parameters.content).toContain(words);
      expect(imported.workflow.nodes[0].parameters.content).toContain("/profile#n8n");
      expect(await body(await call(key, "templates/categories"))).toEqual({ categories: [] });
    }
    expect((await userRow(user.id)).downloadCount).toBe(0);

    const banned = await signedIn();
    const bannedKey = await newKey(banned.token);
    await setUser(banned.user.id, { status: "BANNED" });
    const note = await body(await call(bannedKey.key, `workflows/templates/${templateId}`));
    expect(note.workflow.nodes[0].parameters.content).toContain("inativa ou bloqueada");
    expect((await userRow(banned.user.id)).downloadCount).toBe(0);
  });

  it("a flow taken out of the catalogue leaves the library on the next call", async () => {
    const { token } = await signedIn();
    const { key } = await newKey(token);
    const admin = await createAdmin();
    void admin;
    const flow = await publishedFlow();
    const templateId = await templateIdOf(flow.id);
    expect((await body(await call(key, `templates/search?search=${encodeURIComponent(flow.name)}`))).totalWorkflows).toBe(1);
    expect((await call(key, `templates/workflows/${templateId}`)).status).toBe(200);
    await db.update(schema.flows).set({ isPublic: false }).where(eq(schema.flows.id, flow.id));
    expect((await body(await call(key, `templates/search?search=${encodeURIComponent(flow.name)}`))).totalWorkflows).toBe(0);
    const gone = await call(key, `templates/workflows/${templateId}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ code: "NOT_FOUND" });
    const note = await body(await call(key, `workflows/templates/${templateId}`));
    expect(note.workflow.nodes[0].parameters.content).toContain("Fluxo indisponível");
  });

  it("collections list the public n8n flows by downloads, news and themes", async () => {
    const { token } = await signedIn();
    const { key } = await newKey(token);
    const flow = await publishedFlow({ name: `Zéfiro whatsapp coleção ${Date.now()}` });
    const { collections } = await body(await call(key, "templates/collections"));
    expect(collections.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(["Mais baixados", "Novos", "Atendimento no WhatsApp"]));
    const news = collections.find((c: { name: string }) => c.name === "Novos");
    const templateId = await templateIdOf(flow.id);
    expect(news.workflows[0]).toEqual({ id: templateId });
    const detail = await body(await call(key, `templates/collections/${news.id}`));
    expect(detail.collection).toMatchObject({ id: news.id, name: "Novos" });
    expect(detail.collection.workflows[0]).toMatchObject({ id: templateId, name: flow.name });
    expect((await call(key, "templates/collections/999")).status).toBe(404);
  });

  it("after the fixed views, lists the featured collections by their own number, with their public n8n flows in order", async () => {
    const { token } = await signedIn();
    const { key } = await newKey(token);
    const curator = await signedIn({ name: "Rita Curadora" });
    const admin = await tokenFor((await createAdmin()).email);
    const [first, second] = [await publishedFlow({ tags: ["agenda"] }), await publishedFlow({ tags: ["whatsapp"] })];
    const typebot = await createFlow({ name: "Bot de vendas Typebot", platform: "TYPEBOT" });
    const pending = await publishedFlow({ status: "PENDING", authorId: curator.user.id });
    const featured = await newCollection(curator.token, { name: "Kit do consultório", description: "Tudo para a agenda." }, [second, typebot, pending, first]);
    const plain = await newCollection(curator.token, { name: "Não destacada" }, [first]);
    const hidden = await newCollection(curator.token, { name: "Privada", isPublic: false }, [first]);
    expect((await feature(apiRequest("PUT", `/api/admin/collections/${featured.id}/featured`, { token: admin }), params({ id: featured.id }))).status).toBe(
      200,
    );

    const { collections } = await body(await call(key, "templates/collections"));
    const names = collections.map((c: { name: string }) => c.name);
    expect(names.at(-1)).toBe("Kit do consultório");
    expect(names).not.toContain("Não destacada");
    expect(names).not.toContain("Privada");
    const listed = collections.at(-1);
    expect(listed.id).toBe(featured.n8nId);
    expect(listed.id).toBeGreaterThan(100);
    for (const view of collections.slice(0, -1)) expect(view.id).toBeLessThanOrEqual(100);
    // The n8n flows n8n can import, in the collection's order: no Typebot, nothing unpublished.
    const ids = [await templateIdOf(second.id), await templateIdOf(first.id)];
    expect(listed.workflows).toEqual(ids.map((id) => ({ id })));
    expect(listed.nodes.map((n: { name: string }) => n.name)).toContain("n8n-nodes-base.webhook");

    const detail = await body(await call(key, `templates/collections/${featured.n8nId}`));
    expect(detail.collection).toMatchObject({ id: featured.n8nId, name: "Kit do consultório", image: [], categories: [] });
    expect(detail.collection.description).toContain("Tudo para a agenda.");
    expect(detail.collection.description).toContain(`/colecoes/${featured.slug})`);
    expect(detail.collection.workflows.map((w: { id: number }) => w.id)).toEqual(ids);
    // The same shape as the fixed views' templates.
    const view = await body(await call(key, "templates/collections/2"));
    expect(Object.keys(detail.collection.workflows[0]).sort()).toEqual(Object.keys(view.collection.workflows[0]).sort());
    expect(detail.collection.workflows[0]).toMatchObject({ name: second.name, user: { name: expect.any(String) } });
    expect(JSON.stringify(detail)).not.toContain(SECRET);

    // Not featured, private, unknown: as unknown as any other number.
    for (const n of [plain.n8nId, hidden.n8nId, 99_999]) expect((await call(key, `templates/collections/${n}`)).status, String(n)).toBe(404);
  });

  it("narrows the featured collections by n8n's search and categories, like the fixed views", async () => {
    const { token } = await signedIn();
    const { key } = await newKey(token);
    const curator = await signedIn();
    const admin = await tokenFor((await createAdmin()).email);
    const agenda = await publishedFlow({ name: `Lembrete de consulta ${Date.now()}`, tags: ["agenda"] });
    const crm = await publishedFlow({ name: `Cadastro no CRM ${Date.now()}`, tags: ["crm"] });
    const featured = await newCollection(curator.token, { name: "Clínica sem papel" }, [agenda, crm]);
    await feature(apiRequest("PUT", `/api/admin/collections/${featured.id}/featured`, { token: admin }), params({ id: featured.id }));
    const listed = async (query: string) =>
      (await body(await call(key, `templates/collections?${query}`))).collections.find((c: { id: number }) => c.id === featured.n8nId);
    const [agendaId, crmId] = [await templateIdOf(agenda.id), await templateIdOf(crm.id)];

    // A word of a flow: that flow; a word of the collection's name: all of them (accents aside).
    expect((await listed("search=lembrete"))?.workflows).toEqual([{ id: agendaId }]);
    expect((await listed("search=clinica"))?.workflows).toEqual([{ id: agendaId }, { id: crmId }]);
    expect(await listed("search=inexistente")).toBeUndefined();
    // A category is a tag: only the flows that have it.
    const categories = (await body(await call(key, "templates/categories"))).categories as { id: number; name: string }[];
    const crmCategory = categories.find((c) => c.name === "crm")!;
    expect((await listed(`category=${crmCategory.id}`))?.workflows).toEqual([{ id: crmId }]);
  });

  it("shows a change to a featured collection on the next call, and drops it when it stops being featured", async () => {
    const { token } = await signedIn();
    const { key } = await newKey(token);
    const curator = await signedIn();
    const admin = await tokenFor((await createAdmin()).email);
    const [a, b] = [await publishedFlow(), await publishedFlow()];
    const featured = await newCollection(curator.token, { name: "Antes" }, [a]);
    await feature(apiRequest("PUT", `/api/admin/collections/${featured.id}/featured`, { token: admin }), params({ id: featured.id }));
    const find = async () => (await body(await call(key, "templates/collections"))).collections.find((c: { id: number }) => c.id === featured.n8nId);
    const detail = async () => body(await call(key, `templates/collections/${featured.n8nId}`));
    expect(await find()).toMatchObject({ name: "Antes", workflows: [{ id: await templateIdOf(a.id) }] });
    expect((await detail()).collection.name).toBe("Antes");

    const id = featured.id;
    await addToCollection(apiRequest("POST", `/api/collections/${id}/flows`, { token: curator.token, body: { flowId: b.id } }), params({ id }));
    await reorderCollection(apiRequest("PUT", `/api/collections/${id}/flows`, { token: curator.token, body: { flowIds: [b.id, a.id] } }), params({ id }));
    const ids = [await templateIdOf(b.id), await templateIdOf(a.id)];
    expect(await find()).toMatchObject({ name: "Antes", workflows: ids.map((n) => ({ id: n })) });
    expect((await detail()).collection.workflows.map((w: { id: number }) => w.id)).toEqual(ids);

    // A flow that leaves the catalogue leaves the collection in n8n too.
    await db.update(schema.flows).set({ isPublic: false }).where(eq(schema.flows.id, b.id));
    expect((await find())?.workflows).toEqual([{ id: ids[1] }]);

    // A new name ends the featuring (the admin approved the text as it was) until an admin features it again.
    const renamed = await patchCollection(apiRequest("PATCH", `/api/collections/${id}`, { token: curator.token, body: { name: "Depois" } }), params({ id }));
    expect(await renamed.json()).toMatchObject({ name: "Depois", featured: false });
    expect(await find()).toBeUndefined();
    await feature(apiRequest("PUT", `/api/admin/collections/${id}/featured`, { token: admin }), params({ id }));
    expect((await detail()).collection).toMatchObject({ name: "Depois" });

    expect((await unfeature(apiRequest("DELETE", `/api/admin/collections/${id}/featured`, { token: admin }), params({ id }))).status).toBe(200);
    expect(await find()).toBeUndefined();
    expect((await call(key, `templates/collections/${featured.n8nId}`)).status).toBe(404);
  });

  it("lists an older featured collection of n8n flows even behind a dozen newer featured ones without any", async () => {
    const { token } = await signedIn();
    const { key } = await newKey(token);
    const curator = await signedIn();
    const admin = await tokenFor((await createAdmin()).email);
    const featureIt = (id: string) => feature(apiRequest("PUT", `/api/admin/collections/${id}/featured`, { token: admin }), params({ id }));
    const older = await newCollection(curator.token, { name: "Kit n8n mais antigo" }, [await publishedFlow()]);
    await featureIt(older.id);
    const typebot = await createFlow({ name: "Bot de vendas", platform: "TYPEBOT" });
    // Three curators: one member creates at most 10 collections an hour.
    const others = [await signedIn(), await signedIn(), await signedIn()];
    for (let i = 0; i < 12; i += 1) await featureIt((await newCollection(others[i % 3]!.token, { name: `Só Typebot ${i}` }, [typebot])).id);
    const { collections } = await body(await call(key, "templates/collections"));
    expect(collections.map((c: { id: number }) => c.id)).toContain(older.n8nId);
  });

  it("sends a featured collection's text to n8n as literal Markdown: no member link, image or HTML renders", async () => {
    const { token } = await signedIn();
    const { key } = await newKey(token);
    const curator = await signedIn({ name: "Rita [Oficial](https://phish.example)" });
    const admin = await tokenFor((await createAdmin()).email);
    const flow = await publishedFlow();
    const description = "[Entre aqui](https://phish.example/login) ![](https://t.example/p.gif) <img src=x onerror=alert(1)> **urgente**";
    const featured = await newCollection(curator.token, { name: "Kit seguro", description }, [flow]);
    await feature(apiRequest("PUT", `/api/admin/collections/${featured.id}/featured`, { token: admin }), params({ id: featured.id }));
    const text = (await body(await call(key, `templates/collections/${featured.n8nId}`))).collection.description as string;
    expect(text).toContain("\\[Entre aqui\\]\\(https://phish.example/login\\)");
    expect(text).toContain("\\!\\[\\]\\(https://t.example/p.gif\\)");
    expect(text).toContain("\\<img src=x onerror=alert\\(1\\)\\>");
    expect(text).toContain("\\*\\*urgente\\*\\*");
    expect(text).toContain("Coleção de Rita \\[Oficial\\]\\(https://phish.example\\).");
    // The site's own link stays a link.
    expect(text).toMatch(/\[Ver na Fluxoteca\]\(http[^)]+\/colecoes\/kit-seguro-[a-z0-9]{6}\)$/);
  });

  it("bad input is a pt-BR 400 with the API's error shape; unknown paths are 404", async () => {
    const { token } = await signedIn();
    const { key } = await newKey(token);
    const tooBig = await call(key, "templates/search?limit=1000");
    expect(tooBig.status).toBe(400);
    expect(tooBig.headers.get("access-control-allow-origin")).toBe("http://localhost:5678");
    expect(await tooBig.json()).toMatchObject({ code: "INVALID_INPUT", message: expect.stringContaining("limite máximo") });
    expect((await call(key, "templates/search?page=abc")).status).toBe(400);
    expect((await call(key, "templates/workflows/abc")).status).toBe(404);
    expect((await call(key, "templates/workflows/99999999999")).status).toBe(404);
    expect((await call(key, "templates/outra")).status).toBe(404);
    // NUL and a broken UTF-8 sequence: dropped from the search, never a 500.
    const nul = await call(key, "templates/search?search=agenda%00%ED%A0%80");
    expect(nul.status).toBe(200);
  });

  it("limits calls per key: past 300 in 5 minutes, a 429 with Retry-After in the API's shape", async () => {
    const { token } = await signedIn();
    const { key } = await newKey(token);
    const other = await newKey(token);
    for (let i = 0; i < 300; i++) expect((await call(key, "templates/categories")).status).toBe(200);
    const limited = await call(key, "templates/categories");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get("access-control-allow-origin")).toBe("http://localhost:5678");
    expect(await limited.json()).toMatchObject({ code: "RATE_LIMITED", message: expect.stringContaining("Aguarde") });
    // Each key has its own budget.
    expect((await call(other.key, "templates/categories")).status).toBe(200);
  });
});
