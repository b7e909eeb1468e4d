/** Where an order stands in its journey to the delivery service (OrderSync.syncState). */
export const SyncState = {
  /** Received; a job will decide. Also: waiting while the shop's sync is paused. */
  PENDING: "PENDING",
  /** Not for delivery (nothing to ship, another carrier, cancelled before handoff...). */
  SKIPPED: "SKIPPED",
  /** Unpaid and the merchant chose to wait for orders/paid. */
  WAITING_PAYMENT: "WAITING_PAYMENT",
  /** Cannot succeed as it is: a missing phone, a refused address, a plan limit. The merchant acts. */
  NEEDS_ATTENTION: "NEEDS_ATTENTION",
  /** The service holds the order. */
  SENT: "SENT",
  /** Every retry of a temporary failure was used up; "retry" starts again. */
  FAILED: "FAILED",
  CANCELLED: "CANCELLED",
} as const;
export type SyncState = (typeof SyncState)[keyof typeof SyncState];

/** How the order is paid for, decided at handoff (spec §1's three situations). */
export const PaymentPlanKind = { PAID: "PAID", COD: "COD", LINK: "LINK" } as const;

/**
 * What the app knows of the payment on the service's side (OrderSync.paymentState).
 * PAID_RECORDED: a payment the store took is on file (mark-paid), also for a COD or link order
 * paid in Shopify before the rider or the link collected. COD_COLLECTED: the rider collected the
 * cash (OrderSync.codCollectedAt); whether Shopify shows it paid is OrderSync.shopifyPaidAt.
 */
export const PaymentState = {
  MARK_PAID_PENDING: "MARK_PAID_PENDING",
  PAID_RECORDED: "PAID_RECORDED",
  LINK_PENDING: "LINK_PENDING",
  LINK_PAID: "LINK_PAID",
  COD_PENDING: "COD_PENDING",
  COD_COLLECTED: "COD_COLLECTED",
} as const;

/** OrderSync.flaggedReason: the buyer paid twice (in Shopify and to the rider or through the link); refund one. */
export const PAID_TWICE_FLAG = "PAID_TWICE";

/**
 * OrderSync.flaggedReason: the buyer paid a cancelled order's payment link (the service has no way
 * to withdraw a link, spec §3/§4): the money reached the merchant's payout for an order that will not
 * ship; refund the buyer. Set by reconciliation while it watches the link (docs/decisions/042).
 */
export const PAID_AFTER_CANCEL_FLAG = "PAID_AFTER_CANCEL";

/** OrderSync.flaggedReason: refunded in full in Shopify after the rider picked the parcel up: stop or return it. */
export const REFUNDED_AFTER_PICKUP_FLAG = "REFUNDED_AFTER_PICKUP";

/**
 * OrderSync.flaggedReason: the parcel is picked up and the service collects another amount
 * (codAmountMinor) than the buyer now owes (owedNowMinor); change it in the service's dashboard
 * (docs/decisions/041).
 */
export const AMOUNT_DIFFERS_FLAG = "AMOUNT_DIFFERS";
