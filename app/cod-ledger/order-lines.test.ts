import { describe, expect, test } from "vitest";
import { translate } from "~/i18n";
import { ledgerLines, ledgerOrderLabel } from "./order-lines";
import type { LedgerOrder } from "./summarise";

const order = (over: Partial<LedgerOrder>): LedgerOrder => ({
  id: "r1",
  orderName: "#1001",
  parcel: null,
  currency: "XOF",
  amountMinor: 2_250_000,
  paymentState: "COD_PENDING",
  shipmentState: "in_transit",
  sentAt: null,
  codCollectedAt: null,
  shopifyPaidAt: null,
  ...over,
});

describe("ledgerOrderLabel", () => {
  test("names the order, and which of its parcels the row is when it has several, in both languages", () => {
    const second = order({ parcel: { number: 2, count: 2 } });
    expect(ledgerOrderLabel((key, values) => translate("en", key, values), second)).toBe("#1001 · parcel 2 of 2");
    expect(ledgerOrderLabel((key, values) => translate("fr", key, values), second)).toBe("#1001 · colis 2 sur 2");
    expect(ledgerOrderLabel((key, values) => translate("en", key, values), order({}))).toBe("#1001");
  });
});

describe("ledgerLines", () => {
  test("puts an order's parcels together and follows them with the order's total", () => {
    const lines = ledgerLines([
      order({ id: "a2", parcel: { number: 2, count: 2 }, amountMinor: 900_000 }),
      order({ id: "b", orderName: "#1002", amountMinor: 500_000 }),
      order({ id: "a1", parcel: { number: 1, count: 2 } }),
    ]);
    expect(lines.map((line) => (line.kind === "parcel" ? line.order.id : `total ${line.amountMinor}`))).toEqual([
      "a2",
      "a1",
      "total 3150000",
      "b",
    ]);
  });

  test("gives no total for an order with one parcel in the section, nor joins two orders of one name", () => {
    const lines = ledgerLines([
      order({ id: "a1", parcel: { number: 1, count: 2 } }),
      order({ id: "x" }),
      order({ id: "y" }),
    ]);
    expect(lines.map((line) => line.kind)).toEqual(["parcel", "parcel", "parcel"]);
  });
});
