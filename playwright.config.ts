import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// Debian's Chromium when present: Playwright cannot download its own browser on this network.
const systemChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));

const browser = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: systemChromium,
    args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run"],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  // Two files at a time; the tests of a file run in order. Tests that change app-wide settings are
  // tagged @global and run after everything else, alone (project "global" below).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    // @ui: the looks of a screen (themes, widths, axe, screenshots), the same whatever the database:
    // the second CI run, on the embedded database, skips them (E2E_SKIP_UI=1).
    { name: "chromium", grepInvert: process.env.E2E_SKIP_UI === "1" ? [/@global/, /@ui/] : /@global/, use: browser },
    { name: "global", grep: /@global/, dependencies: ["chromium"], use: browser },
  ],
  webServer: {
    command: "npx tsx scripts/e2e-server.ts",
    url: `${baseURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    stderr: "pipe",
  },
});
