import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { GET as robotsRoute } from "@/app/robots.txt/route";
import { GET as sitemapRoute } from "@/app/sitemap/[file]/route";
import { PUBLIC_CACHE_CONTROL } from "@/lib/cache/http-cache";
import { appUrl } from "@/lib/env";
import { sitemapEntries, sitemapIds } from "@/lib/seo/catalogue-sitemap";
import { createFlow, createUser } from "../../helpers/factories";

const BASE = "https://fluxoteca.example";

async function seed(publicCount: number) {
  const shown = [];
  for (let i = 0; i < publicCount; i++) {
    shown.push(
      await createFlow({
        slug: `publico-${String(i).padStart(2, "0")}`,
        platform: i % 2 ? "MAKE" : "N8N",
        tags: ["whatsapp"],
        integrations: ["Slack"],
        updatedAt: new Date(Date.UTC(2026, 0, i + 1)),
      }),
    );
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

  const getSitemap = (file: string, headers: Record<string, string> = {}) =>
    sitemapRoute(new Request(`http://localhost/sitemap/${file}`, { headers }), { params: Promise.resolve({ file }) });

  it("is served at /sitemap/0.xml with absolute addresses from APP_URL, one file while the flows fit", async () => {
    const shown = await seed(2);
    expect(await sitemapIds()).toEqual([{ id: 0 }]);
    const res = await getSitemap("0.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const body = await res.text();
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls).toContain(`${appUrl()}/`);
    expect(urls).toContain(`${appUrl()}/fluxos`);
    for (const flow of shown) expect(urls).toContain(`${appUrl()}/fluxos/${flow.slug}`);
    expect(body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[^<]+Z<\/lastmod>/);
  });

  it("answers with a policy any cache may keep and a validator: a 304 for the same bytes", async () => {
    await seed(1);
    const first = await getSitemap("0.xml");
    expect(first.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await getSitemap("0.xml", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    // A flow joining the catalogue changes the bytes, and so the validator.
    await createFlow({ slug: "novo-publico" });
    expect((await getSitemap("0.xml", { "if-none-match": etag })).status).toBe(200);
  });

  it("answers 404 for a file that does not exist or a name that is not one", async () => {
    await seed(1);
    for (const file of ["1.xml", "01.xml", "0.txt", "-1.xml", "x.xml"]) expect((await getSitemap(file)).status).toBe(404);
  });
});

let collectionCount = 0;

/** A collection inserted as the app stores it, with these flows in order. */
async function collection(ownerId: string, flowIds: string[], values: Partial<typeof schema.collections.$inferInsert> = {}) {
  collectionCount += 1;
  const [row] = await db
    .insert(schema.collections)
    .values({
      ownerId,
      slug: `colecao-${collectionCount}-abc${String(collectionCount).padStart(3, "0")}`,
      name: `Coleção ${collectionCount}`,
      isPublic: true,
      ...values,
    })
    .returning();
  if (flowIds.length > 0) await db.insert(schema.collectionFlows).values(flowIds.map((flowId, i) => ({ collectionId: row!.id, flowId, position: i + 1 })));
  return row!;
}

const collectionUrls = (urls: string[]) => urls.filter((u) => u.includes("/colecoes/"));

describe("the sitemap's collection pages", () => {
  it("lists indexed collections only, with when they last changed, in files after the flows'", async () => {
    const [flow] = await seed(7);
    const pending = await createFlow({ slug: "so-pendente-colecao", status: "PENDING" });
    const weekOld = new Date(Date.now() - 8 * 86_400_000);
    const member = await createUser({ createdAt: weekOld });
    const unconfirmed = await createUser({ emailVerifiedAt: null, createdAt: weekOld });
    const banned = await createUser({ status: "BANNED", createdAt: weekOld });
    // A confirmed account made this week: its public collection is not in the sitemap yet.
    const newcomer = await createUser({ createdAt: new Date(Date.now() - 6 * 86_400_000) });
    await collection(newcomer.id, [flow!.id]);
    const listed = await collection(member.id, [flow!.id], { updatedAt: new Date(Date.UTC(2026, 2, 3)) });
    const second = await collection(member.id, [pending.id, flow!.id]);
    await collection(member.id, [flow!.id], { isPublic: false });
    await collection(member.id, [pending.id]);
    await collection(member.id, []);
    await collection(unconfirmed.id, [flow!.id]);
    await collection(banned.id, [flow!.id]);

    // The flows' files keep their numbers; the collections' come after them.
    const layout = { flowsPerFile: 3, pagesMax: 20, collectionsPerFile: 1 };
    expect(await sitemapIds(layout)).toEqual([0, 1, 2, 3, 4].map((id) => ({ id })));
    const files = await Promise.all([0, 1, 2, 3, 4].map((id) => sitemapEntries(id, BASE, layout)));
    expect(files.slice(0, 3).flatMap((file) => collectionUrls(file.map((e) => e.url)))).toEqual([]);
    expect(
      flowSlugs(
        files
          .slice(0, 3)
          .flat()
          .map((e) => e.url),
      ),
    ).toHaveLength(7);
    expect(files[3]).toEqual([{ url: `${BASE}/colecoes/${listed.slug}`, lastModified: new Date(Date.UTC(2026, 2, 3)) }]);
    expect(files[4]!.map((e) => e.url)).toEqual([`${BASE}/colecoes/${second.slug}`]);

    // With the default layout: one file for the flows, one for the collections, both in robots.txt.
    expect(await sitemapIds()).toEqual([{ id: 0 }, { id: 1 }]);
    const res = await sitemapRoute(new Request("http://localhost/sitemap/1.xml"), { params: Promise.resolve({ file: "1.xml" }) });
    expect(res.status).toBe(200);
    const urls = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls).toEqual([`${appUrl()}/colecoes/${listed.slug}`, `${appUrl()}/colecoes/${second.slug}`]);
    expect(await (await robotsRoute(new Request("http://localhost/robots.txt"))).text()).toContain(`Sitemap: ${appUrl()}/sitemap/1.xml`);
  });
});

describe("GET /robots.txt", () => {
  it("disallows the signed-in areas, the API and the demo tools, and lists the sitemap files", async () => {
    await seed(1);
    const res = await robotsRoute(new Request("http://localhost/robots.txt"));
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(res.headers.get("etag")).toBeTruthy();
    expect(await res.text()).toBe(
      [
        "User-Agent: *",
        "Allow: /",
        ...["/admin", "/profile", "/api", "/dev", "/dashboard", "/flow/", "/minhas-colecoes"].map((p) => `Disallow: ${p}`),
        "",
        `Sitemap: ${appUrl()}/sitemap/0.xml`,
        "",
      ].join("\n"),
    );
  });
});
