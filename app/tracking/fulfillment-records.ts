/*
 * OrderSync.fulfillmentsJson: the Shopify fulfillments that carry this shipment, one per location
 * (docs/reference/shopify-facts.md §2.2: one fulfillmentCreate per location). Shopify stays the truth — every apply run reads
 * the order's fulfillments and finds ours by tracking number — this is the app's last view of it,
 * for orders:show and the admin pages. Pure.
 */
import { z } from "zod";

export const FulfillmentRecordSchema = z.object({
  fulfillmentId: z.string(),
  locationId: z.string().nullable(),
  fulfillmentOrderIds: z.array(z.string()),
  status: z.string(),
  /** The latest FulfillmentEventStatus the fulfillment shows, null before any event. */
  lastEventStatus: z.string().nullable(),
});
export type FulfillmentRecord = z.infer<typeof FulfillmentRecordSchema>;

/** Never throws: a value written by an older version reads as "no record" (Shopify is re-read anyway). */
export function readFulfillmentRecords(json: string): FulfillmentRecord[] {
  try {
    const parsed = z.array(FulfillmentRecordSchema).safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
