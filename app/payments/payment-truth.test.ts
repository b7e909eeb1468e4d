import { describe, expect, test } from "vitest";
import { makeOrder } from "~/order-mapping/shopify-order.fixture";
import { paymentTruth, paymentTruthOf, type PaymentRecord } from "./payment-truth";

const sent: PaymentRecord = {
  serviceOrderId: "ord_1",
  paymentPlan: "COD",
  paymentState: "COD_PENDING",
  codAmountMinor: 3150000,
  currency: "XOF",
  shopifyPaidAt: null,
  paymentHoldAt: null,
  flaggedReason: null,
  syncState: "SENT",
  shipmentState: "picked_up",
};

describe("one payment truth for every view", () => {
  test.each([
    ["cash to collect", {}, "cod_to_collect", 3150000],
    ["cash collected", { paymentState: "COD_COLLECTED" }, "cod_collected", 0],
    ["COD paid before delivery", { paymentState: "PAID_RECORDED" }, "cod_paid_before_delivery", 0],
    ["link sent, unpaid", { paymentPlan: "LINK", paymentState: "LINK_PENDING" }, "link_pending", 3150000],
    ["link paid", { paymentPlan: "LINK", paymentState: "LINK_PAID" }, "link_paid", 0],
    ["link order paid by other means", { paymentPlan: "LINK", paymentState: "PAID_RECORDED" }, "paid_recorded", 0],
    [
      "prepaid, being recorded",
      { paymentPlan: "PAID", paymentState: "MARK_PAID_PENDING", codAmountMinor: 0 },
      "being_recorded",
      0,
    ],
    [
      "paid twice",
      { paymentState: "COD_COLLECTED", flaggedReason: "ADDRESS_NEEDS_MANUAL_VERIFICATION,PAID_TWICE" },
      "paid_twice",
      0,
    ],
    ["not sent", { serviceOrderId: null, paymentPlan: null, paymentState: null }, "not_sent", null],
    ["COD cancelled after pickup: nothing to collect", { syncState: "CANCELLED" }, "cancelled", 0],
    ["shipment cancelled by the service: nothing to collect", { shipmentState: "cancelled" }, "cancelled", 0],
    [
      "link pending, then cancelled",
      { paymentPlan: "LINK", paymentState: "LINK_PENDING", syncState: "CANCELLED" },
      "cancelled",
      0,
    ],
    [
      "cash collected, then cancelled: still collected",
      { paymentState: "COD_COLLECTED", syncState: "CANCELLED" },
      "cod_collected",
      0,
    ],
    [
      "paid twice, then cancelled: still a refund to make",
      { paymentState: "COD_COLLECTED", flaggedReason: "PAID_TWICE", syncState: "CANCELLED" },
      "paid_twice",
      0,
    ],
  ] as const)("%s", (_label, overrides, story, stillToCollect) => {
    const truth = paymentTruth({ ...sent, ...overrides }, "pending");
    expect(truth).toMatchObject({ story, stillToCollectMinor: stillToCollect });
  });

  test("Shopify's status is paid once the app marked it, whatever the last snapshot said", () => {
    expect(
      paymentTruth({ ...sent, paymentPlan: "LINK", paymentState: "LINK_PAID", shopifyPaidAt: new Date() }, "pending")
        .shopifyFinancialStatus,
    ).toBe("paid");
    expect(paymentTruth(sent, "pending").shopifyFinancialStatus).toBe("pending");
    expect(paymentTruth({ ...sent, shopifyPaidAt: new Date() }, "partially_refunded").shopifyFinancialStatus).toBe(
      "partially_refunded",
    );
  });

  test("a cancelled order's link paid afterwards: nothing to collect, the amount paid is a refund to make", () => {
    const truth = paymentTruth(
      {
        ...sent,
        paymentPlan: "LINK",
        paymentState: "LINK_PAID",
        syncState: "CANCELLED",
        shipmentState: "cancelled",
        flaggedReason: "PAID_AFTER_CANCEL",
      },
      "pending",
    );
    expect(truth).toMatchObject({ story: "paid_after_cancellation", stillToCollectMinor: 0, refundDueMinor: 3150000 });
    expect(paymentTruth(sent, "pending").refundDueMinor).toBe(0);
    expect(paymentTruth({ ...sent, paymentState: "COD_COLLECTED", flaggedReason: "PAID_TWICE" }, null)).toMatchObject({
      story: "paid_twice",
      refundDueMinor: 3150000,
    });
  });

  // docs/decisions/073: the tracking page, the label and the call message ask one figure.
  test("what the buyer is asked to have ready: the service's amount, never more than owed now", () => {
    expect(paymentTruth(sent, "pending").cashToHaveMinor).toBe(3150000);
    const differs = { ...sent, flaggedReason: "AMOUNT_DIFFERS", owedNowMinor: 2150000 };
    expect(paymentTruth(differs, "partially_paid").cashToHaveMinor).toBe(2150000);
    const more = { ...sent, flaggedReason: "AMOUNT_DIFFERS", owedNowMinor: 4650000 };
    expect(paymentTruth(more, "partially_paid").cashToHaveMinor).toBe(3150000);
    expect(paymentTruth({ ...sent, paymentState: "COD_COLLECTED" }, "paid").cashToHaveMinor).toBeNull();
  });

  test("collected while the amount differed: the ledger's refund due or shortfall", () => {
    const collected = { ...sent, paymentState: "COD_COLLECTED", flaggedReason: "AMOUNT_DIFFERS" };
    expect(paymentTruth({ ...collected, owedNowMinor: 2150000 }, "paid")).toMatchObject({
      refundDueMinor: 1000000,
      shortfallMinor: 0,
    });
    expect(paymentTruth({ ...collected, owedNowMinor: 4650000 }, "partially_paid")).toMatchObject({
      refundDueMinor: 0,
      shortfallMinor: 1500000,
    });
  });

  test("Shopify shows a collection short of what was owed as partly paid, not paid", () => {
    const recorded = {
      ...sent,
      paymentState: "COD_COLLECTED",
      shopifyPaidAt: new Date(),
      flaggedReason: "AMOUNT_DIFFERS",
    };
    expect(paymentTruth({ ...recorded, owedNowMinor: 4650000 }, "pending").shopifyFinancialStatus).toBe(
      "partially_paid",
    );
    expect(paymentTruth({ ...recorded, owedNowMinor: 3150000 }, "pending").shopifyFinancialStatus).toBe("paid");
  });

  test("a held link order says so", () => {
    expect(
      paymentTruth({ ...sent, paymentPlan: "LINK", paymentState: "LINK_PENDING", paymentHoldAt: new Date() }, null)
        .heldForPayment,
    ).toBe(true);
  });

  test("Shopify's status comes from the stored snapshot; an unreadable one says nothing", () => {
    expect(
      paymentTruthOf({ ...sent, shopifyOrderJson: JSON.stringify(makeOrder({ financial_status: "pending" })) })
        .shopifyFinancialStatus,
    ).toBe("pending");
    expect(paymentTruthOf({ ...sent, shopifyOrderJson: "{not json" }).shopifyFinancialStatus).toBeNull();
  });
});
