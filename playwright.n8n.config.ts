// `npm run test:n8n`: n8n's own editor against the app's template library (tests/n8n), once per n8n
// version in tests/n8n/versions.json (one project each; `--project "n8n 2.41.1"` runs one). Needs the
// installs of scripts/n8n/install.sh and a local Postgres for n8n; the app runs on its own port.
import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { N8N_VERSIONS, type N8nOptions } from "./tests/n8n/n8n-server";

const port = Number(process.env.N8N_E2E_APP_PORT ?? 3180);
const baseURL = `http://localhost:${port}`;
const systemChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));

export default defineConfig<object, N8nOptions>({
  testDir: "tests/n8n",
  outputDir: "test-results/n8n",
  globalSetup: "./tests/n8n/global-setup.ts",
  // One n8n at a time: each project's worker starts its version and stops it before the next.
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // n8n's editor loads a few MB of scripts and its node catalogue on a 2-core machine.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/n8n.json" }]],
  use: {
    baseURL,
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: systemChromium,
      args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run"],
    },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: N8N_VERSIONS.map((n8nVersion) => ({ name: `n8n ${n8nVersion}`, use: { n8nVersion } })),
  webServer: {
    command: "npx tsx scripts/e2e-server.ts",
    env: { E2E_PORT: String(port) },
    url: `${baseURL}/api/health`,
    timeout: 600_000,
    // A fresh database every run: the demo user's download count starts from zero.
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
