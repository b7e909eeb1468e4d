/**
 * The orders list shows one row per Shopify order (docs/decisions/086): an order over several locations is several
 * parcels (OrderSync rows, docs/decisions/076), each with its own state and amount, and the row adds up what the
 * order's riders still collect. Pure, so the page, the phone list and their tests read the same figures.
 */

import type { orderListPayment } from "./order-list-payment";

/** One parcel of a listed order, as its row of the list shows it: its states and its money (order-list-payment.ts). */
export type ListParcel = {
  id: string;
  parcelNumber: number;
  syncState: string;
  shipmentState: string | null;
  serviceOrderId: string | null;
} & ReturnType<typeof orderListPayment>;

export type OrderTotals = Pick<
  ListParcel,
  "stillToCollectMinor" | "owedNowMinor" | "refundDueMinor" | "shortfallMinor"
>;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The order's figures from its parcels': what all its riders still collect (null while none is handed over), what
 * the buyer owes in all when one parcel's rider will collect another amount, the refunds to make and the shortfalls.
 */
export function orderTotals(parcels: ListParcel[]): OrderTotals {
  const handedOver = parcels.flatMap((parcel) =>
    parcel.stillToCollectMinor === null ? [] : [parcel.stillToCollectMinor],
  );
  const differs = parcels.some((parcel) => parcel.owedNowMinor !== null);
  return {
    stillToCollectMinor: handedOver.length > 0 ? sum(handedOver) : null,
    // Each parcel counts for what its buyer owes now, or else for what its rider collects: the order's whole debt.
    owedNowMinor: differs ? sum(parcels.map((parcel) => parcel.owedNowMinor ?? parcel.stillToCollectMinor ?? 0)) : null,
    refundDueMinor: sum(parcels.map((parcel) => parcel.refundDueMinor)),
    shortfallMinor: sum(parcels.map((parcel) => parcel.shortfallMinor)),
  };
}

/** The parcels of the chosen orders: printing an order's labels prints every parcel's. */
export function parcelIdsOf(orders: Array<{ id: string; parcels: ListParcel[] }>, orderIds: string[]): string[] {
  const chosen = new Set(orderIds);
  return orders.filter((order) => chosen.has(order.id)).flatMap((order) => order.parcels.map((parcel) => parcel.id));
}

/** How many orders a bulk action did something to: its results are one per parcel (docs/decisions/092). */
export function ordersDone(results: Array<{ orderGid: string; ok: boolean }>): number {
  return new Set(results.filter((result) => result.ok).map((result) => result.orderGid)).size;
}
