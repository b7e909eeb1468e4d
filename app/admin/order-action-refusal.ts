/**
 * Why an order action is not offered for an order in its state (order-actions-availability.ts):
 * a code the merchant's answer is written from (app/i18n `order.actions.error.*`, else `advice.*`).
 * Pure. Shopify's admin lets the merchant ask for any action from its menu, so a refusal must say
 * which rule stopped it, not only "not possible".
 */
import { PaymentPlanKind, SyncState } from "~/order-record/browser";
import { availableOrderActions, type OrderActionName } from "./order-actions-availability";

export type ActionableOrder = Parameters<typeof availableOrderActions>[0];

/** The actions Shopify's admin offers from its own order page (the app's order page has more). */
export const ADMIN_EXTENSION_ACTIONS = ["send", "retry", "cancel", "paymentLink"] as const satisfies OrderActionName[];
export type AdminExtensionAction = (typeof ADMIN_EXTENSION_ACTIONS)[number];

const STOPPED_BY_A_PROBLEM: readonly string[] = [SyncState.FAILED, SyncState.NEEDS_ATTENTION];

const cancelled = (order: ActionableOrder) =>
  order.syncState === SyncState.CANCELLED || order.shipmentState === "cancelled";

/** Null when the action is offered; otherwise the code of the rule that stops it. */
export function orderActionRefusal(order: ActionableOrder, action: AdminExtensionAction): string | null {
  if (availableOrderActions(order).includes(action)) return null;
  const sent = Boolean(order.serviceOrderId);
  switch (action) {
    case "send":
      if (sent) return "ALREADY_SENT";
      if (order.syncState === SyncState.CANCELLED) return "ORDER_CANCELLED";
      // A failed or refused order is handed over again by "retry", which clears its problem first.
      return STOPPED_BY_A_PROBLEM.includes(order.syncState) ? "USE_RETRY" : "ALREADY_SENT";
    case "retry":
      return "NOTHING_TO_RETRY";
    case "paymentLink":
      if (!sent) return "NOT_SENT";
      if (cancelled(order)) return "ORDER_CANCELLED";
      if (order.paymentPlan === PaymentPlanKind.COD) return "PAYMENT_LINK_NOT_ALLOWED_FOR_COD";
      // Paid with the service or in Shopify (spec §1: a buyer is never charged twice).
      return "ORDER_ALREADY_PAID";
    case "cancel":
      if (!sent) return "NOT_SENT";
      if (cancelled(order)) return "ORDER_CANCELLED";
      // Delivered, returning or returned: the parcel has moved on (spec §3: cancelling cannot be undone).
      return "ORDER_NOT_CANCELLABLE";
  }
}
