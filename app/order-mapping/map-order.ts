/**
 * A Shopify order → the service's POST /orders body, its Idempotency-Key and its revision.
 * The only place where Shopify's words become the API's (docs/reference/house-style.md §5.2). Pure.
 */
import type { CreateOrderParams, OrderItemParams } from "~/delivery";
import type { PaymentType } from "~/delivery/browser";
import { externalOrderRef } from "./external-order-ref";
import { mapBillingAddress, mapDeliveryAddress, type StatedDeliveryAddress } from "./map-address";
import { mapCustomer } from "./map-customer";
import { present, type MappingProblem } from "./mapping-problem";
import { createOrderIdempotencyKey, orderRevision } from "./order-revision";
import { buyerCurrency, unitPriceIn } from "./buyer-money";
import {
  itemTravels,
  effectiveQuantity,
  quantityToShip,
  type B2bBuyer,
  type ShopifyOrder,
  type ToMinor,
} from "./shopify-order";
import type { SyncSettings } from "./sync-settings";

/** The body of the service's POST /orders as the mapping produces it (the client's own types, app/delivery/params.ts). */
export type CreateOrderRequest = Omit<CreateOrderParams, "deliveryAddress"> & {
  deliveryAddress: StatedDeliveryAddress;
};

/**
 * What the mapping needs of a sendable payment plan: how the service is paid and what it collects. Named here
 * rather than imported, so the plan's rules can sit above the mapping (docs/decisions/073).
 */
export type PlannedPayment = {
  kind: "paid" | "cod" | "payment_link";
  paymentType: PaymentType;
  codAmountMinor: number;
};

export type MapOrderContext = {
  /** The shop's myshopify.com domain (session.shop). */
  shopDomain: string;
  settings: SyncSettings;
  /** From decidePaymentPlan; only a sendable plan produces a request. */
  plan: PlannedPayment;
  toMinor: ToMinor;
  /** B2B details from GraphQL purchasingEntity; null when looked up and not B2B. */
  b2b?: B2bBuyer | null;
  /**
   * The reference this order goes under, when the app already holds one (it differs from the
   * computed one after "cancel and send again", which needs a new reference: §4 rule 9).
   */
  externalOrderRef?: string;
  /**
   * The order the service already has, mapped again to follow it up: its items at their quantities
   * after edits, whatever was fulfilled since (the rider's pickup fulfils them). What changed since
   * the handoff is told by `changedAfterHandoff` (changed-after-handoff.ts).
   */
  afterHandoff?: boolean;
};

export type MapOrderResult =
  | { ok: true; request: CreateOrderRequest; idempotencyKey: string; revision: string }
  | { ok: false; problems: MappingProblem[] };

/**
 * The items the rider carries: line items that require shipping, with the quantity still to
 * fulfil (`fulfillable_quantity`: after edits, less what was already fulfilled, by the merchant or
 * a fulfillment service); items with nothing left are left out. Digital goods, gift cards and
 * warranties are not parcels. `unitPriceMinor` is Shopify's unit price before discounts: an
 * exact per-unit discounted price does not always exist, and the amount to collect is
 * `codAmountMinor`, not the sum of the items. `quantities: "after_edits"` counts what was
 * fulfilled too (the order as handed off, followed up).
 */
export function mapItems(
  order: ShopifyOrder,
  toMinor: ToMinor,
  quantities: "to_ship" | "after_edits" = "to_ship",
  currency: string = order.currency,
): OrderItemParams[] {
  const quantityOf = quantities === "to_ship" ? quantityToShip : effectiveQuantity;
  return order.line_items
    .filter((item) => itemTravels(item) && quantityOf(item) > 0)
    .map((item) => ({ ...mapItem(item, order, currency, toMinor), quantity: quantityOf(item) }));
}

/** One line item as the service's item, at its quantity after edits, priced in the body's `currency`. */
export function mapItem(
  item: ShopifyOrder["line_items"][number],
  order: ShopifyOrder,
  currency: string,
  toMinor: ToMinor,
): OrderItemParams {
  const sku = present(item.sku);
  const name = itemName(item);
  const unitPriceMinor = toMinor(unitPriceIn(item, order, currency), currency.toUpperCase());
  const mapped = { name, quantity: effectiveQuantity(item), unitPriceMinor };
  return sku ? { sku, ...mapped } : mapped;
}

/** The item's name as the service has it: REST `name` already reads "Title - Variant"; else rebuilt from the parts. */
export function itemName(item: ShopifyOrder["line_items"][number]): string {
  return (
    present(item.name) ?? ([present(item.title), present(item.variant_title)].filter(Boolean).join(" - ") || "Item")
  );
}

/**
 * Maps a Shopify order to the create-order request, or lists every problem at once so the
 * merchant fixes them in one pass.
 *
 * - `externalOrderRef`: the one the app holds for the order, else `externalOrderRef()`
 *   (`<shop handle>-<name>-<gid hash>`).
 * - `idempotencyKey`: `shopify-order:<gid>:create:r<revision>`, where the revision hashes the
 *   canonical body: identical re-sends return the stored result; a corrected body gets a new key.
 *   After a timeout or 5xx, retry with the stored body and key, never a recomputed one: an
 *   order edited in between would otherwise be created twice.
 * - `currency` is the buyer's (presentment) currency: what the rider or the link collects is what
 *   they saw at checkout, and the items are priced in it too (buyer-money.ts, docs/decisions/077).
 *   A paid order collects nothing (`codAmountMinor` 0); an edit that leaves it owing is then owed
 *   in the same currency as the service order.
 *
 * Throws what `toMinor` throws on a malformed amount, and a TypeError when a company order
 * comes without `ctx.b2b` or `shopDomain` is not a myshopify.com domain (caller or Shopify
 * surprises, not problems a merchant can fix).
 */
export function mapShopifyOrderToServiceOrder(order: ShopifyOrder, ctx: MapOrderContext): MapOrderResult {
  const customer = mapCustomer(order, ctx.b2b);
  const delivery = mapDeliveryAddress(order, ctx.settings);
  const currency = buyerCurrency(order);
  const items = mapItems(order, ctx.toMinor, ctx.afterHandoff ? "after_edits" : "to_ship", currency);
  const problems = [...(customer.ok ? [] : customer.problems), ...(delivery.ok ? [] : delivery.problems)];
  if (items.length === 0)
    problems.push({ field: "line_items", code: "no_items", message: "No item of the order needs shipping." });
  if (!customer.ok || !delivery.ok || problems.length > 0) return { ok: false, problems };

  const billingAddress = mapBillingAddress(order);
  const request: CreateOrderRequest = {
    externalOrderRef: ctx.externalOrderRef ?? externalOrderRef(ctx.shopDomain, order.name, order.admin_graphql_api_id),
    ...(customer.value.customerType && { customerType: customer.value.customerType }),
    customer: customer.value.customer,
    deliveryAddress: delivery.address,
    ...(billingAddress && { billingAddress }),
    paymentType: ctx.plan.paymentType,
    codAmountMinor: ctx.plan.codAmountMinor,
    currency,
    items,
  };
  const revision = orderRevision(request);
  return {
    ok: true,
    request,
    idempotencyKey: createOrderIdempotencyKey(order.admin_graphql_api_id, revision),
    revision,
  };
}
