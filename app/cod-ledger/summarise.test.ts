import { describe, expect, test } from "vitest";
import { parseLedgerPeriod } from "./period";
import { summariseLedger, type LedgerOrder, type LedgerRows } from "./summarise";

const NOW = new Date("2026-11-23T12:00:00.000Z");
const period = (() => {
  const result = parseLedgerPeriod({ from: "2026-11-20", to: "2026-11-23" }, NOW);
  if (!result.ok) throw new Error(result.message);
  return result.period;
})();

let next = 0;
function order(overrides: Partial<LedgerOrder>): LedgerOrder {
  next += 1;
  return {
    id: `o${next}`,
    orderName: `#${1000 + next}`,
    currency: "XOF",
    amountMinor: 1_500_000,
    paymentState: "COD_PENDING",
    shipmentState: "in_transit",
    sentAt: "2026-11-19T10:00:00.000Z",
    codCollectedAt: null,
    shopifyPaidAt: null,
    ...overrides,
  };
}
const empty: LedgerRows = {
  onTheRoad: [],
  collected: [],
  returned: [],
  deliveredNoCash: [],
  paidTwice: [],
  paidAfterCancel: [],
};

describe("the cash-on-delivery ledger's figures", () => {
  test("add up each currency apart, exactly, with the collected cash per UTC day", () => {
    const collectedEarly = order({
      codCollectedAt: "2026-11-21T23:59:59.000Z",
      shopifyPaidAt: "2026-11-22T00:00:05.000Z",
      paymentState: "COD_COLLECTED",
      amountMinor: 2_500_050,
    });
    const collectedLate = order({ codCollectedAt: "2026-11-22T00:00:00.000Z", paymentState: "COD_COLLECTED" });
    const euro = order({
      currency: "EUR",
      amountMinor: 4_199,
      codCollectedAt: "2026-11-23T09:00:00.000Z",
      shopifyPaidAt: "2026-11-23T09:01:00.000Z",
    });
    const ledger = summariseLedger(
      { ...empty, onTheRoad: [order({}), order({ amountMinor: 1 })], collected: [collectedEarly, collectedLate, euro] },
      period,
      NOW,
    );
    expect(ledger.currencies.map((c) => c.currency)).toEqual(["EUR", "XOF"]);
    const xof = ledger.currencies[1];
    expect(xof.onTheRoad).toEqual({ count: 2, amountMinor: 1_500_001 });
    expect(xof.collected.count).toBe(2);
    expect(xof.collected.amountMinor).toBe(4_000_050);
    expect(xof.collected.byDay).toEqual([
      { day: "2026-11-20", count: 0, amountMinor: 0 },
      { day: "2026-11-21", count: 1, amountMinor: 2_500_050 },
      { day: "2026-11-22", count: 1, amountMinor: 1_500_000 },
      { day: "2026-11-23", count: 0, amountMinor: 0 },
    ]);
    expect(xof.recorded).toEqual({ count: 1, amountMinor: 2_500_050 });
    expect(ledger.currencies[0].recorded).toEqual({ count: 1, amountMinor: 4_199 });
    expect(ledger.currencies[0].onTheRoad).toEqual({ count: 0, amountMinor: 0 });
  });

  test("the collected cash is grouped by the shop's days: 22:30 UTC counts on the next day in Nairobi", () => {
    const nairobi = parseLedgerPeriod({ from: "2026-11-21", to: "2026-11-23" }, NOW, "Africa/Nairobi");
    if (!nairobi.ok) throw new Error(nairobi.message);
    const late = order({ codCollectedAt: "2026-11-21T22:30:00.000Z", paymentState: "COD_COLLECTED" });
    const ledger = summariseLedger({ ...empty, collected: [late] }, nairobi.period, NOW);
    expect(ledger.timeZone).toBe("Africa/Nairobi");
    expect(ledger.currencies[0].collected.byDay.filter((day) => day.count > 0)).toEqual([
      { day: "2026-11-22", count: 1, amountMinor: 1_500_000 },
    ]);
  });

  test("a collected order Shopify shows unpaid needs a look only once a full day has passed", () => {
    const dayOld = order({ codCollectedAt: "2026-11-22T11:59:00.000Z" });
    const fresh = order({ codCollectedAt: "2026-11-22T12:01:00.000Z" });
    const ledger = summariseLedger({ ...empty, collected: [dayOld, fresh] }, period, NOW);
    expect(ledger.orders.needsLook.map((o) => [o.orderName, o.reason])).toEqual([
      [dayOld.orderName, "UNRECORDED_AFTER_A_DAY"],
    ]);
    expect(ledger.currencies[0].needsLook.byReason.UNRECORDED_AFTER_A_DAY).toEqual({
      count: 1,
      amountMinor: 1_500_000,
    });
  });

  test("lists each order needing a look once, the refunds to make (paid twice, paid after cancellation) first", () => {
    const twice = order({ codCollectedAt: "2026-11-20T08:00:00.000Z" });
    const returned = order({ shipmentState: "returned" });
    const noCash = order({ shipmentState: "delivered" });
    const linkAfterCancel = order({ shipmentState: "cancelled", paymentState: "LINK_PAID", amountMinor: 2_000_000 });
    const ledger = summariseLedger(
      {
        ...empty,
        collected: [twice],
        paidTwice: [twice],
        paidAfterCancel: [linkAfterCancel],
        returned: [returned],
        deliveredNoCash: [noCash],
      },
      period,
      NOW,
    );
    expect(ledger.orders.needsLook.map((o) => o.reason)).toEqual([
      "PAID_TWICE",
      "PAID_AFTER_CANCEL",
      "DELIVERED_NO_CASH",
      "RETURNED",
    ]);
    const xof = ledger.currencies[0];
    expect(xof.needsLook.count).toBe(4);
    expect(xof.needsLook.byReason).toEqual({
      PAID_TWICE: { count: 1, amountMinor: 1_500_000 },
      PAID_AFTER_CANCEL: { count: 1, amountMinor: 2_000_000 },
      AMOUNT_DIFFERS: { count: 0, amountMinor: 0 },
      SHORTFALL: { count: 0, amountMinor: 0 },
      OVER_COLLECTED: { count: 0, amountMinor: 0 },
      UNRECORDED_AFTER_A_DAY: { count: 0, amountMinor: 0 },
      DELIVERED_NO_CASH: { count: 1, amountMinor: 1_500_000 },
      RETURNED: { count: 1, amountMinor: 1_500_000 },
    });
  });

  // docs/decisions/073: an item added after pickup; the rider collected 31,500 of the 46,500 owed.
  test("lists cash collected short of what was owed under its own reason, before Shopify's missing payment", () => {
    const when = {
      paymentState: "COD_COLLECTED",
      shipmentState: "delivered",
      codCollectedAt: "2026-11-21T10:00:00.000Z",
    };
    const collected = order({ ...when, amountMinor: 3_150_000 });
    const short = { ...collected, amountMinor: 1_500_000 };
    const ledger = summariseLedger({ ...empty, collected: [collected], shortfall: [short] }, period, NOW);
    expect(ledger.orders.needsLook).toEqual([{ ...short, reason: "SHORTFALL" }]);
    expect(ledger.currencies[0].collected).toMatchObject({ count: 1, amountMinor: 3_150_000 });
    expect(ledger.currencies[0].needsLook.byReason.SHORTFALL).toEqual({ count: 1, amountMinor: 1_500_000 });
  });

  // docs/decisions/093: 10,000 paid online after pickup, then the rider's full 31,500: 10,000 to give back.
  test("lists cash collected beyond what was owed under its own reason, with the refund due", () => {
    const collected = order({
      paymentState: "COD_COLLECTED",
      shipmentState: "delivered",
      codCollectedAt: "2026-11-21T10:00:00.000Z",
      shopifyPaidAt: "2026-11-21T10:00:05.000Z",
      amountMinor: 3_150_000,
    });
    const over = { ...collected, amountMinor: 1_000_000 };
    const ledger = summariseLedger({ ...empty, collected: [collected], overCollected: [over] }, period, NOW);
    expect(ledger.orders.needsLook).toEqual([{ ...over, reason: "OVER_COLLECTED" }]);
    expect(ledger.currencies[0].needsLook.byReason.OVER_COLLECTED).toEqual({ count: 1, amountMinor: 1_000_000 });
  });

  test("is empty, with no currency, for a shop without cash-on-delivery orders", () => {
    const ledger = summariseLedger(empty, period, NOW);
    expect(ledger).toMatchObject({ from: "2026-11-20", to: "2026-11-23", asOf: NOW.toISOString(), currencies: [] });
  });
});
