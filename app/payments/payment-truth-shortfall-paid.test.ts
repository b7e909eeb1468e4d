import { describe, expect, test } from "vitest";
import type { OrderLedger, StoredMoneyEntry } from "./entry-money";
import { paymentTruth, rowLedgerFigures, type PaymentRecord } from "./payment-truth";

/*
 * Where the stored ledger speaks, Shopify's status and paid twice are the ledger's (docs/decisions/093): a shortfall
 * the buyer paid online after the delivery leaves the order paid, not paid twice. COD: 31,500 XOF sent, 46,500 owed.
 */
const collectedShort: PaymentRecord = {
  serviceOrderId: "ord_1",
  paymentPlan: "COD",
  paymentState: "COD_COLLECTED",
  codAmountMinor: 3150000,
  currency: "XOF",
  shopifyPaidAt: new Date("2026-12-01T12:00:00Z"),
  paymentHoldAt: null,
  flaggedReason: "AMOUNT_DIFFERS",
  syncState: "SENT",
  shipmentState: "delivered",
  owedNowMinor: 4650000,
};

let clock = Date.parse("2026-12-01T10:00:00Z");
const stored = (kind: string, minor: number, extra: Partial<StoredMoneyEntry> = {}): StoredMoneyEntry => ({
  shopifyOrderGid: "gid://shopify/Order/1",
  orderSyncId: "row_1",
  kind,
  shopMinor: minor,
  shopCurrency: "XOF",
  presentmentMinor: minor,
  presentmentCurrency: "XOF",
  at: new Date((clock += 1000)),
  gateway: null,
  serviceOrderRef: null,
  ...extra,
});
const ref = { serviceOrderRef: "DC-1" };
const deliveredShort = () => [
  stored("owed", 3150000),
  stored("service_amount", 3150000, ref),
  stored("owed", 4650000),
  stored("rider_collected", 3150000, ref),
  stored("paid_by_hand", 3150000, { gateway: "Cash collected by the rider" }),
];
const ledgerOf = (entries: StoredMoneyEntry[]): OrderLedger => ({ entries, parcels: 1 });

describe("a shortfall at delivery, in the payment truth", () => {
  test("still owed: Shopify partly paid, the shortfall shown (the block passes no status of its own)", () => {
    const truth = paymentTruth(collectedShort, null, ledgerOf(deliveredShort()));
    expect(truth).toMatchObject({
      shopifyFinancialStatus: "partially_paid",
      shortfallMinor: 1500000,
      paidTwice: false,
    });
  });

  test("paid online after the delivery: Shopify paid, no shortfall, not paid twice", () => {
    const paidLater = [...deliveredShort(), stored("captured", 1500000, { gateway: "shopify_payments" })];
    const truth = paymentTruth(collectedShort, null, ledgerOf(paidLater));
    expect(truth).toMatchObject({
      story: "cod_collected",
      shopifyFinancialStatus: "paid",
      shortfallMinor: 0,
      refundDueMinor: 0,
      paidTwice: false,
    });
  });

  test("the ledger's figures decide paid twice even where the row's flag says otherwise", () => {
    const paidLater = [...deliveredShort(), stored("captured", 1500000, { gateway: "shopify_payments" })];
    const flagged = { ...collectedShort, flaggedReason: "AMOUNT_DIFFERS,PAID_TWICE" };
    expect(rowLedgerFigures(flagged, ledgerOf(paidLater))?.paidTwice).toBe(false);
    expect(paymentTruth(flagged, null, ledgerOf(paidLater)).story).toBe("cod_collected");
    // A row the ledger cannot speak for (no service amount stored) keeps its columns.
    expect(rowLedgerFigures(flagged, ledgerOf([stored("owed", 4650000)]))).toBeNull();
  });
});
