import { describe, expect, it } from "vitest";
import { paginationItems } from "@/components/profile/pagination-items";

describe("paginationItems", () => {
  it("is empty without pages", () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, Number.NaN)).toEqual([]);
  });

  it("lists every page when there are 7 or fewer", () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps first, last and two pages on each side of the current one past 7", () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, "ellipsis-end", 20]);
    expect(paginationItems(10, 20)).toEqual([1, "ellipsis-start", 8, 9, 10, 11, 12, "ellipsis-end", 20]);
    expect(paginationItems(20, 20)).toEqual([1, "ellipsis-start", 18, 19, 20]);
  });

  it("shows a lone hidden page instead of an ellipsis", () => {
    expect(paginationItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, "ellipsis-end", 20]);
    expect(paginationItems(16, 20)).toEqual([1, "ellipsis-start", 14, 15, 16, 17, 18, 19, 20]);
    expect(paginationItems(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("clamps an out-of-range current page", () => {
    expect(paginationItems(99, 10)).toEqual(paginationItems(10, 10));
    expect(paginationItems(-3, 10)).toEqual(paginationItems(1, 10));
  });

  describe("compact (under 640 px)", () => {
    it("lists up to 3 pages in full", () => {
      expect(paginationItems(2, 3, { compact: true })).toEqual([1, 2, 3]);
    });

    it("keeps only first, current and last otherwise", () => {
      expect(paginationItems(1, 10, { compact: true })).toEqual([1, "ellipsis-end", 10]);
      expect(paginationItems(6, 10, { compact: true })).toEqual([1, "ellipsis-start", 6, "ellipsis-end", 10]);
      expect(paginationItems(10, 10, { compact: true })).toEqual([1, "ellipsis-start", 10]);
      expect(paginationItems(2, 10, { compact: true })).toEqual([1, 2, "ellipsis-end", 10]);
      expect(paginationItems(3, 10, { compact: true })).toEqual([1, 2, 3, "ellipsis-end", 10]);
    });
  });
});
