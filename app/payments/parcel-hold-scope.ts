import type { FulfillmentOrderScope } from "~/shopify";

/*
 * Which fulfillment orders one parcel's payment hold covers (docs/decisions/098). An order over two locations is
 * two parcels, each with its own link (docs/decisions/076): a parcel's hold is its own fulfillment orders, so paying
 * one link never releases goods another link still waits for. A fulfillment order no parcel has taken yet (Shopify
 * routed it after the parcels were placed; an order of one parcel not pinned yet; a location that does not ship
 * with the service; a parcel not handed off yet) is the order's: every unpaid parcel holds it, and the last parcel
 * to release lets it go.
 */

/** One parcel of the order as a hold reads it. */
export type HoldParcel = {
  id: string;
  parcelFulfillmentOrdersJson: string | null;
  paymentHoldAt: Date | null;
  /** Null while the parcel is not handed off (not sent yet, or its location does not ship with the service). */
  serviceOrderId: string | null;
};

const pinnedOf = (parcel: HoldParcel | undefined): string[] =>
  parcel?.parcelFulfillmentOrdersJson ? (JSON.parse(parcel.parcelFulfillmentOrdersJson) as string[]) : [];

/** What the hold of parcel `rowId` covers, and what its release lets go, among the order's `parcels`. */
export function parcelHoldScope(
  rowId: string,
  parcels: readonly HoldParcel[],
): { hold: FulfillmentOrderScope; release: FulfillmentOrderScope } {
  const own = new Set(pinnedOf(parcels.find((parcel) => parcel.id === rowId)));
  const others = parcels.filter((parcel) => parcel.id !== rowId);
  // A parcel not handed off has no link of its own to hold its goods for: they are the order's until it is.
  const taken = new Set(others.filter(handedOff).flatMap(pinnedOf));
  const nobodys = (gid: string) => !own.has(gid) && !taken.has(gid);
  const othersHold = others.some((parcel) => parcel.paymentHoldAt !== null);
  return {
    hold: (gid) => own.has(gid) || nobodys(gid),
    release: (gid) => own.has(gid) || (nobodys(gid) && !othersHold),
  };
}

const handedOff = (parcel: HoldParcel) => parcel.serviceOrderId !== null;

/** Whether `fulfillmentOrderGid` is pinned to `parcel`, handed off: the parcel whose hold it is. */
export const pinnedTo = (parcel: HoldParcel, fulfillmentOrderGid: string) =>
  handedOff(parcel) && pinnedOf(parcel).includes(fulfillmentOrderGid);
