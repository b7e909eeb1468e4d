/** Which order actions make sense for an order in its current state. Pure; the orders domain has the last word. */
import { PaymentPlanKind, PaymentState, SyncState } from "~/order-record/browser";
import { NOT_TOWARDS_BUYER_STATES } from "~/shipments/browser";
import { orderFlags } from "./order-flags";

export type OrderActionName = "send" | "retry" | "cancel" | "recreate" | "paymentLink" | "recordPayment";

type OrderState = {
  syncState: string;
  serviceOrderId: string | null;
  shipmentState: string | null;
  paymentPlan: string | null;
  paymentState: string | null;
  lastErrorCode?: string | null;
  flaggedReason?: string | null;
  /** Shopify shows the order paid (payment-truth.ts): no link is offered for it. */
  paidInShopify?: boolean;
};

// Only while the parcel is coming to the buyer: the sandbox refuses cancel from the others (spec §3
// leaves them "not shown"); offering it would only fail.
const NOT_CANCELLABLE: ReadonlySet<string> = new Set(NOT_TOWARDS_BUYER_STATES);
const PAID: Set<string> = new Set([PaymentState.PAID_RECORDED, PaymentState.LINK_PAID, PaymentState.COD_COLLECTED]);
// Not sent because of the rules or the payment: "send now" overrides them.
const SENDABLE: Set<string> = new Set([SyncState.PENDING, SyncState.SKIPPED, SyncState.WAITING_PAYMENT]);
// Stopped by a problem: "retry" once it is fixed.
const RETRYABLE: Set<string> = new Set([SyncState.FAILED, SyncState.NEEDS_ATTENTION]);

export function availableOrderActions(order: OrderState): OrderActionName[] {
  const sent = Boolean(order.serviceOrderId);
  const live = sent && order.syncState !== SyncState.CANCELLED && order.shipmentState !== "cancelled";
  const cancellable = live && !NOT_CANCELLABLE.has(order.shipmentState ?? "");
  const paid = order.paymentPlan === PaymentPlanKind.PAID || PAID.has(order.paymentState ?? "");
  const actions: OrderActionName[] = [];
  if (!sent && SENDABLE.has(order.syncState)) actions.push("send");
  if (RETRYABLE.has(order.syncState) || (live && order.lastErrorCode)) actions.push("retry");
  if (cancellable) actions.push("cancel");
  // spec §4 rule 9: a changed order is not changed by resending it; it is cancelled and created anew.
  if (cancellable && orderFlags(order.flaggedReason).includes("CHANGED_AFTER_HANDOFF")) actions.push("recreate");
  // spec §4: a payment link is refused for COD orders and for orders already paid.
  if (live && !paid && !order.paidInShopify && order.paymentPlan !== PaymentPlanKind.COD) actions.push("paymentLink");
  if (live && !paid) actions.push("recordPayment");
  return actions;
}
