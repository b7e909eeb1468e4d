import { FINAL_SHIPMENT_STATES } from "~/shipments/browser";

/**
 * Flags on OrderSync.flaggedReason: an order the service holds but the merchant should look at.
 * Several flags are separated by commas; a flag the pages do not know is shown as written.
 * The last two are what the service's create answer can signal (spec §4 POST /orders:
 * `addressAssessment.needsManualVerification`, `customer.taxIdFormatWarning`).
 */
export const ORDER_FLAGS = [
  "CHANGED_AFTER_HANDOFF",
  "CANCEL_REFUSED",
  // The rider will collect another amount than the buyer owes (decision 041); the amounts are on OrderSync.
  "AMOUNT_DIFFERS",
  "ADDRESS_NEEDS_MANUAL_VERIFICATION",
  "TAX_ID_FORMAT_WARNING",
  // Set by the tracking side: each shipment event's `flag` (app/shipments/shipment-catalogue.ts).
  "SHIPMENT_CANCELLED",
  "SHIPMENT_RETURN_INITIATED",
  "SHIPMENT_RETURNED",
  // A full refund in Shopify after pickup; a cancelled order's link paid (app/order-record/order-states.ts).
  "REFUNDED_AFTER_PICKUP",
  "PAID_AFTER_CANCEL",
] as const;
export type KnownOrderFlag = (typeof ORDER_FLAGS)[number];

export function orderFlags(flaggedReason: string | null | undefined): string[] {
  return (flaggedReason ?? "")
    .split(",")
    .map((flag) => flag.trim())
    .filter(Boolean);
}

export function isKnownOrderFlag(flag: string): flag is KnownOrderFlag {
  return (ORDER_FLAGS as readonly string[]).includes(flag);
}

/**
 * Flags about getting this parcel to the buyer: once the shipment is over (delivered, cancelled, returned) there
 * is nothing left to check or to stop, so the order page no longer shows them. The money flags stay.
 */
const SETTLED_ONCE_OVER: readonly string[] = [
  "ADDRESS_NEEDS_MANUAL_VERIFICATION",
  "CHANGED_AFTER_HANDOFF",
  "CANCEL_REFUSED",
] satisfies KnownOrderFlag[];

/** The flags still worth the merchant's attention, given where the shipment is. */
export function openOrderFlags(
  flaggedReason: string | null | undefined,
  order: { syncState: string; shipmentState: string | null },
): string[] {
  const over =
    order.syncState === "CANCELLED" ||
    (order.shipmentState !== null && (FINAL_SHIPMENT_STATES as readonly string[]).includes(order.shipmentState));
  return orderFlags(flaggedReason).filter((flag) => !(over && SETTLED_ONCE_OVER.includes(flag)));
}

/**
 * Who cancelled a cancelled shipment: the merchant in Shopify (the order's cancelled_at), the merchant from the
 * app (the app asked the service: OrderSync CANCELLED), or the delivery service itself.
 */
export type CancelledBy = "shopify" | "merchant" | "service";

export function cancelledBy(order: {
  syncState: string;
  shipmentState: string | null;
  shopifyCancelledAt: string | null;
}): CancelledBy | null {
  if (order.syncState !== "CANCELLED" && order.shipmentState !== "cancelled") return null;
  if (order.shopifyCancelledAt) return "shopify";
  return order.syncState === "CANCELLED" ? "merchant" : "service";
}

/**
 * What an AMOUNT_DIFFERS flag tells the merchant (decisions 041, 073). Before the service collects: the rider will
 * collect another amount than the buyer owes, to be changed in the service's dashboard. Once it collected (the
 * rider's cash, the link), that is past (the flag stays, so what was owed is kept): the buyer still owes the rest
 * (a shortfall, to collect in Shopify), or is owed a refund; or nothing, when what was collected was what was owed.
 */
export type AmountDiffersStage = "before_collection" | "shortfall" | "refund_due" | "settled";

const COLLECTED_STORIES: readonly string[] = ["cod_collected", "link_paid"];

export function amountDiffersStage(payment: {
  story: string;
  shortfallMinor: number;
  refundDueMinor: number;
}): AmountDiffersStage {
  if (!COLLECTED_STORIES.includes(payment.story)) return "before_collection";
  if (payment.shortfallMinor > 0) return "shortfall";
  return payment.refundDueMinor > 0 ? "refund_due" : "settled";
}
