/**
 * Which Shopify orders are handed to the service, under the merchant's `orderSelection`.
 * Payment is decided separately (app/payments/payment-plan.ts); this answers only "is it ours to deliver?".
 */
import { itemTravels, quantityToShip, type ShopifyOrder, type ShopifyShippingLine } from "./shopify-order";
import { normalizeName, type SyncSettings } from "./sync-settings";

/**
 * What identifies a shipping line chosen from our carrier service. These are app facts, not
 * merchant settings: the name the app gave `carrierServiceCreate`, the `carrier_identifier`
 * values recorded on earlier confirmed lines, and the rate `code`s our callback returns (the
 * service's checkout-rate `code`, spec §2 "Checkout rate", and the fallback rates' codes).
 */
export type OurShippingIdentity = {
  carrierServiceName?: string | null;
  carrierIdentifiers?: readonly string[];
  rateCodes?: readonly string[];
};

export type Eligibility =
  | { send: true }
  | {
      send: false;
      reason:
        | "cancelled"
        | "nothing_to_ship"
        | "already_fulfilled"
        | "manual_only"
        | "not_our_shipping"
        | "no_shipping_address";
    };

/**
 * Why the order is looked at: `automatic` (a webhook, the sweep, the import), `manual` (the merchant
 * pressing "send" on one order) or `after_handoff` (the order the service already has, read again to
 * follow it up: what was fulfilled since, by the rider's pickup or anyone, does not make it another order).
 */
export type SendTrigger = "automatic" | "manual" | "after_handoff";

/**
 * A line is ours when any one of these holds (Shopify does not document which of them it fills
 * for app carrier services — docs/reference/shopify-facts.md §3.2 — so each is accepted alone):
 * - `carrier_identifier` is one recorded for our carrier service;
 * - `source` is our carrier service's name (ignoring case and punctuation);
 * - `code` is one of our rate codes. Codes are compared exactly, so they should be namespaced
 *   (not a bare "standard") to avoid matching another carrier's or a manual rate's code.
 * Lines the merchant removed (`is_removed`) never count.
 */
export function isOurShippingLine(line: ShopifyShippingLine, ours: OurShippingIdentity): boolean {
  if (line.is_removed) return false;
  if (line.carrier_identifier && ours.carrierIdentifiers?.includes(line.carrier_identifier)) return true;
  if (line.source && ours.carrierServiceName && normalizeName(line.source) === normalizeName(ours.carrierServiceName))
    return true;
  return Boolean(line.code && ours.rateCodes?.includes(line.code));
}

/**
 * `trigger: "manual"` is the merchant pressing "send" on one order: it bypasses the selection
 * rule (that is the point of sending by hand) but not cancellation, nothing-to-ship or
 * already-fulfilled. `after_handoff` bypasses the selection rule and already-fulfilled too.
 */
export function shouldSendOrder(
  order: ShopifyOrder,
  settings: SyncSettings,
  ours: OurShippingIdentity,
  trigger: SendTrigger = "automatic",
): Eligibility {
  if (order.cancelled_at) return { send: false, reason: "cancelled" };
  // Gift cards, digital goods and fully removed items give the rider nothing to carry.
  if (!order.line_items.some(itemTravels)) return { send: false, reason: "nothing_to_ship" };
  if (trigger === "after_handoff") return { send: true };
  // Everything that travels was fulfilled already (by the merchant, a fulfillment service): it is not sent again.
  if (
    order.fulfillment_status === "fulfilled" ||
    !order.line_items.some((item) => itemTravels(item) && quantityToShip(item) > 0)
  )
    return { send: false, reason: "already_fulfilled" };
  if (trigger === "manual") return { send: true };
  switch (settings.orderSelection) {
    case "manual":
      return { send: false, reason: "manual_only" };
    case "carrier_service":
      return (order.shipping_lines ?? []).some((line) => isOurShippingLine(line, ours))
        ? { send: true }
        : { send: false, reason: "not_our_shipping" };
    case "all_shipping":
      // Local pickup orders have no shipping address; they are not deliveries.
      return order.shipping_address ? { send: true } : { send: false, reason: "no_shipping_address" };
  }
}
