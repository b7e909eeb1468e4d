import { describe, expect, it } from "vitest";
import { owedOverParcels } from "~/order-mapping";
import { deriveMoney, type MoneyEntry } from "./ledger";
import { parcelMoneyOf, type LedgerParcel } from "./parcel-ledger";

let clock = Date.parse("2026-12-01T10:00:00Z");
const entry = (kind: MoneyEntry["kind"], minor: number, extra: Partial<MoneyEntry> = {}): MoneyEntry => ({
  kind,
  amount: { shopMinor: minor, presentmentMinor: minor },
  at: new Date((clock += 1000)),
  ...extra,
});
const service = (kind: MoneyEntry["kind"], minor: number, parcelId: string, ref = `ref-${parcelId}`) =>
  entry(kind, minor, { parcelId, serviceOrderRef: ref });
const parcel = (
  id: string,
  parcelNumber: number,
  valueMinor: number,
  owedWholeMinor = 3150000,
  valueNowMinor = valueMinor,
): LedgerParcel => ({ id, parcelNumber, sent: true, valueMinor, valueNowMinor, owedWholeMinor, amountDiffers: false });
const TWO = [parcel("p1", 1, 2000000), parcel("p2", 2, 1150000)];
const XOF_STEP = 100;

describe("parcelMoneyOf (docs/decisions/091)", () => {
  it("two parcels on the road each ask their own amount; the order's figures are on the first", () => {
    const balance = deriveMoney([
      entry("owed", 3150000),
      service("service_amount", 2000000, "p1"),
      service("service_amount", 1150000, "p2"),
    ]);
    const money = parcelMoneyOf(balance, TWO, XOF_STEP)!;
    expect(money.get("p1")).toMatchObject({ collectNow: 2000000, holdsOrder: true, shortfall: 0 });
    expect(money.get("p2")).toMatchObject({ collectNow: 1150000, holdsOrder: false });
  });

  it("a part paid online after pickup: the parcels ask no more than is owed, split by value, rounded down", () => {
    const balance = deriveMoney([
      entry("owed", 3150000),
      service("service_amount", 2000000, "p1"),
      service("service_amount", 1150000, "p2"),
      entry("captured", 500000, { gateway: "Wave" }),
    ]);
    const money = parcelMoneyOf(balance, TWO, XOF_STEP)!;
    const asked = [money.get("p1")!.collectNow, money.get("p2")!.collectNow];
    // 5,000 XOF taken off in proportion to 20,000 : 11,500, each part a whole franc, the rest to the larger.
    expect(asked).toEqual([2000000 - 317500, 1150000 - 182500]);
    // Each rider holds more than its part: its part is what the buyer owes for it now (decision 041).
    expect([money.get("p1")!.owedNow, money.get("p2")!.owedNow]).toEqual(asked);
    expect(asked[0] + asked[1]).toBe(2650000);
  });

  it("one parcel delivered, the other on the road: it asks what is left; the collected one holds the order", () => {
    const balance = deriveMoney([
      entry("owed", 3150000),
      service("service_amount", 2000000, "p1"),
      service("service_amount", 1150000, "p2"),
      entry("captured", 300000, { gateway: "Orange Money" }),
      service("rider_collected", 2000000, "p1"),
      entry("recorded_in_shopify", 2000000),
    ]);
    const money = parcelMoneyOf(balance, TWO, XOF_STEP)!;
    expect(money.get("p1")).toMatchObject({ collectNow: 0, serviceCollects: 0, holdsOrder: true, shortfall: 0 });
    expect(money.get("p2")).toMatchObject({ collectNow: 850000, serviceCollects: 1150000, holdsOrder: false });
  });

  it("both delivered short of what is owed: the shortfall is told once, on the parcel collected last", () => {
    const balance = deriveMoney([
      entry("owed", 3150000),
      service("service_amount", 2000000, "p1"),
      service("service_amount", 1150000, "p2"),
      entry("owed", 3650000),
      service("rider_collected", 1150000, "p2"),
      service("rider_collected", 2000000, "p1"),
    ]);
    const money = parcelMoneyOf(balance, TWO, XOF_STEP)!;
    expect([money.get("p1")!.shortfall, money.get("p2")!.shortfall]).toEqual([500000, 0]);
  });

  it("one parcel cancelled before anything was paid: the other asks its own amount, not the cancelled one's too", () => {
    const balance = deriveMoney([
      entry("owed", 3150000),
      service("service_amount", 2000000, "p1"),
      service("service_amount", 1150000, "p2"),
      service("service_cancelled", 0, "p1"),
    ]);
    const money = parcelMoneyOf(balance, TWO, XOF_STEP)!;
    expect(money.get("p1")).toMatchObject({ collectNow: 0, serviceCollects: 0 });
    // The cancelled parcel's 20,000 stay owed in Shopify; nobody collects them, and parcel 2 is not told otherwise.
    expect(money.get("p2")).toMatchObject({ collectNow: 1150000, owedNow: null });
  });

  it("a parcel handed over before the ledger was stored: the ledger does not speak for the order", () => {
    const balance = deriveMoney([entry("owed", 3150000), service("service_amount", 2000000, "p1")]);
    expect(parcelMoneyOf(balance, TWO, XOF_STEP)).toBeNull();
  });

  it("a replaced parcel asks its new amount and says its label must be printed again", () => {
    const balance = deriveMoney([
      entry("owed", 3150000),
      service("service_amount", 2000000, "p1"),
      service("service_amount", 1150000, "p2"),
      service("service_amount", 1000000, "p2"),
      entry("owed", 3000000),
    ]);
    const money = parcelMoneyOf(balance, TWO, XOF_STEP)!;
    expect(money.get("p2")).toMatchObject({ collectNow: 1000000, reprintLabel: true });
    expect(money.get("p1")).toMatchObject({ collectNow: 2000000, reprintLabel: false });
  });
});

describe("the ledger's split is the sync's (docs/decisions/099)", () => {
  it("after one parcel was collected and more paid online, the other asks what the sync stored for it", () => {
    const balance = deriveMoney([
      entry("owed", 3150000),
      service("service_amount", 2250000, "p1"),
      service("service_amount", 900000, "p2"),
      entry("captured", 500000),
      service("rider_collected", 2250000, "p1"),
      entry("recorded_in_shopify", 2250000),
      entry("captured", 100000),
    ]);
    const parcels = [parcel("p1", 1, 1500000), parcel("p2", 2, 600000)];
    const ledger = parcelMoneyOf(balance, parcels, XOF_STEP)!;
    const basis = (valueMinor: number) => ({ wholeMinor: 3150000, valueMinor });
    // The sync's call (app/orders/parcels.server.ts): parcel 1 collects nothing any more.
    const sync = owedOverParcels(
      balance.shopifyOutstanding.shopMinor,
      [
        { id: "p1", valueMinor: 1500000, sentMinor: 0, basis: basis(1500000) },
        { id: "p2", valueMinor: 600000, sentMinor: 900000, basis: basis(600000) },
      ],
      XOF_STEP,
    );
    expect(ledger.get("p2")).toMatchObject({ collectNow: 300000, owedNow: 300000 });
    expect(sync.get("p2")).toBe(300000);
    expect(ledger.get("p1")?.owedNow).toBeNull();
  });

  // Parcel 1 (Attiéké, 15,000) collects 22,500 and parcel 2 (3 Bissap, 6,000) 9,000 of 31,500; both picked up.
  it.each([
    ["one of parcel 2's items removed", 2950000, 400000, 700000],
    ["an item added to parcel 2", 3350000, 800000, 1100000],
  ])("%s after pickup: the ledger gives the change to parcel 2, as the sync does", (_, owed, valueNow, part) => {
    const balance = deriveMoney([
      entry("owed", 3150000),
      service("service_amount", 2250000, "p1"),
      service("service_amount", 900000, "p2"),
      entry("owed", owed),
    ]);
    // The sync stored each parcel's value as it weighed it (OrderSync.parcelValueNowMinor): parcel 2's changed.
    const parcels = [parcel("p1", 1, 1500000), parcel("p2", 2, 600000, 3150000, valueNow)];
    const ledger = parcelMoneyOf(balance, parcels, XOF_STEP)!;
    const basis = (valueMinor: number) => ({ wholeMinor: 3150000, valueMinor });
    const sync = owedOverParcels(
      owed,
      [
        { id: "p1", valueMinor: 1500000, sentMinor: 2250000, basis: basis(1500000) },
        { id: "p2", valueMinor: valueNow, sentMinor: 900000, basis: basis(600000) },
      ],
      XOF_STEP,
    );
    expect([sync.get("p1"), sync.get("p2")]).toEqual([2250000, part]);
    expect(ledger.get("p1")).toMatchObject({ collectNow: 2250000, owedNow: null });
    expect(ledger.get("p2")).toMatchObject({ collectNow: Math.min(part, 900000), owedNow: part });
  });
});
