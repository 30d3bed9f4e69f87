import { describe, expect, it } from "vitest";
import { z } from "zod";
import { canManageReview, reviewIdSchema, reviewInputSchema } from "@/lib/reviews/schemas";

const errorsOf = (input: unknown) => {
  const result = reviewInputSchema.safeParse(input);
  return result.success ? null : z.flattenError(result.error).fieldErrors;
};

describe("reviewInputSchema", () => {
  it.each([1, 2, 3, 4, 5])("accepts the rating %i", (rating) => {
    expect(reviewInputSchema.parse({ rating })).toEqual({ rating });
  });

  it.each([0, 6, -1, 2.5, "3", "x", null, undefined, Number.NaN])("refuses the rating %s with one pt-BR message", (rating) => {
    expect(errorsOf({ rating })?.rating).toEqual(["Selecione uma nota de 1 a 5"]);
  });

  it("trims the comment and omits it when empty", () => {
    expect(reviewInputSchema.parse({ rating: 4, comment: "  Ótimo fluxo \n" })).toEqual({ rating: 4, comment: "Ótimo fluxo" });
    for (const comment of ["", "   \n\t", null, undefined]) {
      expect(JSON.stringify(reviewInputSchema.parse({ rating: 4, comment }))).toBe('{"rating":4}');
    }
  });

  it("caps the trimmed comment at 2,000 characters", () => {
    expect(reviewInputSchema.parse({ rating: 1, comment: `  ${"a".repeat(2000)}  ` }).comment).toHaveLength(2000);
    expect(errorsOf({ rating: 1, comment: "a".repeat(2001) })?.comment).toEqual(["O comentário pode ter no máximo 2.000 caracteres"]);
    expect(errorsOf({ rating: 1, comment: 42 })?.comment).toEqual(["Comentário inválido"]);
  });

  it("ignores unknown keys such as a client-sent flowId", () => {
    expect(reviewInputSchema.parse({ rating: 5, flowId: "x", userId: "y" })).toEqual({ rating: 5 });
  });
});

describe("reviewIdSchema", () => {
  it("accepts a uuid and refuses anything else", () => {
    expect(reviewIdSchema.safeParse("3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b").success).toBe(true);
    expect(reviewIdSchema.safeParse("1").success).toBe(false);
  });
});

describe("canManageReview", () => {
  const review = { user: { id: "autor" } };

  it("allows the author and any admin, nobody else", () => {
    expect(canManageReview(review, { id: "autor", role: "USER" })).toBe(true);
    expect(canManageReview(review, { id: "admin", role: "ADMIN" })).toBe(true);
    expect(canManageReview(review, { id: "outro", role: "USER" })).toBe(false);
    expect(canManageReview(review, null)).toBe(false);
  });
});
