// Before the n8n test: in the app (already started by the config's webServer), the demo user's
// personal key and a new approved flow to look for; then n8n itself, started on that key's
// N8N_TEMPLATES_HOST, with an owner to sign in as. Returns the teardown (n8n stopped, its database
// dropped), which Playwright runs whether the test passed or not.
import { request, type FullConfig } from "@playwright/test";
import { DEMO_ADMIN, DEMO_USER } from "../e2e/helpers";
import { createOwner, N8N_OWNER, startN8n } from "./n8n-server";
import { n8nTestFlow } from "./flow";

export default async function globalSetup(config: FullConfig) {
  const appURL = config.projects[0]!.use.baseURL!;
  const stamp = Date.now();

  const admin = await request.newContext({ baseURL: appURL });
  const user = await request.newContext({ baseURL: appURL });
  try {
    for (const [ctx, who] of [[admin, DEMO_ADMIN], [user, DEMO_USER]] as const) {
      const res = await ctx.post("/api/auth/login", { data: who });
      if (!res.ok()) throw new Error(`login de ${who.email}: ${res.status()} ${await res.text()}`);
    }
    // Flows of an admin are approved on upload: public in the catalogue, and so in n8n's library.
    const flow = n8nTestFlow(stamp);
    const created = await admin.post("/api/flows", {
      data: { name: flow.name, description: "Fluxo criado pelo teste de ponta a ponta com o n8n.", tags: ["teste-n8n"], metadata: flow.workflow },
    });
    if (created.status() !== 201) throw new Error(`POST /api/flows: ${created.status()} ${await created.text()}`);
    const key = await user.post("/api/users/n8n-keys");
    if (key.status() !== 201) throw new Error(`POST /api/users/n8n-keys: ${key.status()} ${await key.text()}`);
    const { templatesHost } = (await key.json()) as { templatesHost: string };

    const n8n = await startN8n({
      port: Number(process.env.N8N_E2E_PORT ?? 5690),
      templatesHost,
      adminDatabaseUrl: process.env.N8N_E2E_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
      database: "fluxoteca_n8n_e2e",
      logFile: "test-results/n8n/n8n.log",
    });
    try {
      await createOwner(n8n.url, N8N_OWNER);
    } catch (error) {
      await n8n.stop();
      throw error;
    }
    // Read by the test (workers inherit the environment of the setup).
    process.env.N8N_E2E_URL = n8n.url;
    process.env.N8N_E2E_FLOW_STAMP = String(stamp);
    return () => n8n.stop();
  } finally {
    await admin.dispose();
    await user.dispose();
  }
}
