/** Which order actions make sense for an order in its current state. Pure; the service has the last word. */
export type OrderActionName = "send" | "retry" | "cancel" | "paymentLink" | "recordPayment";

type OrderState = {
  syncState: string;
  serviceOrderId: string | null;
  shipmentState: string | null;
  paymentPlan: string | null;
  paymentState: string | null;
};

// The sandbox refuses cancel from these (spec §3 leaves them "not shown"); offering it would only fail.
const NOT_CANCELLABLE = new Set(["delivered", "cancelled", "returning", "returned"]);
const PAID = new Set(["paid", "settled"]);

export function availableOrderActions(order: OrderState): OrderActionName[] {
  const sent = Boolean(order.serviceOrderId);
  const cancelled = order.shipmentState === "cancelled";
  const paid = order.paymentPlan === "paid" || PAID.has(order.paymentState ?? "");
  const actions: OrderActionName[] = [];
  if (!sent && order.syncState !== "FAILED" && order.syncState !== "CANCELLED") actions.push("send");
  if (order.syncState === "FAILED") actions.push("retry");
  if (sent && !NOT_CANCELLABLE.has(order.shipmentState ?? "")) actions.push("cancel");
  // spec §4: a payment link is refused for COD orders and for orders already paid.
  if (sent && !cancelled && !paid && order.paymentPlan !== "cod") actions.push("paymentLink");
  if (sent && !cancelled && !paid) actions.push("recordPayment");
  return actions;
}
