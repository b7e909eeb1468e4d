import { describe, expect, test } from "vitest";
import { balanceIn, ledgerEntriesOf, PAID_BY_HAND, type StoredMoneyEntry } from "./entry-money";
import { ledgerFigures } from "./ledger-figures";

/** A stored entry of an order a buyer paid in XOF in a EUR shop (1 EUR = 655.957 XOF). */
const entry = (kind: string, eur: number, xof: number, at: number, ref: string | null = null): StoredMoneyEntry => ({
  shopifyOrderGid: "gid://shopify/Order/1",
  orderSyncId: ref ? "row-1" : null,
  kind,
  shopMinor: eur,
  shopCurrency: "EUR",
  presentmentMinor: xof,
  presentmentCurrency: "XOF",
  at: new Date(at),
  gateway: null,
  serviceOrderRef: ref,
});

const owed = entry("owed", 4500, 2951800, 1);
const sent = entry("service_amount", 4500, 2951800, 2, "ref-1");

describe("stored entries read by the ledger", () => {
  test("a payment by hand after the service collected is that money written down; before it, money of its own", () => {
    const byHand = entry(PAID_BY_HAND, 4500, 2951800, 4);
    const collected = entry("rider_collected", 4500, 2951800, 3, "ref-1");
    expect(ledgerEntriesOf([owed, sent, collected, byHand]).map((e) => e.kind)).toEqual([
      "owed",
      "service_amount",
      "rider_collected",
      "recorded_in_shopify",
    ]);
    // Learnt in the other order (the payment first), read the same.
    expect(ledgerEntriesOf([byHand, owed, sent, collected]).map((e) => e.kind)).toContain("recorded_in_shopify");
    expect(ledgerEntriesOf([owed, sent, byHand]).map((e) => e.kind)).toContain("captured");
  });

  test("a kind a later version writes is left out", () => {
    expect(ledgerEntriesOf([owed, entry("store_credit", 100, 100, 5)])).toHaveLength(1);
  });

  test("the balance in the buyer's money compares the service's amounts with what is owed in XOF", () => {
    const collectedLess = entry("rider_collected", 4000, 2623800, 3, "ref-1");
    expect(balanceIn([owed, sent, collectedLess], "XOF").outstanding.shopMinor).toBe(2951800 - 2623800);
    expect(balanceIn([owed, sent, collectedLess], "EUR").outstanding.shopMinor).toBe(500);
  });
});

describe("the ledger's figures for the payment truth", () => {
  test("paid twice by a link and a card: the whole amount is due back", () => {
    const link = entry("link_paid", 4500, 2951800, 3, "ref-1");
    const card = { ...entry("captured", 4500, 2951800, 4), gateway: "shopify_payments" };
    expect(ledgerFigures("XOF", { entries: [owed, sent, link, card], parcels: 1 })).toMatchObject({
      paidTwice: true,
      refundDueMinor: 2951800,
      cashToHaveMinor: null,
    });
  });

  test("the columns still speak for an order with no owed or no service amount, and for several parcels", () => {
    expect(ledgerFigures("XOF", { entries: [owed], parcels: 1 })).toBeNull();
    expect(ledgerFigures("XOF", { entries: [sent], parcels: 1 })).toBeNull();
    expect(ledgerFigures("XOF", { entries: [owed, sent], parcels: 2 })).toBeNull();
    expect(ledgerFigures("XOF", null)).toBeNull();
  });

  test("an amount changed after handoff: the label is printed again, and the rider asks for no more than is owed", () => {
    const lowered = entry("service_amount", 4000, 2623800, 3, "ref-1");
    const edited = entry("owed", 3000, 1967900, 4);
    expect(ledgerFigures("XOF", { entries: [owed, sent, lowered, edited], parcels: 1 })).toMatchObject({
      reprintLabel: true,
      cashToHaveMinor: 1967900,
    });
  });
});
