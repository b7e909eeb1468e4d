import { describe, expect, test } from "vitest";
import { paidBeforeCollection, readRefusedMarkPaid } from "./refused-mark-paid";

const later = (payment: Record<string, unknown> | null, codAmountMinor = 0) => ({ codAmountMinor, payment });
const earlier = (codAmountMinor = 0) => ({ codAmountMinor });
const manual = { status: "paid", paidVia: "manual_bank_transfer", paymentLinkUrl: null };
const byLink = { status: "paid", paidVia: null, paymentLinkUrl: "https://pay.example/1" };

describe("what a refused mark-paid means, read from what both response forms carry", () => {
  test.each([
    [
      "later form: a manual payment on file is recorded, ours or the dashboard's",
      { paymentPlan: "COD", firstAttempt: true },
      later(manual),
      "recorded",
    ],
    [
      "later form: the link was paid, on a link order",
      { paymentPlan: "LINK", firstAttempt: false },
      later(byLink),
      "paid_twice_by_link",
    ],
    [
      "later form: nothing left and no payment on a COD order: the rider collected",
      { paymentPlan: "COD", firstAttempt: false },
      later(null),
      "cash_collected",
    ],
    [
      "earlier form: a paid order has nothing to collect and a payment on file",
      { paymentPlan: "PAID", firstAttempt: true },
      earlier(),
      "recorded",
    ],
    [
      "earlier form: a repeat after a lost answer is our own payment",
      { paymentPlan: "COD", firstAttempt: false },
      earlier(),
      "recorded",
    ],
    [
      "earlier form: a first attempt refused on a COD order with nothing left: the rider collected",
      { paymentPlan: "COD", firstAttempt: true },
      earlier(),
      "cash_collected",
    ],
    [
      "earlier form: a first attempt refused on a link order with nothing left: the link was paid",
      { paymentPlan: "LINK", firstAttempt: true },
      earlier(),
      "paid_twice_by_link",
    ],
    [
      "something is still to collect: the refusal is about something else",
      { paymentPlan: "COD", firstAttempt: true },
      earlier(3150000),
      "refused",
    ],
    [
      "later form, still to collect and no paid payment",
      { paymentPlan: "LINK", firstAttempt: false },
      later({ status: "pending", paidVia: null, paymentLinkUrl: "https://pay.example/1" }, 3150000),
      "refused",
    ],
  ] as const)("%s", (_label, context, current, verdict) => {
    expect(readRefusedMarkPaid(context, current)).toBe(verdict);
  });
});

describe("paidBeforeCollection: the one rule for paid twice", () => {
  const delivered = new Date("2026-11-20T10:00:00.000Z");
  test.each([
    ["Shopify paid before the rider collected: paid twice", "2026-11-20T09:00:00.000Z", delivered, true],
    ["the merchant recorded the cash after the delivery: paid once", "2026-11-20T11:00:00.000Z", delivered, false],
    ["the same instant is not before", "2026-11-20T10:00:00.000Z", delivered, false],
    ["no collection time: never told to refund", "2026-11-20T09:00:00.000Z", null, false],
    ["no Shopify payment time: never told to refund", null, delivered, false],
  ] as const)("%s", (_label, paidAt, collectedAt, twice) => {
    expect(paidBeforeCollection(paidAt ? new Date(paidAt) : null, collectedAt)).toBe(twice);
  });
});
