import type { AppContext } from "~/app-context";
import { translate } from "~/i18n";
import { retryOrder, sendOrderNow } from "~/orders";
import type { SendSelectedRequest } from "./admin-extension-request";
import { answerLocale, refusalText, shopOrdersByGid, type ExtensionOrder } from "./extension-order.server";
import { orderActionRefusal } from "./order-action-refusal";

/*
 * "Send for delivery" on a selection in Shopify's order list (extensions/delivery-send-orders).
 * Each order is checked as the single send is (order-action-refusal.ts): an order held back by the
 * rules is sent now; one stopped by a problem is retried, as "Retry" on its page would; every other
 * one is skipped with the reason. Nothing calls the service here: a queued order is handed over by
 * its sync job (idempotent by its reference, so never created twice), and the job's outcome shows
 * on the order (the Delivery block, the app's order page).
 */

export type SelectedOrderResult =
  | { orderId: string; orderName: string; outcome: "queued"; via: "send" | "retry"; message: string }
  | { orderId: string; orderName: string | null; outcome: "skipped"; code: string; message: string };

export type SendSelectedResult = { queued: number; skipped: number; results: SelectedOrderResult[] };

/** "send" when the order may be sent now; "retry" when it was never handed over and stopped on a problem. */
function howToSend({ row, state }: ExtensionOrder): "send" | "retry" | { refused: string } {
  const refused = orderActionRefusal(state, "send");
  if (!refused) return "send";
  if (!row.serviceOrderId && !orderActionRefusal(state, "retry")) return "retry";
  return { refused };
}

export async function sendSelectedOrders(
  ctx: AppContext,
  shopDomain: string,
  request: SendSelectedRequest,
): Promise<SendSelectedResult> {
  const locale = await answerLocale(ctx, shopDomain, request.locale);
  const orderIds = [...new Set(request.orderIds)];
  const orders = await shopOrdersByGid(ctx, shopDomain, orderIds);
  const results: SelectedOrderResult[] = [];
  // One at a time, in the merchant's order: each is a few writes and a job, no service call.
  for (const orderId of orderIds) {
    const order = orders.get(orderId);
    if (!order) {
      results.push({ orderId, orderName: null, outcome: "skipped", ...skipped(locale, "NOT_IN_APP") });
      continue;
    }
    const orderName = order.row.orderName;
    const how = howToSend(order);
    if (typeof how === "object") {
      results.push({ orderId, orderName, outcome: "skipped", ...skipped(locale, how.refused) });
      continue;
    }
    const done =
      how === "send"
        ? await sendOrderNow(ctx, shopDomain, order.row.id)
        : await retryOrder(ctx, shopDomain, order.row.id);
    results.push(
      done.ok
        ? { orderId, orderName, outcome: "queued", via: how, message: translate(locale, "order.actions.queued") }
        : { orderId, orderName, outcome: "skipped", ...skipped(locale, done.code, done.message) },
    );
  }
  const queued = results.filter((result) => result.outcome === "queued").length;
  return { queued, skipped: results.length - queued, results };
}

function skipped(locale: Parameters<typeof refusalText>[0], code: string, serviceMessage?: string) {
  const { message, advice } = refusalText(locale, code, serviceMessage);
  return { code, message: advice ? `${message} ${advice}` : message };
}
