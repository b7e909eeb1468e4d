/**
 * Whether the order's printed label must be printed again (docs/decisions/077): it was downloaded under a reference
 * the order no longer goes by (a recreate cancelled that service order and created one under a new reference, so
 * the barcode on the parcel names a cancelled order), and it has not been downloaded since. A label never
 * downloaded has nothing to reprint; nor has an order with no service order now. Pure.
 */
export type LabelReprint = { printedRef: string; currentRef: string };

export function labelReprint(row: {
  serviceOrderId: string | null;
  externalOrderRef: string;
  labelPrintedRef: string | null;
}): LabelReprint | null {
  if (!row.serviceOrderId || !row.labelPrintedRef || row.labelPrintedRef === row.externalOrderRef) return null;
  return { printedRef: row.labelPrintedRef, currentRef: row.externalOrderRef };
}
