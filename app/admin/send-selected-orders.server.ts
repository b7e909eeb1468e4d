import type { AppContext } from "~/app-context";
import { type Locale, translate } from "~/i18n";
import { retryOrder, sendOrderNow } from "~/orders";
import type { SendSelectedRequest } from "./admin-extension-request";
import { answerLocale, refusalText, shopOrdersByGid, type ActionableParcel } from "./extension-order.server";
import { orderActionRefusal } from "./order-action-refusal";
import { parcelLines, parcelLinesText, type ParcelLine, type ParcelOutcome } from "./parcel-outcomes";

/*
 * "Send for delivery" on a selection in Shopify's order list (extensions/delivery-send-orders).
 * Each parcel of each order is checked as the single send is (order-action-refusal.ts): a parcel held
 * back by the rules is sent now; one stopped by a problem is retried, as "Retry" on its page would;
 * every other one is skipped with the reason (docs/decisions/092). Nothing calls the service here: a
 * queued parcel is handed over by its sync job (idempotent by its reference, so never created twice),
 * and the job's outcome shows on the order (the Delivery block, the app's order page).
 */

export type SelectedOrderResult = (
  | { orderId: string; orderName: string; outcome: "queued"; via: "send" | "retry"; message: string }
  | { orderId: string; orderName: string | null; outcome: "skipped"; code: string; message: string }
) & { parcels?: ParcelLine[] };

export type SendSelectedResult = { queued: number; skipped: number; results: SelectedOrderResult[] };

/** "send" when the parcel may be sent now; "retry" when it was never handed over and stopped on a problem. */
function howToSend({ row, state }: ActionableParcel): "send" | "retry" | { refused: string } {
  const refused = orderActionRefusal(state, "send");
  if (!refused) return "send";
  if (!row.serviceOrderId && !orderActionRefusal(state, "retry")) return "retry";
  return { refused };
}

type ParcelSend = { via: "send" | "retry" } | { code: string; serviceMessage?: string };

async function sendParcel(ctx: AppContext, shopDomain: string, parcel: ActionableParcel): Promise<ParcelSend> {
  const how = howToSend(parcel);
  if (typeof how === "object") return { code: how.refused };
  const done =
    how === "send"
      ? await sendOrderNow(ctx, shopDomain, parcel.row.id)
      : await retryOrder(ctx, shopDomain, parcel.row.id);
  return done.ok ? { via: how } : { code: done.code, serviceMessage: done.message };
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
  // One at a time, in the merchant's order: each parcel is a few writes and a job, no service call.
  for (const orderId of orderIds) {
    const order = orders.get(orderId);
    if (!order) {
      results.push({ orderId, orderName: null, outcome: "skipped", ...skipped(locale, "NOT_IN_APP") });
      continue;
    }
    const sends: Array<{ parcelNumber: number; sent: ParcelSend }> = [];
    for (const parcel of order.actionable)
      sends.push({ parcelNumber: parcel.row.parcelNumber, sent: await sendParcel(ctx, shopDomain, parcel) });
    results.push(orderResult(locale, orderId, order.row.orderName, sends));
  }
  const queued = results.filter((result) => result.outcome === "queued").length;
  return { queued, skipped: results.length - queued, results };
}

/** Queued when any parcel was; an order of several parcels says what became of each. */
function orderResult(
  locale: Locale,
  orderId: string,
  orderName: string,
  sends: Array<{ parcelNumber: number; sent: ParcelSend }>,
): SelectedOrderResult {
  const queuedVia = sends.flatMap(({ sent }) => ("via" in sent ? [sent.via] : []));
  if (sends.length === 1) {
    const [{ sent }] = sends;
    return "via" in sent
      ? { orderId, orderName, outcome: "queued", via: sent.via, message: translate(locale, "order.actions.queued") }
      : { orderId, orderName, outcome: "skipped", ...skipped(locale, sent.code, sent.serviceMessage) };
  }
  const outcomes = sends.map(({ parcelNumber, sent }): ParcelOutcome => {
    if ("via" in sent) return { parcelNumber, ok: true, url: null };
    return {
      parcelNumber,
      ok: false,
      code: sent.code,
      reason: skipped(locale, sent.code, sent.serviceMessage).message,
    };
  });
  const parcels = parcelLines(locale, "send", outcomes);
  const message = parcelLinesText(parcels);
  if (queuedVia.length > 0) return { orderId, orderName, outcome: "queued", via: queuedVia[0], message, parcels };
  const code = (outcomes[0] as Extract<ParcelOutcome, { ok: false }>).code;
  return { orderId, orderName, outcome: "skipped", code, message, parcels };
}

function skipped(locale: Locale, code: string, serviceMessage?: string) {
  const { message, advice } = refusalText(locale, code, serviceMessage);
  return { code, message: advice ? `${message} ${advice}` : message };
}
