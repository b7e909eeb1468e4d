/**
 * How a Shopify order's payment becomes the service's `paymentType` + `codAmountMinor` and the
 * follow-up call (spec §1 "Three payment situations"). Whether anything is owed is Shopify's shop-currency
 * `total_outstanding`; what is collected is that amount in the buyer's (presentment) currency
 * (app/order-mapping/buyer-money.ts, docs/decisions/077), converted by the injected exact `toMinor`; it throws on a malformed
 * amount, and so does this module (Shopify sends well-formed amounts; a bad one is a surprise).
 */
import type { PaidVia, PaymentType } from "~/delivery/browser";
import {
  normalizeName,
  outstandingInBuyerMoney,
  type ShopifyOrder,
  type SyncSettings,
  type ToMinor,
} from "~/order-mapping";

export type MarkPaid = { paidVia: PaidVia; reference: string; paidAt?: string };

export type PaymentPlan =
  | { kind: "paid"; paymentType: PaymentType; codAmountMinor: 0; markPaid: MarkPaid }
  | { kind: "cod"; paymentType: "COD"; codAmountMinor: number }
  | { kind: "payment_link"; paymentType: PaymentType; codAmountMinor: number }
  | { kind: "wait_for_payment"; reason: "unpaid" | "authorized" | "unknown_financial_status" | "unknown_outstanding" }
  | { kind: "none"; reason: "cancelled" | "voided" | "refunded" };

export type SendablePaymentPlan = Extract<PaymentPlan, { kind: "paid" | "cod" | "payment_link" }>;

export function isSendablePlan(plan: PaymentPlan): plan is SendablePaymentPlan {
  return plan.kind === "paid" || plan.kind === "cod" || plan.kind === "payment_link";
}

const PAID_STATUSES = new Set(["paid", "partially_refunded"]);
const UNPAID_STATUSES = new Set(["pending", "partially_paid"]);
const GIFT_CARD_GATEWAY = normalizeName("gift_card");
const UNMAPPED_GATEWAY = { paymentType: "Card", paidVia: "manual_other" } as const;

/**
 * The payment method of an order's gateways under the merchant's mapping. A gift card is used
 * only when nothing else paid (it usually covers part of an order paid by another method);
 * a gateway without a mapping is Card / manual_other.
 */
export function paymentMethodFor(gatewayNames: readonly string[], settings: SyncSettings) {
  const gateways = [...gatewayNames].sort(
    (a, b) => Number(normalizeName(a) === GIFT_CARD_GATEWAY) - Number(normalizeName(b) === GIFT_CARD_GATEWAY),
  );
  for (const gateway of gateways) {
    const entry = settings.gatewayMapping.find((e) => normalizeName(e.gateway) === normalizeName(gateway));
    if (entry) return { gateway, paymentType: entry.paymentType, paidVia: entry.paidVia };
  }
  return { gateway: gateways[0] ?? null, ...UNMAPPED_GATEWAY };
}

/**
 * An order is cash on delivery when one of its gateways is in `codGatewayNames`, or is mapped to
 * COD: a payment link is refused for a COD order (spec §4 payment-link rules), so a gateway the
 * merchant calls COD must never take the payment-link path.
 */
export function isCodOrder(order: ShopifyOrder, settings: SyncSettings): boolean {
  const codNames = new Set(settings.codGatewayNames.map(normalizeName));
  return (order.payment_gateway_names ?? []).some(
    (gateway) => codNames.has(normalizeName(gateway)) || paymentMethodFor([gateway], settings).paymentType === "COD",
  );
}

/**
 * Whether Shopify says the buyer owes nothing: what decides is `total_outstanding` (shop money), not the
 * status's name. A `partially_refunded` order can still owe (an edit added items after a part refund, a
 * deposit refunded in part): it is not paid (docs/decisions/073). Paid / partially_refunded without
 * `total_outstanding` (older payloads) count as paid, as Shopify's statuses say.
 */
export function owesNothing(order: ShopifyOrder, toMinor: ToMinor): boolean {
  if (!PAID_STATUSES.has(order.financial_status ?? "")) return false;
  if (order.total_outstanding == null) return true;
  // Negative: "a difference in the customer's favor" (Shopify's totalOutstandingSet), more came than is owed.
  if (order.total_outstanding.trim().startsWith("-")) return true;
  return toMinor(order.total_outstanding, order.currency, "down") <= 0;
}

/**
 * - cancelled, voided, refunded → none: nothing to deliver or to collect.
 * - paid, partially_refunded with nothing outstanding → paid: `codAmountMinor` 0 and a mark-paid
 *   follow-up (spec §1). With money still outstanding → as pending / partially_paid below.
 * - authorized → wait, even with a COD gateway: the money is promised but not captured; capture
 *   fires orders/paid. Collecting cash or sending a link now could charge the customer twice
 *   (spec §1: "never charged twice").
 * - pending / partially_paid with a COD gateway → cod for `total_outstanding` in the buyer's currency (gift
 *   cards and deposits already paid are not collected again).
 * - pending / partially_paid otherwise → the merchant's `unpaidOrders` setting.
 * - any other status (null, "expired", a future value) → wait: never ship or charge on a status
 *   this code does not understand.
 */
export function decidePaymentPlan(order: ShopifyOrder, settings: SyncSettings, toMinor: ToMinor): PaymentPlan {
  const status = order.financial_status ?? "";
  if (order.cancelled_at) return { kind: "none", reason: "cancelled" };
  if (status === "voided" || status === "refunded") return { kind: "none", reason: status };
  const method = paymentMethodFor(order.payment_gateway_names ?? [], settings);
  if (owesNothing(order, toMinor)) {
    return {
      kind: "paid",
      paymentType: paidOrderType(method),
      codAmountMinor: 0,
      markPaid: markPaidFor(order, method),
    };
  }
  if (status === "authorized") return { kind: "wait_for_payment", reason: "authorized" };
  if (!UNPAID_STATUSES.has(status) && !PAID_STATUSES.has(status))
    return { kind: "wait_for_payment", reason: "unknown_financial_status" };
  const cod = isCodOrder(order, settings);
  if (!cod && settings.unpaidOrders === "wait_for_payment") return { kind: "wait_for_payment", reason: "unpaid" };
  // Nothing has been paid on a pending order, so its total is what is outstanding.
  const outstanding = order.total_outstanding ?? (status === "pending" ? order.total_price : null);
  if (outstanding == null) return { kind: "wait_for_payment", reason: "unknown_outstanding" };
  // What the rider or the link collects, in the buyer's currency, is rounded down: never more than the buyer owes
  // (decision 040). A buyer's currency whose amount the order does not give is not guessed (docs/decisions/077).
  const codAmountMinor = outstandingInBuyerMoney(order, outstanding, toMinor);
  if (codAmountMinor === null) return { kind: "wait_for_payment", reason: "unknown_outstanding" };
  return cod
    ? { kind: "cod", paymentType: "COD", codAmountMinor }
    : { kind: "payment_link", paymentType: method.paymentType, codAmountMinor };
}

/**
 * An order with nothing to collect is never COD (docs/decisions/014): a gateway mapped to COD that
 * was paid before dispatch ("cash before dispatch", spec §1) goes as the type its mark-paid says:
 * a bank transfer as BankTransfer, cash or anything else as the unmapped default (Card). The cash
 * itself is on file through mark-paid's `paidVia: manual_cash`.
 */
function paidOrderType(method: ReturnType<typeof paymentMethodFor>): PaymentType {
  if (method.paymentType !== "COD") return method.paymentType;
  return method.paidVia === "manual_bank_transfer" ? "BankTransfer" : UNMAPPED_GATEWAY.paymentType;
}

/**
 * Mark-paid body (spec §4 POST /orders/{reference}/mark-paid). The reference is the gateway's
 * authorization of the successful capture when the caller merged transactions in, otherwise the
 * Shopify order name with the gateway, which a person can find in the Shopify admin.
 */
function markPaidFor(order: ShopifyOrder, method: ReturnType<typeof paymentMethodFor>): MarkPaid {
  const settled = (order.transactions ?? []).find(
    (t) => t.status === "success" && (t.kind === "sale" || t.kind === "capture"),
  );
  const reference = settled?.authorization || `Shopify ${order.name}${method.gateway ? ` (${method.gateway})` : ""}`;
  const paidAt = utcInstant(settled?.processed_at ?? order.processed_at ?? order.created_at);
  return paidAt ? { paidVia: method.paidVia, reference, paidAt } : { paidVia: method.paidVia, reference };
}

/** Shopify's "2021-12-31T19:00:00-05:00" → "2022-01-01T00:00:00.000Z" (spec §2: UTC with ms). */
function utcInstant(value: string | null | undefined): string | undefined {
  const time = value ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}
