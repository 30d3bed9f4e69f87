import { describe, expect, it } from "vitest";
import { megabyteWorkflow, uploadCostLine } from "../../../scripts/bench/upload-cost";
import { analyzeSafety } from "@/lib/workflow/safety";

describe("the upload cost row", () => {
  it("measures on a workflow of at least 1 MB with nothing to report, so the time is the scan's, not the findings'", () => {
    const workflow = megabyteWorkflow();
    expect(JSON.stringify(workflow).length).toBeGreaterThanOrEqual(1_000_000);
    expect(analyzeSafety("N8N", workflow).level).toBe("none");
  });

  it("says whether the report and compatibility stay within 5 ms", () => {
    const base = { bytes: 1_200_000, parseMs: 10, sanitizeMs: 90 };
    expect(uploadCostLine({ ...base, safetyMs: 3, compatibilityMs: 1.5 })).toContain("= 4.5 ms (meta ≤ 5 ms, dentro da meta)");
    expect(uploadCostLine({ ...base, safetyMs: 7.3, compatibilityMs: 2.4 })).toContain("ACIMA da meta");
  });
});
