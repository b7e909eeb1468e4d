import { z } from "zod";
import { toIso } from "../clock";
import type { ApiRoute } from "../context";
import { ApiError } from "../errors";
import { newId } from "../ids";
import { paymentStateFor } from "../orders/build-order";
import { renderPayment } from "../orders/order-views";
import { requireOrder } from "../orders/require-order";
import type { StoredOrder } from "../state";
import { IsoInstantSchema, OptionalTextSchema, parseWith } from "../validation";

// spec §4 mark-paid body. Which fields are required is "not shown": paidVia is; a missing reference is
// generated and a missing paidAt is "now" (README).
const MarkPaidSchema = z.object({
  paidVia: z.enum(["manual_bank_transfer", "manual_cash", "manual_other"]),
  reference: OptionalTextSchema,
  paidAt: IsoInstantSchema.nullish(),
});

export const paymentRoutes: ApiRoute[] = [
  {
    method: "POST",
    pattern: "/orders/:reference/mark-paid",
    scopes: ["orders:write"],
    handle({ services, params, body, apiKey }) {
      const order = requireOrder(services.store, params.reference ?? "");
      const request = parseWith(MarkPaidSchema, body ?? {});
      // spec §3: only when no successful payment exists and no cash was collected on delivery.
      if (order.cashCollectedAt) throw new ApiError("CASH_ALREADY_COLLECTED");
      if (order.payment?.status === "paid") throw new ApiError("ORDER_ALREADY_PAID");
      const now = toIso(services.store.now());
      order.payment = {
        status: "paid",
        provider: null,
        paidVia: request.paidVia,
        paidAt: request.paidAt ? toIso(Date.parse(request.paidAt)) : now,
        // The amount still to collect, or for an order sent as already paid (codAmountMinor 0) its goods total.
        amountMinor: order.codAmountMinor > 0 ? order.codAmountMinor : goodsTotal(order),
        currency: order.currency,
        paymentLinkUrl: null,
        reference: request.reference ?? newId("MAN", 6),
        recordedBy: keyLabel(apiKey.key),
        recordedAt: now,
        linkToken: null,
      };
      settle(order, now);
      return paymentReply(order, services.store.state.account.responseForm);
    },
  },
  {
    method: "POST",
    pattern: "/orders/:reference/payment-link",
    scopes: ["orders:write"],
    handle({ services, params, apiKey }) {
      const order = requireOrder(services.store, params.reference ?? "");
      // spec §4: refused for COD and for paid orders (an order sent with nothing to collect counts as paid).
      if (order.paymentType === "COD") throw new ApiError("PAYMENT_LINK_NOT_ALLOWED_FOR_COD");
      if (order.payment?.status === "paid" || order.codAmountMinor === 0) throw new ApiError("ORDER_ALREADY_PAID");
      if (order.cancelledAt) throw new ApiError("ORDER_CANCELLED");
      // spec §8: one active link per order; a repeat call returns it.
      if (order.payment?.status !== "pending") {
        const token = newId("plk", 12);
        const now = toIso(services.store.now());
        order.payment = {
          status: "pending",
          provider: "sandbox_pay",
          paidVia: null,
          paidAt: null,
          amountMinor: order.codAmountMinor,
          currency: order.currency,
          paymentLinkUrl: `${services.baseUrl()}/pay/${token}`,
          reference: newId("PAY", 6),
          recordedBy: keyLabel(apiKey.key),
          recordedAt: now,
          linkToken: token,
        };
        order.updatedAt = now;
      }
      return paymentReply(order, services.store.state.account.responseForm);
    },
  },
];

// Payment confirmed or recorded: nothing is left to collect (spec §2 codAmountMinor).
export function settle(order: StoredOrder, nowIso: string): void {
  order.codAmountMinor = 0;
  order.shipment.paymentState = paymentStateFor(0);
  order.updatedAt = nowIso;
}

function paymentReply(order: StoredOrder, form: "earlier" | "later") {
  const payment = order.payment ? renderPayment(order.payment, form) : null;
  return { status: 201, body: { orderId: order.orderId, externalOrderRef: order.externalOrderRef, payment } };
}

function goodsTotal(order: StoredOrder): number {
  return order.items.reduce((sum, item) => sum + item.quantity * item.unitPriceMinor, 0);
}

// "Recorded with who stated it" without keeping the whole key value in the record.
function keyLabel(key: string): string {
  return `api_key:${key.slice(0, 14)}…`;
}
