import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS, withServerNodeFlags } from "@/scripts/server-flags";

describe("production server V8 flags", () => {
  it("`npm start` passes the same flags as the servers the scripts start", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    const start = pkg.scripts.start!;
    expect(start).toMatch(/^node .*node_modules\/next\/dist\/bin\/next start$/);
    for (const flag of SERVER_NODE_FLAGS) expect(start.split(" ")).toContain(flag);
  });

  it("appends the flags to NODE_OPTIONS without dropping what was there", () => {
    const env = { NODE_ENV: "production" } as const;
    expect(withServerNodeFlags(env)).toEqual({ NODE_ENV: "production", NODE_OPTIONS: SERVER_NODE_FLAGS.join(" ") });
    expect(withServerNodeFlags({ ...env, NODE_OPTIONS: "--enable-source-maps" }).NODE_OPTIONS).toBe(["--enable-source-maps", ...SERVER_NODE_FLAGS].join(" "));
  });
});
