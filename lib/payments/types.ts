// What a payment provider does for the app, apart from any one provider (lib/payments/gateway.ts picks one).
export type PaymentProvider = "mercadopago" | "demo";

export interface CheckoutRequest {
  contribution: { id: string; amountCents: number };
  user: { id: string; name: string; email: string };
}

export interface Checkout {
  /** Where the browser goes to pay: Mercado Pago's Checkout Pro, or /dev/checkout in the demo. */
  checkoutUrl: string;
  preferenceId: string;
}

/** A payment as the provider reports it. Only this, never the notification body, is trusted. */
export interface ProviderPayment {
  id: string;
  /** The provider's own status: approved, pending, in_process, rejected, cancelled, refunded, charged_back… */
  status: string;
  amountCents: number;
  /** The contribution id we sent as `external_reference`. */
  externalReference: string | null;
  method: string | null;
}

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Null when the provider has no such payment (a simulated or foreign notification). */
  fetchPayment(id: string): Promise<ProviderPayment | null>;
}
