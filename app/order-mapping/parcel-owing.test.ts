import { describe, expect, it } from "vitest";
import { collectionStepMinor } from "./parcel-amounts";
import { keptByCancelledParcel, owedByParcel, owedOverParcels, type ParcelOwing } from "./parcel-owing";

const XOF = collectionStepMinor(0);
const owed = (total: number, parcels: ParcelOwing[]) => Object.fromEntries(owedByParcel(total, parcels, XOF));

/*
 * An order of 31,500 XOF over two parcels, both handed over: Cocody (Attiéké, 15,000 of goods) collects 22,500 and
 * Yopougon (3 Bissap, 6,000) 9,000, each set against the 31,500 owed then.
 */
const cocody = (patch: Partial<ParcelOwing> = {}): ParcelOwing => ({
  id: "cocody",
  valueMinor: 1500000,
  sentMinor: 2250000,
  basis: { wholeMinor: 3150000, valueMinor: 1500000 },
  ...patch,
});
const yopougon = (patch: Partial<ParcelOwing> = {}): ParcelOwing => ({
  id: "yopougon",
  valueMinor: 600000,
  sentMinor: 900000,
  basis: { wholeMinor: 3150000, valueMinor: 600000 },
  ...patch,
});
const total = (amounts: Record<string, number>) => Object.values(amounts).reduce((sum, a) => sum + a, 0);

describe("owedByParcel", () => {
  it("leaves every parcel as it is while what is owed is what they collect", () => {
    expect(owed(3150000, [cocody(), yopougon()])).toEqual({ cocody: 2250000, yopougon: 900000 });
  });

  it("attributes a lowered amount whose items changed to that parcel alone: the other is not replaced", () => {
    // One Bissap (2,000) taken off the order: only Yopougon's items changed.
    const amounts = owed(2950000, [cocody(), yopougon({ valueMinor: 400000 })]);
    expect(amounts).toEqual({ cocody: 2250000, yopougon: 700000 });
  });

  it("splits an order-level change (a part-payment) once, by the parcels' values, never counted twice", () => {
    // 5,000 XOF paid: 15/21 and 6/21 of it, 3,571 and 1,428 XOF, the franc left to the larger parcel.
    const amounts = owed(2650000, [cocody(), yopougon()]);
    expect(amounts).toEqual({ cocody: 2250000 - 357200, yopougon: 900000 - 142800 });
    expect(total(amounts)).toBe(2650000);
  });

  it("gives each parcel the same answer whichever was created anew first", () => {
    // Cocody was replaced first and now collects its part, set against the 26,500 owed now; Yopougon still has 9,000.
    const afterCocody = owed(2650000, [
      cocody({ sentMinor: 1892800, basis: { wholeMinor: 2650000, valueMinor: 1500000 } }),
      yopougon(),
    ]);
    expect(afterCocody).toEqual({ cocody: 1892800, yopougon: 757200 });
    const afterYopougon = owed(2650000, [
      cocody(),
      yopougon({ sentMinor: 757200, basis: { wholeMinor: 2650000, valueMinor: 600000 } }),
    ]);
    expect(afterYopougon).toEqual({ cocody: 1892800, yopougon: 757200 });
  });

  it("gives a raised amount to a new parcel, or else to the parcel whose items grew", () => {
    // An edit adds 4,000 of goods at a new location: the new parcel collects it, the others are unchanged.
    const edit = { id: "edit", valueMinor: 400000, sentMinor: null, basis: null };
    expect(owed(3550000, [cocody(), yopougon(), edit])).toEqual({ cocody: 2250000, yopougon: 900000, edit: 400000 });
    // Two more Bissap at Yopougon, not picked up yet: Yopougon's fulfillment order grows, Yopougon collects more.
    expect(owed(3550000, [cocody(), yopougon({ valueMinor: 1000000 })])).toEqual({
      cocody: 2250000,
      yopougon: 1300000,
    });
  });

  it("asks nothing of a new parcel when the ones handed over already collect more than is owed", () => {
    const edit = { id: "edit", valueMinor: 400000, sentMinor: null, basis: null };
    const amounts = owed(2650000, [cocody(), yopougon(), edit]);
    expect(amounts.edit).toBe(0);
    expect(total(amounts)).toBe(2650000);
  });

  it("never asks a parcel for less than nothing: the rest comes from the other", () => {
    // Yopougon's items are all refunded (6,000) and 4,000 more is paid: Yopougon gives up its 9,000, Cocody 1,000.
    const amounts = owed(2150000, [cocody(), yopougon({ valueMinor: 0 })]);
    expect(amounts).toEqual({ cocody: 2150000, yopougon: 0 });
  });

  it("reads a parcel handed over before its basis was kept as set against another amount", () => {
    const amounts = owed(2650000, [cocody({ basis: null }), yopougon({ basis: null })]);
    expect(amounts).toEqual({ cocody: 1892800, yopougon: 757200 });
  });
});

/*
 * After a collection (docs/decisions/099): 5,000 paid online, then Cocody's rider collects its 22,500 and the app
 * records it in Shopify, whose outstanding amount is then 4,000, all of it Yopougon's.
 */
describe("owedOverParcels", () => {
  const collected = cocody({ sentMinor: 0 });

  it("asks the parcel still on the road what the buyer owes for it once the other was collected", () => {
    expect(Object.fromEntries(owedOverParcels(400000, [collected, yopougon()], XOF))).toEqual({
      cocody: 0,
      yopougon: 400000,
    });
  });

  it("then 1,000 more paid: the parcel on the road carries all of it", () => {
    expect(owedOverParcels(300000, [collected, yopougon()], XOF).get("yopougon")).toBe(300000);
  });

  it("where counting the collected parcel at its sent amount gave odd parts", () => {
    expect(owedByParcel(400000, [cocody(), yopougon()], XOF).get("yopougon")).not.toBe(400000);
  });
});

describe("keptByCancelledParcel (docs/decisions/099)", () => {
  it("keeps what it was sent to collect while its items stay, in proportion to what is left, none once taken off", () => {
    expect(keptByCancelledParcel(2_250_000, 2_000_000, 2_000_000)).toBe(2_250_000);
    expect(keptByCancelledParcel(2_250_000, 1_000_000, 2_000_000)).toBe(1_125_000);
    expect(keptByCancelledParcel(2_250_000, 0, 2_000_000)).toBe(0);
    expect(keptByCancelledParcel(2_250_000, null, null)).toBe(2_250_000);
  });
});
