/**
 * What the app may record on OrderSync.flaggedReason after the service accepted an order with a
 * reservation (spec §4 POST /orders: `addressAssessment.needsManualVerification`,
 * `customer.taxIdFormatWarning`). Several flags are separated by commas; a flag the pages do not
 * know is shown as written.
 */
export const ORDER_FLAGS = {
  addressNeedsManualVerification: "ADDRESS_NEEDS_MANUAL_VERIFICATION",
  taxIdFormatWarning: "TAX_ID_FORMAT_WARNING",
} as const;

export function orderFlags(flaggedReason: string | null | undefined): string[] {
  return (flaggedReason ?? "").split(",").map((flag) => flag.trim()).filter(Boolean);
}
