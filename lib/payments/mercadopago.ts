import "server-only";
import { MercadoPagoConfig, MPNotFoundError, Payment, Preference } from "mercadopago";
import { appUrl } from "@/lib/env";
import type { Checkout, CheckoutRequest, PaymentGateway, ProviderPayment } from "./types";

type PaymentResponse = Awaited<ReturnType<Payment["get"]>>;

const CHECKOUT_ITEM_TITLE = "Contribuição Fluxoteca";
/** What appears on the payer's card statement (Mercado Pago truncates long descriptors). */
const STATEMENT_DESCRIPTOR = "FLUXOTECA";

/** Mercado Pago Checkout Pro through the official SDK (docs/product-rules.md §5). */
export class MercadoPagoGateway implements PaymentGateway {
  readonly provider = "mercadopago" as const;
  private readonly preferences: Preference;
  private readonly payments: Payment;
  private readonly sandbox: boolean;

  constructor(accessToken: string) {
    // The SDK waits 60 s by default; the webhook must answer well before Mercado Pago gives up on it.
    const config = new MercadoPagoConfig({ accessToken, options: { timeout: 10_000, maxRetries: 2 } });
    this.preferences = new Preference(config);
    this.payments = new Payment(config);
    this.sandbox = accessToken.startsWith("TEST-");
  }

  async createCheckout({ contribution, user }: CheckoutRequest): Promise<Checkout> {
    const base = appUrl();
    const secure = base.startsWith("https://");
    const backTo = (result: "sucesso" | "pendente" | "falha") => `${base}/dashboard?contribuicao=${result}`;
    const preference = await this.preferences.create({
      body: {
        items: [
          {
            id: contribution.id,
            title: CHECKOUT_ITEM_TITLE,
            description: "Contribuição única que libera downloads ilimitados na Fluxoteca",
            category_id: "services",
            quantity: 1,
            currency_id: "BRL",
            unit_price: contribution.amountCents / 100,
          },
        ],
        external_reference: contribution.id,
        payer: { email: user.email, name: user.name },
        back_urls: { success: backTo("sucesso"), pending: backTo("pendente"), failure: backTo("falha") },
        // Mercado Pago refuses plain-http callback URLs: a local APP_URL without a tunnel still gets
        // a checkout, it just cannot be notified or returned to automatically.
        ...(secure && { auto_return: "approved", notification_url: `${base}/api/payment/webhook` }),
        // Nothing is excluded, so PIX (bank_transfer), cards and boleto (ticket) are all offered;
        // binary mode stays off because PIX and boleto are legitimately pending until paid.
        payment_methods: { excluded_payment_types: [], excluded_payment_methods: [], installments: 1 },
        binary_mode: false,
        statement_descriptor: STATEMENT_DESCRIPTOR,
        metadata: { contribution_id: contribution.id, user_id: user.id },
      },
      // A retried create must not open a second preference for the same contribution.
      requestOptions: { idempotencyKey: `preference-${contribution.id}` },
    });
    const checkoutUrl = this.sandbox ? (preference.sandbox_init_point ?? preference.init_point) : preference.init_point;
    if (!preference.id || !checkoutUrl) throw new Error("URL de checkout não retornada");
    return { checkoutUrl, preferenceId: preference.id };
  }

  async fetchPayment(id: string): Promise<ProviderPayment | null> {
    let payment: PaymentResponse;
    try {
      payment = await this.payments.get({ id });
    } catch (error) {
      if (error instanceof MPNotFoundError) return null;
      throw error;
    }
    return {
      id: String(payment.id ?? id),
      status: payment.status ?? "unknown",
      amountCents: Math.round((payment.transaction_amount ?? 0) * 100),
      externalReference: payment.external_reference || null,
      method: paymentMethodOf(payment),
    };
  }
}

/** 'pix' | 'credit_card' | 'debit_card' | 'ticket' (boleto) | …: PIX travels as a bank_transfer type. */
function paymentMethodOf(payment: PaymentResponse): string | null {
  if (payment.payment_method_id === "pix") return "pix";
  return payment.payment_type_id ?? payment.payment_method_id ?? null;
}
