import "server-only";
import { env, isDemoMode } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { DemoGateway } from "./demo";
import { MercadoPagoGateway } from "./mercadopago";

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

let override: PaymentGateway | undefined;
let mercadoPago: MercadoPagoGateway | undefined;
const demo = new DemoGateway();

/**
 * Demo mode pays through the local checkout; everywhere else through Mercado Pago (production
 * refuses to start without its credentials, see lib/env). Chosen per call, like the mailer's
 * provider, so that a demo checkout can never be reached outside demo mode.
 */
export function getPaymentGateway(): PaymentGateway {
  if (override) return override;
  if (isDemoMode()) return demo;
  const token = env().MERCADOPAGO_ACCESS_TOKEN;
  if (!token) {
    console.error("[pagamentos] MERCADOPAGO_ACCESS_TOKEN ausente: defina-o ou use DEMO_MODE=1.");
    throw new AppError("SERVICE_UNAVAILABLE", "Pagamentos indisponíveis no momento. Tente novamente mais tarde.");
  }
  mercadoPago ??= new MercadoPagoGateway(token);
  return mercadoPago;
}

/** Tests only: replaces the provider with a test double (undefined restores the real choice). */
export function setPaymentGateway(gateway: PaymentGateway | undefined) {
  override = gateway;
}
