import { createHmac, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db, schema } from "@/db";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as getContribution } from "@/app/api/payment/contributions/[id]/route";
import { POST as createContribution } from "@/app/api/payment/create-contribution/route";
import { POST as webhook } from "@/app/api/payment/webhook/route";
import { appUrl } from "@/lib/env";
import { setPaymentGateway } from "@/lib/payments/gateway";
import { MercadoPagoGateway } from "@/lib/payments/mercadopago";
import { createUser, PASSWORD } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";

/**
 * The real MercadoPagoGateway and the real `mercadopago` SDK; only the network is fake: the SDK's
 * calls to the global `fetch` are answered by an in-memory Mercado Pago API.
 */

// Read once by lib/env on first use, which comes after this line.
const SECRET = "segredo-do-webhook-de-teste-http";
const ACCESS_TOKEN = "TEST-123";
const original = { demo: process.env.DEMO_MODE, secret: process.env.MERCADOPAGO_WEBHOOK_SECRET };
process.env.MERCADOPAGO_WEBHOOK_SECRET = SECRET;
delete process.env.DEMO_MODE;

afterAll(() => {
  for (const [key, value] of [
    ["DEMO_MODE", original.demo],
    ["MERCADOPAGO_WEBHOOK_SECRET", original.secret],
  ] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

interface RecordedRequest {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

interface ApiPayment {
  id: number;
  status: string;
  transaction_amount: number;
  external_reference: string;
  payment_method_id: string;
  payment_type_id: string;
}

const API = "https://api.mercadopago.com";

/** Mercado Pago's REST API as far as Checkout Pro and the webhook use it. */
class FakeMercadoPagoApi {
  requests: RecordedRequest[] = [];
  payments = new Map<string, ApiPayment>();
  private preferenceCount = 0;

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? "GET").toUpperCase();
    const raw = typeof init.body === "string" ? init.body : undefined;
    this.requests.push({ method, url, headers: new Headers(init.headers), body: raw === undefined ? undefined : JSON.parse(raw) });

    const { pathname } = new URL(url);
    if (method === "POST" && /^\/checkout\/preferences\/?$/.test(pathname) && url.startsWith(API)) {
      this.preferenceCount += 1;
      const id = `123456789-pref-${this.preferenceCount}`;
      return Response.json(
        {
          id,
          init_point: `https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=${id}`,
          sandbox_init_point: `https://sandbox.mercadopago.com.br/checkout/v1/redirect?pref_id=${id}`,
        },
        { status: 201 },
      );
    }
    const payment = /^\/v1\/payments\/([^/]+)$/.exec(pathname);
    if (method === "GET" && payment && url.startsWith(API)) {
      const found = this.payments.get(decodeURIComponent(payment[1]!));
      return found ? Response.json(found, { status: 200 }) : Response.json({ message: "Payment not found", status: 404 }, { status: 404 });
    }
    // 501 is not among the statuses the SDK retries, so a surprise fails fast.
    return Response.json({ message: `unexpected ${method} ${url}` }, { status: 501 });
  };

  pay(contributionId: string, status: string, amount: number, id = 1234567890) {
    this.payments.set(String(id), {
      id,
      status,
      transaction_amount: amount,
      external_reference: contributionId,
      payment_method_id: "pix",
      payment_type_id: "bank_transfer",
    });
    return String(id);
  }

  preferenceRequests = () => this.requests.filter((r) => r.method === "POST" && r.url.startsWith(`${API}/checkout/preferences`));
  paymentRequests = (id: string) => this.requests.filter((r) => r.method === "GET" && r.url === `${API}/v1/payments/${id}`);
  unexpected = () => this.requests.filter((r) => !this.preferenceRequests().includes(r) && !/^\/v1\/payments\/[^/]+$/.test(new URL(r.url).pathname));
}

let api: FakeMercadoPagoApi;

beforeEach(() => {
  api = new FakeMercadoPagoApi();
  vi.stubGlobal("fetch", vi.fn(api.fetch));
  setPaymentGateway(new MercadoPagoGateway(ACCESS_TOKEN));
});

afterEach(() => {
  expect(api.unexpected()).toEqual([]);
  vi.unstubAllGlobals();
  setPaymentGateway(undefined);
});

async function signedIn() {
  const user = await createUser();
  const res = await login(apiRequest("POST", "/api/auth/login", { body: { email: user.email, password: PASSWORD } }));
  return { user, token: (await res.json()).token as string };
}

const create = (body: unknown, token?: string) => createContribution(apiRequest("POST", "/api/payment/create-contribution", { body, token }));
const own = (id: string, token?: string) => getContribution(apiRequest("GET", `/api/payment/contributions/${id}`, { token }), params({ id }));
const contributionRow = async (id: string) => (await db.select().from(schema.contributions).where(eq(schema.contributions.id, id)))[0]!;
const userRow = async (id: string) => (await db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!;

/** A notification signed as Mercado Pago signs it: `id:{data.id};request-id:{x-request-id};ts:{ts};`. */
function notify(dataId: string) {
  const requestId = randomUUID();
  const ts = Math.floor(Date.now() / 1000);
  const v1 = createHmac("sha256", SECRET).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest("hex");
  return webhook(
    apiRequest("POST", `/api/payment/webhook?data.id=${dataId}&type=payment`, {
      headers: { "x-signature": `ts=${ts},v1=${v1}`, "x-request-id": requestId, "sec-fetch-site": "cross-site" },
      body: { action: "payment.updated", type: "payment", data: { id: dataId } },
    }),
  );
}

async function pending(amount = 25) {
  const owner = await signedIn();
  const res = await create({ amount }, owner.token);
  expect(res.status).toBe(201);
  const { contributionId } = await res.json();
  api.requests = [];
  return { ...owner, id: contributionId as string };
}

describe("Mercado Pago through its HTTP API: checkout", () => {
  it("creates a preference for the contribution and sends the browser to the sandbox checkout", async () => {
    const { user, token } = await signedIn();
    const res = await create({ amount: "37,90" }, token);
    expect(res.status).toBe(201);
    const { checkout_url, contributionId } = await res.json();

    const sent = api.preferenceRequests();
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request!.url).toMatch(/^https:\/\/api\.mercadopago\.com\/checkout\/preferences\/?$/);
    expect(request!.headers.get("authorization")).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(request!.headers.get("x-idempotency-key")).toBe(`preference-${contributionId}`);
    expect(request!.headers.get("content-type")).toBe("application/json");

    const body = request!.body as Record<string, unknown>;
    expect(body.external_reference).toBe(contributionId);
    expect(body.items).toEqual([expect.objectContaining({ id: contributionId, quantity: 1, unit_price: 37.9, currency_id: "BRL" })]);
    expect(body.back_urls).toEqual({
      success: `${appUrl()}/dashboard?contribuicao=sucesso`,
      pending: `${appUrl()}/dashboard?contribuicao=pendente`,
      failure: `${appUrl()}/dashboard?contribuicao=falha`,
    });
    expect(body.payer).toEqual({ email: user.email, name: user.name });

    // A TEST- token is a sandbox account: the sandbox checkout, not the live one.
    const preferenceId = "123456789-pref-1";
    expect(checkout_url).toBe(`https://sandbox.mercadopago.com.br/checkout/v1/redirect?pref_id=${preferenceId}`);
    expect(await contributionRow(contributionId)).toMatchObject({
      status: "PENDING",
      provider: "mercadopago",
      amountCents: 3790,
      providerPreferenceId: preferenceId,
      userId: user.id,
    });
  });
});

describe("Mercado Pago through its HTTP API: webhook", () => {
  it("settles an approved payment of the full amount, as GET /v1/payments/{id} reports it", async () => {
    const { user, token, id } = await pending(25);
    const paymentId = api.pay(id, "approved", 25);

    const res = await notify(paymentId);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, handled: true });

    const fetched = api.paymentRequests(paymentId);
    expect(fetched).toHaveLength(1);
    expect(fetched[0]!.headers.get("authorization")).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(await contributionRow(id)).toMatchObject({ status: "APPROVED", providerPaymentId: paymentId, method: "pix" });
    expect(await userRow(user.id)).toMatchObject({ hasContributed: true, contributionCents: 2500 });
    expect(await (await own(id, token)).json()).toMatchObject({ id, status: "APPROVED", amount: 25, method: "pix", paidAt: expect.any(String) });
  });

  it("acknowledges a payment Mercado Pago does not know (404) without retrying or changing anything", async () => {
    const { user, id } = await pending(25);
    const res = await notify("404404404");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, handled: false });
    // A 404 is an answer, not a failure: the SDK asks once.
    expect(api.paymentRequests("404404404")).toHaveLength(1);
    expect(await contributionRow(id)).toMatchObject({ status: "PENDING", providerPaymentId: null, paidAt: null });
    expect(await userRow(user.id)).toMatchObject({ hasContributed: false, contributionCents: 0 });
  });

  it("does not approve an approved payment below the contribution's amount", async () => {
    const { user, id } = await pending(25);
    const paymentId = api.pay(id, "approved", 24.99);
    expect((await notify(paymentId)).status).toBe(200);
    expect(api.paymentRequests(paymentId)).toHaveLength(1);
    expect(await contributionRow(id)).toMatchObject({ status: "PENDING", paidAt: null });
    expect(await userRow(user.id)).toMatchObject({ hasContributed: false, contributionCents: 0 });
  });

  it("credits the user once when the same approval arrives 5 times in parallel", async () => {
    const { user, id } = await pending(30);
    const paymentId = api.pay(id, "approved", 30, 987654321);
    const statuses = await Promise.all(Array.from({ length: 5 }, async () => (await notify(paymentId)).status));
    expect(statuses).toEqual(Array(5).fill(200));
    expect(api.paymentRequests(paymentId)).toHaveLength(5);
    expect(await contributionRow(id)).toMatchObject({ status: "APPROVED", providerPaymentId: paymentId });
    expect(await userRow(user.id)).toMatchObject({ hasContributed: true, contributionCents: 3000 });
  });
});
