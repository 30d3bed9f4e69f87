import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { resolveReturnedContribution } from "@/lib/payments/mutations";
import { setPaymentGateway, type PaymentGateway, type ProviderPayment } from "@/lib/payments/gateway";
import { createUser } from "../../helpers/factories";

/** Mercado Pago's payment lookup, kept in memory. */
class FakeProvider implements PaymentGateway {
  readonly provider = "mercadopago" as const;
  payments = new Map<string, ProviderPayment>();
  fetches = 0;
  async createCheckout(): Promise<never> {
    throw new Error("not used");
  }
  async fetchPayment(id: string) {
    this.fetches += 1;
    return this.payments.get(id) ?? null;
  }
}

async function contribution(userId: string, overrides: Partial<typeof schema.contributions.$inferInsert> = {}) {
  const [row] = await db
    .insert(schema.contributions)
    .values({ userId, amountCents: 1500, provider: "mercadopago", ...overrides })
    .returning();
  return row!;
}

const userRow = async (id: string) => (await db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!;

describe("checkout return (dashboard ?contribuicao=…)", () => {
  afterEach(() => setPaymentGateway(undefined));

  it("settles an approved payment fetched from the provider before the webhook arrives", async () => {
    const user = await createUser();
    const row = await contribution(user.id);
    const fake = new FakeProvider();
    fake.payments.set("998877", { id: "998877", status: "approved", amountCents: 1500, externalReference: row.id, method: "pix" });
    setPaymentGateway(fake);

    const result = await resolveReturnedContribution({ viewer: user, query: { externalReference: row.id, paymentId: "998877" } });
    expect(result).toMatchObject({ id: row.id, status: "APPROVED", amount: 15 });
    expect((await userRow(user.id)).hasContributed).toBe(true);

    // The same return again (a reload) neither double-counts nor asks the provider for a settled payment.
    await resolveReturnedContribution({ viewer: user, query: { externalReference: row.id, paymentId: "998877" } });
    expect(fake.fetches).toBe(1);
    expect((await userRow(user.id)).contributionCents).toBe(1500);
  });

  it("believes nothing in the query: a payment for another contribution, or someone else's contribution, changes nothing", async () => {
    const [user, other] = await Promise.all([createUser(), createUser()]);
    const mine = await contribution(user.id);
    const theirs = await contribution(other.id);
    const fake = new FakeProvider();
    fake.payments.set("111", { id: "111", status: "approved", amountCents: 1500, externalReference: theirs.id, method: "pix" });
    setPaymentGateway(fake);

    const result = await resolveReturnedContribution({ viewer: user, query: { externalReference: mine.id, paymentId: "111" } });
    expect(result).toMatchObject({ id: mine.id, status: "PENDING" });
    expect((await userRow(user.id)).hasContributed).toBe(false);

    // Another user's contribution id is not revealed: the viewer's own latest one answers instead.
    const latest = await resolveReturnedContribution({ viewer: user, query: { externalReference: theirs.id, paymentId: "111" } });
    expect(latest?.id).toBe(mine.id);
    expect((await userRow(other.id)).hasContributed).toBe(false);
  });

  it("shows the stored state without a payment id: pending stays pending, a refusal is reported as such", async () => {
    const user = await createUser();
    const refused = await contribution(user.id, { status: "REJECTED" });
    expect(await resolveReturnedContribution({ viewer: user, query: { externalReference: refused.id } })).toMatchObject({ status: "REJECTED" });
    const pending = await contribution(user.id, { createdAt: new Date(Date.now() + 1000) });
    expect(await resolveReturnedContribution({ viewer: user, query: {} })).toMatchObject({ id: pending.id, status: "PENDING" });
    const nobody = await createUser();
    expect(await resolveReturnedContribution({ viewer: nobody, query: { externalReference: "nao-e-uuid" } })).toBeNull();
  });
});
