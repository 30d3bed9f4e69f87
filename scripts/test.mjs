// `npm test`: unit + integration (Vitest), then end-to-end in Chromium (Playwright), and one closing
// summary line for the whole run.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

const out = "test-results";
mkdirSync(out, { recursive: true });
for (const f of ["vitest.json", "e2e.json"]) rmSync(`${out}/${f}`, { force: true });

const run = (cmd, args) => spawnSync(cmd, args, { stdio: "inherit", env: process.env }).status ?? 1;

const vitest = run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${out}/vitest.json`]);
const skipE2E = process.argv.includes("--no-e2e");
const e2e = skipE2E ? 0 : run("npx", ["playwright", "test"]);

function read(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
}

let passed = 0;
let failed = 0;
let skipped = 0;
const v = read(`${out}/vitest.json`);
if (v) {
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + (v.numTodoTests ?? 0);
}
const p = read(`${out}/e2e.json`);
if (p) {
  passed += p.stats.expected + p.stats.flaky;
  failed += p.stats.unexpected;
  skipped += p.stats.skipped;
}
// A runner that crashed before reporting still fails the run.
if (vitest !== 0 && failed === 0) failed += 1;
if (e2e !== 0 && (!p || p.stats.unexpected === 0)) failed += 1;

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(vitest !== 0 || e2e !== 0 ? 1 : 0);
