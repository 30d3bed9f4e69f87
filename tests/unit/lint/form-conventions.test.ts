import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

/** The rule ids and messages ESLint reports for `source` as if it were `file`. */
async function lint(file: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: file });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe("eslint.config.mjs: forms", () => {
  it("refuses submitWithSchema outside lib/client", async () => {
    const messages = await lint("components/x/form.tsx", 'import { submitWithSchema } from "@/lib/client/form-action";\nexport const f = submitWithSchema;\n');
    expect(messages.join("\n")).toContain("no-restricted-imports: 'submitWithSchema' import from '@/lib/client/form-action' is restricted");
  });

  it("refuses a schema check inside useFormAction, and useActionState by hand", async () => {
    const source = [
      'import { useActionState } from "react";',
      'import { useFormAction } from "@/lib/client/form-action";',
      'import { schema } from "@/lib/x";',
      "export function A() {",
      "  const [, submit] = useFormAction(async () => (schema.safeParse({}).success ? null : null), null);",
      "  const [s] = useActionState(async () => 1, 0);",
      "  return <form onSubmit={submit(undefined)}>{s}</form>;",
      "}",
    ].join("\n");
    const messages = (await lint("components/x/a.tsx", source)).filter((m) => m.startsWith("no-restricted-syntax"));
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain("useSchemaForm");
    expect(messages[1]).toContain("Forms go through lib/client");
  });

  it("lets useFormAction carry a confirmation without fields, and lib/client use the pieces", async () => {
    const confirm = [
      'import { useFormAction } from "@/lib/client/form-action";',
      "export function B({ remove }: { remove: () => Promise<void> }) {",
      "  const [, submit, pending] = useFormAction(async () => { await remove(); return null; }, null);",
      "  return <form onSubmit={submit(undefined)}><button disabled={pending}>x</button></form>;",
      "}",
    ].join("\n");
    expect(await lint("components/x/b.tsx", confirm)).toEqual([]);
    const hook = 'import { submitWithSchema } from "./form-action";\nexport const s = submitWithSchema;\n';
    expect(await lint("lib/client/y.ts", hook)).toEqual([]);
  });
});
