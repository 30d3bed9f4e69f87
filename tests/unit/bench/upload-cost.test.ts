import { describe, expect, it } from "vitest";
import { megabyteWorkflow, uploadCostLine } from "../../../scripts/bench/upload-cost";
import { analyzeSafety } from "@/lib/workflow/safety";
import { n8nCompatibility } from "@/lib/workflow/n8n-compat";

describe("the upload cost row", () => {
  it("measures on a workflow of 1 MB (not more) with nothing to report, so the time is the scan's, not the findings'", () => {
    const workflow = megabyteWorkflow();
    const bytes = Buffer.byteLength(JSON.stringify(workflow));
    expect(bytes).toBeGreaterThanOrEqual(1_000_000);
    expect(bytes).toBeLessThanOrEqual(1_010_000);
    expect(analyzeSafety("N8N", workflow).level).toBe("none");
  });

  it("keeps the mix of node kinds a real workflow has", () => {
    const nodes = megabyteWorkflow(20_000).nodes as { type: string }[];
    const kinds = new Set(nodes.map((node) => node.type));
    expect(kinds).toEqual(
      new Set([
        "n8n-nodes-base.webhook",
        "n8n-nodes-base.set",
        "n8n-nodes-base.httpRequest",
        "n8n-nodes-base.code",
        "@n8n/n8n-nodes-langchain.agent",
        "n8n-nodes-base.stickyNote",
      ]),
    );
    expect(n8nCompatibility({ nodes }).unknownNodes).toEqual([]);
  });

  it("says whether the report and compatibility stay within 5 ms", () => {
    const base = { bytes: 1_200_000, parseMs: 10, sanitizeMs: 90 };
    expect(uploadCostLine({ ...base, safetyMs: 3, compatibilityMs: 1.5 })).toContain("= 4.5 ms (meta ≤ 5 ms, dentro da meta)");
    expect(uploadCostLine({ ...base, safetyMs: 7.3, compatibilityMs: 2.4 })).toContain("ACIMA da meta");
  });
});
