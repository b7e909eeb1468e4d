/**
 * The whole pure decision for one Shopify order, in the order a sync job needs it:
 * eligibility → payment plan → mapping. The job persists the outcome and makes the calls.
 */
import {
  mapShopifyOrderToServiceOrder,
  shouldSendOrder,
  type CreateOrderRequest,
  type Eligibility,
  type MapOrderContext,
  type MappingProblem,
  type OurShippingIdentity,
  type SendTrigger,
  type ShopifyOrder,
} from "~/order-mapping";
import { decidePaymentPlan, isSendablePlan, type PaymentPlan, type SendablePaymentPlan } from "~/payments";

export type OrderSyncContext = Omit<MapOrderContext, "plan" | "afterHandoff"> & {
  ours: OurShippingIdentity;
  trigger?: SendTrigger;
};

export type OrderSyncDecision =
  | { action: "skip"; reason: Extract<Eligibility, { send: false }>["reason"] | "voided" | "refunded" }
  | { action: "wait_for_payment"; reason: Extract<PaymentPlan, { kind: "wait_for_payment" }>["reason"] }
  | { action: "needs_attention"; plan: SendablePaymentPlan; problems: MappingProblem[] }
  | {
      action: "send";
      plan: SendablePaymentPlan;
      request: CreateOrderRequest;
      idempotencyKey: string;
      revision: string;
    };

/**
 * `send` carries the follow-up in `plan`: mark-paid for `paid`, a payment link for
 * `payment_link` (spec §1: the service never creates one itself), nothing for `cod`.
 */
export function planOrderSync(order: ShopifyOrder, ctx: OrderSyncContext): OrderSyncDecision {
  const eligibility = shouldSendOrder(order, ctx.settings, ctx.ours, ctx.trigger);
  if (!eligibility.send) return { action: "skip", reason: eligibility.reason };
  const plan = decidePaymentPlan(order, ctx.settings, ctx.toMinor);
  if (plan.kind === "wait_for_payment") return { action: "wait_for_payment", reason: plan.reason };
  if (!isSendablePlan(plan)) return { action: "skip", reason: plan.reason };
  const mapped = mapShopifyOrderToServiceOrder(order, { ...ctx, plan, afterHandoff: ctx.trigger === "after_handoff" });
  if (!mapped.ok) return { action: "needs_attention", plan, problems: mapped.problems };
  return {
    action: "send",
    plan,
    request: mapped.request,
    idempotencyKey: mapped.idempotencyKey,
    revision: mapped.revision,
  };
}
