import { AppError } from "~/errors";

/*
 * The tracking domain's errors, in the family of app/errors.ts.
 */

/** Codes the tracking work writes to OrderSync.lastErrorCode; cleared again once tracking succeeds. */
export const TrackingErrorCode = {
  /** No OrderSync matches the delivery's orderId / externalOrderRef (yet). */
  ORDER_NOT_FOUND: "TRACKING_ORDER_NOT_FOUND",
  /** Shopify has not created the order's fulfillment orders yet (docs/reference/shopify-facts.md §2.2: they appear asynchronously). */
  FULFILLMENT_ORDERS_NOT_READY: "TRACKING_FULFILLMENT_ORDERS_NOT_READY",
  /** A fulfillment order at a merchant-managed location is on hold or scheduled. */
  FULFILLMENT_ORDERS_ON_HOLD: "TRACKING_FULFILLMENT_ORDERS_ON_HOLD",
  /** Nothing is left to fulfil and no fulfillment carries the shipment (fulfilled outside the app). */
  NOTHING_TO_FULFIL: "TRACKING_NOTHING_TO_FULFIL",
  /** Shopify refused (a mutation's userErrors, an order it does not know): final until the order is read afresh. */
  SHOPIFY_REFUSED: "TRACKING_SHOPIFY_REFUSED",
  /** Shopify could not be used: throttled past our retries, no session, access denied. */
  SHOPIFY_UNAVAILABLE: "TRACKING_SHOPIFY_UNAVAILABLE",
  /** Another worker is applying this order's events right now. */
  BUSY: "TRACKING_BUSY",
  /** The delivery is about a service order whose cancel (to create it anew) is still in flight. */
  REPLACEMENT_UNDER_WAY: "TRACKING_REPLACEMENT_UNDER_WAY",
} as const;
export type TrackingErrorCode = (typeof TrackingErrorCode)[keyof typeof TrackingErrorCode];

export const TRACKING_ERROR_CODES: readonly string[] = Object.values(TrackingErrorCode);

/**
 * A condition that time is expected to fix (fulfillment orders not created yet, a hold, a busy
 * order, Shopify throttling): the job throws it and the queue retries with backoff.
 */
export class TrackingRetryableError extends AppError {
  override name = "TrackingRetryableError";
  readonly retryable = true;
  constructor(
    readonly code: TrackingErrorCode,
    message: string,
  ) {
    super(message);
  }
}
