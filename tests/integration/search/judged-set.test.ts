import { describe, expect, it } from "vitest";
import { listPublicFlows } from "@/lib/flows/queries";
import { listFlowsSchema } from "@/lib/flows/schemas";
import { JUDGED_QUERIES, type JudgedQuery } from "../../fixtures/search/judged-queries";
import { SEARCH_CATALOGUE } from "../../fixtures/search/catalogue";
import { insertSearchCatalogue } from "../../helpers/search-catalogue";
import { testDb } from "../../helpers/setup-db";

const K = 10;

interface Outcome {
  query: JudgedQuery;
  top: string[];
  recall: number;
  reciprocalRank: number;
}

/** Recall@10 (over at most 10 relevant flows) and the reciprocal rank of the first relevant one. */
function judge(query: JudgedQuery, top: string[]): Outcome {
  const relevant = new Set(query.relevant);
  const found = top.slice(0, K).filter((key) => relevant.has(key)).length;
  const first = top.findIndex((key) => relevant.has(key));
  return { query, top, recall: found / Math.min(relevant.size, K), reciprocalRank: first === -1 ? 0 : 1 / (first + 1) };
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const fmt = (n: number) => n.toFixed(3);

describe("judged search queries", () => {
  it("every judged flow is in the fixture", () => {
    const keys = new Set(SEARCH_CATALOGUE.map((f) => f.key));
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(40);
    expect(SEARCH_CATALOGUE.length).toBeGreaterThanOrEqual(80);
    expect(JUDGED_QUERIES.flatMap((q) => q.relevant).filter((key) => !keys.has(key))).toEqual([]);
  });

  it(`reaches recall@${K} ≥ 0.9 and MRR ≥ 0.7`, async () => {
    await insertSearchCatalogue();
    const outcomes: Outcome[] = [];
    for (const query of JUDGED_QUERIES) {
      const list = await listPublicFlows(listFlowsSchema.parse({ search: query.query, limit: K }));
      outcomes.push(
        judge(
          query,
          list.flows.map((f) => f.slug),
        ),
      );
    }
    const recall = mean(outcomes.map((o) => o.recall));
    const mrr = mean(outcomes.map((o) => o.reciprocalRank));
    const lines = [`Busca, conjunto julgado (${testDb().kind}): ${outcomes.length} consultas, ${SEARCH_CATALOGUE.length} fluxos`];
    lines.push(`  recall@${K} = ${fmt(recall)}   MRR = ${fmt(mrr)}`);
    for (const kind of [...new Set(JUDGED_QUERIES.map((q) => q.kind))]) {
      const some = outcomes.filter((o) => o.query.kind === kind);
      lines.push(
        `  ${kind.padEnd(8)} ${String(some.length).padStart(2)} consultas  recall@${K} ${fmt(mean(some.map((o) => o.recall)))}  MRR ${fmt(mean(some.map((o) => o.reciprocalRank)))}`,
      );
    }
    for (const o of outcomes.filter((o) => o.recall < 1 || o.reciprocalRank < 1)) {
      const missing = o.query.relevant.filter((key) => !o.top.includes(key));
      lines.push(
        `  "${o.query.query}": recall ${fmt(o.recall)}, RR ${fmt(o.reciprocalRank)}; faltam ${missing.join(", ") || "—"}; topo ${o.top.slice(0, 3).join(", ")}`,
      );
    }
    console.log(lines.join("\n"));
    expect(recall).toBeGreaterThanOrEqual(0.9);
    expect(mrr).toBeGreaterThanOrEqual(0.7);
  });
});
