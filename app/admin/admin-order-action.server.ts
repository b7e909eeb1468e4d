import type { AppContext } from "~/app-context";
import { translate } from "~/i18n";
import { PaymentState } from "~/order-record";
import type { AdminOrderActionRequest } from "./admin-extension-request";
import {
  answerLocale,
  refusalText,
  shopOrderByGid,
  type ExtensionParcel,
  type Refusal,
} from "./extension-order.server";
import { ADMIN_EXTENSION_ACTIONS, orderActionRefusal, type AdminExtensionAction } from "./order-action-refusal";
import { availableOrderActions } from "./order-actions-availability";
import { runOrderAction } from "./run-order-action.server";

/*
 * The order action in Shopify's admin (extensions/delivery-order-actions): what it may offer for the
 * order on screen, and running one. The checks are the app's order page's
 * (order-actions-availability.ts), then the orders domain's own (order-actions.server.ts).
 */

export type AdminOrderActionsView = {
  orderSyncId: string;
  orderName: string;
  syncState: string;
  shipmentState: string | null;
  actions: AdminExtensionAction[];
  /** The payment link already sent to the buyer, while it is unpaid. */
  paymentLinkUrl: string | null;
  /** Every parcel of the order, each with its state, tracking number and amount (docs/decisions/086). */
  parcels: ExtensionParcel[];
};

/** Null when the shop has no such order (never received, or another shop's). */
export async function adminOrderActions(
  ctx: AppContext,
  shopDomain: string,
  orderGid: string,
): Promise<AdminOrderActionsView | null> {
  const order = await shopOrderByGid(ctx, shopDomain, orderGid);
  if (!order) return null;
  const { row, state } = order;
  const offered = availableOrderActions(state);
  return {
    orderSyncId: row.id,
    orderName: row.orderName,
    syncState: row.syncState,
    shipmentState: row.shipmentState,
    actions: ADMIN_EXTENSION_ACTIONS.filter((action) => offered.includes(action)),
    paymentLinkUrl: row.paymentState === PaymentState.LINK_PENDING ? row.paymentLinkUrl : null,
    parcels: order.parcels,
  };
}

export type AdminOrderActionResult =
  | { status: "not_found" }
  | { status: "done"; intent: AdminExtensionAction; message: string; url: string | null }
  | ({ status: "refused"; intent: AdminExtensionAction } & Refusal);

export async function runAdminOrderAction(
  ctx: AppContext,
  shopDomain: string,
  request: AdminOrderActionRequest,
): Promise<AdminOrderActionResult> {
  const order = await shopOrderByGid(ctx, shopDomain, request.orderId);
  if (!order) return { status: "not_found" };
  const locale = await answerLocale(ctx, shopDomain, request.locale);
  const { intent } = request;
  // The menu may be stale (the order moved on since it opened): the order's state now decides.
  const refused = orderActionRefusal(order.state, intent);
  if (refused) return { status: "refused", intent, ...refusalText(locale, refused) };
  const outcome = await runOrderAction(
    ctx,
    shopDomain,
    order.row.id,
    intent === "cancel" ? { intent, reason: request.reason } : { intent },
  );
  if (!outcome.ok) return { status: "refused", intent, ...refusalText(locale, outcome.code, outcome.message) };
  return {
    status: "done",
    intent,
    message: translate(locale, `order.actions.done.${intent}`),
    url: outcome.url ?? null,
  };
}
