import type { AppContext } from "~/app-context";
import { translate, type Locale } from "~/i18n";
import { PaymentState } from "~/order-record";
import type { AdminOrderActionRequest } from "./admin-extension-request";
import {
  answerLocale,
  refusalText,
  shopOrderByGid,
  type ActionableParcel,
  type ExtensionParcel,
  type Refusal,
} from "./extension-order.server";
import { ADMIN_EXTENSION_ACTIONS, orderActionRefusal, type AdminExtensionAction } from "./order-action-refusal";
import { availableOrderActions } from "./order-actions-availability";
import { parcelLines, parcelLinesText, type ParcelLine, type ParcelOutcome } from "./parcel-outcomes";
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
  const { row } = order;
  // An action is offered when it applies to any parcel of the order: it then acts on each it applies to.
  const offered = new Set(order.actionable.flatMap(({ state }) => availableOrderActions(state)));
  const pendingLink = order.actionable.find((parcel) => parcel.row.paymentState === PaymentState.LINK_PENDING);
  return {
    orderSyncId: row.id,
    orderName: row.orderName,
    syncState: row.syncState,
    shipmentState: row.shipmentState,
    actions: ADMIN_EXTENSION_ACTIONS.filter((action) => offered.has(action)),
    paymentLinkUrl: pendingLink?.row.paymentLinkUrl ?? null,
    parcels: order.parcels,
  };
}

/** For an order of several parcels: what the action did to each (parcel-outcomes.ts). */
type ParcelAnswers = { parcels?: ParcelLine[] };

export type AdminOrderActionResult =
  | { status: "not_found" }
  | ({ status: "done"; intent: AdminExtensionAction; message: string; url: string | null } & ParcelAnswers)
  | ({ status: "refused"; intent: AdminExtensionAction } & Refusal & ParcelAnswers);

/**
 * Runs the action on each parcel of the order it applies to (docs/decisions/092), one after the other: a refusal of
 * one parcel neither stops nor hides another's success. An order of one parcel is answered as before parcels.
 */
export async function runAdminOrderAction(
  ctx: AppContext,
  shopDomain: string,
  request: AdminOrderActionRequest,
): Promise<AdminOrderActionResult> {
  const order = await shopOrderByGid(ctx, shopDomain, request.orderId);
  if (!order) return { status: "not_found" };
  const locale = await answerLocale(ctx, shopDomain, request.locale);
  const { intent } = request;
  const runs: Array<{ parcelNumber: number; run: ParcelRun }> = [];
  for (const parcel of order.actionable)
    runs.push({ parcelNumber: parcel.row.parcelNumber, run: await runOnParcel(ctx, shopDomain, parcel, request) });
  if (runs.length === 1) return answerOfOne(locale, intent, runs[0].run);
  const outcomes = runs.map(({ parcelNumber, run }): ParcelOutcome => {
    if (run.ok) return { parcelNumber, ok: true, url: run.url };
    const { message, advice } = refusalText(locale, run.code, run.serviceMessage);
    return { parcelNumber, ok: false, code: run.code, reason: advice ? `${message} ${advice}` : message };
  });
  const parcels = parcelLines(locale, intent, outcomes);
  const message = parcelLinesText(parcels);
  const done = outcomes.find((outcome) => outcome.ok);
  if (done?.ok) return { status: "done", intent, message, url: done.url, parcels };
  const [first] = outcomes as Array<Extract<ParcelOutcome, { ok: false }>>;
  return { status: "refused", intent, code: first.code, message, advice: null, parcels };
}

function answerOfOne(locale: Locale, intent: AdminExtensionAction, run: ParcelRun): AdminOrderActionResult {
  if (run.ok)
    return { status: "done", intent, message: translate(locale, `order.actions.done.${intent}`), url: run.url };
  return { status: "refused", intent, ...refusalText(locale, run.code, run.serviceMessage) };
}

type ParcelRun = { ok: true; url: string | null } | { ok: false; code: string; serviceMessage?: string };

/** The action on one parcel: refused by the order page's rule for its state now (the menu may be stale), else run. */
async function runOnParcel(
  ctx: AppContext,
  shopDomain: string,
  { row, state }: ActionableParcel,
  request: AdminOrderActionRequest,
): Promise<ParcelRun> {
  const { intent } = request;
  const refused = orderActionRefusal(state, intent);
  if (refused) return { ok: false, code: refused };
  const outcome = await runOrderAction(
    ctx,
    shopDomain,
    row.id,
    intent === "cancel" ? { intent, reason: request.reason } : { intent },
  );
  return outcome.ok
    ? { ok: true, url: outcome.url ?? null }
    : { ok: false, code: outcome.code, serviceMessage: outcome.message };
}
