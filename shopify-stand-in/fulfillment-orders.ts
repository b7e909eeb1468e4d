import type { FulfillmentOrderRecord, LineItemRecord, LocationRecord, OrderRecord } from "./records";
import type { Store } from "./store";

export type FulfillmentOrderInput = {
  /** Location GID or name; default the shop's primary location. */
  location?: string;
  status?: "OPEN" | "ON_HOLD" | "SCHEDULED";
  /** Indexes into the order's line items; default every item that requires shipping (not yet assigned). */
  lineItems?: number[];
};

// What Shopify lists in FulfillmentOrder.supportedActions for a merchant-managed location, by status.
const SUPPORTED_ACTIONS: Record<string, string[]> = {
  OPEN: ["CREATE_FULFILLMENT", "REPORT_PROGRESS", "MOVE", "HOLD", "SPLIT"],
  IN_PROGRESS: ["CREATE_FULFILLMENT", "HOLD", "MARK_AS_OPEN", "SPLIT"],
  ON_HOLD: ["RELEASE_HOLD", "MOVE"],
  SCHEDULED: ["MARK_AS_OPEN"],
};

export function findLocation(store: Store, order: OrderRecord, reference?: string): LocationRecord {
  const shop = store.shop(order.shopDomain);
  if (reference === undefined) return shop.locations[0];
  const location = shop.locations.find((l) => l.id === reference || l.name === reference);
  if (!location)
    throw new Error(
      `Shop ${shop.myshopifyDomain} has no location "${reference}": add it with state.addLocation first.`,
    );
  return location;
}

/** FulfillmentOrder.assignedLocation: a copy of the location's name and address, and the location. */
export function assignedLocation(location: LocationRecord): FulfillmentOrderRecord["assignedLocation"] {
  return {
    name: location.name,
    countryCode: location.address.countryCode,
    location,
    address1: location.address.address1,
    address2: null,
    city: location.address.city,
    zip: location.address.zip,
    province: location.address.province,
    phone: location.address.phone,
  };
}

/** What order routing does after checkout (docs/reference/shopify-facts.md §2.2): splits the order's items into fulfillment orders. */
export function createFulfillmentOrders(
  store: Store,
  order: OrderRecord,
  inputs: FulfillmentOrderInput[],
): FulfillmentOrderRecord[] {
  const assigned = new Set(order.fulfillmentOrders.flatMap((fo) => fo.lineItems.map((item) => item.lineItem)));
  return inputs.map((input) => {
    const location = findLocation(store, order, input.location);
    const items = (input.lineItems ?? order.lineItems.map((_, index) => index))
      .map((index) => {
        const item = order.lineItems[index];
        if (!item) throw new Error(`Order ${order.name} has no line item at index ${index}.`);
        return item;
      })
      .filter((item) => item.requiresShipping && !assigned.has(item));
    items.forEach((item) => assigned.add(item));
    return newFulfillmentOrder(
      store,
      order,
      location,
      items.map((lineItem) => ({ lineItem, quantity: lineItem.quantity })),
      input.status ?? "OPEN",
    );
  });
}

/** One fulfillment order at `location` holding these quantities, added to the order. */
export function newFulfillmentOrder(
  store: Store,
  order: OrderRecord,
  location: LocationRecord,
  lines: Array<{ lineItem: LineItemRecord; quantity: number }>,
  status: FulfillmentOrderRecord["status"] = "OPEN",
): FulfillmentOrderRecord {
  const now = store.nowIso();
  const fulfillmentOrder: FulfillmentOrderRecord = store.register(order.shopDomain, {
    __typename: "FulfillmentOrder" as const,
    id: store.newGid("FulfillmentOrder"),
    status,
    requestStatus: "UNSUBMITTED" as const,
    assignedLocation: assignedLocation(location),
    lineItems: lines.map(({ lineItem, quantity }) =>
      store.register(order.shopDomain, {
        __typename: "FulfillmentOrderLineItem" as const,
        id: store.newGid("FulfillmentOrderLineItem"),
        lineItem,
        totalQuantity: quantity,
        remainingQuantity: quantity,
        sku: lineItem.sku,
        productTitle: lineItem.title,
        variantTitle: lineItem.variantTitle,
        weight: { unit: "GRAMS", value: lineItem.grams },
      }),
    ),
    order,
    fulfillments: [],
    createdAt: now,
    updatedAt: now,
    fulfillAt: null,
    get supportedActions() {
      return (SUPPORTED_ACTIONS[this.status] ?? []).map((action) => ({ action, externalUrl: null }));
    },
    fulfillmentHolds: [],
  });
  order.fulfillmentOrders.push(fulfillmentOrder);
  return fulfillmentOrder;
}

/**
 * Moves an order along as Shopify would after checkout: if routing has not produced fulfillment orders yet, it
 * creates them (`inputs`, default one at the primary location); fulfillment orders ON_HOLD become OPEN.
 * Returns the GIDs of the fulfillment orders created or released.
 */
export function releaseFulfillmentOrders(store: Store, order: OrderRecord, inputs?: FulfillmentOrderInput[]): string[] {
  if (order.fulfillmentOrders.length === 0) {
    return createFulfillmentOrders(store, order, inputs ?? [{}]).map((fo) => fo.id);
  }
  const held = order.fulfillmentOrders.filter((fo) => fo.status === "ON_HOLD");
  for (const fo of held) {
    fo.status = "OPEN";
    fo.updatedAt = store.nowIso();
  }
  return held.map((fo) => fo.id);
}

/**
 * The body of fulfillment_orders/order_routing_complete (also hold_released) as Shopify sends it: the
 * fulfillment order's GID and lower-case status, nothing else (no order, no shop; Shopify's sample
 * webhook-fulfillment_orders-order_routing_complete). Whoever receives it reads the rest with the shop's token.
 */
export function fulfillmentOrderWebhookBody(fulfillmentOrder: Pick<FulfillmentOrderRecord, "id" | "status">) {
  return { fulfillment_order: { id: fulfillmentOrder.id, status: fulfillmentOrder.status.toLowerCase() } };
}
