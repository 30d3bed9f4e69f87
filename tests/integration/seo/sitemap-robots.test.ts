import { describe, expect, it } from "vitest";
import robots from "@/app/robots";
import sitemap, { generateSitemaps } from "@/app/sitemap";
import { appUrl } from "@/lib/env";
import { sitemapEntries, sitemapIds } from "@/lib/seo/catalogue-sitemap";
import { createFlow } from "../../helpers/factories";

const BASE = "https://fluxoteca.example";

async function seed(publicCount: number) {
  const shown = [];
  for (let i = 0; i < publicCount; i++) {
    shown.push(await createFlow({ slug: `publico-${String(i).padStart(2, "0")}`, platform: i % 2 ? "MAKE" : "N8N", tags: ["whatsapp"], integrations: ["Slack"], updatedAt: new Date(Date.UTC(2026, 0, i + 1)) }));
  }
  await createFlow({ slug: "pendente", status: "PENDING", tags: ["so-pendente"] });
  await createFlow({ slug: "rejeitado", status: "REJECTED", tags: ["so-rejeitado"] });
  await createFlow({ slug: "privado", isPublic: false, tags: ["so-privado"], integrations: ["Asana"] });
  return shown;
}

const flowSlugs = (urls: string[]) => urls.filter((u) => /\/fluxos\/[^/]+$/.test(u) && !u.endsWith("/fluxos")).map((u) => u.slice(u.lastIndexOf("/") + 1));

describe("GET /sitemap/{id}.xml", () => {
  it("lists every public flow exactly once across the files, with when it changed, and nothing else's", async () => {
    const shown = await seed(7);
    const layout = { flowsPerFile: 3, pagesMax: 20 };
    const ids = await sitemapIds(layout);
    expect(ids).toEqual([{ id: 0 }, { id: 1 }, { id: 2 }]);

    const files = await Promise.all(ids.map(({ id }) => sitemapEntries(id, BASE, layout)));
    const urls = files.flat().map((e) => e.url);
    const slugs = flowSlugs(urls);
    expect(slugs.sort()).toEqual(shown.map((f) => f.slug).sort());
    expect(new Set(urls).size).toBe(urls.length);
    for (const file of files) expect(flowSlugs(file.map((e) => e.url)).length).toBeLessThanOrEqual(3);
    expect(urls.join(" ")).not.toMatch(/pendente|rejeitado|privado|Asana/);

    const first = files.flat().find((e) => e.url === `${BASE}/fluxos/publico-00`);
    expect(first?.lastModified).toEqual(new Date(Date.UTC(2026, 0, 1)));
    for (const url of urls) expect(url.startsWith(`${BASE}/`)).toBe(true);
  });

  it("puts the home page, /fluxos and the facet pages with public flows in file 0 only", async () => {
    await seed(4);
    const layout = { flowsPerFile: 2, pagesMax: 50 };
    const [zero, one] = await Promise.all([sitemapEntries(0, BASE, layout), sitemapEntries(1, BASE, layout)]);
    const pages = zero.map((e) => e.url).filter((u) => flowSlugs([u]).length === 0);
    expect(pages).toEqual(
      expect.arrayContaining([
        `${BASE}/`,
        `${BASE}/fluxos`,
        `${BASE}/fluxos/plataforma/n8n`,
        `${BASE}/fluxos/plataforma/make`,
        `${BASE}/fluxos/complexidade/simples`,
        `${BASE}/fluxos/tag/whatsapp`,
        `${BASE}/fluxos/integracao/Slack`,
      ]),
    );
    // Facet pages without public flows are noindex or 404: not listed.
    expect(pages).not.toContain(`${BASE}/fluxos/plataforma/typebot`);
    expect(pages.join(" ")).not.toMatch(/so-pendente|so-rejeitado|so-privado/);
    expect(one.map((e) => e.url).every((u) => flowSlugs([u]).length === 1)).toBe(true);
    expect(flowSlugs(zero.map((e) => e.url))).toHaveLength(2);

    // The other pages are capped so that file 0 never passes the limit.
    const capped = await sitemapEntries(0, BASE, { flowsPerFile: 2, pagesMax: 4 });
    expect(capped.length).toBe(4 + 2);
  });

  it("is served by app/sitemap.ts with absolute addresses from APP_URL, one file while the flows fit", async () => {
    const shown = await seed(2);
    expect(await generateSitemaps()).toEqual([{ id: 0 }]);
    const entries = await sitemap({ id: Promise.resolve("0") });
    const urls = entries.map((e) => e.url);
    expect(urls).toContain(`${appUrl()}/`);
    expect(urls).toContain(`${appUrl()}/fluxos`);
    for (const flow of shown) expect(urls).toContain(`${appUrl()}/fluxos/${flow.slug}`);
  });
});

describe("GET /robots.txt", () => {
  it("disallows the signed-in areas, the API and the demo tools, and lists the sitemap files", async () => {
    await seed(1);
    const rules = await robots();
    expect(rules.rules).toEqual({ userAgent: "*", allow: "/", disallow: ["/admin", "/profile", "/api", "/dev", "/dashboard", "/flow/"] });
    expect(rules.sitemap).toEqual([`${appUrl()}/sitemap/0.xml`]);
  });
});
