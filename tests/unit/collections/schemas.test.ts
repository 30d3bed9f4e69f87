import { describe, expect, it } from "vitest";
import {
  cleanCollectionDescription,
  cleanCollectionName,
  collectionOrderSchema,
  createCollectionSchema,
  updateCollectionSchema,
} from "@/lib/collections/schemas";
import { collectionSlugOf, COLLECTION_SLUG_PATTERN } from "@/lib/collections/url";

// docs/product-rules.md §27: what a collection's name and description may hold, and its address.

describe("collection texts", () => {
  it("keeps a name on one line, without controls or direction overrides", () => {
    expect(cleanCollectionName("  Vendas\tB2B\n\n2026  ")).toBe("Vendas B2B 2026");
    expect(cleanCollectionName("abc\u202Egnp.exe")).toBe("abcgnp.exe");
    expect(cleanCollectionName("a\u2066b\u2069c\u200Fd\u0000e\u007Ff")).toBe("abcdef");
    expect(cleanCollectionName("Lone \uD800 half")).toBe("Lone \uFFFD half");
    expect(cleanCollectionName("Cafe\u0301")).toBe("Café");
  });

  it("keeps a description's paragraphs, at most one blank line between them", () => {
    expect(cleanCollectionDescription("Um\r\nDois\r\n\r\n\r\n\r\nTrês  \n")).toBe("Um\nDois\n\nTrês");
    expect(cleanCollectionDescription("x\u202Dy\tz")).toBe("xy z");
  });

  it("refuses names without letters or digits, too short or too long", () => {
    for (const name of ["", "  ", "ab", "!!!", "\u202E\u202E\u202E", "x".repeat(81)]) {
      expect(createCollectionSchema.safeParse({ name }).success).toBe(false);
    }
    expect(createCollectionSchema.parse({ name: "Meus fluxos" })).toEqual({ name: "Meus fluxos", description: "", isPublic: false });
  });

  it("asks a change for something to change", () => {
    expect(updateCollectionSchema.safeParse({}).success).toBe(false);
    expect(updateCollectionSchema.parse({ isPublic: true })).toEqual({ isPublic: true });
  });

  it("refuses an order with a repeated or malformed id", () => {
    const id = crypto.randomUUID();
    expect(collectionOrderSchema.safeParse({ flowIds: [id, id] }).success).toBe(false);
    expect(collectionOrderSchema.safeParse({ flowIds: ["x"] }).success).toBe(false);
    expect(collectionOrderSchema.parse({ flowIds: [id.toUpperCase()] })).toEqual({ flowIds: [id] });
  });
});

describe("collection addresses", () => {
  it("reads the slug of /colecoes/{slug} only in the app's own shape", () => {
    expect(collectionSlugOf("/colecoes/automacoes-de-vendas-k3x9q2")).toBe("automacoes-de-vendas-k3x9q2");
    expect(collectionSlugOf("/colecoes/colecao-000000/")).toBe("colecao-000000");
    for (const path of ["/colecoes/", "/colecoes/semsufixo", "/colecoes/curto-abc", "/colecoes/A-abcdef", "/colecoes/x-abcdef/mais", "/fluxos/x-abcdef"]) {
      expect(collectionSlugOf(path)).toBeNull();
    }
    expect(COLLECTION_SLUG_PATTERN.test(`${"a".repeat(50)}-abc123`)).toBe(true);
  });
});
