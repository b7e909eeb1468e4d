import type {
  FulfillmentOrderLineItemRecord,
  FulfillmentOrderRecord,
  FulfillmentRecord,
  TrackingInfo,
} from "./records";
import type { ResolverContext } from "./store";

export type TrackingInput = {
  company?: string | null;
  number?: string | null;
  numbers?: string[] | null;
  url?: string | null;
  urls?: string[] | null;
};

export type FulfillmentInput = {
  lineItemsByFulfillmentOrder: Array<{
    fulfillmentOrderId: string;
    fulfillmentOrderLineItems?: Array<{ id: string; quantity: number }> | null;
  }>;
  notifyCustomer?: boolean | null;
  trackingInfo?: TrackingInput | null;
};

export type UserError = { field: string[] | null; message: string };

// Only these statuses accept a fulfillment; Shopify refuses ON_HOLD, SCHEDULED, CLOSED, CANCELLED, INCOMPLETE.
const FULFILLABLE = new Set(["OPEN", "IN_PROGRESS"]);

/** FulfillmentTrackingInput → [FulfillmentTrackingInfo]: one entry per number, the company shared, urls paired. */
export function trackingInfoFrom(input: TrackingInput | null | undefined): TrackingInfo[] {
  if (!input) return [];
  const numbers = input.numbers?.length ? input.numbers : input.number ? [input.number] : [];
  const urls = input.urls?.length ? input.urls : input.url ? [input.url] : [];
  const count = Math.max(numbers.length, urls.length, input.company ? 1 : 0);
  return Array.from({ length: count }, (_, i) => ({
    company: input.company ?? null,
    number: numbers[i] ?? null,
    url: urls[i] ?? null,
  }));
}

type Plan = Array<{ item: FulfillmentOrderLineItemRecord; quantity: number }>;

/** Checks a fulfillmentCreate input against the rules in docs/reference/shopify-facts.md §2.2; returns the quantities to fulfil. */
function plan(
  input: FulfillmentInput,
  { store, shop }: ResolverContext,
): { errors: UserError[]; fos: FulfillmentOrderRecord[]; lines: Plan } {
  const errors: UserError[] = [];
  const fos: FulfillmentOrderRecord[] = [];
  const lines: Plan = [];
  const groups = input.lineItemsByFulfillmentOrder;
  if (groups.length === 0)
    errors.push({
      field: ["fulfillment", "lineItemsByFulfillmentOrder"],
      message: "Line items by fulfillment order can't be blank.",
    });
  groups.forEach((group, index) => {
    const field = ["fulfillment", "lineItemsByFulfillmentOrder", String(index), "fulfillmentOrderId"];
    const fo = store.find<FulfillmentOrderRecord>(shop.myshopifyDomain, group.fulfillmentOrderId, "FulfillmentOrder");
    if (!fo) return errors.push({ field, message: "Fulfillment order does not exist." });
    if (!FULFILLABLE.has(fo.status)) {
      return errors.push({
        field,
        message: `Fulfillment order ${fo.id.split("/").pop()} has an unfulfillable status= ${fo.status.toLowerCase()}.`,
      });
    }
    fos.push(fo);
    const requested = group.fulfillmentOrderLineItems;
    if (!requested || requested.length === 0) {
      fo.lineItems
        .filter((item) => item.remainingQuantity > 0)
        .forEach((item) => lines.push({ item, quantity: item.remainingQuantity }));
      return;
    }
    for (const wanted of requested) {
      const item = fo.lineItems.find((candidate) => candidate.id === wanted.id);
      if (!item)
        errors.push({
          field: ["fulfillment", "lineItemsByFulfillmentOrder", String(index), "fulfillmentOrderLineItems"],
          message: "Fulfillment order line item does not exist.",
        });
      else if (wanted.quantity < 1 || wanted.quantity > item.remainingQuantity) {
        errors.push({
          field: ["fulfillment", "lineItemsByFulfillmentOrder", String(index), "fulfillmentOrderLineItems"],
          message: "Invalid fulfillment order line item quantity requested.",
        });
      } else lines.push({ item, quantity: wanted.quantity });
    }
  });
  if (new Set(fos.map((fo) => fo.order)).size > 1) {
    errors.push({ field: ["fulfillment"], message: "All fulfillment orders must belong to the same order." });
  }
  if (new Set(fos.map((fo) => fo.assignedLocation.location)).size > 1) {
    errors.push({ field: ["fulfillment"], message: "All fulfillment orders must be assigned to the same location." });
  }
  if (errors.length === 0 && lines.length === 0)
    errors.push({ field: ["fulfillment"], message: "There are no line items left to fulfill." });
  return { errors, fos, lines };
}

export function createFulfillment(
  input: FulfillmentInput,
  context: ResolverContext,
): { fulfillment: FulfillmentRecord | null; userErrors: UserError[] } {
  const { errors, fos, lines } = plan(input, context);
  if (errors.length > 0) return { fulfillment: null, userErrors: errors };
  const { store, shop } = context;
  const order = fos[0].order;
  const now = store.nowIso();
  const fulfillment: FulfillmentRecord = store.register(shop.myshopifyDomain, {
    __typename: "Fulfillment" as const,
    id: store.newGid("Fulfillment"),
    name: `${order.name}.${order.fulfillments.length + 1}`,
    status: "SUCCESS" as const,
    displayStatus: "FULFILLED",
    trackingInfo: trackingInfoFrom(input.trackingInfo),
    events: [],
    order,
    location: fos[0].assignedLocation.location,
    fulfillmentOrders: fos,
    fulfillmentLineItems: lines.map(({ item, quantity }) => ({
      __typename: "FulfillmentLineItem" as const,
      id: store.newGid("FulfillmentLineItem"),
      lineItem: item.lineItem,
      quantity,
      fulfillmentOrderLineItem: item,
    })),
    notifyCustomer: input.notifyCustomer ?? false,
    createdAt: now,
    updatedAt: now,
    inTransitAt: null,
    deliveredAt: null,
    estimatedDeliveryAt: null,
    requiresShipping: true as const,
    get totalQuantity() {
      return this.fulfillmentLineItems.reduce((sum, line) => sum + line.quantity, 0);
    },
  });
  for (const { item, quantity } of lines) item.remainingQuantity -= quantity;
  for (const fo of fos) {
    fo.status = fo.lineItems.every((item) => item.remainingQuantity === 0) ? "CLOSED" : "IN_PROGRESS";
    fo.updatedAt = now;
    fo.fulfillments.push(fulfillment);
  }
  order.fulfillments.push(fulfillment);
  order.updatedAt = now;
  return { fulfillment, userErrors: [] };
}
