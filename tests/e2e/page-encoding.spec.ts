import http from "node:http";
import { gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { DEMO_USER, signIn } from "./helpers";

// Every answer's Content-Encoding matches its body, for every status and header combination a
// client or the router can send: the page cache's gzip label (next.config.ts) and the body the proxy
// or Next writes are decided in two places (lib/cache/page-paths.ts). Raw HTTP, so nothing decodes
// for the test: a gzip label over plain HTML (or the reverse) is caught here, not in a browser.

interface Raw {
  status: number;
  encoding: string | undefined;
  body: Buffer;
}

function get(base: string, path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
  });
}

const OWN_PAGES = "fluxoteca-paginas-proprias=1";

const isGzip = (body: Buffer) => body.length >= 2 && body[0] === 0x1f && body[1] === 0x8b;

const VARIANTS: Record<string, Record<string, string>> = {
  "sem Accept-Encoding": {},
  gzip: { "accept-encoding": "gzip, deflate, br" },
  "GZIP maiúsculo": { "accept-encoding": "GZIP" },
  "gzip;q=0": { "accept-encoding": "gzip;q=0, identity" },
  "RSC vazio": { "accept-encoding": "gzip", rsc: "" },
  "RSC: 1": { "accept-encoding": "gzip", rsc: "1" },
  "Next-Router-Prefetch vazio": { "accept-encoding": "gzip", "next-router-prefetch": "" },
  "Next-Router-State-Tree vazio": { "accept-encoding": "gzip", "next-router-state-tree": "" },
};

test("no answer's Content-Encoding lies about its body", async ({ baseURL, request }) => {
  test.setTimeout(180_000);
  await signIn(request, DEMO_USER);
  const { flows } = await (await request.get("/api/flows?limit=1")).json();
  const slug = flows[0].slug as string;
  const id = flows[0].id as string;
  const { handle } = await (await request.get("/api/users/me/public-profile")).json();
  const cookies = (await request.storageState()).cookies.filter((c) => c.name.endsWith("session-token"));
  const session = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const paths = [
    "/",
    "/fluxos",
    "/fluxos?_rsc=",
    "/fluxos?page=2&utm_source=newsletter",
    `/fluxos/${slug}`,
    "/fluxos/tag/whatsapp",
    "/fluxos/fluxo-que-nao-existe",
    "/fluxos/a/b/c",
    "/fluxos/%ZZ",
    "/fluxos/%E0%A4%A",
    "/fluxos/opengraph-image",
    "/fluxos/twitter-image",
    `/fluxos/${slug}/opengraph-image`,
    "/fluxos?sortBy=senha",
    // Routes are case-sensitive: these are 404s, and Next's header rules must not label them as the cache's.
    "/FLUXOS",
    `/Fluxos/${slug}`,
    // Creator pages: a page, another page number with a campaign tail, an unknown handle, a bad escape.
    `/autores/${handle}`,
    `/autores/${handle}?page=2&utm_source=newsletter`,
    "/autores/autor-que-nao-existe",
    "/autores/%ZZ",
    "/autores/a/b",
    // Collection pages: an unknown slug (a 404 the cache renders), a bad escape, its picture, no index page.
    "/colecoes/colecao-que-nao-existe-abc123?page=2&utm_source=newsletter",
    "/colecoes/%ZZ",
    "/colecoes/a/b",
    "/colecoes/colecao-que-nao-existe-abc123/opengraph-image",
    "/colecoes",
  ];
  const checked: string[] = [];
  for (const [name, headers] of Object.entries(VARIANTS)) {
    const refusesGzip = !/gzip(?!;q=0)/i.test(headers["accept-encoding"] ?? "");
    const cases: [string, Record<string, string>][] = [
      ...paths.map((path) => [path, headers] as [string, Record<string, string>]),
      ["/dashboard", { ...headers, cookie: session }],
      ["/dashboard", { ...headers, cookie: "authjs.session-token=" }],
      ["/dashboard?fluxo=1", { ...headers, cookie: session }],
      [`/flow/${id}`, { ...headers, cookie: session }],
      // With the hint that the viewer's member pages render for them alone, Next renders them (and gzips) itself.
      [`/flow/${id}`, { ...headers, cookie: `${session}; ${OWN_PAGES}` }],
      ["/dashboard", { ...headers, cookie: `${session}; ${OWN_PAGES}` }],
      [`/flow/${id}`, { ...headers, cookie: `${session}; fluxoteca-paginas-proprias=` }],
      [`/flow/${id}`, headers],
      [`/flow/${id}?utm_source=email`, { ...headers, cookie: session }],
      [`/flow/${id.toUpperCase()}`, { ...headers, cookie: session }],
      [`/FLOW/${id}`, { ...headers, cookie: session }],
    ];
    for (const [path, sent] of cases) {
      const res = await get(baseURL!, path, sent);
      const what = `${path} (${name}${sent.cookie ? ", com cookie" : ""}) → ${res.status} ${res.encoding ?? "sem codificação"}`;
      checked.push(what);
      if (res.encoding === "gzip") {
        expect(isGzip(res.body), what).toBe(true);
        expect(() => gunzipSync(res.body), what).not.toThrow();
        expect(refusesGzip, `${what}: gzip para quem não o aceita`).toBe(false);
      } else if (res.encoding === undefined) {
        expect(isGzip(res.body), `${what}: gzip sem o cabeçalho`).toBe(false);
      }
    }
  }
  console.info(`[codificação] ${checked.length} respostas conferidas`);
});
