import { describe, expect, test } from "vitest";
import { formatShopMinor, UTC_TERMS } from "~/i18n";
import type { PaymentTruth } from "~/payments";
import { ordersTable, type OrderTableRow } from "./orders-table";

const payment = (over: Partial<PaymentTruth> = {}): PaymentTruth => ({
  story: "cod_to_collect",
  stillToCollectMinor: 6_300_000,
  currency: "XOF",
  shopifyFinancialStatus: "pending",
  heldForPayment: false,
  paidTwice: false,
  refundDueMinor: 0,
  owedNowMinor: null,
  shortfallMinor: 0,
  cashToHaveMinor: 6_300_000,
  collectedMinor: 0,
  reprintLabel: false,
  ...over,
});

const rows: OrderTableRow[] = [
  {
    name: "#1001",
    parcel: null,
    syncState: "SENT",
    shipmentState: "in_transit",
    payment: payment(),
    problemCode: null,
    problem: null,
  },
  {
    name: "#1002",
    parcel: null,
    syncState: "NEEDS_ATTENTION",
    shipmentState: null,
    payment: payment({ story: "not_sent", stillToCollectMinor: null }),
    problemCode: "MAPPING_PROBLEM",
    problem: "Add a phone number",
  },
];

describe("ordersTable", () => {
  test("a header, then aligned rows with translated states and amounts as money", () => {
    expect(ordersTable("en", rows, UTC_TERMS).split("\n")).toEqual([
      "Order  State            Shipment    To collect  Payment                               Problem",
      "#1001  Sent             In transit  63,000 XOF  Cash on delivery: the rider collects  -",
      "#1002  Needs attention  -           -           Not sent yet                          MAPPING_PROBLEM: Add a phone number",
      "",
    ]);
  });

  test("in French, with the shop's money format for the shop's currency", () => {
    const terms = { ...UTC_TERMS, currency: "XOF", moneyFormat: "{{amount_no_decimals}} F CFA" };
    const [header, first] = ordersTable("fr", rows.slice(0, 1), terms).split("\n");
    expect(header).toMatch(/^Commande\s+État\s+Livraison\s+À encaisser\s+Paiement\s+Problème$/);
    expect(first).toContain("63\u202f000 F CFA");
    expect(first).not.toContain("6300000");
  });

  test("a refund to make reads with its amount; an unknown state shows as is", () => {
    const refund = payment({ story: "paid_after_cancellation", stillToCollectMinor: 0, refundDueMinor: 3_150_000 });
    const text = ordersTable("en", [{ ...rows[0], syncState: "LATER", payment: refund }], UTC_TERMS);
    expect(text).toContain("Paid after cancellation: refund the buyer (refund 31,500 XOF)");
    expect(text).toMatch(/#1001\s+LATER\s+In transit\s+0 XOF\s/);
  });

  test("what is still owed in Shopify after a short collection reads with its amount, in both languages", () => {
    const short = payment({ story: "cod_collected", stillToCollectMinor: 0, shortfallMinor: 1_500_000 });
    const row = { ...rows[0], payment: short };
    expect(ordersTable("en", [row], UTC_TERMS)).toContain(
      "Cash collected by the rider (still owed in Shopify 15,000 XOF)",
    );
    const amount = formatShopMinor("fr", 1_500_000, "XOF", UTC_TERMS);
    expect(ordersTable("fr", [row], UTC_TERMS)).toContain(`(reste dû dans Shopify\u202f: ${amount})`);
  });

  test("an order over two locations is a row per parcel, each naming the order, its parcel and its amount", () => {
    const split = [
      { ...rows[0], parcel: { number: 1, count: 2 }, payment: payment({ stillToCollectMinor: 2_250_000 }) },
      { ...rows[0], parcel: { number: 2, count: 2 }, payment: payment({ stillToCollectMinor: 900_000 }) },
      { ...rows[1], name: "#1003" },
    ];
    expect(ordersTable("en", split, UTC_TERMS).split("\n").slice(0, 4)).toEqual([
      "Order  Parcel  State            Shipment    To collect  Payment                               Problem",
      "#1001  1/2     Sent             In transit  22,500 XOF  Cash on delivery: the rider collects  -",
      "#1001  2/2     Sent             In transit  9,000 XOF   Cash on delivery: the rider collects  -",
      "#1003  -       Needs attention  -           -           Not sent yet                          MAPPING_PROBLEM: Add a phone number",
    ]);
    expect(ordersTable("fr", split, UTC_TERMS)).toMatch(/^Commande\s+Colis\s+État/);
  });
});
