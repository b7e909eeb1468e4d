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
  // Issue 23: a full refund in Shopify after pickup; a cancelled order's link paid (app/order-record/order-states.ts).
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
