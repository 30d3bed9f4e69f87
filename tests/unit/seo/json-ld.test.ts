import { describe, expect, it } from "vitest";
import { loginToFlowPath } from "@/components/flows/view/login-path";
import { flowJsonLd, serializeJsonLd, type JsonLdFlow } from "@/lib/seo/json-ld";
import { metaDescription } from "@/lib/seo/meta-description";
import { ogText } from "@/lib/seo/og-text";

const BASE = "https://fluxoteca.com.br";

const flow = (over: Partial<JsonLdFlow> = {}): JsonLdFlow => ({
  name: "Cobrança automática por WhatsApp",
  slug: "cobranca-automatica-por-whatsapp",
  description: "Envia lembretes de cobrança.",
  platform: "N8N",
  tags: ["cobrança", "whatsapp"],
  author: { name: "Marina Souza" },
  createdAt: "2026-01-02T12:00:00.000Z",
  updatedAt: "2026-02-03T12:00:00.000Z",
  score: 4.46,
  reviewCount: 12,
  downloadCount: 340,
  ...over,
});

type Node = Record<string, unknown>;
const graph = (f: JsonLdFlow) => flowJsonLd(f, BASE)["@graph"] as Node[];

describe("flowJsonLd", () => {
  it("describes the flow as SoftwareSourceCode with its tool, author, dates, keywords and rating", () => {
    const [code] = graph(flow());
    expect(code).toMatchObject({
      "@type": "SoftwareSourceCode",
      name: "Cobrança automática por WhatsApp",
      description: "Envia lembretes de cobrança.",
      url: `${BASE}/fluxos/cobranca-automatica-por-whatsapp`,
      image: `${BASE}/fluxos/cobranca-automatica-por-whatsapp/opengraph-image`,
      runtimePlatform: "n8n",
      programmingLanguage: { "@type": "ComputerLanguage", name: "n8n workflow (JSON)" },
      author: { "@type": "Person", name: "Marina Souza" },
      dateCreated: "2026-01-02T12:00:00.000Z",
      dateModified: "2026-02-03T12:00:00.000Z",
      keywords: "cobrança, whatsapp",
      interactionStatistic: { userInteractionCount: 340 },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 12, bestRating: 5, worstRating: 1 },
    });
  });

  it("leaves the rating out when nobody has reviewed the flow, and keywords out without tags", () => {
    const [code] = graph(flow({ reviewCount: 0, score: 0, tags: [] }));
    expect(code).not.toHaveProperty("aggregateRating");
    expect(code).not.toHaveProperty("keywords");
  });

  it("gives the breadcrumb Fluxoteca → Fluxos → tool → flow", () => {
    for (const [platform, label, path] of [
      ["N8N", "n8n", "n8n"],
      ["TYPEBOT", "Typebot", "typebot"],
      ["MAKE", "Make", "make"],
    ] as const) {
      const [, crumbs] = graph(flow({ platform }));
      expect(crumbs).toEqual({
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Fluxoteca", item: `${BASE}/` },
          { "@type": "ListItem", position: 2, name: "Fluxos", item: `${BASE}/fluxos` },
          { "@type": "ListItem", position: 3, name: label, item: `${BASE}/fluxos/plataforma/${path}` },
          { "@type": "ListItem", position: 4, name: "Cobrança automática por WhatsApp", item: `${BASE}/fluxos/cobranca-automatica-por-whatsapp` },
        ],
      });
    }
  });
});

describe("serializeJsonLd", () => {
  it("cannot be closed from inside: no '<' (nor '>' or '&') is left raw, and the data reads back the same", () => {
    const hostile = flow({ name: "</script><script>alert(1)</script>", description: "<!-- a & b --> \u2028", tags: ["</SCRIPT >"] });
    const data = flowJsonLd(hostile, BASE);
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe("loginToFlowPath", () => {
  it("sends a visitor to the login and back to the flow", () => {
    expect(loginToFlowPath("agenda-whatsapp")).toBe("/login?callbackUrl=/fluxos/agenda-whatsapp");
  });
});

describe("metaDescription", () => {
  it("keeps a short text whole, on one line", () => {
    expect(metaDescription("  Envia lembretes\n\nde cobrança.  ")).toBe("Envia lembretes de cobrança.");
  });

  it("cuts a long one at a word, with an ellipsis, within the limit", () => {
    const text = `${"Automação de cobrança com lembretes, ".repeat(8)}fim.`;
    const out = metaDescription(text);
    expect(out.length).toBeLessThanOrEqual(155);
    expect(out.endsWith("…")).toBe(true);
    expect(out).not.toMatch(/[ ,]…$/);
    expect(text.startsWith(out.slice(0, -1))).toBe(true);
    expect(metaDescription("x".repeat(300)).length).toBe(155);
  });
});

describe("ogText", () => {
  it("keeps Portuguese accents and drops what the share image's fonts cannot draw", () => {
    expect(ogText("Automação de cobrança — ação rápida", 80)).toBe("Automação de cobrança — ação rápida");
    expect(ogText("Bot 🚀 de vendas 日本 ✨", 80)).toBe("Bot de vendas");
    expect(ogText("a".repeat(50), 10)).toBe(`${"a".repeat(9)}…`);
  });
});
