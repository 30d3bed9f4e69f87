// Before the n8n test: in the app (already started by the config's webServer), the demo user's
// personal key and one new approved flow per n8n version to look for (a re-download is free, so each
// version's import needs a flow of its own to count as a download). n8n itself is started by the
// test's worker fixture, one version after the other (tests/n8n/templates.spec.ts). Returns the
// teardown, which Playwright runs also after Ctrl+C, when a worker may not have stopped its n8n.
import { request, type FullConfig } from "@playwright/test";
import { DEMO_ADMIN, DEMO_USER } from "../e2e/helpers";
import { dropN8nDatabases, N8N_VERSIONS } from "./n8n-server";
import { n8nTestFlow } from "./flow";

export default async function globalSetup(config: FullConfig) {
  const appURL = config.projects[0]!.use.baseURL!;
  const started = Date.now();

  const admin = await request.newContext({ baseURL: appURL });
  const user = await request.newContext({ baseURL: appURL });
  try {
    for (const [ctx, who] of [
      [admin, DEMO_ADMIN],
      [user, DEMO_USER],
    ] as const) {
      const res = await ctx.post("/api/auth/login", { data: who });
      if (!res.ok()) throw new Error(`login de ${who.email}: ${res.status()} ${await res.text()}`);
    }
    // Flows of an admin are approved on upload: public in the catalogue, and so in n8n's library.
    const stamps: Record<string, number> = {};
    for (const [i, version] of N8N_VERSIONS.entries()) {
      const flow = n8nTestFlow(started + i);
      const created = await admin.post("/api/flows", {
        data: { name: flow.name, description: "Fluxo criado pelo teste de ponta a ponta com o n8n.", tags: ["teste-n8n"], metadata: flow.workflow },
      });
      if (created.status() !== 201) throw new Error(`POST /api/flows: ${created.status()} ${await created.text()}`);
      stamps[version] = started + i;
    }
    const key = await user.post("/api/users/n8n-keys");
    if (key.status() !== 201) throw new Error(`POST /api/users/n8n-keys: ${key.status()} ${await key.text()}`);
    const { templatesHost } = (await key.json()) as { templatesHost: string };

    // Read by the test (workers inherit the environment of the setup).
    process.env.N8N_E2E_TEMPLATES_HOST = templatesHost;
    process.env.N8N_E2E_FLOW_STAMPS = JSON.stringify(stamps);
    return () => dropN8nDatabases();
  } finally {
    await admin.dispose();
    await user.dispose();
  }
}
