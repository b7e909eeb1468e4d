import { describe, expect, it } from "vitest";
import { collectionStepMinor, splitAmountOverParcels, type ParcelForAmount } from "./parcel-amounts";

const split = (total: number, parcels: ParcelForAmount[], step = 1) => {
  const result = splitAmountOverParcels(total, parcels, step);
  return { ...result, amounts: Object.fromEntries(result.amounts) };
};
const XOF = collectionStepMinor(0);

describe("splitAmountOverParcels", () => {
  it("splits what is owed in proportion to the parcels' values, to the whole franc for XOF", () => {
    // 31,500 XOF owed (30,000 + 6,000 of goods and 1,500 of delivery, after a part-payment): 5/6 and 1/6.
    expect(
      split(
        3150000,
        [
          { id: "abidjan", valueMinor: 3000000 },
          { id: "yopougon", valueMinor: 600000 },
        ],
        XOF,
      ),
    ).toEqual({ amounts: { abidjan: 2625000, yopougon: 525000 }, excessMinor: 0, unassignedMinor: 0 });
  });

  it("rounds each share down to the currency's smallest unit; the remainder goes to the parcel of greatest value", () => {
    const thirds = [
      { id: "a", valueMinor: 500 },
      { id: "b", valueMinor: 500 },
      { id: "c", valueMinor: 500 },
    ];
    // 10.00 EUR over three equal parcels: 3.33 each, the cent left to the first of the equal greatest.
    expect(split(1000, thirds).amounts).toEqual({ a: 334, b: 333, c: 333 });
    // 10,000 XOF: 3,333 each, never 3,333.33; the 1 franc left goes to the first.
    expect(split(1000000, thirds, XOF).amounts).toEqual({ a: 333400, b: 333300, c: 333300 });
    expect(
      split(1001, [
        { id: "small", valueMinor: 100 },
        { id: "large", valueMinor: 300 },
        { id: "middle", valueMinor: 200 },
      ]).amounts,
    ).toEqual({ small: 166, large: 502, middle: 333 });
  });

  it("keeps a parcel's locked amount and gives a later parcel what is left", () => {
    // The first parcel went with 26,250 XOF; an edit after pickup adds a parcel: it collects the rest.
    expect(
      split(
        3150000,
        [
          { id: "first", valueMinor: 3000000, lockedMinor: 2625000 },
          { id: "added", valueMinor: 150000 },
        ],
        XOF,
      ),
    ).toEqual({ amounts: { first: 2625000, added: 525000 }, excessMinor: 0, unassignedMinor: 0 });
  });

  it("asks nothing of an open parcel when the locked ones already collect more than is owed, and says by how much", () => {
    expect(
      split(2000000, [
        { id: "first", valueMinor: 3000000, lockedMinor: 2625000 },
        { id: "added", valueMinor: 150000 },
      ]),
    ).toEqual({ amounts: { first: 2625000, added: 0 }, excessMinor: 625000, unassignedMinor: 0 });
  });

  it("says what no parcel carries when every parcel is locked below what is owed", () => {
    expect(split(3000, [{ id: "only", valueMinor: 3000, lockedMinor: 2000 }])).toEqual({
      amounts: { only: 2000 },
      excessMinor: 0,
      unassignedMinor: 1000,
    });
  });

  it("weighs parcels of items worth nothing equally, and splits nothing owed into zeros", () => {
    expect(
      split(1000, [
        { id: "a", valueMinor: 0 },
        { id: "b", valueMinor: 0 },
      ]).amounts,
    ).toEqual({ a: 500, b: 500 });
    expect(split(0, [{ id: "a", valueMinor: 700 }]).amounts).toEqual({ a: 0 });
  });

  it("never asks for more than is owed, in total or of one parcel, and forgets nothing (any split)", () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    for (let run = 0; run < 500; run += 1) {
      const step = [1, 100][random(2)];
      const total = random(5_000_000);
      const parcels = Array.from({ length: 1 + random(5) }, (_, index) => ({
        id: `p${index}`,
        valueMinor: random(4) === 0 ? 0 : random(3_000_000),
        lockedMinor: random(4) === 0 ? random(2_000_000) : null,
      }));
      const { amounts, excessMinor, unassignedMinor } = splitAmountOverParcels(total, parcels, step);
      const locked = parcels.reduce((sum, p) => sum + (p.lockedMinor ?? 0), 0);
      const sum = [...amounts.values()].reduce((a, b) => a + b, 0);
      expect([...amounts.values()].every((amount) => Number.isInteger(amount) && amount >= 0)).toBe(true);
      expect(sum + unassignedMinor).toBe(Math.max(total, locked));
      expect(excessMinor).toBe(Math.max(0, locked - total));
      for (const parcel of parcels.filter((p) => p.lockedMinor == null))
        expect(amounts.get(parcel.id)).toBeLessThanOrEqual(Math.max(0, total - locked));
    }
  });

  it("refuses what is not an amount in minor units, and two parcels under one id", () => {
    expect(() => splitAmountOverParcels(10.5, [{ id: "a", valueMinor: 1 }])).toThrow(RangeError);
    expect(() => splitAmountOverParcels(10, [{ id: "a", valueMinor: -1 }])).toThrow(RangeError);
    expect(() => splitAmountOverParcels(10, [{ id: "a", valueMinor: 1 }], 0)).toThrow(RangeError);
    expect(() =>
      splitAmountOverParcels(10, [
        { id: "a", valueMinor: 1 },
        { id: "a", valueMinor: 2 },
      ]),
    ).toThrow(RangeError);
  });
});

describe("collectionStepMinor", () => {
  it("is the currency's smallest unit in the service's two-decimal minor units", () => {
    expect([0, 2, 3].map(collectionStepMinor)).toEqual([100, 1, 1]);
  });
});
