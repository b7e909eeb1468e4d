import { isOurShippingLine, type OurShippingIdentity, itemTravels, type ShopifyOrder } from "~/order-mapping";

/**
 * An order that missed the app at checkout: the shop offers the app's carrier service, the order
 * is delivered (a shipping address, something to carry), yet none of its shipping lines came from
 * the app — the buyer got Shopify's backup rates (the app was slow or failing then: docs/reference/shopify-facts.md §1.5) or
 * picked another method. No other shipping app points these out; the sync rule "carrier service
 * orders" would otherwise skip them silently.
 */
export function missedCheckout(
  order: ShopifyOrder,
  shop: { carrierServiceState: string },
  ours: OurShippingIdentity,
): { at: Date; shippingTitle: string | null } | null {
  if (shop.carrierServiceState !== "ACTIVE" || order.cancelled_at || !order.shipping_address) return null;
  if (!order.line_items.some(itemTravels)) return null;
  const lines = (order.shipping_lines ?? []).filter((line) => !line.is_removed);
  if (lines.length === 0 || lines.some((line) => isOurShippingLine(line, ours))) return null;
  const at = new Date(order.processed_at ?? order.created_at ?? order.updated_at ?? Date.now());
  return { at: Number.isNaN(at.getTime()) ? new Date() : at, shippingTitle: lines[0].title ?? lines[0].code ?? null };
}

/** The app's checkout health on one UTC day (CheckoutStat), as stored beside a missed order. */
export type CheckoutHealthAtOrder = {
  day: string;
  callbacks: number;
  fallbacksUsed: number;
  errors: number;
  averageLatencyMs: number | null;
  shippingTitle: string | null;
};

export function checkoutHealthOf(
  day: string,
  stat: {
    callbacks: number;
    fallbacksUsed: number;
    errors: number;
    serviceCalls: number;
    serviceLatencyMs: number;
  } | null,
  shippingTitle: string | null,
): CheckoutHealthAtOrder {
  return {
    day,
    callbacks: stat?.callbacks ?? 0,
    fallbacksUsed: stat?.fallbacksUsed ?? 0,
    errors: stat?.errors ?? 0,
    averageLatencyMs: stat && stat.serviceCalls > 0 ? Math.round(stat.serviceLatencyMs / stat.serviceCalls) : null,
    shippingTitle,
  };
}
