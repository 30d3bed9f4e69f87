import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AuthorName } from "@/components/authors/author-name";
import { VerifiedBadge, VERIFIED_HINT, VERIFIED_LABEL } from "@/components/authors/verified-badge";
import { setVerificationSchema, VERIFICATION_MESSAGES } from "@/lib/authors/verification-schema";

const html = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);

describe("VerifiedBadge", () => {
  it("alone: an image named 'Autor verificado' with the hint as tooltip, colour for both themes", () => {
    const out = html(createElement(VerifiedBadge));
    expect(out).toMatch(new RegExp(`^<span role="img" aria-label="${VERIFIED_LABEL}" title="${VERIFIED_HINT}"`));
    expect(out).toContain("text-blue-600 dark:text-blue-400");
    expect(out).toContain('aria-hidden="true"');
    expect(out).toContain("lucide-badge-check");
  });

  it("with its words on the creator page", () => {
    const out = html(createElement(VerifiedBadge, { withLabel: true }));
    expect(out).toContain(`${VERIFIED_LABEL}</span>`);
    expect(out).not.toContain('role="img"');
    expect(out).toContain("dark:text-blue-200");
  });
});

describe("AuthorName", () => {
  it("puts the mark after the link, so the link's name stays the author's", () => {
    const out = html(createElement(AuthorName, { name: "Ana", page: "ana", verified: true, prefix: "por " }));
    expect(out).toMatch(
      /^<span class="inline-flex[^"]*"><span class="min-w-0">por <a[^>]*href="\/autores\/ana">Ana<\/a><\/span><span role="img" aria-label="Autor verificado"/,
    );
  });

  it("renders exactly as before without the mark", () => {
    expect(html(createElement(AuthorName, { name: "Ana", page: null, className: "truncate" }))).toBe('<span class="truncate">Ana</span>');
    expect(html(createElement(AuthorName, { name: "Ana", page: "ana", verified: false }))).not.toContain("Autor verificado");
  });
});

describe("setVerificationSchema", () => {
  it("trims the reason and keeps line breaks", () => {
    expect(setVerificationSchema.parse({ verified: true, reason: "  Conferido.\nPor vídeo.  " })).toEqual({ verified: true, reason: "Conferido.\nPor vídeo." });
  });

  it.each([
    [{ verified: true, reason: "" }, VERIFICATION_MESSAGES.reasonEmpty],
    [{ verified: true, reason: "x".repeat(501) }, VERIFICATION_MESSAGES.reasonMax],
    [{ verified: 1, reason: "x" }, VERIFICATION_MESSAGES.verified],
    [{ verified: false, reason: 5 }, VERIFICATION_MESSAGES.reason],
  ])("refuses %j in pt-BR", (input, message) => {
    const parsed = setVerificationSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it("accepts 500 characters", () => {
    expect(setVerificationSchema.safeParse({ verified: false, reason: "x".repeat(500) }).success).toBe(true);
  });
});
