import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { POST as postSettings } from "@/app/api/admin/settings/route";
import { GET as getSetting } from "@/app/api/admin/settings/[key]/route";
import { DEFAULT_SEARCH_SYNONYMS } from "@/lib/language/synonyms";
import { createAdmin, createUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

type Opts = { token?: string; headers?: Record<string, string> };
const read = (key: string, o: Opts = {}) => getSetting(apiRequest("GET", `/api/admin/settings/${key}`, o), params({ key }));
const save = (body: unknown, o: Opts = {}) => postSettings(apiRequest("POST", "/api/admin/settings", { body, ...o }));
const stored = async () => (await db.select().from(schema.settings)).map(({ key, value }) => ({ key, value })).sort((a, b) => a.key.localeCompare(b.key));

const DEFAULTS = { min_contribution_amount: 15, free_download_limit: 2, contribution_message: "Apoie o projeto para continuar usando!" };

describe("GET /api/admin/settings/{key}", () => {
  it("needs a session", async () => {
    for (const key of Object.keys(DEFAULTS)) expect((await read(key)).status).toBe(401);
  });

  it("lets any user read the minimum amount and the message, but the download limit only to admins", async () => {
    const [user, admin] = await Promise.all([createUser(), createAdmin()]);
    const [userToken, adminToken] = await Promise.all([tokenFor(user.email), tokenFor(admin.email)]);
    expect(await (await read("min_contribution_amount", { token: userToken })).json()).toEqual({ key: "min_contribution_amount", value: 15 });
    expect(await (await read("contribution_message", { token: userToken })).json()).toEqual({
      key: "contribution_message",
      value: DEFAULTS.contribution_message,
    });
    const forbidden = await read("free_download_limit", { token: userToken, headers: { "user-id": admin.id } });
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()).code).toBe("FORBIDDEN");
    expect(await (await read("free_download_limit", { token: adminToken })).json()).toEqual({ key: "free_download_limit", value: 2 });
    expect((await read("outra_chave", { token: adminToken })).status).toBe(404);
  });
});

describe("POST /api/admin/settings", () => {
  it("is for admins only", async () => {
    const [user, admin] = await Promise.all([createUser(), createAdmin()]);
    expect((await save({ free_download_limit: 10 })).status).toBe(401);
    expect((await save({ free_download_limit: 10 }, { token: await tokenFor(user.email), headers: { "user-id": admin.id } })).status).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it("stores text or numbers as text, any subset of keys, and answers all of them", async () => {
    const admin = await createAdmin();
    const token = await tokenFor(admin.email);
    const res = await save({ min_contribution_amount: "20.50", free_download_limit: " 5 ", contribution_message: "  Ajude o projeto!  " }, { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      min_contribution_amount: 20.5,
      free_download_limit: 5,
      contribution_message: "Ajude o projeto!",
      search_synonyms: DEFAULT_SEARCH_SYNONYMS,
      rating_prior_weight: 5,
      report_hold_threshold: 3,
      report_min_account_days: 7,
    });
    expect(await (await save({ min_contribution_amount: "17,90" }, { token })).json()).toMatchObject({ min_contribution_amount: 17.9 });
    const partial = await save({ free_download_limit: 0, min_contribution_amount: 1 }, { token });
    expect(await partial.json()).toEqual({
      min_contribution_amount: 1,
      free_download_limit: 0,
      contribution_message: "Ajude o projeto!",
      search_synonyms: DEFAULT_SEARCH_SYNONYMS,
      rating_prior_weight: 5,
      report_hold_threshold: 3,
      report_min_account_days: 7,
    });
    expect(await stored()).toEqual([
      { key: "contribution_message", value: "Ajude o projeto!" },
      { key: "free_download_limit", value: "0" },
      { key: "min_contribution_amount", value: "1" },
    ]);
    const rows = await db.select().from(schema.settings);
    expect(rows.every((r) => r.updatedBy === admin.id)).toBe(true);
    expect(await (await read("free_download_limit", { token })).json()).toEqual({ key: "free_download_limit", value: 0 });
    // The automatic hold's threshold (docs/product-rules.md "Denúncias"): 1 to 50, admin only.
    expect(await (await save({ report_hold_threshold: " 7 " }, { token })).json()).toMatchObject({ report_hold_threshold: 7 });
    expect(await (await read("report_hold_threshold", { token })).json()).toEqual({ key: "report_hold_threshold", value: 7 });
    // How old an account must be for its reports to count: 0 to 365 days, admin only.
    expect(await (await save({ report_min_account_days: "30" }, { token })).json()).toMatchObject({ report_min_account_days: 30 });
    expect(await (await read("report_min_account_days", { token })).json()).toEqual({ key: "report_min_account_days", value: 30 });
  });

  it("refuses invalid values with 400 and a pt-BR message, changing nothing", async () => {
    const token = await tokenFor((await createAdmin()).email);
    await save({ min_contribution_amount: 25, free_download_limit: 3, contribution_message: "Obrigado!" }, { token });
    const before = await stored();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ min_contribution_amount: 0.5 }, "min_contribution_amount", /pelo menos R\$ 1,00/],
      [{ min_contribution_amount: "1.234" }, "min_contribution_amount", /duas casas decimais/],
      [{ min_contribution_amount: 1.234 }, "min_contribution_amount", /duas casas decimais/],
      [{ min_contribution_amount: "1,234" }, "min_contribution_amount", /duas casas decimais/],
      [{ min_contribution_amount: "abc" }, "min_contribution_amount", /número/],
      [{ free_download_limit: 51 }, "free_download_limit", /inteiro entre 0 e 50/],
      [{ free_download_limit: 2.5 }, "free_download_limit", /inteiro entre 0 e 50/],
      [{ free_download_limit: "2.5" }, "free_download_limit", /inteiro entre 0 e 50/],
      [{ free_download_limit: -1 }, "free_download_limit", /inteiro entre 0 e 50/],
      [{ contribution_message: "" }, "contribution_message", /obrigatória/],
      [{ contribution_message: "   " }, "contribution_message", /obrigatória/],
      [{ contribution_message: "a".repeat(501) }, "contribution_message", /no máximo 500/],
      [{ free_download_limit: 10, contribution_message: "" }, "contribution_message", /obrigatória/],
      [{ report_hold_threshold: 0 }, "report_hold_threshold", /inteiro entre 1 e 50/],
      [{ report_hold_threshold: 51 }, "report_hold_threshold", /inteiro entre 1 e 50/],
      [{ report_hold_threshold: "2.5" }, "report_hold_threshold", /inteiro entre 1 e 50/],
      [{ report_min_account_days: -1 }, "report_min_account_days", /inteiro de dias entre 0 e 365/],
      [{ report_min_account_days: 366 }, "report_min_account_days", /inteiro de dias entre 0 e 365/],
      [{ report_min_account_days: "7.5" }, "report_min_account_days", /inteiro de dias entre 0 e 365/],
    ];
    for (const [body, field, message] of cases) {
      const res = await save(body, { token });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).fieldErrors[field]?.[0]).toMatch(message);
    }
    for (const body of [{}, { outra_chave: "1" }, [], "texto"]) expect((await save(body, { token })).status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it("refuses a cross-site request and a non-JSON body", async () => {
    const token = await tokenFor((await createAdmin()).email);
    expect((await save({ free_download_limit: 9 }, { token, headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    expect((await save("free_download_limit=9", { token, headers: { "content-type": "application/x-www-form-urlencoded" } })).status).toBe(415);
    expect(await stored()).toEqual([]);
  });
});
