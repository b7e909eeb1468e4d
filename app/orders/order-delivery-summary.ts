/*
 * The one shape of an order's delivery as GET /api/order-delivery answers it: written by
 * order-delivery-summary.server.ts, read by the admin block on Shopify's order page
 * (extensions/delivery-order-block, whose parser checks a body against it by hand). A leaf with no
 * imports: the extension compiles it with its own settings. `Story` is the payment story: the app
 * writes its own (PaymentStory); the block reads any string, an app of another version may send
 * one this block does not know.
 */

export type DeliveryLastEvent = {
  eventType: string;
  occurredAt: string;
  checkpointName: string | null;
  checkpointCountry: string | null;
};

export type DeliveryAttention = { code: string; message: string };

/** The order's payment as the app tells it (app/payments/payment-truth.ts), already in the reader's language. */
export type DeliveryPayment<Story extends string = string> = {
  story: Story;
  stillToCollectMinor: number;
  currency: string | null;
  text: string;
};

/** One parcel of the order (docs/decisions/076): its own state, tracking number and link, and amount. */
export type DeliveryParcel<Story extends string = string> = {
  orderSyncId: string;
  parcelNumber: number;
  externalOrderRef: string;
  syncState: string;
  shipmentState: string | null;
  shipmentId: string | null;
  trackingUrl: string | null;
  payment: DeliveryPayment<Story> | null;
};

/**
 * The order's first parcel at the top level (what a block of an earlier version reads); every parcel in `parcels`,
 * in their order, one for an order sent whole (docs/decisions/086).
 */
export type FoundOrderDelivery<Story extends string = string> = {
  found: true;
  orderSyncId: string;
  orderName: string;
  syncState: string;
  shipmentState: string | null;
  shipmentStateAt: string | null;
  etaAt: string | null;
  shipmentId: string | null;
  lastEvent: DeliveryLastEvent | null;
  trackingUrl: string | null;
  attention: DeliveryAttention | null;
  /** The one payment truth (payment-truth.ts) as a sentence in the reader's language; null before handoff. */
  payment: DeliveryPayment<Story> | null;
  parcels: Array<DeliveryParcel<Story>>;
};

export type OrderDeliverySummary<Story extends string = string> = { found: false } | FoundOrderDelivery<Story>;
