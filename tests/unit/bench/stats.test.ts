import { describe, expect, it } from "vitest";
import {
  checkTargets,
  evaluate,
  formatRatio,
  formatTable,
  formatVerdict,
  median,
  resultCells,
  roundOrder,
  summarize,
  type Measured,
  type RunSample,
} from "@/scripts/bench/stats";

const run = (rps: number, p50: number, p99: number, extra: Partial<RunSample> = {}): RunSample => ({
  rps,
  p50,
  p99,
  requests: rps * 10,
  non2xx: 0,
  errors: 0,
  ...extra,
});

function row(partial: Partial<Measured> & Pick<Measured, "id" | "kind" | "connections">): Measured {
  return { label: partial.id, path: "/", runs: [], rps: 1000, p50: 5, p99: 20, requests: 10_000, non2xx: 0, errors: 0, ...partial };
}

describe("median", () => {
  it("takes the middle value of an odd list, unsorted input included", () => {
    expect(median([9, 1, 5])).toBe(5);
    expect(median([3])).toBe(3);
  });

  it("averages the two middle values of an even list", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("does not reorder the caller's array", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it("refuses an empty list", () => {
    expect(() => median([])).toThrow();
  });
});

describe("summarize", () => {
  it("takes the median of each metric independently and sums the errors", () => {
    const s = summarize([run(100, 5, 40), run(300, 9, 20, { non2xx: 2 }), run(200, 7, 30, { errors: 1 })]);
    expect(s).toEqual({ rps: 200, p50: 7, p99: 30, requests: 6000, non2xx: 2, errors: 1 });
  });

  it("takes latencies only from runs that completed requests", () => {
    const s = summarize([run(0, 0, 0, { requests: 0 }), run(4, 250, 300), run(0, 0, 0, { requests: 0 })]);
    expect(s).toMatchObject({ rps: 0, p50: 250, p99: 300, requests: 40 });
    expect(summarize([run(0, 0, 0, { requests: 0 })])).toMatchObject({ p50: 0, p99: 0, requests: 0 });
  });
});

describe("summarize, CPU", () => {
  it("averages the CPU shares of the runs that have them", () => {
    const cpu = (loadGenerator: number, nginx: number, machine: number) => ({ loadGenerator, processes: { app: 0.1, nginx }, machine });
    const summary = summarize([run(10, 1, 2, { cpu: cpu(1, 0.4, 0.9) }), run(12, 1, 2, { cpu: cpu(0.8, 0.6, 0.7) }), run(11, 1, 2)]);
    expect(summary.cpu?.loadGenerator).toBeCloseTo(0.9);
    expect(summary.cpu?.processes).toEqual({ app: 0.1, nginx: 0.5 });
    expect(summary.cpu?.machine).toBeCloseTo(0.8);
    expect(summarize([run(10, 1, 2)]).cpu).toBeUndefined();
  });
});

describe("checkTargets", () => {
  it("passes an /api/flows shape at c=32 within 75% of the ceiling and p99 ≤ 60 ms", () => {
    const check = checkTargets(row({ id: "default", kind: "api", connections: 32, rps: 760, p99: 60 }), { db: "postgres", ceilingRps: 1000 });
    expect(check).toEqual({ status: "ok", notes: [] });
  });

  it("fails an /api/flows shape below 75% of the ceiling or above 60 ms p99, saying why", () => {
    const check = checkTargets(row({ id: "tag", kind: "api", connections: 32, rps: 500, p99: 75 }), { db: "postgres", ceilingRps: 1000 });
    expect(check.status).toBe("fail");
    expect(check.notes.join(" ")).toMatch(/50%/);
    expect(check.notes.join(" ")).toMatch(/p99 75 ms > 60 ms/);
  });

  it("has no target for /api/flows at c=1 on Postgres", () => {
    expect(checkTargets(row({ id: "default", kind: "api", connections: 1, p99: 500 }), { db: "postgres", ceilingRps: 10 }).status).toBe("n/a");
  });

  it("applies the embedded-database p99 ≤ 30 ms at c=1 to every shape of the app, not to the reference app", () => {
    expect(checkTargets(row({ id: "ssr-home", kind: "ssr", connections: 1, p99: 31 }), { db: "pglite" }).status).toBe("fail");
    expect(checkTargets(row({ id: "ceiling", kind: "ceiling", connections: 1, p99: 30 }), { db: "pglite" }).status).toBe("ok");
    expect(checkTargets(row({ id: "ceiling", kind: "ceiling", connections: 32, p99: 300 }), { db: "pglite" }).status).toBe("n/a");
    expect(checkTargets(row({ id: "ref-page", kind: "reference", connections: 1, p99: 300 }), { db: "pglite" }).status).toBe("n/a");
  });

  it("checks the signed-in /dashboard at c=32: at least 166 req/s with p50 ≤ 190 ms", () => {
    expect(checkTargets(row({ id: "ssr-dashboard", kind: "ssr", connections: 32, rps: 170, p50: 190 }), { db: "postgres" }).status).toBe("ok");
    const slow = checkTargets(row({ id: "ssr-dashboard", kind: "ssr", connections: 32, rps: 83, p50: 381 }), { db: "postgres" });
    expect(slow.status).toBe("fail");
    expect(slow.notes).toEqual(["req/s 83 < 166", "p50 381 ms > 190 ms"]);
    expect(checkTargets(row({ id: "ssr-dashboard", kind: "ssr", connections: 1, rps: 20, p50: 30 }), { db: "postgres" }).status).toBe("n/a");
  });

  it("holds a visitor's /fluxos, facet and flow pages to 60% of the ceiling and p50 ≤ 50 ms, not the search page", () => {
    const ok = checkTargets(row({ id: "page-fluxos", kind: "page", connections: 32, rps: 700, p50: 40 }), { db: "postgres", ceilingRps: 1000 });
    expect(ok.status).toBe("ok");
    const slow = checkTargets(row({ id: "page-flow", kind: "page", connections: 32, rps: 500, p50: 70 }), { db: "postgres", ceilingRps: 1000 });
    expect(slow.notes).toEqual(["req/s 50% < 60% do teto", "p50 70 ms > 50 ms"]);
    expect(checkTargets(row({ id: "page-search", kind: "page", connections: 32, rps: 100, p50: 300 }), { db: "postgres", ceilingRps: 1000 }).status).toBe(
      "n/a",
    );
  });

  it("holds the pages from the nginx cache to 10× the ceiling's req/s at c=32", () => {
    expect(checkTargets(row({ id: "nginx-fluxos", kind: "cache", connections: 32, rps: 8000 }), { db: "postgres", ceilingRps: 700 }).status).toBe("ok");
    const short = checkTargets(row({ id: "nginx-flow", kind: "cache", connections: 32, rps: 3500 }), { db: "postgres", ceilingRps: 700 });
    expect(short.notes).toEqual(["req/s 5.0× < 10× o teto"]);
    expect(checkTargets(row({ id: "nginx-flow", kind: "cache", connections: 1, rps: 900 }), { db: "postgres", ceilingRps: 700 }).status).toBe("n/a");
  });

  it("compares the mixed row with the same request read-only: 90% of its req/s, p99 at most twice", () => {
    const readOnly = { rps: 1000, p99: 40 };
    expect(checkTargets(row({ id: "mixed-default", kind: "mixed", connections: 32, rps: 950, p99: 70 }), { db: "postgres", readOnly }).status).toBe("ok");
    const hurt = checkTargets(row({ id: "mixed-default", kind: "mixed", connections: 32, rps: 570, p99: 388 }), { db: "postgres", readOnly });
    expect(hurt.notes).toEqual(["req/s 57% < 90% do mesmo pedido só de leitura", "p99 388 ms > 2× o só de leitura (40 ms)"]);
    expect(checkTargets(row({ id: "mixed-default", kind: "mixed", connections: 32 }), { db: "postgres" }).notes).toEqual([
      "o mesmo pedido só de leitura não foi medido",
    ]);
  });

  it("holds only the catalogue itself to the SSR target, not its no-hit diagnostic row", () => {
    expect(checkTargets(row({ id: "ssr-dashboard-empty", kind: "ssr", connections: 32, p50: 300 }), { db: "postgres" }).status).toBe("n/a");
  });

  it("fails any row that saw non-2xx responses or errors", () => {
    const check = checkTargets(row({ id: "ssr-flow", kind: "ssr", connections: 1, non2xx: 3 }), { db: "postgres" });
    expect(check.status).toBe("fail");
  });

  it("fails any row where no request completed, whatever its targets", () => {
    const check = checkTargets(row({ id: "ssr-flow", kind: "ssr", connections: 32, rps: 0, p50: 0, p99: 0, requests: 0 }), { db: "postgres" });
    expect(check).toEqual({ status: "fail", notes: ["nenhuma resposta concluída durante a medição"] });
  });

  it("fails an api row at c=32 when the ceiling was not measured", () => {
    expect(checkTargets(row({ id: "default", kind: "api", connections: 32 }), { db: "postgres" }).status).toBe("fail");
  });
});

describe("evaluate", () => {
  it("divides by the ceiling at the same concurrency", () => {
    const rows = evaluate(
      [
        row({ id: "ceiling", kind: "ceiling", connections: 1, rps: 500 }),
        row({ id: "ceiling", kind: "ceiling", connections: 32, rps: 2000 }),
        row({ id: "default", kind: "api", connections: 1, rps: 250 }),
        row({ id: "default", kind: "api", connections: 32, rps: 1600, p99: 40 }),
      ],
      "postgres",
    );
    expect(rows.map((r) => r.ratio)).toEqual([1, 1, 0.5, 0.8]);
    expect(rows[3]!.target.status).toBe("ok");
  });

  it("gives the mixed row its read-only twin at the same concurrency", () => {
    const rows = evaluate(
      [
        row({ id: "ceiling", kind: "ceiling", connections: 32, rps: 2000 }),
        row({ id: "default", kind: "api", connections: 32, rps: 1600, p99: 40 }),
        row({ id: "mixed-default", kind: "mixed", connections: 32, rps: 800, p99: 50 }),
      ],
      "postgres",
    );
    expect(rows[2]!.target.notes).toEqual(["req/s 50% < 90% do mesmo pedido só de leitura"]);
  });
});

describe("formatting", () => {
  it("shows no latency for a row without completed requests", () => {
    const [r] = evaluate([row({ id: "default", kind: "api", connections: 32, rps: 0, p50: 0, p99: 0, requests: 0 })], "postgres");
    expect(resultCells(r!)).toEqual(["default", "32", "0.0", "—", "—", "—", "NÃO (nenhuma resposta concluída durante a medição)"]);
  });

  it("renders ratios and verdicts", () => {
    expect(formatRatio(null)).toBe("—");
    expect(formatRatio(0.756)).toBe("76%");
    expect(formatVerdict({ status: "n/a", notes: [] })).toBe("—");
    expect(formatVerdict({ status: "ok", notes: [] })).toBe("ok");
    expect(formatVerdict({ status: "fail", notes: ["a", "b"] })).toBe("NÃO (a; b)");
  });

  it("aligns a text table, numbers to the right", () => {
    const text = formatTable(
      ["forma", "req/s"],
      [
        ["flows: padrão", "12"],
        ["teto", "1234"],
      ],
      "text",
    );
    expect(text.split("\n")).toEqual(["forma          req/s", "-------------  -----", "flows: padrão     12", "teto            1234"]);
  });

  it("renders Markdown with right-aligned numeric columns and escaped pipes", () => {
    const md = formatTable(
      ["forma", "p99 (ms)"],
      [
        ["a|b", "3.5"],
        ["c", "—"],
      ],
      "markdown",
    );
    expect(md.split("\n")).toEqual(["| forma | p99 (ms) |", "| --- | ---: |", "| a\\|b | 3.5 |", "| c | — |"]);
  });

  it("pads short rows", () => {
    expect(formatTable(["a", "b"], [["x"]], "markdown").split("\n")[2]).toBe("| x |  |");
  });
});

describe("roundOrder", () => {
  it("alternates forward and backward so no shape is always measured last", () => {
    const shapes = ["teto", "padrao", "autor", "combinado"];
    expect(roundOrder(shapes, 0)).toEqual(shapes);
    expect(roundOrder(shapes, 1)).toEqual(["combinado", "autor", "padrao", "teto"]);
    expect(roundOrder(shapes, 2)).toEqual(shapes);
    // Over two rounds every shape's positions add up to the same total.
    const positions = shapes.map((s) => roundOrder(shapes, 0).indexOf(s) + roundOrder(shapes, 1).indexOf(s));
    expect(new Set(positions)).toEqual(new Set([shapes.length - 1]));
  });

  it("never reorders the caller's array", () => {
    const shapes = ["a", "b"];
    roundOrder(shapes, 1);
    expect(shapes).toEqual(["a", "b"]);
  });
});
