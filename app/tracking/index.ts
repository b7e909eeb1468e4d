/**
 * Following shipments: the service's delivery webhooks, refreshing a shipment, and what tracking writes on Shopify's
 * fulfillments.
 * The front door of app/tracking (docs/decisions/052): what other folders use. A module here is imported from
 * another folder only through this file.
 */
export { FISCAL_EVENT_PREFIX } from "./delivery-body";
export { describeOrderTracking } from "./describe-order-tracking.server";
export { trackingJobs } from "./jobs.server";
export { observedFromTracking, shipmentColumnsUpdate } from "./observed-shipment";
export type { ObservedShipment } from "./observed-shipment";
export { takeOrderLease, waitForOrderLease } from "./order-lease.server";
export { receiveDeliveryWebhook } from "./receive-delivery-webhook.server";
export { refreshShipmentFromTracking } from "./refresh-shipment.server";
export { serveDeliveryWebhook, tokenOf } from "./serve-delivery-webhook.server";
export { shipmentsToRefresh } from "./shipments-to-refresh.server";
export { trackingInput, trackingSettings } from "./tracking-info";
export { trackingPageForOrder } from "./tracking-page-for-order.server";
