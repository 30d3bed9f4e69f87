import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signatureManifest, verifyMercadoPagoSignature } from "@/lib/payments/webhook-signature";

const SECRET = "segredo-do-webhook";
const NOW = Date.UTC(2026, 4, 25, 13, 0, 0);
const TS = String(Math.floor(NOW / 1000));
const REQUEST_ID = "f7b2a1d4-0b1c-4ec2-aaaa-9e8b1d2f3c4d";

function sign(manifest: string, secret = SECRET) {
  return createHmac("sha256", secret).update(manifest).digest("hex");
}

function header({ dataId = "123456789", ts = TS, secret = SECRET } = {}) {
  return `ts=${ts},v1=${sign(`id:${dataId};request-id:${REQUEST_ID};ts:${ts};`, secret)}`;
}

const check = (xSignature: string | null, dataId: string | null = "123456789", now = NOW) =>
  verifyMercadoPagoSignature({ xSignature, xRequestId: REQUEST_ID, dataId, secret: SECRET, now });

describe("verifyMercadoPagoSignature", () => {
  it("accepts the documented manifest signed with the secret", () => {
    expect(check(header())).toEqual({ valid: true });
    expect(check(` ts=${TS} , v1=${sign(`id:123456789;request-id:${REQUEST_ID};ts:${TS};`).toUpperCase()} `)).toEqual({ valid: true });
  });

  it("refuses a signature made with another secret", () => {
    expect(check(header({ secret: "outro-segredo" }))).toEqual({ valid: false, reason: "mismatch" });
  });

  it("refuses a tampered data.id or request id", () => {
    expect(check(header(), "987654321")).toEqual({ valid: false, reason: "mismatch" });
    const other = verifyMercadoPagoSignature({ xSignature: header(), xRequestId: "outro", dataId: "123456789", secret: SECRET, now: NOW });
    expect(other).toEqual({ valid: false, reason: "mismatch" });
  });

  it("refuses a missing header, ts or v1, a malformed hash and a missing secret", () => {
    const v1 = sign(`id:123456789;request-id:${REQUEST_ID};ts:${TS};`);
    expect(check(null)).toEqual({ valid: false, reason: "missing-header" });
    expect(check("  ")).toEqual({ valid: false, reason: "missing-header" });
    expect(check(`v1=${v1}`)).toEqual({ valid: false, reason: "missing-ts" });
    expect(check(`ts=abc,v1=${v1}`)).toEqual({ valid: false, reason: "missing-ts" });
    expect(check(`ts=${TS}`)).toEqual({ valid: false, reason: "missing-v1" });
    expect(check(`ts=${TS},v1=`)).toEqual({ valid: false, reason: "missing-v1" });
    expect(check(`ts=${TS},v1=${v1.slice(2)}`)).toEqual({ valid: false, reason: "mismatch" });
    expect(check(`ts=${TS},v1=${"é".repeat(64)}`)).toEqual({ valid: false, reason: "mismatch" });
    expect(verifyMercadoPagoSignature({ xSignature: header(), xRequestId: REQUEST_ID, dataId: "123456789", secret: "", now: NOW })).toEqual({
      valid: false,
      reason: "missing-secret",
    });
  });

  it("refuses a timestamp more than 10 minutes away, and reads millisecond timestamps too", () => {
    expect(check(header(), "123456789", NOW + 9 * 60_000)).toEqual({ valid: true });
    expect(check(header(), "123456789", NOW + 11 * 60_000)).toEqual({ valid: false, reason: "stale" });
    expect(check(header(), "123456789", NOW - 11 * 60_000)).toEqual({ valid: false, reason: "stale" });
    expect(check(header({ ts: String(NOW) }))).toEqual({ valid: true });
  });

  it("signs an alphanumeric data.id in lowercase, as Mercado Pago does", () => {
    expect(check(header({ dataId: "abc123def" }), "ABC123DEF")).toEqual({ valid: true });
    expect(check(header({ dataId: "ABC123DEF" }), "ABC123DEF")).toEqual({ valid: false, reason: "mismatch" });
  });

  it("leaves absent values out of the manifest", () => {
    expect(signatureManifest({ dataId: "Ab1", xRequestId: "r-1", ts: "1" })).toBe("id:ab1;request-id:r-1;ts:1;");
    expect(signatureManifest({ dataId: "a-B", xRequestId: null, ts: "1" })).toBe("id:a-B;ts:1;");
    expect(signatureManifest({ dataId: "", xRequestId: "", ts: "1" })).toBe("ts:1;");
  });
});
