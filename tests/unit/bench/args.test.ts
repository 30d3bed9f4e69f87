import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS, parseArgs, parseConnections, UsageError } from "@/scripts/bench/args";

describe("parseArgs", () => {
  it("defaults to the issue's full run", () => {
    expect(parseArgs([])).toEqual(DEFAULT_OPTIONS);
    expect(DEFAULT_OPTIONS).toMatchObject({ flows: 100_000, duration: 10, runs: 3, connections: [1, 32], instances: 1, lighthouse: true });
  });

  it("reads every option, in both --name value and --name=value forms", () => {
    const opts = parseArgs([
      "--",
      "--flows",
      "5000",
      "--duration=3",
      "--runs",
      "1",
      "--connections",
      "32,1,32",
      "--instances=2",
      "--skip-build",
      "--only",
      "default,tag",
      "--no-lighthouse",
      "--keep",
      "--warmup",
      "0",
    ]);
    expect(opts).toMatchObject({
      flows: 5000,
      duration: 3,
      runs: 1,
      connections: [1, 32],
      instances: 2,
      skipBuild: true,
      only: ["default", "tag"],
      lighthouse: false,
      keep: true,
      warmup: 0,
    });
  });

  it("rejects unknown options and bad numbers", () => {
    expect(() => parseArgs(["--fast"])).toThrow(UsageError);
    expect(() => parseArgs(["--flows", "dez"])).toThrow(/--flows/);
    expect(() => parseArgs(["--runs", "0"])).toThrow(/--runs/);
    expect(() => parseArgs(["--instances", "3"])).toThrow(/1 ou 2/);
    expect(() => parseArgs(["--only", ""])).toThrow(/--only/);
  });

  it("parses the concurrency list", () => {
    expect(parseConnections(" 64, 8 ")).toEqual([8, 64]);
    expect(() => parseConnections("")).toThrow(UsageError);
  });
});
