import { describe, expect, it } from "vitest";
import { suggestTags } from "@/lib/flows/tag-suggestions";

const tags = ["whatsapp", "WhatsApp Business", "crm", "ia", "email", "e-commerce", "financeiro", "leads", "marketing", "pix", "agenda", "api"];

describe("suggestTags", () => {
  it("offers 5 tags when nothing is typed", () => {
    expect(suggestTags(tags, "  ", [])).toEqual(["whatsapp", "WhatsApp Business", "crm", "ia", "email"]);
  });

  it("matches substrings without case and skips selected tags", () => {
    expect(suggestTags(tags, "APP", ["whatsapp"])).toEqual(["WhatsApp Business"]);
    expect(suggestTags(tags, "e", [])).toEqual(["WhatsApp Business", "email", "e-commerce", "financeiro", "leads", "marketing", "agenda"]);
  });

  it("shows at most 10", () => {
    const many = Array.from({ length: 30 }, (_, i) => `tag-${i}`);
    expect(suggestTags(many, "tag", [])).toHaveLength(10);
  });
});
