import "server-only";
import { randomBytes } from "node:crypto";
import type { Checkout, CheckoutRequest, PaymentGateway, ProviderPayment } from "./types";

/**
 * The demo's payment provider: the "checkout" is our own /dev/checkout page, whose Aprovar and
 * Recusar buttons confirm the payment locally through the same `confirmContribution` path as the
 * Mercado Pago webhook. Nothing is charged and no request leaves the machine.
 */
export class DemoGateway implements PaymentGateway {
  readonly provider = "demo" as const;

  async createCheckout({ contribution }: CheckoutRequest): Promise<Checkout> {
    return {
      checkoutUrl: `/dev/checkout/${contribution.id}`,
      preferenceId: `demo-pref-${randomBytes(8).toString("hex")}`,
    };
  }

  /** Demo payments exist only inside the local checkout; there is no remote payment to look up. */
  async fetchPayment(): Promise<ProviderPayment | null> {
    return null;
  }
}

/** A fresh payment id for each click on the demo checkout, as a provider would assign one. */
export function demoPaymentId(): string {
  return `demo-${randomBytes(12).toString("hex")}`;
}
