import "server-only";
import { env, isDemoMode } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { DemoGateway } from "./demo";
import { MercadoPagoGateway } from "./mercadopago";
import type { PaymentGateway } from "./types";
import { log } from "@/lib/log";

export type { Checkout, CheckoutRequest, PaymentGateway, PaymentProvider, ProviderPayment } from "./types";

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
    log.error("[pagamentos] MERCADOPAGO_ACCESS_TOKEN ausente: defina-o ou use DEMO_MODE=1.");
    throw new AppError("SERVICE_UNAVAILABLE", "Pagamentos indisponíveis no momento. Tente novamente mais tarde.");
  }
  mercadoPago ??= new MercadoPagoGateway(token);
  return mercadoPago;
}

/** Tests only: replaces the provider with a test double (undefined restores the real choice). */
export function setPaymentGateway(gateway: PaymentGateway | undefined) {
  override = gateway;
}
