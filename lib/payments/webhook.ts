import "server-only";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { getPaymentGateway } from "./gateway";
import { confirmProviderPayment, type ConfirmResult } from "./mutations";
import { verifyMercadoPagoSignature } from "./webhook-signature";
import { log } from "@/lib/log";

export interface IncomingNotification {
  url: URL;
  headers: Headers;
  /** The parsed JSON body, or `{}` when there is none. */
  body: unknown;
}

export type NotificationResult = { handled: false } | ({ handled: true } & ConfirmResult);

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const asText = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value.trim() : typeof value === "number" ? String(value) : null);

/**
 * Webhooks put `type` and `data.id` in the query string (and the body); the older IPN format sends
 * `topic` and `id`. The query string comes first because it is what the signature covers.
 */
function readNotification({ url, body }: Pick<IncomingNotification, "url" | "body">) {
  const query = url.searchParams;
  const json = asRecord(body);
  const dataId = asText(query.get("data.id")) ?? asText(query.get("id")) ?? asText(asRecord(json.data).id);
  const type = asText(query.get("type")) ?? asText(query.get("topic")) ?? asText(json.type) ?? asText(json.topic);
  return { dataId, type: type?.toLowerCase() ?? null };
}

/**
 * Mercado Pago notification → verified signature → the payment as Mercado Pago reports it →
 * `confirmContribution`. The notification body is never trusted for status or amount. Anything that
 * is not about a payment we know is acknowledged and dropped, so the provider stops retrying it.
 */
export async function receiveMercadoPagoNotification({ url, headers, body }: IncomingNotification): Promise<NotificationResult> {
  const { dataId, type } = readNotification({ url, body });
  const check = verifyMercadoPagoSignature({
    xSignature: headers.get("x-signature"),
    xRequestId: headers.get("x-request-id"),
    dataId,
    secret: env().MERCADOPAGO_WEBHOOK_SECRET,
  });
  if (!check.valid) {
    log.warn({ reason: check.reason, providerRequestId: headers.get("x-request-id") ?? undefined }, "[pagamentos] notificação recusada");
    throw new AppError("UNAUTHENTICATED", "Assinatura da notificação inválida.");
  }
  if (type !== "payment" || !dataId) return { handled: false };

  const gateway = getPaymentGateway();
  const payment = await gateway.fetchPayment(dataId);
  if (!payment) return { handled: false };
  return { handled: true, ...(await confirmProviderPayment(gateway.provider, payment)) };
}
