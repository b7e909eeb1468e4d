import type { AppContext } from "~/app-context";
import { DeliveryError, DeliveryErrorCode, DeliveryServerError } from "~/delivery";
import { cancelServiceOrder } from "./cancel-service-order.server";
import { replaceServiceOrder } from "./replace-service-order.server";
import { loadOrderSyncWork, type OrderSyncWork } from "./load-order-sync.server";
import { PaymentPlanKind, PaymentState, SyncState } from "~/order-record";
import { isPaidInShopify } from "~/payments";
import { NO_ORDER_ATTENTION, NO_ORDER_ERROR } from "~/problems";
import { waitForOrderLease } from "~/tracking";

/*
 * What the merchant (admin pages) or an operator (CLI) can do to one order. Each checks that the
 * order belongs to the shop and is in a state where the action makes sense, and answers with a
 * code and a message instead of throwing.
 */
export type ActionResult = { ok: true; url?: string } | { ok: false; code: string; message: string };

const refuse = (code: string, message: string): ActionResult => ({ ok: false, code, message });

async function orderOf(ctx: AppContext, shopDomain: string, orderSyncId: string): Promise<OrderSyncWork | null> {
  const work = await loadOrderSyncWork(ctx, orderSyncId);
  return work && work.row.shop.domain === shopDomain ? work : null;
}

type SentWork = OrderSyncWork & { client: NonNullable<OrderSyncWork["client"]> };

/** The order, when it is this shop's, the shop is connected and the service holds the order; otherwise why not. */
async function sentOrderOf(
  ctx: AppContext,
  shopDomain: string,
  orderSyncId: string,
): Promise<{ work: SentWork } | { refused: ActionResult }> {
  const work = await orderOf(ctx, shopDomain, orderSyncId);
  if (!work) return { refused: refuse("ORDER_NOT_IN_SHOP", "No such order in this shop.") };
  if (!work.client) return { refused: refuse("NOT_CONNECTED", "The shop is not connected to the delivery service.") };
  if (!work.row.serviceOrderId) return { refused: refuse("NOT_SENT", "Send the order to the delivery service first.") };
  return { work: work as SentWork };
}

async function enqueueSync(orderSyncId: string, shopId: string, ctx: AppContext) {
  await ctx.jobs.enqueue(
    "orders.sync-order",
    { orderSyncId },
    { dedupeKey: `manual:${orderSyncId}:${ctx.now().getTime()}`, shopId },
  );
}

/** Send to delivery now, even if the selection rule would not (orders:send, "Send now"). */
export async function sendOrderNow(ctx: AppContext, shopDomain: string, orderSyncId: string): Promise<ActionResult> {
  const work = await orderOf(ctx, shopDomain, orderSyncId);
  if (!work) return refuse("ORDER_NOT_IN_SHOP", "No such order in this shop.");
  if (work.row.serviceOrderId) return refuse("ALREADY_SENT", "This order is already with the delivery service.");
  await ctx.db.orderSync.update({
    where: { id: orderSyncId },
    data: { manualSend: true, syncState: SyncState.PENDING, ...NO_ORDER_ERROR },
  });
  await enqueueSync(orderSyncId, work.row.shopId, ctx);
  return { ok: true };
}

/** Try again after a failure or a fix (orders:retry, "Retry"). */
export async function retryOrder(ctx: AppContext, shopDomain: string, orderSyncId: string): Promise<ActionResult> {
  const work = await orderOf(ctx, shopDomain, orderSyncId);
  if (!work) return refuse("ORDER_NOT_IN_SHOP", "No such order in this shop.");
  const retryable: string[] = [
    SyncState.FAILED,
    SyncState.NEEDS_ATTENTION,
    SyncState.PENDING,
    SyncState.WAITING_PAYMENT,
  ];
  if (!retryable.includes(work.row.syncState) && !work.row.lastErrorCode)
    return refuse("NOTHING_TO_RETRY", "This order has nothing to retry.");
  await ctx.db.orderSync.update({
    where: { id: orderSyncId },
    data: {
      syncState: work.row.serviceOrderId ? work.row.syncState : SyncState.PENDING,
      ...NO_ORDER_ERROR,
      ...NO_ORDER_ATTENTION,
    },
  });
  await enqueueSync(orderSyncId, work.row.shopId, ctx);
  return { ok: true };
}

/** Cancel the shipment with the service; it cannot be undone. */
export async function cancelShipment(
  ctx: AppContext,
  shopDomain: string,
  orderSyncId: string,
  reason: string,
): Promise<ActionResult> {
  // Two cancels of one parcel at once (a double click, a request the admin sends again, the order's cancel in
  // Shopify) would both reach the service: under the parcel's sync lease they run one after the other, and the
  // later one reads the parcel cancelled and sends nothing (cancelServiceOrder).
  const lease = await waitForOrderLease(ctx, orderSyncId, shopDomain, "sync");
  if (!lease) return refuse("ORDER_BUSY", "Another action on this parcel is under way. Try again in a minute.");
  try {
    const found = await sentOrderOf(ctx, shopDomain, orderSyncId);
    if ("refused" in found) return found.refused;
    const { work } = found;
    // A timeout or 5xx comes back as a refusal to show (and the merchant may try again), not as a crash.
    const failed = await callService(async () => {
      await cancelServiceOrder(ctx, work.client, work.row, reason);
      return { ok: true };
    });
    return failed.ok ? outcome(ctx, orderSyncId, SyncState.CANCELLED) : failed;
  } finally {
    await lease.release();
  }
}

/** Ask the service to collect the payment through a link (not for COD or paid orders, §4). */
export async function requestPaymentLink(
  ctx: AppContext,
  shopDomain: string,
  orderSyncId: string,
): Promise<ActionResult> {
  const found = await sentOrderOf(ctx, shopDomain, orderSyncId);
  if ("refused" in found) return found.refused;
  const { work } = found;
  // Never a link for an order Shopify shows paid (spec §1: a buyer is never charged twice): the
  // order's sync records that payment with the service instead.
  if (isPaidInShopify(work.order)) {
    await enqueueSync(orderSyncId, work.row.shopId, ctx);
    return refuse("PAID_IN_SHOPIFY", "The order is already paid in Shopify: no payment link is needed.");
  }
  return callService(async () => {
    const { payment } = await work.client.createPaymentLink(work.row.externalOrderRef);
    await ctx.db.orderSync.update({
      where: { id: orderSyncId },
      data: {
        paymentLinkUrl: payment.paymentLinkUrl,
        paymentState: PaymentState.LINK_PENDING,
        paymentPlan: PaymentPlanKind.LINK,
      },
    });
    return { ok: true, url: payment.paymentLinkUrl ?? undefined };
  });
}

/**
 * Record a payment the store took itself (spec §4 mark-paid). What follows every payment the app
 * learns of (Shopify marked paid, the payment hold released: app/payments/payment-follow-up.server.ts) runs in
 * the order's sync job, so a Shopify failure is retried there and never hides the recorded payment.
 */
export async function recordManualPayment(
  ctx: AppContext,
  shopDomain: string,
  orderSyncId: string,
  payment: { paidVia: "manual_bank_transfer" | "manual_cash" | "manual_other"; reference: string; paidAt: string },
): Promise<ActionResult> {
  const found = await sentOrderOf(ctx, shopDomain, orderSyncId);
  if ("refused" in found) return found.refused;
  const { work } = found;
  return callService(async () => {
    await work.client.markPaid(work.row.externalOrderRef, payment);
    await ctx.db.orderSync.update({ where: { id: orderSyncId }, data: { paymentState: PaymentState.PAID_RECORDED } });
    await enqueueSync(orderSyncId, work.row.shopId, ctx);
    return { ok: true };
  });
}

/**
 * A changed order cannot be resent (§4 rule 9): cancel the service order and create it anew from
 * the current Shopify order, under a new reference. The same job-safe step as an amount changed
 * before pickup (replace-service-order.server.ts); the order's sync job creates the new one.
 */
export async function cancelAndRecreate(
  ctx: AppContext,
  shopDomain: string,
  orderSyncId: string,
): Promise<ActionResult> {
  const found = await sentOrderOf(ctx, shopDomain, orderSyncId);
  if ("refused" in found) return found.refused;
  const { work } = found;
  return callService(async () => {
    const outcome = await replaceServiceOrder(ctx, work.client, work.row, "Order changed in Shopify; recreated");
    if (outcome === "link_paid") {
      await enqueueSync(orderSyncId, work.row.shopId, ctx);
      return refuse("LINK_PAID", "The buyer paid the payment link: the order is not cancelled.");
    }
    if (outcome !== "replaced") return refuse(outcome.refused.code, outcome.refused.message);
    await enqueueSync(orderSyncId, work.row.shopId, ctx);
    return { ok: true };
  });
}

async function callService(run: () => Promise<ActionResult>): Promise<ActionResult> {
  try {
    return await run();
  } catch (error) {
    // A 5xx carries whatever code the service chose (not shown, §7): the merchant's advice is the one for server errors.
    if (error instanceof DeliveryServerError) return refuse(DeliveryErrorCode.SERVER_ERROR, error.message);
    if (error instanceof DeliveryError) return refuse(error.code, error.message);
    throw error;
  }
}

async function outcome(ctx: AppContext, orderSyncId: string, expected: string): Promise<ActionResult> {
  const row = await ctx.db.orderSync.findUniqueOrThrow({ where: { id: orderSyncId } });
  return row.syncState === expected
    ? { ok: true }
    : refuse(row.lastErrorCode ?? "REFUSED", row.lastErrorMessage ?? "The delivery service refused.");
}
