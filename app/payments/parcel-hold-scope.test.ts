import { describe, expect, test } from "vitest";
import { parcelHoldScope, type HoldParcel } from "./parcel-hold-scope";

const HELD = new Date("2026-12-02T10:00:00Z");
const parcel = (id: string, pinned: string[] | null, held = true, sent = true): HoldParcel => ({
  id,
  parcelFulfillmentOrdersJson: pinned && JSON.stringify(pinned),
  paymentHoldAt: held ? HELD : null,
  serviceOrderId: sent ? `svc-${id}` : null,
});
const covered = (scope: (gid: string) => boolean) => ["fo-a", "fo-b", "fo-x"].filter(scope);

describe("a parcel's payment hold covers its own fulfillment orders", () => {
  test("an order of one parcel not pinned yet holds and releases every fulfillment order, as before parcels", () => {
    const scope = parcelHoldScope("p1", [parcel("p1", null)]);
    expect(covered(scope.hold)).toEqual(["fo-a", "fo-b", "fo-x"]);
    expect(covered(scope.release)).toEqual(["fo-a", "fo-b", "fo-x"]);
  });

  test("two parcels: each holds its own and the one nobody took; its release never lets go of the other's", () => {
    const parcels = [parcel("p1", ["fo-a"]), parcel("p2", ["fo-b"])];
    const first = parcelHoldScope("p1", parcels);
    expect(covered(first.hold)).toEqual(["fo-a", "fo-x"]);
    // Parcel 2 still holds: the fulfillment order nobody took stays held with it.
    expect(covered(first.release)).toEqual(["fo-a"]);
    expect(covered(parcelHoldScope("p2", parcels).hold)).toEqual(["fo-b", "fo-x"]);
  });

  test("the last parcel to release lets go of the fulfillment order nobody took", () => {
    const parcels = [parcel("p1", ["fo-a"], false), parcel("p2", ["fo-b"])];
    expect(covered(parcelHoldScope("p2", parcels).release)).toEqual(["fo-b", "fo-x"]);
  });

  test("a fulfillment order pinned to a parcel not handed off is the order's: the unpaid parcel holds it", () => {
    // Parcel 2 is not sent (not yet, or its location does not ship with the service): no link of its own.
    const parcels = [parcel("p1", ["fo-a"]), parcel("p2", ["fo-b"], false, false)];
    expect(covered(parcelHoldScope("p1", parcels).hold)).toEqual(["fo-a", "fo-b", "fo-x"]);
    expect(covered(parcelHoldScope("p1", parcels).release)).toEqual(["fo-a", "fo-b", "fo-x"]);
  });
});
