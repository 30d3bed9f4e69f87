import { describe, expect, it } from "vitest";
import { defaultSortFor, listFlowsSchema, SORT_FIELDS } from "@/lib/flows/schemas";
import { SORT_LABELS } from "@/lib/flows/sort-options";

describe("sort options", () => {
  it("labels every sort field, relevance first", () => {
    expect(Object.keys(SORT_LABELS)).toEqual([...SORT_FIELDS]);
    expect(SORT_LABELS.relevance).toBe("Relevância");
  });

  it("sorts by relevance by default only while searching", () => {
    expect(defaultSortFor("whatsapp")).toBe("relevance");
    expect(defaultSortFor(undefined)).toBe("score");
    expect(listFlowsSchema.parse({}).sortBy).toBe("score");
    expect(listFlowsSchema.parse({ search: "whatsapp" }).sortBy).toBe("relevance");
    expect(listFlowsSchema.parse({ search: "   " }).sortBy).toBe("score");
    expect(listFlowsSchema.parse({ search: "whatsapp", sortBy: "createdAt" }).sortBy).toBe("createdAt");
    expect(listFlowsSchema.parse({ sortBy: "relevance" }).sortBy).toBe("relevance");
    expect(listFlowsSchema.safeParse({ sortBy: "relevancia" }).success).toBe(false);
    expect(Object.keys(listFlowsSchema.shape)).toContain("sortBy");
  });
});
