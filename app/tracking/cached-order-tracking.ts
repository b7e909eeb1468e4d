/*
 * The order as the last completed apply left it (docs/decisions/053): enough for syncFulfillments to
 * add a delivery's events to our fulfillments without reading Shopify first. Null whenever that view
 * cannot be trusted, and the caller reads Shopify. Pure.
 */
import type { ShopifyOrderTracking } from "~/shopify";
import type { FulfillmentRecord } from "./fulfillment-records";

export function cachedOrderTracking(
  orderGid: string,
  shipmentId: string,
  records: FulfillmentRecord[],
): ShopifyOrderTracking | null {
  // Written by an apply that completed, with the events the planner needs, and ours still active.
  if (records.length === 0 || records.some((record) => !record.settled || !record.events)) return null;
  const active = records.filter((record) => record.status !== "CANCELLED");
  if (active.length === 0) return null;
  return {
    id: orderGid,
    displayFinancialStatus: null,
    // The fulfillment orders our fulfillments closed: nothing left open to fulfil, nothing held
    // (an apply that left one open or held did not complete, so its records are not settled).
    fulfillmentOrders: active.flatMap((record) =>
      record.fulfillmentOrderIds.map((id) => ({
        id,
        status: "CLOSED",
        locationId: record.locationId,
        merchantManaged: true,
      })),
    ),
    fulfillments: records.map((record) => ({
      id: record.fulfillmentId,
      status: record.status,
      locationId: record.locationId,
      trackingNumbers: [shipmentId],
      fulfillmentOrderIds: record.fulfillmentOrderIds,
      events: (record.events ?? []).map((event) => ({ ...event })),
    })),
  };
}
