import { createHmac, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as postSettings } from "@/app/api/admin/settings/route";
import { GET as listAdmin } from "@/app/api/admin/contributions/route";
import { POST as devCheckout } from "@/app/api/dev/checkout/[contributionId]/route";
import { POST as postDownload } from "@/app/api/flows/[id]/download/route";
import { GET as getContribution } from "@/app/api/payment/contributions/[id]/route";
import { POST as createContribution } from "@/app/api/payment/create-contribution/route";
import { POST as webhook } from "@/app/api/payment/webhook/route";
import { setPaymentGateway, type PaymentGateway, type ProviderPayment } from "@/lib/payments/gateway";
import { createFlow, createUser, PASSWORD } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";

// Read once by lib/env on first use, which comes after this line.
const SECRET = "segredo-do-webhook-de-teste";
const original = { demo: process.env.DEMO_MODE, secret: process.env.MERCADOPAGO_WEBHOOK_SECRET };
process.env.MERCADOPAGO_WEBHOOK_SECRET = SECRET;

afterAll(() => {
  for (const [key, value] of [
    ["DEMO_MODE", original.demo],
    ["MERCADOPAGO_WEBHOOK_SECRET", original.secret],
  ] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

/** Mercado Pago as the webhook sees it: checkouts and payments kept in memory. */
class FakeMercadoPago implements PaymentGateway {
  readonly provider = "mercadopago" as const;
  payments = new Map<string, ProviderPayment>();
  fetches = 0;
  failCheckout = false;
  async createCheckout({ contribution }: { contribution: { id: string } }) {
    if (this.failCheckout) throw new Error("Mercado Pago fora do ar");
    return { checkoutUrl: `https://mp.example/checkout/${contribution.id}`, preferenceId: `pref-${contribution.id}` };
  }
  async fetchPayment(id: string) {
    this.fetches += 1;
    return this.payments.get(id) ?? null;
  }
  pay(contributionId: string, status: string, amountCents: number, id = "1234567890") {
    this.payments.set(id, { id, status, amountCents, externalReference: contributionId, method: "pix" });
    return id;
  }
}

async function signedIn(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  const res = await login(apiRequest("POST", "/api/auth/login", { body: { email: user.email, password: PASSWORD } }));
  return { user, token: (await res.json()).token as string };
}

const create = (body: unknown, token?: string) => createContribution(apiRequest("POST", "/api/payment/create-contribution", { body, token }));
const checkout = (contributionId: string, body: unknown, token?: string) =>
  devCheckout(apiRequest("POST", `/api/dev/checkout/${contributionId}`, { body, token }), params({ contributionId }));
const own = (id: string, token?: string) => getContribution(apiRequest("GET", `/api/payment/contributions/${id}`, { token }), params({ id }));
const download = (id: string, token: string) => postDownload(apiRequest("POST", `/api/flows/${id}/download`, { token }), params({ id }));
const contributionRows = () => db.select().from(schema.contributions);
const contributionRow = async (id: string) => (await db.select().from(schema.contributions).where(eq(schema.contributions.id, id)))[0]!;
const userRow = async (id: string) => (await db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!;

function notify(dataId: string, { type = "payment", secret = SECRET, ts = Math.floor(Date.now() / 1000) } = {}) {
  const requestId = randomUUID();
  const v1 = createHmac("sha256", secret).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest("hex");
  return webhook(
    apiRequest("POST", `/api/payment/webhook?data.id=${dataId}&type=${type}`, {
      headers: { "x-signature": `ts=${ts},v1=${v1}`, "x-request-id": requestId, "sec-fetch-site": "cross-site" },
      body: { action: "payment.updated", type, data: { id: dataId } },
    }),
  );
}

describe("POST /api/payment/create-contribution", () => {
  beforeEach(() => {
    process.env.DEMO_MODE = "1";
  });
  afterEach(() => {
    delete process.env.DEMO_MODE;
    setPaymentGateway(undefined);
  });

  it("needs a session", async () => {
    expect((await create({ amount: 20 })).status).toBe(401);
    expect(await contributionRows()).toHaveLength(0);
  });

  it("refuses less than the current minimum with the pt-BR message and stores nothing", async () => {
    const { token } = await signedIn();
    const res = await create({ amount: 14.99 }, token);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "INVALID_INPUT", message: "O valor mínimo de contribuição é R$ 15,00." });
    const admin = await signedIn({ role: "ADMIN" });
    const saved = await postSettings(apiRequest("POST", "/api/admin/settings", { token: admin.token, body: { min_contribution_amount: "25,50" } }));
    expect(saved.status).toBe(200);
    expect((await (await create({ amount: "25,49" }, token)).json()).message).toBe("O valor mínimo de contribuição é R$ 25,50.");
    for (const amount of ["abc", -20, 15.001, null]) expect((await create({ amount }, token)).status).toBe(400);
    expect(await contributionRows()).toHaveLength(0);
  });

  it("opens a PENDING contribution and, in demo mode, points to the local checkout", async () => {
    const { user, token } = await signedIn();
    const res = await create({ amount: "15,50" }, token);
    expect(res.status).toBe(201);
    const { checkout_url, contributionId } = await res.json();
    expect(checkout_url).toBe(`/dev/checkout/${contributionId}`);
    expect(await contributionRow(contributionId)).toMatchObject({
      userId: user.id,
      amountCents: 1550,
      status: "PENDING",
      provider: "demo",
      providerPaymentId: null,
      paidAt: null,
    });
    expect((await contributionRow(contributionId)).providerPreferenceId).toMatch(/^demo-pref-/);
  });

  it("cancels the contribution when the provider fails and answers 503", async () => {
    delete process.env.DEMO_MODE;
    const fake = new FakeMercadoPago();
    fake.failCheckout = true;
    setPaymentGateway(fake);
    const { token } = await signedIn();
    const res = await create({ amount: 30 }, token);
    expect(res.status).toBe(503);
    expect((await res.json()).message).toBe("Erro ao criar sessão de pagamento");
    expect(await contributionRows()).toMatchObject([{ status: "CANCELLED", provider: "mercadopago", amountCents: 3000 }]);
  });
});

describe("POST /api/dev/checkout/{contributionId}", () => {
  beforeEach(() => {
    process.env.DEMO_MODE = "1";
  });
  afterEach(() => {
    delete process.env.DEMO_MODE;
  });

  async function contribution(amount = 20) {
    const owner = await signedIn({ downloadCount: 2 });
    const { contributionId } = await (await create({ amount }, owner.token)).json();
    return { ...owner, id: contributionId as string };
  }

  it("approves: the owner becomes a contributor once and downloads without limit", async () => {
    const { user, token, id } = await contribution(20);
    const flows = await Promise.all([createFlow(), createFlow(), createFlow()]);
    expect((await download(flows[0]!.id, token)).status).toBe(403);

    const res = await checkout(id, { outcome: "approved", method: "ticket" }, token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: "APPROVED", amount: 20, method: "ticket" });
    expect(await userRow(user.id)).toMatchObject({ hasContributed: true, contributionCents: 2000 });
    for (const flow of flows) expect((await download(flow.id, token)).status).toBe(200);

    // A later 'Recusar' or a second 'Aprovar' neither downgrades nor counts twice.
    expect(await (await checkout(id, { outcome: "rejected" }, token)).json()).toMatchObject({ status: "APPROVED" });
    expect((await checkout(id, { outcome: "approved" }, token)).status).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ hasContributed: true, contributionCents: 2000 });
    expect((await contributionRow(id)).paidAt).toBeInstanceOf(Date);
  });

  it("rejects: the contribution is REJECTED and the user unchanged", async () => {
    const { user, token, id } = await contribution();
    const res = await checkout(id, { outcome: "rejected" }, token);
    expect(await res.json()).toMatchObject({ status: "REJECTED", paidAt: null });
    expect(await userRow(user.id)).toMatchObject({ hasContributed: false, contributionCents: 0 });
    expect((await checkout(id, { outcome: "talvez" }, token)).status).toBe(400);
  });

  it("is for the owner only: 404 for someone else, 401 without a session", async () => {
    const { user, id } = await contribution();
    const other = await signedIn();
    const res = await checkout(id, { outcome: "approved" }, other.token);
    expect(res.status).toBe(404);
    expect((await checkout(id, { outcome: "approved" })).status).toBe(401);
    expect((await checkout("nao-e-uuid", { outcome: "approved" }, other.token)).status).toBe(404);
    expect((await contributionRow(id)).status).toBe("PENDING");
    expect([(await userRow(user.id)).hasContributed, (await userRow(other.user.id)).hasContributed]).toEqual([false, false]);
  });

  it("does not exist outside demo mode", async () => {
    const { token, id } = await contribution();
    delete process.env.DEMO_MODE;
    expect((await checkout(id, { outcome: "approved" }, token)).status).toBe(404);
    expect((await contributionRow(id)).status).toBe("PENDING");
  });
});

describe("POST /api/payment/webhook", () => {
  let fake: FakeMercadoPago;
  beforeEach(() => {
    fake = new FakeMercadoPago();
    setPaymentGateway(fake);
  });
  afterEach(() => setPaymentGateway(undefined));

  async function pending(amount = 25) {
    const owner = await signedIn();
    const res = await create({ amount }, owner.token);
    const { checkout_url, contributionId } = await res.json();
    expect(checkout_url).toBe(`https://mp.example/checkout/${contributionId}`);
    return { ...owner, id: contributionId as string };
  }

  it("refuses a bad signature with 401 and changes nothing", async () => {
    const { user, id } = await pending();
    const paymentId = fake.pay(id, "approved", 2500);
    expect((await notify(paymentId, { secret: "segredo-errado" })).status).toBe(401);
    expect((await notify(paymentId, { ts: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(401);
    const unsigned = await webhook(apiRequest("POST", `/api/payment/webhook?data.id=${paymentId}&type=payment`, { body: { data: { id: paymentId } } }));
    expect(unsigned.status).toBe(401);
    expect(fake.fetches).toBe(0);
    expect((await contributionRow(id)).status).toBe("PENDING");
    expect((await userRow(user.id)).hasContributed).toBe(false);
  });

  it("approves once from the payment as Mercado Pago reports it, even under 10 parallel replays", async () => {
    const { user, token, id } = await pending(25);
    const paymentId = fake.pay(id, "approved", 2500);
    const statuses = await Promise.all(Array.from({ length: 10 }, async () => (await notify(paymentId)).status));
    expect(statuses).toEqual(Array(10).fill(200));
    expect(await contributionRow(id)).toMatchObject({ status: "APPROVED", providerPaymentId: paymentId, method: "pix" });
    expect(await userRow(user.id)).toMatchObject({ hasContributed: true, contributionCents: 2500 });
    expect(await (await own(id, token)).json()).toMatchObject({ id, status: "APPROVED", amount: 25, method: "pix" });

    // Out of order: a late 'pending' of the same payment and a 'rejected' earlier attempt downgrade nothing.
    fake.pay(id, "pending", 2500, paymentId);
    fake.pay(id, "rejected", 2500, "111");
    for (const pid of [paymentId, "111"]) expect((await notify(pid)).status).toBe(200);
    expect((await contributionRow(id)).status).toBe("APPROVED");
    expect((await userRow(user.id)).contributionCents).toBe(2500);
  });

  it("does not approve a payment below the contribution's amount", async () => {
    const { user, id } = await pending(25);
    expect((await notify(fake.pay(id, "approved", 2499))).status).toBe(200);
    expect((await contributionRow(id)).status).toBe("PENDING");
    expect(await userRow(user.id)).toMatchObject({ hasContributed: false, contributionCents: 0 });
  });

  it("undoes the credit when the approving payment is refunded", async () => {
    const { user, id } = await pending(25);
    const paymentId = fake.pay(id, "approved", 2500);
    await notify(paymentId);
    fake.pay(id, "refunded", 2500, paymentId);
    expect((await notify(paymentId)).status).toBe(200);
    expect((await contributionRow(id)).status).toBe("REFUNDED");
    expect(await userRow(user.id)).toMatchObject({ hasContributed: false, contributionCents: 0 });
  });

  it("acknowledges valid notifications it has nothing to do with", async () => {
    const { id } = await pending();
    const merchantOrder = await notify("999", { type: "merchant_order" });
    expect([merchantOrder.status, await merchantOrder.json()]).toEqual([200, { received: true, handled: false }]);
    expect((await notify("404404")).status).toBe(200);
    fake.payments.set("555", { id: "555", status: "approved", amountCents: 9999, externalReference: randomUUID(), method: "pix" });
    expect((await notify("555")).status).toBe(200);
    expect(fake.fetches).toBe(2);
    expect((await contributionRow(id)).status).toBe("PENDING");
  });
});

describe("GET /api/payment/contributions/{id}", () => {
  it("shows the viewer's own contribution only", async () => {
    process.env.DEMO_MODE = "1";
    try {
      const owner = await signedIn();
      const { contributionId } = await (await create({ amount: 15 }, owner.token)).json();
      const res = await own(contributionId, owner.token);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toEqual({ id: contributionId, status: "PENDING", amount: 15, method: null, createdAt: expect.any(String), paidAt: null });
      const [other, admin] = await Promise.all([signedIn(), signedIn({ role: "ADMIN" })]);
      for (const token of [other.token, admin.token]) expect((await own(contributionId, token)).status).toBe(404);
      expect((await own("nao-e-uuid", owner.token)).status).toBe(404);
      expect((await own(contributionId)).status).toBe(401);
    } finally {
      delete process.env.DEMO_MODE;
    }
  });
});

describe("GET /api/admin/contributions", () => {
  const list = (query: string, token?: string) => listAdmin(apiRequest("GET", `/api/admin/contributions${query}`, { token }));

  it("is for admins: 401 for visitors, 403 for users; lists, filters, pages and totals", async () => {
    const [user, admin] = await Promise.all([signedIn(), signedIn({ role: "ADMIN" })]);
    const contributor = await createUser({ name: "Ana Contribuinte" });
    const rows = [
      { amountCents: 2000, status: "APPROVED" as const, paidAt: new Date(), method: "pix" },
      { amountCents: 1550, status: "APPROVED" as const, paidAt: new Date(), method: "ticket" },
      { amountCents: 5000, status: "REJECTED" as const },
      { amountCents: 1500, status: "PENDING" as const },
    ];
    for (const [i, row] of rows.entries()) {
      await db.insert(schema.contributions).values({ ...row, userId: contributor.id, provider: "demo", createdAt: new Date(Date.now() - i * 60_000) });
    }
    expect((await list("")).status).toBe(401);
    expect((await list("", user.token)).status).toBe(403);

    const res = await list("?limit=3", admin.token);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.pagination).toEqual({ page: 1, limit: 3, total: 4, pages: 2 });
    expect(body.totals).toEqual({ approvedCount: 2, approvedAmount: 35.5 });
    expect(body.contributions[0]).toMatchObject({
      amount: 20,
      method: "pix",
      status: "APPROVED",
      user: { id: contributor.id, name: "Ana Contribuinte", email: contributor.email },
    });
    const rejected = await (await list("?status=REJECTED", admin.token)).json();
    expect(rejected.contributions.map((c: { amount: number }) => c.amount)).toEqual([50]);
    expect(rejected.totals).toEqual({ approvedCount: 2, approvedAmount: 35.5 });
    expect((await (await list("?page=2&limit=3", admin.token)).json()).contributions).toHaveLength(1);
    for (const bad of ["?limit=101", "?status=PAGO", "?page=0"]) expect((await list(bad, admin.token)).status).toBe(400);
  });
});
