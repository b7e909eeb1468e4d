// What changes an order's fulfillment orders after checkout (docs/reference/shopify-facts.md §2.2): an order edit
// that adds items (a new fulfillment order, also after the first parcel left), and a move to another location
// (fulfillmentOrderMove). Webhooks are the test's to send; the fulfillment_orders/moved body is built here.
import { assignedLocation, findLocation, newFulfillmentOrder } from "./fulfillment-orders";
import { orderMoneyBag, sumAmounts, toThousandths } from "./money";
import { lineItemRecord, type LineItemInput } from "./orders";
import type { FulfillmentOrderRecord, OrderRecord } from "./records";
import type { Store } from "./store";

export type OrderEditInput = {
  addLineItems: LineItemInput[];
  /** Where the added items are routed (location GID or name); default the shop's primary location. */
  location?: string;
};

const later = (store: Store, iso: string) =>
  new Date(Math.max(store.now().getTime(), Date.parse(iso) + 1000)).toISOString();

/**
 * The merchant edits the order and adds items (orderEditBegin … orderEditCommit). The added items go into a new
 * OPEN fulfillment order at `location`, whatever became of the others (a parcel already picked up and fulfilled
 * stays as it is). The totals grow by the items' price; what is outstanding grows as much, and a paid order
 * becomes PARTIALLY_PAID. Returns the new line items' and fulfillment order's GIDs.
 */
export function editOrder(store: Store, order: OrderRecord, input: OrderEditInput) {
  if (input.addLineItems.length === 0) throw new Error("An order edit here adds at least one line item.");
  const location = findLocation(store, order, input.location);
  const added = input.addLineItems.map((item) =>
    lineItemRecord(store, order.shopDomain, item, order.currencyCode, () => order, {
      currency: order.presentmentCurrencyCode,
      rate: order.presentmentRate,
    }),
  );
  order.lineItems.push(...added);
  const amount = sumAmounts(input.addLineItems.map((item) => toThousandths(item.price) * BigInt(item.quantity)));
  const grow = (bag: OrderRecord["totalPriceSet"]) => orderMoneyBag(order, sumAmounts([bag.shopMoney.amount, amount]));
  order.subtotalPriceSet = grow(order.subtotalPriceSet);
  order.totalPriceSet = grow(order.totalPriceSet);
  order.totalOutstandingSet = grow(order.totalOutstandingSet);
  if (order.displayFinancialStatus === "PAID") order.displayFinancialStatus = "PARTIALLY_PAID";
  const shipped = added.filter((item) => item.requiresShipping);
  const fulfillmentOrder =
    shipped.length > 0
      ? newFulfillmentOrder(
          store,
          order,
          location,
          shipped.map((lineItem) => ({ lineItem, quantity: lineItem.quantity })),
        )
      : null;
  order.updatedAt = later(store, order.updatedAt);
  return { lineItemIds: added.map((item) => item.id), fulfillmentOrderId: fulfillmentOrder?.id ?? null };
}

/**
 * fulfillmentOrderMove: the fulfillment order's remaining items go to another location. One with nothing fulfilled
 * moves whole (the same GID, a new assigned location); one partly fulfilled keeps what was fulfilled and is closed,
 * and a new fulfillment order at the destination holds what remained (Shopify's FulfillmentOrderMovePayload).
 * Returns the fulfillment_orders/moved body.
 */
export function moveFulfillmentOrder(store: Store, fulfillmentOrder: FulfillmentOrderRecord, destination: string) {
  const order = fulfillmentOrder.order;
  const target = findLocation(store, order, destination);
  const source = fulfillmentOrder.assignedLocation.location;
  if (target === source) throw new Error(`Fulfillment order ${fulfillmentOrder.id} is already at ${target.name}.`);
  if (!["OPEN", "IN_PROGRESS", "ON_HOLD"].includes(fulfillmentOrder.status))
    throw new Error(`Fulfillment order ${fulfillmentOrder.id} is ${fulfillmentOrder.status}: it cannot be moved.`);
  const untouched = fulfillmentOrder.lineItems.every((item) => item.remainingQuantity === item.totalQuantity);
  let moved = fulfillmentOrder;
  if (untouched) {
    fulfillmentOrder.assignedLocation = assignedLocation(target);
    fulfillmentOrder.updatedAt = store.nowIso();
  } else {
    const remaining = fulfillmentOrder.lineItems.filter((item) => item.remainingQuantity > 0);
    moved = newFulfillmentOrder(
      store,
      order,
      target,
      remaining.map((item) => ({ lineItem: item.lineItem, quantity: item.remainingQuantity })),
      fulfillmentOrder.status === "ON_HOLD" ? "ON_HOLD" : "OPEN",
    );
    for (const item of remaining) {
      item.totalQuantity -= item.remainingQuantity;
      item.remainingQuantity = 0;
    }
    // A line with nothing fulfilled leaves the original altogether.
    fulfillmentOrder.lineItems = fulfillmentOrder.lineItems.filter((item) => item.totalQuantity > 0);
    fulfillmentOrder.status = "CLOSED";
    fulfillmentOrder.updatedAt = store.nowIso();
  }
  order.updatedAt = later(store, order.updatedAt);
  return fulfillmentOrdersMovedBody(fulfillmentOrder, moved, source.id);
}

/**
 * The body of fulfillment_orders/moved: the original and the moved fulfillment order (GID, lower-case status,
 * assigned location GID), the destination, the source location (API 2023-04 and later: the original's assigned
 * location may have changed by the move) and the line items requested (null: the whole fulfillment order moved).
 * No shop, no order: the receiver reads the rest with the shop's token. Shape of Shopify's webhook reference for
 * the topic (no sample of it is stored in docs/reference/shopify-samples).
 */
export function fulfillmentOrdersMovedBody(
  original: FulfillmentOrderRecord,
  moved: FulfillmentOrderRecord,
  sourceLocationId: string,
) {
  const brief = (fo: FulfillmentOrderRecord) => ({
    id: fo.id,
    status: fo.status.toLowerCase(),
    assigned_location_id: fo.assignedLocation.location.id,
  });
  return {
    original_fulfillment_order: brief(original),
    moved_fulfillment_order: brief(moved),
    destination_location_id: moved.assignedLocation.location.id,
    fulfillment_order_line_items_requested: null,
    source_location: { id: sourceLocationId },
  };
}
