import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { FollowingTab } from "@/components/profile/following-tab";
import { ProfileTabs } from "@/components/profile/profile-tabs";
import type { FollowedAuthor, FollowingList } from "@/lib/follows/queries";

vi.mock("next/navigation", () => import("../../helpers/render").then((m) => m.nextNavigation));

// The profile's 'Seguindo' tab (docs/product-rules.md §26), drawn on the server with the profile.

const author = (i: number, over: Partial<FollowedAuthor> = {}): FollowedAuthor => ({
  handle: `autor-${i}`,
  name: `Autor ${i}`,
  verified: false,
  bio: null,
  links: [],
  memberSince: new Date(Date.UTC(2024, 2, 10, 12)).toISOString(),
  totals: { flows: 3, downloads: 10, rating: 4.5, ratingCount: 2, followers: 7 },
  followedAt: new Date(Date.UTC(2025, 4, 20, 12)).toISOString(),
  ...over,
});

const list = (authors: FollowedAuthor[], total = authors.length, page = 1): FollowingList => ({
  authors,
  pagination: { page, limit: 12, total, pages: Math.ceil(total / 12) },
});

const html = (following: FollowingList | null) => renderToStaticMarkup(createElement(FollowingTab, { following }));

describe("FollowingTab", () => {
  it("lists each author with initials, a link to the creator page, the handle and 'Deixar de seguir'", () => {
    const out = html(list([author(1, { name: "Ana Maria Martins", handle: "ana", verified: true }), author(2, { totals: { ...author(2).totals, flows: 1 } })]));
    expect(out).toContain('aria-label="Autores que você segue"');
    expect(out.match(/<li /g)).toHaveLength(2);
    expect(out).toMatch(/<a[^>]*href="\/autores\/ana"[^>]*>Ana Maria Martins<\/a>/);
    expect(out).toContain(">AM<");
    expect(out).toContain("@ana");
    expect(out).toContain("3 fluxos");
    expect(out).toContain("1 fluxo<");
    expect(out).toContain("seguindo desde maio de 2025");
    expect(out).toContain('aria-label="Autor verificado"');
    expect(out).toContain('aria-label="Deixar de seguir Ana Maria Martins"');
    expect(out).toContain('aria-label="Deixar de seguir Autor 2"');
    // The avatar is decoration: the name says who it is.
    expect(out).toMatch(/<div aria-hidden="true"[^>]*>AM<\/div>/);
  });

  it("says when nobody is followed, with the way to the catalogue", () => {
    const out = html(list([]));
    expect(out).toContain("Você ainda não segue nenhum autor");
    expect(out).toContain('href="/fluxos"');
    expect(out).not.toContain("<ul");
  });

  it("pages like 'Salvos', at /profile?seguindo=N, and says when a page does not exist", () => {
    const out = html(list([author(13)], 30, 2));
    expect(out).toContain('href="/profile?seguindo=1"');
    expect(out).toContain('href="/profile?seguindo=3"');
    expect(html(list([], 30, 9))).toContain("Esta página não existe.");
    expect(html(null)).toContain("Erro ao carregar os autores que você segue.");
  });
});

describe("ProfileTabs", () => {
  it("has a 'Seguindo' tab with its count, open when the address asks for it", () => {
    const out = renderToStaticMarkup(
      createElement(ProfileTabs, {
        initialTab: "following",
        history: [],
        totalDownloads: 0,
        totalUploads: 0,
        uploads: { flows: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } },
        saved: { total: 2, content: "salvos" },
        collections: { total: 3, content: "coleções" },
        following: { total: 1_234, content: "seguindo" },
      }),
    );
    expect(out).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>.*Seguindo.*1\.234<\/span><\/button>/);
    expect(out).toContain("seguindo");
  });
});
