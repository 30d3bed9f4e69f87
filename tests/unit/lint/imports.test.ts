import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const SCRIPT = path.resolve("scripts/lint/imports.mjs");
let root: string | undefined;

/** A small tree laid out like the project's, with `files` (path → source). */
function lint(files: Record<string, string>) {
  root = mkdtempSync(path.join(tmpdir(), "fluxoteca-lint-"));
  const all = {
    "next.config.ts": 'import { rules } from "./lib/cache/paths";\nexport default rules;\n',
    "lib/cache/paths.ts": "export const rules = 1;\n",
    // The named exception of scripts/lint/layers.mjs, which must exist.
    "lib/settings/mutations.ts": 'import { rerank } from "@/lib/flows/rating-rank";\nexport const save = rerank;\n',
    "lib/flows/rating-rank.ts": "export const rerank = 1;\n",
    ...files,
  };
  for (const [file, source] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  for (const dir of ["app", "components", "db"]) mkdirSync(path.join(root, dir), { recursive: true });
  const run = spawnSync(process.execPath, [SCRIPT], { env: { ...process.env, LINT_ROOT: root }, encoding: "utf8" });
  return { code: run.status, out: run.stdout + run.stderr };
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe("scripts/lint/imports.mjs", () => {
  it("passes imports that go down the layers", () => {
    const result = lint({ "lib/flows/a.ts": 'import { x } from "@/lib/auth/b";\nexport const a = x;\n', "lib/auth/b.ts": "export const x = 1;\n" });
    expect(result.out).toContain("no circle");
    expect(result.code).toBe(0);
  });

  it("fails the first import that runs up a layer", () => {
    const result = lint({ "lib/flows/a.ts": 'import { y } from "@/lib/cache/c";\nexport const a = y;\n', "lib/cache/c.ts": "export const y = 1;\n" });
    expect(result.code).toBe(1);
    expect(result.out).toContain("upward import: lib/flows/a.ts (flows, layer 4) imports lib/cache/c.ts (cache, layer 10)");
  });

  it("fails a circle, also of types only", () => {
    const result = lint({
      "components/a.tsx": 'import type { B } from "./b";\nexport type A = { b?: B };\n',
      "components/b.tsx": 'import type { A } from "./a";\nexport type B = { a?: A };\n',
    });
    expect(result.code).toBe(1);
    expect(result.out).toContain("import circle: components/a.tsx ↔ components/b.tsx");
  });

  it("fails an e-mail written outside lib/mail/templates and an @/ import under next.config.ts", () => {
    const result = lint({
      "lib/mail/templates/layout.ts": "export const renderActionMail = () => 1;\n",
      "lib/reports/mail.ts": 'import { renderActionMail } from "@/lib/mail/templates/layout";\nexport const m = renderActionMail;\n',
      "lib/cache/paths.ts": 'import { z } from "@/lib/auth/z";\nexport const rules = z;\n',
      "lib/auth/z.ts": "export const z = 1;\n",
    });
    expect(result.code).toBe(1);
    expect(result.out).toContain("e-mail content outside lib/mail/templates: lib/reports/mail.ts");
    expect(result.out).toContain('lib/cache/paths.ts is loaded by next.config.ts and imports "@/lib/auth/z"');
  });
});
