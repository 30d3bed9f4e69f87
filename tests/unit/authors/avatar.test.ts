import { describe, expect, it } from "vitest";
import { authorInitials, avatarColour, avatarPath, avatarSvg, avatarUrl, AVATAR_COLOURS, escapeXml } from "@/lib/authors/avatar";

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe("authorInitials", () => {
  it.each([
    ["Ana Maria Martins", "AM"],
    ["ana", "A"],
    ["  joão   da   silva ", "JS"],
    ["Élise Ñúñez", "ÉÑ"],
    // A decomposed accent is composed first, so the letter keeps it.
    ["E\u0301rico", "É"],
    ["<script>alert(1)</script>", "SS"],
    ["🚀 Equipe Foguete", "EF"],
    ["李小龙", "李"],
    ["", "?"],
    ["!!! ???", "?"],
  ])("%j → %s", (name, initials) => {
    expect(authorInitials(name)).toBe(initials);
  });
});

describe("avatarColour", () => {
  it("is stable per handle, from the palette, and spreads handles over it", () => {
    expect(avatarColour("ana-martins")).toBe(avatarColour("ana-martins"));
    expect(AVATAR_COLOURS).toContain(avatarColour("ana-martins"));
    const used = new Set(Array.from({ length: 200 }, (_, i) => avatarColour(`autor-${i}`)));
    expect(used.size).toBe(AVATAR_COLOURS.length);
  });

  it("keeps white initials at AA contrast (4.5:1) on every colour", () => {
    for (const colour of AVATAR_COLOURS) expect((1.05 / (luminance(colour) + 0.05)).toFixed(2), colour).toMatch(/^(?:[5-9]|4\.[5-9])|^\d{2}/);
  });
});

describe("escapeXml", () => {
  it("turns markup characters into references and drops characters XML forbids", () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe("&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;");
    expect(escapeXml("a\u0000b\u0007c\u001fd\ufffee")).toBe("abcde");
    expect(escapeXml("x\ud800y")).toBe("xy");
    expect(escapeXml("foguete 🚀")).toBe("foguete 🚀");
  });
});

describe("avatarSvg", () => {
  it("draws the initials on the colour, with the name as its title", () => {
    const svg = avatarSvg({ name: "Ana Martins", handle: "ana-martins" });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>/);
    expect(svg).toContain(`<rect width="128" height="128" fill="${avatarColour("ana-martins")}"/>`);
    expect(svg).toContain('fill="#ffffff">AM</text>');
    expect(svg).toContain("<title>Ana Martins</title>");
  });

  it("never lets a hostile name out of its text nodes", () => {
    const svg = avatarSvg({ name: `"/><script>alert(1)</script><svg onload="x`, handle: "x-y" });
    // Its words stay inside attribute values and text, as references: no element, no attribute of its own.
    expect(svg).not.toMatch(/<script|<svg onload| onload="/);
    expect(svg.match(/<[a-z]+/g)).toEqual(["<svg", "<title", "<rect", "<text"]);
    expect(svg).toContain('aria-label="&#34;/&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#60;svg onload=&#34;x"');
  });
});

describe("avatarUrl", () => {
  it("is absolute, under the author API, and changes with the name", () => {
    expect(avatarPath("ana-martins")).toBe("/api/authors/ana-martins/avatar");
    const url = avatarUrl("https://fluxoteca.dev", { handle: "ana-martins", name: "Ana Martins" });
    expect(url).toMatch(/^https:\/\/fluxoteca\.dev\/api\/authors\/ana-martins\/avatar\?v=[a-z0-9]+$/);
    expect(avatarUrl("https://fluxoteca.dev", { handle: "ana-martins", name: "Ana M. Martins" })).not.toBe(url);
  });
});
