import { createHmac, timingSafeEqual } from "node:crypto";

/** Older notifications are refused: a captured request cannot be replayed later. */
const SIGNATURE_MAX_AGE_SECONDS = 10 * 60;

export type SignatureCheck =
  { valid: true } | { valid: false; reason: "missing-header" | "missing-ts" | "missing-v1" | "missing-secret" | "stale" | "mismatch" };

export interface SignatureInput {
  /** `x-signature` header: `ts=1704908010,v1=<hex hmac>`. */
  xSignature: string | null | undefined;
  /** `x-request-id` header. */
  xRequestId: string | null | undefined;
  /** `data.id` of the notification (query string). */
  dataId: string | null | undefined;
  secret: string | null | undefined;
  /** Current time in milliseconds (tests). */
  now?: number;
}

/** Splits `ts=…,v1=…` into its parts; unknown parts are ignored, as Mercado Pago may add versions. */
function parseSignatureHeader(header: string): { ts?: string; v1?: string } {
  const parts: Record<string, string> = {};
  for (const piece of header.split(",")) {
    const eq = piece.indexOf("=");
    if (eq < 1) continue;
    const key = piece.slice(0, eq).trim().toLowerCase();
    const value = piece.slice(eq + 1).trim();
    if (value) parts[key] = value;
  }
  return { ts: parts.ts, v1: parts.v1 };
}

/**
 * Mercado Pago's documented manifest: `id:{data.id};request-id:{x-request-id};ts:{ts};`, leaving out
 * the pairs whose value is absent, with an alphanumeric data.id in lowercase.
 */
export function signatureManifest({ dataId, xRequestId, ts }: { dataId?: string | null; xRequestId?: string | null; ts: string }): string {
  const id = dataId?.trim();
  const requestId = xRequestId?.trim();
  let manifest = "";
  if (id) manifest += `id:${/^[a-z0-9]+$/i.test(id) ? id.toLowerCase() : id};`;
  if (requestId) manifest += `request-id:${requestId};`;
  return `${manifest}ts:${ts};`;
}

/**
 * Checks a webhook's `x-signature` (HMAC-SHA256, hex, keyed with MERCADOPAGO_WEBHOOK_SECRET) in
 * constant time, and refuses timestamps more than 10 minutes away from now. Pure: no I/O.
 */
export function verifyMercadoPagoSignature({ xSignature, xRequestId, dataId, secret, now = Date.now() }: SignatureInput): SignatureCheck {
  if (!secret) return { valid: false, reason: "missing-secret" };
  if (!xSignature?.trim()) return { valid: false, reason: "missing-header" };
  const { ts, v1 } = parseSignatureHeader(xSignature);
  if (!ts || !/^\d{1,16}$/.test(ts)) return { valid: false, reason: "missing-ts" };
  if (!v1) return { valid: false, reason: "missing-v1" };

  // The documentation shows seconds; some notifications carry milliseconds. Both are accepted.
  const tsMs = ts.length >= 13 ? Number(ts) : Number(ts) * 1000;
  if (Math.abs(now - tsMs) > SIGNATURE_MAX_AGE_SECONDS * 1000) return { valid: false, reason: "stale" };

  const expected = createHmac("sha256", secret).update(signatureManifest({ dataId, xRequestId, ts })).digest();
  const received = /^[0-9a-f]{64}$/i.test(v1) ? Buffer.from(v1, "hex") : Buffer.alloc(0);
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return { valid: false, reason: "mismatch" };
  return { valid: true };
}
