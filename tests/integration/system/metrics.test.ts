import { afterEach, describe, expect, it } from "vitest";
import { GET as metricsRoute } from "@/app/api/metrics/route";
import { GET as flowRoute } from "@/app/api/flows/[id]/route";
import "@/lib/mail/worker";
import { createAdmin, createUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

const NAMES = [
  "fluxoteca_http_request_duration_seconds",
  "fluxoteca_db_query_duration_seconds",
  "fluxoteca_db_pool_connections",
  "fluxoteca_page_cache_hits_total",
  "fluxoteca_page_cache_misses_total",
  "fluxoteca_page_cache_refreshes_total",
  "fluxoteca_page_cache_entries",
  "fluxoteca_page_cache_bytes",
  "fluxoteca_mail_outbox_pending",
  "fluxoteca_mail_sent_total",
  "fluxoteca_mail_failed_total",
  "fluxoteca_rating_reranks_total",
  "fluxoteca_process_cpu_seconds_total",
];

const scrape = (opts: Parameters<typeof apiRequest>[2] = {}) => metricsRoute(apiRequest("GET", "/api/metrics", opts));

describe("GET /api/metrics", () => {
  afterEach(() => {
    delete process.env.METRICS_TOKEN;
  });

  it("answers 401 without credentials and 404 to a member", async () => {
    expect((await scrape()).status).toBe(401);
    const member = await createUser();
    expect((await scrape({ token: await tokenFor(member.email) })).status).toBe(404);
  });

  it("answers an admin with the Prometheus text of every metric", async () => {
    const admin = await createAdmin();
    const res = await scrape({ token: await tokenFor(admin.email) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-request-id")).toBeTruthy();
    const text = await res.text();
    for (const name of NAMES) expect(text).toContain(`# TYPE ${name} `);
    expect(text).toMatch(/^fluxoteca_mail_outbox_pending 0$/m);
  });

  it("answers the scraper's METRICS_TOKEN, and only the right one", async () => {
    process.env.METRICS_TOKEN = "token-do-prometheus-1234567890";
    expect((await scrape({ token: "token-do-prometheus-1234567890" })).status).toBe(200);
    expect((await scrape({ token: "token-do-prometheus-0000000000" })).status).toBe(401);
  });

  it("times a request under its route template, one series for any id", async () => {
    process.env.METRICS_TOKEN = "token-do-prometheus-1234567890";
    const ids = [crypto.randomUUID(), "outro-fluxo"];
    for (const id of ids) {
      const res = await flowRoute(apiRequest("GET", `/api/flows/${id}`, { headers: { "x-request-id": `teste-${id.length}` } }), params({ id }));
      expect(res.status).toBe(401);
      expect(res.headers.get("x-request-id")).toBe(`teste-${id.length}`);
    }
    const text = await (await scrape({ token: "token-do-prometheus-1234567890" })).text();
    const series = text.split("\n").filter((line) => line.startsWith("fluxoteca_http_request_duration_seconds_count{") && line.includes("/api/flows/"));
    expect(series).toEqual([expect.stringMatching(/route="\/api\/flows\/\[id\]".*status="401"} [2-9]\d*$/)]);
    for (const id of ids) expect(text).not.toContain(id);
  });
});
