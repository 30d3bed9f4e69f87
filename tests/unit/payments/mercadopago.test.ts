import { MPNotFoundError, MPServerError, Payment, Preference } from "mercadopago";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MercadoPagoGateway } from "@/lib/payments/mercadopago";

const contribution = { id: "6f1c1d1e-8a35-4c5e-9c43-0f1b2a3c4d5e", amountCents: 1550 };
const user = { id: "u1", name: "Maria Silva", email: "maria@exemplo.com.br" };
const api_response = { status: 200, headers: {} as [string, string[]] };

beforeAll(() => {
  vi.stubEnv("APP_URL", "https://fluxoteca.exemplo.com.br/");
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(() => {
  vi.unstubAllEnvs();
});

describe("MercadoPagoGateway.createCheckout", () => {
  it("creates a Checkout Pro preference for the contribution and returns its init_point", async () => {
    const create = vi
      .spyOn(Preference.prototype, "create")
      .mockResolvedValue({ api_response, id: "pref-1", init_point: "https://mp/checkout", sandbox_init_point: "https://sandbox/checkout" });
    const result = await new MercadoPagoGateway("APP_USR-123").createCheckout({ contribution, user });
    expect(result).toEqual({ checkoutUrl: "https://mp/checkout", preferenceId: "pref-1" });

    const { body, requestOptions } = create.mock.calls[0]![0];
    const base = "https://fluxoteca.exemplo.com.br";
    expect(body).toMatchObject({
      items: [{ id: contribution.id, title: "Contribuição Fluxoteca", quantity: 1, currency_id: "BRL", unit_price: 15.5 }],
      external_reference: contribution.id,
      payer: { email: user.email },
      back_urls: {
        success: `${base}/dashboard?contribuicao=sucesso`,
        pending: `${base}/dashboard?contribuicao=pendente`,
        failure: `${base}/dashboard?contribuicao=falha`,
      },
      auto_return: "approved",
      notification_url: `${base}/api/payment/webhook`,
      payment_methods: { excluded_payment_types: [], installments: 1 },
      binary_mode: false,
      statement_descriptor: "FLUXOTECA",
    });
    expect(requestOptions).toEqual({ idempotencyKey: `preference-${contribution.id}` });
  });

  it("uses the sandbox URL with test credentials and fails without a URL", async () => {
    vi.spyOn(Preference.prototype, "create")
      .mockResolvedValueOnce({ api_response, id: "pref-2", init_point: "https://mp/checkout", sandbox_init_point: "https://sandbox/checkout" })
      .mockResolvedValueOnce({ api_response, id: "pref-3" });
    const gateway = new MercadoPagoGateway("TEST-123");
    expect((await gateway.createCheckout({ contribution, user })).checkoutUrl).toBe("https://sandbox/checkout");
    await expect(gateway.createCheckout({ contribution, user })).rejects.toThrow("URL de checkout não retornada");
  });
});

describe("MercadoPagoGateway.fetchPayment", () => {
  it("reports status, amount in cents, reference and method; PIX and boleto by name", async () => {
    vi.spyOn(Payment.prototype, "get")
      .mockResolvedValueOnce({
        api_response,
        id: 42,
        status: "approved",
        transaction_amount: 15.5,
        external_reference: contribution.id,
        payment_method_id: "pix",
        payment_type_id: "bank_transfer",
      })
      .mockResolvedValueOnce({ api_response, id: 43, status: "pending", transaction_amount: 20, payment_method_id: "bolbradesco", payment_type_id: "ticket" });
    const gateway = new MercadoPagoGateway("APP_USR-123");
    expect(await gateway.fetchPayment("42")).toEqual({ id: "42", status: "approved", amountCents: 1550, externalReference: contribution.id, method: "pix" });
    expect(await gateway.fetchPayment("43")).toMatchObject({ method: "ticket", externalReference: null, amountCents: 2000 });
  });

  it("answers null for an unknown payment and lets other failures through", async () => {
    vi.spyOn(Payment.prototype, "get")
      .mockRejectedValueOnce(new MPNotFoundError({ status: 404, message: "not found" }))
      .mockRejectedValueOnce(new MPServerError({ status: 500, message: "boom" }));
    const gateway = new MercadoPagoGateway("APP_USR-123");
    expect(await gateway.fetchPayment("1")).toBeNull();
    await expect(gateway.fetchPayment("2")).rejects.toBeInstanceOf(MPServerError);
  });
});
