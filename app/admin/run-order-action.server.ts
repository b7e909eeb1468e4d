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

/** Sends or retries each selected order in turn; one failure does not stop the others. */
export async function runBulkOrderAction(
  ctx: AppContext,
  shopDomain: string,
  bulk: BulkOrderAction,
): Promise<BulkOrderOutcome> {
  const rows = await ctx.db.orderSync.findMany({
    where: { id: { in: bulk.ids }, shop: { domain: shopDomain } },
    select: { id: true, orderName: true },
  });
  const results: BulkOrderOutcome["results"] = [];
  for (const row of rows) {
    const result =
      bulk.intent === "bulk-send"
        ? await sendOrderNow(ctx, shopDomain, row.id)
        : await retryOrder(ctx, shopDomain, row.id);
    results.push(
      result.ok
        ? { id: row.id, orderName: row.orderName, ok: true }
        : { id: row.id, orderName: row.orderName, ok: false, code: result.code, message: result.message },
    );
  }
  return { intent: bulk.intent, results };
}
