import { describe, expect, it } from "vitest";
import { adminTabHref, parseAdminTab, tabListHref } from "@/components/admin/panel/tabs";
import { adminListFlowsSchema, bulkVisibilitySchema, queryToInput, rejectFlowSchema } from "@/lib/flows/schemas";

describe("admin tabs in the URL", () => {
  it("reads ?aba=, falling back to the overview", () => {
    expect(parseAdminTab("fluxos")).toBe("fluxos");
    expect(parseAdminTab("colecoes")).toBe("colecoes");
    expect(parseAdminTab(["sistema", "fluxos"])).toBe("sistema");
    expect(parseAdminTab(undefined)).toBe("visao-geral");
    expect(parseAdminTab("config")).toBe("visao-geral");
  });

  it("builds tab links, leaving the overview at /admin", () => {
    expect(adminTabHref("visao-geral")).toBe("/admin");
    expect(adminTabHref("contribuicoes", { page: "2", status: undefined })).toBe("/admin?aba=contribuicoes&page=2");
    expect(adminTabHref("colecoes", { featured: "true" })).toBe("/admin?aba=colecoes&featured=true");
    expect(
      tabListHref("fluxos", { aba: "fluxos", search: "pix", page: "3", other: "x", status: ["PENDING", "APPROVED"] }, ["search", "status", "page"], {
        page: "4",
      }),
    ).toBe("/admin?aba=fluxos&search=pix&status=PENDING&page=4");
  });
});

describe("admin flow schemas", () => {
  it("defaults the list to page 1, 20 per page, newest first, and drops empty filters", () => {
    expect(adminListFlowsSchema.parse(queryToInput(new URLSearchParams("status=&search=")))).toEqual({ page: 1, limit: 20, sort: "newest" });
    expect(adminListFlowsSchema.parse(queryToInput({ status: "PENDING", limit: "100", visibility: "private" }))).toMatchObject({
      status: "PENDING",
      limit: 100,
      visibility: "private",
    });
    expect(adminListFlowsSchema.safeParse({ limit: "101" }).success).toBe(false);
  });

  it("trims the rejection reason and requires 3 to 500 characters", () => {
    expect(rejectFlowSchema.parse({ reason: "  Sem instruções  " })).toEqual({ reason: "Sem instruções" });
    expect(rejectFlowSchema.safeParse({ reason: " ab " }).success).toBe(false);
    expect(rejectFlowSchema.safeParse({ reason: "x".repeat(501) }).success).toBe(false);
    expect(rejectFlowSchema.safeParse({ reason: "x".repeat(500) }).success).toBe(true);
  });

  it("dedupes bulk ids whatever their case and caps them at 100", () => {
    const id = "0b8e7c8e-6f1a-4c39-9a57-0f4d3b0b9d11";
    expect(bulkVisibilitySchema.parse({ ids: [id, id.toUpperCase()], isPublic: false })).toEqual({ ids: [id], isPublic: false });
    const ids = Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    expect(bulkVisibilitySchema.safeParse({ ids, isPublic: true }).success).toBe(false);
  });
});
