import { describe, expect, it } from "vitest";
import { createContributionSchema } from "@/lib/payments/schemas";
import { decideTransition, mapProviderStatus, type TransitionInput } from "@/lib/payments/transitions";

const current = (status: TransitionInput["current"]["status"], providerPaymentId: string | null = null) => ({
  status,
  amountCents: 1500,
  providerPaymentId,
});
const pay = (status: string, amountCents = 1500, id = "p1") => ({ id, status, amountCents });

describe("mapProviderStatus", () => {
  it("maps Mercado Pago statuses and ignores unknown ones", () => {
    expect(["approved", "pending", "in_process", "rejected", "cancelled", "refunded", "charged_back"].map(mapProviderStatus)).toEqual([
      "APPROVED",
      "PENDING",
      "PENDING",
      "REJECTED",
      "CANCELLED",
      "REFUNDED",
      "REFUNDED",
    ]);
    expect(mapProviderStatus("whatever")).toBeNull();
  });
});

describe("decideTransition", () => {
  it("approves a pending or refused contribution paid in full, and not one paid short", () => {
    expect(decideTransition({ current: current("PENDING"), payment: pay("approved") })).toEqual({ kind: "approve" });
    expect(decideTransition({ current: current("REJECTED", "p0"), payment: pay("approved", 1600) })).toEqual({ kind: "approve" });
    expect(decideTransition({ current: current("PENDING"), payment: pay("approved", 1499) })).toEqual({ kind: "ignore", reason: "underpaid" });
  });

  it("never downgrades an approval; only a refund of the approving payment undoes it", () => {
    for (const status of ["approved", "pending", "rejected", "cancelled"]) {
      expect(decideTransition({ current: current("APPROVED", "p1"), payment: pay(status) })).toEqual({ kind: "ignore", reason: "already-approved" });
    }
    expect(decideTransition({ current: current("APPROVED", "p1"), payment: pay("refunded", 1500, "p2") }).kind).toBe("ignore");
    expect(decideTransition({ current: current("APPROVED", "p1"), payment: pay("charged_back") })).toEqual({ kind: "revoke" });
    expect(decideTransition({ current: current("REFUNDED", "p1"), payment: pay("approved") })).toEqual({ kind: "ignore", reason: "final" });
  });

  it("records other changes and skips exact repeats", () => {
    expect(decideTransition({ current: current("PENDING"), payment: pay("rejected") })).toEqual({ kind: "update", status: "REJECTED" });
    expect(decideTransition({ current: current("REJECTED", "p1"), payment: pay("pending", 1500, "p2") })).toEqual({ kind: "update", status: "PENDING" });
    expect(decideTransition({ current: current("REJECTED", "p1"), payment: pay("rejected") })).toEqual({ kind: "ignore", reason: "unchanged" });
    expect(decideTransition({ current: current("PENDING"), payment: pay("???") })).toEqual({ kind: "ignore", reason: "unknown-status" });
  });
});

describe("createContributionSchema", () => {
  it("reads reais as numbers or pt-BR text into integer cents", () => {
    const cents = (amount: unknown) => createContributionSchema.safeParse({ amount }).data?.amountCents;
    expect([15, 15.5, 0.29, "15", "15,50", " 20.05 ", 100000].map(cents)).toEqual([1500, 1550, 29, 1500, 1550, 2005, 10_000_000]);
    for (const bad of [0, -5, 15.123, "abc", "1e3", "", null, 100000.01]) expect(cents(bad)).toBeUndefined();
  });
});
