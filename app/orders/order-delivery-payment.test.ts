import { describe, expect, test } from "vitest";
import { formatShopMinor, UTC_TERMS } from "~/i18n";
import { paymentTruth, type PaymentRecord } from "~/payments";
import { paymentSummary } from "./order-delivery-summary.server";

/** A cash-on-delivery order the rider collected 31,500 XOF of while the buyer owed 46,500 (an item added after pickup). */
const short: PaymentRecord = {
  serviceOrderId: "svc_1",
  paymentPlan: "COD",
  paymentState: "COD_COLLECTED",
  codAmountMinor: 3_150_000,
  currency: "XOF",
  shopifyPaidAt: new Date("2026-12-01T12:00:00Z"),
  paymentHoldAt: null,
  flaggedReason: "AMOUNT_DIFFERS",
  syncState: "SENT",
  shipmentState: "delivered",
  owedNowMinor: 4_650_000,
};

describe("the order block's payment line", () => {
  test("says what is still owed in Shopify after a short collection, in English", () => {
    const line = paymentSummary(paymentTruth(short, null), "en", UTC_TERMS);
    expect(line?.text).toBe("Cash collected by the rider · Still owed in Shopify: 15,000 XOF");
  });

  test("in French, each amount after a narrow no-break space and its colon", () => {
    const amount = (minor: number) => formatShopMinor("fr", minor, "XOF", UTC_TERMS);
    const owing = paymentSummary(
      paymentTruth({ ...short, paymentState: "COD_PENDING", flaggedReason: null }, null),
      "fr",
      UTC_TERMS,
    );
    expect(owing?.text).toContain(`Reste à encaisser\u202f: ${amount(3_150_000)}`);
    const collected = paymentSummary(paymentTruth(short, null), "fr", UTC_TERMS);
    expect(collected?.text).toContain(`Reste dû dans Shopify\u202f: ${amount(1_500_000)}`);
  });
});
