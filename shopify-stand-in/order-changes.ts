// What changes an order's fulfillment orders after checkout (docs/reference/shopify-facts.md §2.2): an order edit
// that adds items (a new fulfillment order, also after the first parcel left), and a move to another location
// (fulfillmentOrderMove). Webhooks are the test's to send; the fulfillment_orders/moved body is built here.
import { assignedLocation, findLocation, newFulfillmentOrder } from "./fulfillment-orders";
import { orderMoneyBag, sumAmounts, toThousandths } from "./money";
import { lineItemRecord, type LineItemInput } from "./orders";
import type { FulfillmentOrderRecord, LineItemRecord, LocationRecord, OrderRecord } from "./records";
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
 * The merchant takes units of a line item off the order (orderEditSetQuantity to fewer, before they ship): its
 * quantity after edits drops, the open fulfillment orders holding it give them up (the last one first, and one left
 * empty closes), and the totals and what is outstanding drop by the units' price. Webhooks are the test's to send.
 */
export function removeQuantity(store: Store, order: OrderRecord, lineItem: LineItemRecord, quantity: number) {
  if (quantity < 1 || quantity > lineItem.unfulfilledQuantity)
    throw new Error(`${lineItem.title} has not ${quantity} unit(s) left to take off ${order.name}.`);
  lineItem.currentQuantity -= quantity;
  let left = quantity;
  for (const fo of [...order.fulfillmentOrders].reverse()) {
    if (fo.status === "CLOSED" || fo.status === "CANCELLED") continue;
    for (const item of fo.lineItems.filter((line) => line.lineItem === lineItem)) {
      const taken = Math.min(left, item.remainingQuantity);
      item.totalQuantity -= taken;
      item.remainingQuantity -= taken;
      left -= taken;
    }
    fo.lineItems = fo.lineItems.filter((item) => item.totalQuantity > 0);
    if (fo.lineItems.length === 0) fo.status = "CLOSED";
  }
  const amount = -toThousandths(lineItem.originalUnitPriceSet.shopMoney.amount) * BigInt(quantity);
  const shrink = (bag: OrderRecord["totalPriceSet"]) =>
    orderMoneyBag(order, sumAmounts([bag.shopMoney.amount, amount]));
  order.subtotalPriceSet = shrink(order.subtotalPriceSet);
  order.totalPriceSet = shrink(order.totalPriceSet);
  order.totalOutstandingSet = shrink(order.totalOutstandingSet);
  order.updatedAt = later(store, order.updatedAt);
}

/**
 * The merchant adds units of a line item already on the order (orderEditSetQuantity to more): its quantity after
 * edits grows, the open fulfillment order holding it takes them (a new one at the primary location when none is
 * open any more), and the totals and what is outstanding grow by the units' price. Webhooks are the test's to send.
 */
export function addQuantity(store: Store, order: OrderRecord, lineItem: LineItemRecord, quantity: number) {
  if (quantity < 1) throw new Error(`Add at least one unit of ${lineItem.title} to ${order.name}.`);
  lineItem.currentQuantity += quantity;
  const open = order.fulfillmentOrders.find(
    (fo) =>
      fo.status !== "CLOSED" && fo.status !== "CANCELLED" && fo.lineItems.some((line) => line.lineItem === lineItem),
  );
  const line = open?.lineItems.find((item) => item.lineItem === lineItem);
  if (line) {
    line.totalQuantity += quantity;
    line.remainingQuantity += quantity;
  } else newFulfillmentOrder(store, order, findLocation(store, order), [{ lineItem, quantity }]);
  const amount = toThousandths(lineItem.originalUnitPriceSet.shopMoney.amount) * BigInt(quantity);
  const grow = (bag: OrderRecord["totalPriceSet"]) => orderMoneyBag(order, sumAmounts([bag.shopMoney.amount, amount]));
  order.subtotalPriceSet = grow(order.subtotalPriceSet);
  order.totalPriceSet = grow(order.totalPriceSet);
  order.totalOutstandingSet = grow(order.totalOutstandingSet);
  order.updatedAt = later(store, order.updatedAt);
}

/**
 * fulfillmentOrderMove: the fulfillment order's remaining items go to another location. One with nothing fulfilled
 * moves whole (the same GID, a new assigned location); one partly fulfilled keeps what was fulfilled and is closed,
 * and a new fulfillment order at the destination holds what remained (Shopify's FulfillmentOrderMovePayload).
 * With `lines`, only those quantities move (movePart). Returns the fulfillment_orders/moved body.
 */
export function moveFulfillmentOrder(
  store: Store,
  fulfillmentOrder: FulfillmentOrderRecord,
  destination: string,
  lines?: MovedLine[],
) {
  const order = fulfillmentOrder.order;
  const target = findLocation(store, order, destination);
  const source = fulfillmentOrder.assignedLocation.location;
  if (target === source) throw new Error(`Fulfillment order ${fulfillmentOrder.id} is already at ${target.name}.`);
  if (!["OPEN", "IN_PROGRESS", "ON_HOLD"].includes(fulfillmentOrder.status))
    throw new Error(`Fulfillment order ${fulfillmentOrder.id} is ${fulfillmentOrder.status}: it cannot be moved.`);
  if (lines && !movesEverythingLeft(fulfillmentOrder, lines))
    return movePart(store, fulfillmentOrder, target, lines, source.id);
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

/** A quantity of one line item of the fulfillment order to move (`fulfillmentOrderLineItems` of the mutation). */
export type MovedLine = { lineItem: LineItemRecord; quantity: number };

const movesEverythingLeft = (fulfillmentOrder: FulfillmentOrderRecord, lines: MovedLine[]) =>
  fulfillmentOrder.lineItems.every(
    (item) =>
      item.remainingQuantity ===
      lines.filter((line) => line.lineItem === item.lineItem).reduce((sum, line) => sum + line.quantity, 0),
  );

/**
 * A partial move (fulfillmentOrderMove with `fulfillmentOrderLineItems`): a new fulfillment order at the destination
 * holds the quantities moved; the original stays where it was, as it was, with what it has left of each line (a line
 * item may then sit in two fulfillment orders at two locations, e.g. 3 here and 2 there).
 */
function movePart(
  store: Store,
  original: FulfillmentOrderRecord,
  target: LocationRecord,
  lines: MovedLine[],
  sourceLocationId: string,
) {
  const requested = lines.map((line) => {
    const item = original.lineItems.find((candidate) => candidate.lineItem === line.lineItem);
    if (!item || line.quantity < 1 || line.quantity > item.remainingQuantity)
      throw new Error(`Fulfillment order ${original.id} has not ${line.quantity} of ${line.lineItem.title} to move.`);
    item.totalQuantity -= line.quantity;
    item.remainingQuantity -= line.quantity;
    return { id: item.id, quantity: line.quantity };
  });
  original.lineItems = original.lineItems.filter((item) => item.totalQuantity > 0);
  original.updatedAt = store.nowIso();
  const moved = newFulfillmentOrder(
    store,
    original.order,
    target,
    lines,
    original.status === "ON_HOLD" ? "ON_HOLD" : "OPEN",
  );
  original.order.updatedAt = later(store, original.order.updatedAt);
  return {
    ...fulfillmentOrdersMovedBody(original, moved, sourceLocationId),
    fulfillment_order_line_items_requested: requested,
  };
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
