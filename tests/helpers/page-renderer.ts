import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for the app server that the page cache renders its pages through
 * (lib/cache/page-server.ts, PAGE_RENDER_ORIGIN): answers every path with a small HTML page that
 * names it, and remembers the paths it was asked for.
 */
export interface PageRenderer {
  paths: string[];
  /** Each render asked for: its path, and whether it carried the member's cookie (a render for them alone). */
  renders: { path: string; cookie: boolean }[];
  close: () => Promise<void>;
}

export async function startPageRenderer(): Promise<PageRenderer> {
  const paths: string[] = [];
  const renders: PageRenderer["renders"] = [];
  const server = http.createServer((req, res) => {
    paths.push(req.url ?? "");
    renders.push({ path: req.url ?? "", cookie: req.headers.cookie !== undefined });
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="pt-BR"><title>${req.url}</title><p>página ${req.url}</p></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.PAGE_RENDER_ORIGIN = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    paths,
    renders,
    close: async () => {
      delete process.env.PAGE_RENDER_ORIGIN;
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
