import { describe, expect, test } from "vitest";
import { orderTotals, ordersDone, parcelIdsOf, type ListParcel } from "./order-list-parcels";

const parcel = (over: Partial<ListParcel>): ListParcel => ({
  id: "p1",
  parcelNumber: 1,
  syncState: "SENT",
  shipmentState: "created",
  serviceOrderId: "ord_1",
  paymentStory: "cod_to_collect",
  stillToCollectMinor: 2_250_000,
  owedNowMinor: null,
  refundDueMinor: 0,
  shortfallMinor: 0,
  ...over,
});

describe("orderTotals", () => {
  test("adds up what each parcel's rider still collects, in minor units", () => {
    const totals = orderTotals([parcel({}), parcel({ id: "p2", parcelNumber: 2, stillToCollectMinor: 900_000 })]);
    expect(totals).toEqual({
      stillToCollectMinor: 3_150_000,
      owedNowMinor: null,
      refundDueMinor: 0,
      shortfallMinor: 0,
    });
  });

  test("is nothing to collect while no parcel is handed over, and counts only those that are", () => {
    const waiting = parcel({ serviceOrderId: null, syncState: "PENDING", stillToCollectMinor: null });
    expect(orderTotals([waiting]).stillToCollectMinor).toBeNull();
    expect(orderTotals([parcel({}), { ...waiting, id: "p2" }]).stillToCollectMinor).toBe(2_250_000);
  });

  test("says what the buyer owes in all when one parcel's rider will collect another amount, and adds up the rest", () => {
    const totals = orderTotals([
      parcel({ owedNowMinor: 2_650_000 }),
      parcel({ id: "p2", parcelNumber: 2, stillToCollectMinor: 900_000, refundDueMinor: 50_000, shortfallMinor: 7 }),
    ]);
    expect(totals).toEqual({
      stillToCollectMinor: 3_150_000,
      owedNowMinor: 3_550_000,
      refundDueMinor: 50_000,
      shortfallMinor: 7,
    });
  });
});

test("parcelIdsOf gives every parcel of the chosen orders, and none of the others", () => {
  const orders = [
    { id: "a1", parcels: [parcel({ id: "a1" }), parcel({ id: "a2", parcelNumber: 2 })] },
    { id: "b1", parcels: [parcel({ id: "b1" })] },
    { id: "c1", parcels: [parcel({ id: "c1" })] },
  ];
  expect(parcelIdsOf(orders, ["a1", "c1"])).toEqual(["a1", "a2", "c1"]);
});

test("ordersDone counts the orders a bulk action did something to, not their parcels", () => {
  const results = [
    { orderGid: "g1", ok: true },
    { orderGid: "g1", ok: true },
    { orderGid: "g2", ok: false },
    { orderGid: "g3", ok: false },
    { orderGid: "g3", ok: true },
  ];
  expect(ordersDone(results)).toBe(2);
});
