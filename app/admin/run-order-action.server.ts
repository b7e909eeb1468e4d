import type { AppContext } from "~/app-context";
import {
  cancelAndRecreate,
  cancelShipment,
  recordManualPayment,
  requestPaymentLink,
  retryOrder,
  sendOrderNow,
} from "~/orders";
import type { BulkOrderAction, BulkOrderOutcome, OrderActionForm, OrderActionOutcome } from "./order-action-form";

/** One order action from the order page, handed to the orders domain. */
export async function runOrderAction(
  ctx: AppContext,
  shopDomain: string,
  orderSyncId: string,
  form: OrderActionForm,
): Promise<OrderActionOutcome> {
  switch (form.intent) {
    case "send":
      return { intent: form.intent, ...(await sendOrderNow(ctx, shopDomain, orderSyncId)) };
    case "retry":
      return { intent: form.intent, ...(await retryOrder(ctx, shopDomain, orderSyncId)) };
    case "cancel":
      return { intent: form.intent, ...(await cancelShipment(ctx, shopDomain, orderSyncId, form.reason)) };
    case "recreate":
      return { intent: form.intent, ...(await cancelAndRecreate(ctx, shopDomain, orderSyncId)) };
    case "paymentLink":
      return { intent: form.intent, ...(await requestPaymentLink(ctx, shopDomain, orderSyncId)) };
    case "recordPayment":
      return {
        intent: form.intent,
        ...(await recordManualPayment(ctx, shopDomain, orderSyncId, {
          paidVia: form.paidVia,
          reference: form.reference,
          paidAt: form.paidAt,
        })),
      };
  }
}

/**
 * Sends or retries each selected order in turn, every parcel of it (docs/decisions/092): the list selects an order
 * by its first parcel's row. One failure does not stop the others; each parcel's outcome is its own result.
 */
export async function runBulkOrderAction(
  ctx: AppContext,
  shopDomain: string,
  bulk: BulkOrderAction,
): Promise<BulkOrderOutcome> {
  const shop = { domain: shopDomain };
  const selected = await ctx.db.orderSync.findMany({
    where: { id: { in: bulk.ids }, shop },
    select: { shopifyOrderGid: true },
  });
  const rows = await ctx.db.orderSync.findMany({
    where: { shopifyOrderGid: { in: selected.map((row) => row.shopifyOrderGid) }, shop },
    select: { id: true, orderName: true, shopifyOrderGid: true, parcelNumber: true },
    orderBy: [{ createdAt: "asc" }, { parcelNumber: "asc" }],
  });
  const parcelCount = new Map<string, number>();
  for (const row of rows) parcelCount.set(row.shopifyOrderGid, (parcelCount.get(row.shopifyOrderGid) ?? 0) + 1);
  const results: BulkOrderOutcome["results"] = [];
  for (const row of rows) {
    const result =
      bulk.intent === "bulk-send"
        ? await sendOrderNow(ctx, shopDomain, row.id)
        : await retryOrder(ctx, shopDomain, row.id);
    const count = parcelCount.get(row.shopifyOrderGid)!;
    const named = {
      id: row.id,
      orderGid: row.shopifyOrderGid,
      orderName: row.orderName,
      parcel: count > 1 ? { number: row.parcelNumber, count } : null,
    };
    results.push(
      result.ok ? { ...named, ok: true } : { ...named, ok: false, code: result.code, message: result.message },
    );
  }
  return { intent: bulk.intent, results };
}
