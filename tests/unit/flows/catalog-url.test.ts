import { describe, expect, it } from "vitest";
import { catalogHref } from "@/components/flows/catalogue/use-catalog-url";

const q = (query = "") => new URLSearchParams(query);

describe("catalogue URL changes (the filters' navigation)", () => {
  it("keeps the current path, applies the changes and goes back to page 1 (dashboard and /fluxos)", () => {
    expect(catalogHref("/dashboard", q("page=3&platform=N8N"), { search: "lead" })).toBe("/dashboard?platform=N8N&search=lead");
    expect(catalogHref("/fluxos", q("search=lead"), { page: "2" })).toBe("/fluxos?search=lead&page=2");
    expect(catalogHref("/fluxos", q("tags=a&tags=b"), { tags: ["b"] })).toBe("/fluxos?tags=b");
    expect(catalogHref("/fluxos", q("search=lead"), { search: undefined })).toBe("/fluxos");
  });

  const tag = { param: "tags", value: "whatsapp", rootPath: "/fluxos" };
  const platform = { param: "platform", value: "N8N", rootPath: "/fluxos" };

  it("stays on a facet page while its filter holds, leaving it out of the query string", () => {
    expect(catalogHref("/fluxos/tag/whatsapp", q(), { search: "bot" }, tag)).toBe("/fluxos/tag/whatsapp?search=bot");
    expect(catalogHref("/fluxos/tag/whatsapp", q("tags=crm"), { sortBy: "name" }, tag)).toBe("/fluxos/tag/whatsapp?sortBy=name&tags=crm");
    // The tag panel shows the path's tag among the selected ones: adding another keeps both.
    expect(catalogHref("/fluxos/tag/whatsapp", q(), { tags: ["whatsapp", "crm"] }, tag)).toBe("/fluxos/tag/whatsapp?tags=crm");
    // A stray value of the fixed filter in the query string is dropped.
    expect(catalogHref("/fluxos/plataforma/n8n", q("platform=MAKE&search=x"), { page: "2" }, platform)).toBe("/fluxos/plataforma/n8n?search=x&page=2");
  });

  it("goes to /fluxos with every filter in the query string once the facet's own filter changes or goes", () => {
    expect(catalogHref("/fluxos/plataforma/n8n", q("search=bot"), { platform: "MAKE" }, platform)).toBe("/fluxos?search=bot&platform=MAKE");
    expect(catalogHref("/fluxos/plataforma/n8n", q("search=bot"), { platform: undefined }, platform)).toBe("/fluxos?search=bot");
    expect(catalogHref("/fluxos/tag/whatsapp", q("tags=crm"), { tags: ["crm"] }, tag)).toBe("/fluxos?tags=crm");
    const cleared = Object.fromEntries(["search", "tags", "platform", "sortBy"].map((k) => [k, undefined]));
    expect(catalogHref("/fluxos/tag/whatsapp", q("search=a&tags=crm"), cleared, tag)).toBe("/fluxos");
  });
});
