/*
 * OrderSync.fulfillmentsJson: the Shopify fulfillments that carry this shipment, one per location
 * (docs/reference/shopify-facts.md §2.2: one fulfillmentCreate per location), as the last apply left
 * them: for orders:show and the admin pages, and for the next delivery, which sends its events to
 * them without reading the order again when that apply completed (docs/decisions/053,
 * cached-order-tracking.ts). Shopify stays the truth: a refusal and every reconciliation re-read it. Pure.
 */
import { z } from "zod";

const EventSchema = z.object({ status: z.string(), happenedAt: z.string(), message: z.string().nullable() });

export const FulfillmentRecordSchema = z.object({
  fulfillmentId: z.string(),
  locationId: z.string().nullable(),
  fulfillmentOrderIds: z.array(z.string()),
  status: z.string(),
  /** The latest FulfillmentEventStatus the fulfillment shows, null before any event. */
  lastEventStatus: z.string().nullable(),
  /** Every event the fulfillment shows (Shopify's as read, plus those sent since): what the planner compares with. */
  events: z.array(EventSchema).optional(),
  /**
   * The apply that wrote this record completed (every event in Shopify, nothing waiting). Cleared
   * before any apply changes Shopify, so a crash between Shopify's answer and this write leaves it
   * false and the next apply reads Shopify instead of trusting a stale view.
   */
  settled: z.boolean().optional(),
});
export type FulfillmentRecord = z.infer<typeof FulfillmentRecordSchema>;
// Made once: a zod schema is an object graph built when it is declared, and every delivery reads its order's records.
const FulfillmentRecordsSchema = z.array(FulfillmentRecordSchema);

/** Never throws: a value written by an older version reads as "no record" (Shopify is re-read anyway). */
export function readFulfillmentRecords(json: string): FulfillmentRecord[] {
  try {
    const parsed = FulfillmentRecordsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** What orders:show and the admin pages print of a record (the events list is the app's working copy). */
export function shownFulfillmentRecord(record: FulfillmentRecord) {
  const { fulfillmentId, locationId, fulfillmentOrderIds, status, lastEventStatus } = record;
  return { fulfillmentId, locationId, fulfillmentOrderIds, status, lastEventStatus };
}
