import { describe, expect, test } from "vitest";
import type { OrderSyncDecision } from "./plan-order-sync";
import type { CreateOrderRequest } from "~/order-mapping/map-order";
import { hasAmountDiffersFlag, owedNow } from "./amount-after-handoff.server";

const send = (kind: "cod" | "payment_link" | "paid", codAmountMinor: number): OrderSyncDecision =>
  ({
    action: "send",
    plan: { kind, codAmountMinor } as never,
    request: { codAmountMinor } as CreateOrderRequest,
    idempotencyKey: "k",
    revision: "r",
  }) as OrderSyncDecision;

describe("owedNow: what the buyer owes now, when the service still collects for the order", () => {
  test("a COD order on the road, partially paid since: the new outstanding amount", () => {
    expect(owedNow({ paymentPlan: "COD", paymentState: "COD_PENDING" }, send("cod", 2150000))).toBe(2150000);
  });

  test("a link order, requested or not yet: the new amount", () => {
    expect(owedNow({ paymentPlan: "LINK", paymentState: "LINK_PENDING" }, send("payment_link", 100))).toBe(100);
    expect(owedNow({ paymentPlan: "LINK", paymentState: null }, send("payment_link", 100))).toBe(100);
  });

  test("nothing to compare once collected, paid, or paid in Shopify (mark-paid records that), or for a paid plan", () => {
    expect(owedNow({ paymentPlan: "COD", paymentState: "COD_COLLECTED" }, send("cod", 1))).toBeNull();
    expect(owedNow({ paymentPlan: "COD", paymentState: "PAID_RECORDED" }, send("cod", 1))).toBeNull();
    expect(owedNow({ paymentPlan: "LINK", paymentState: "LINK_PAID" }, send("payment_link", 1))).toBeNull();
    expect(owedNow({ paymentPlan: "COD", paymentState: "COD_PENDING" }, send("paid", 0))).toBeNull();
    expect(owedNow({ paymentPlan: "PAID", paymentState: "PAID_RECORDED" }, send("paid", 0))).toBeNull();
  });

  test("a prepaid order an edit left owing more: what is owed now, against the nothing the service collects", () => {
    expect(owedNow({ paymentPlan: "PAID", paymentState: "PAID_RECORDED" }, send("payment_link", 500000))).toBe(500000);
    expect(owedNow({ paymentPlan: "PAID", paymentState: "PAID_RECORDED" }, send("cod", 500000))).toBe(500000);
    // Its mark-paid not on file yet: the payment follow-up comes first.
    expect(owedNow({ paymentPlan: "PAID", paymentState: "MARK_PAID_PENDING" }, send("cod", 500000))).toBeNull();
  });

  test("nothing when the order would not be sent as it is now (waits for payment, a mapping problem)", () => {
    const wait: OrderSyncDecision = { action: "wait_for_payment", reason: "unpaid" };
    expect(owedNow({ paymentPlan: "COD", paymentState: "COD_PENDING" }, wait)).toBeNull();
  });
});

test("the AMOUNT_DIFFERS flag is read from the comma-separated list, not by substring", () => {
  expect(hasAmountDiffersFlag("ADDRESS_NEEDS_MANUAL_VERIFICATION,AMOUNT_DIFFERS")).toBe(true);
  expect(hasAmountDiffersFlag("AMOUNT_DIFFERS_OLD")).toBe(false);
  expect(hasAmountDiffersFlag(null)).toBe(false);
});
