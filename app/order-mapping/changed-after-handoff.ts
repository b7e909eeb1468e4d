/**
 * Whether an order the service already has would now be a different delivery. Pure.
 *
 * The body sent carries the items still to fulfil at the handoff (map-order.ts `mapItems`); what is
 * fulfilled after it (the rider's pickup fulfils the order in Shopify) lowers Shopify's
 * `fulfillable_quantity` without changing the delivery. Per item (the same SKU, name and unit price,
 * summed), with `sent` the quantity handed over, `current` the quantity after edits and `left` what
 * is still to fulfil now, the item is unchanged when
 * - nothing was fulfilled since: `left === sent`, or
 * - everything was, and no edit took any of it away: `left === 0 && current >= sent`.
 * Anything else is a change: an edit added or removed units, or part of the parcel was fulfilled
 * by someone else. Every other field (buyer, addresses) is compared as sent.
 */
import type { CreateOrderRequest } from "./map-order";
import { mapItem } from "./map-order";
import { deliveryRevision } from "./order-revision";
import { effectiveQuantity, itemTravels, quantityToShip, type ShopifyOrder, type ToMinor } from "./shopify-order";

type Item = CreateOrderRequest["items"][number];

const itemKey = (item: Item) => JSON.stringify([item.sku ?? null, item.name, item.unitPriceMinor]);

/** `now` is the order mapped again after the handoff (`afterHandoff`); `order` is the Shopify order it was mapped from. */
export function changedAfterHandoff(
  order: ShopifyOrder,
  sent: CreateOrderRequest,
  now: CreateOrderRequest,
  toMinor: ToMinor,
): boolean {
  if (deliveryRevision({ ...sent, items: [] }) !== deliveryRevision({ ...now, items: [] })) return true;
  const counts = new Map<string, { sent: number; current: number; left: number }>();
  const count = (key: string) => {
    const found = counts.get(key) ?? { sent: 0, current: 0, left: 0 };
    counts.set(key, found);
    return found;
  };
  for (const item of sent.items) count(itemKey(item)).sent += item.quantity;
  for (const item of order.line_items.filter(itemTravels)) {
    // Priced in the currency the body was sent in: the buyer's or the shop's (docs/decisions/077).
    const counted = count(itemKey(mapItem(item, order, sent.currency ?? order.currency, toMinor)));
    counted.current += effectiveQuantity(item);
    counted.left += quantityToShip(item);
  }
  return [...counts.values()].some(
    ({ sent: handedOver, current, left }) => !(left === handedOver || (left === 0 && current >= handedOver)),
  );
}
