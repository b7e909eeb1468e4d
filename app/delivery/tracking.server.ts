/** Shipment tracking (spec §4 GET /orders/{reference}/tracking). */
import { orderPath } from "./orders.server";
import type { RequestOptions, Send } from "./request.server";
import { TrackingSchema, type Tracking } from "./order-result-schemas";

/** Builds the tracking method of the client on top of `send`. */
export function trackingResource(send: Send) {
  return {
    /**
     * GET /orders/{reference}/tracking (scope `tracking:read`): shipment state and events only,
     * no customer or item data. Checkpoint events carry `checkpoint` and null states (§2).
     */
    async getTracking(reference: string, options?: RequestOptions): Promise<Tracking> {
      return send(
        { method: "GET", path: orderPath(reference, "/tracking"), repeatSafe: true, schema: TrackingSchema },
        options,
      );
    },
  };
}

/** The tracking method of a DeliveryClient. */
export type TrackingResource = ReturnType<typeof trackingResource>;
