import { createFulfillment, trackingInfoFrom, type FulfillmentInput, type TrackingInput } from "./fulfillment-create";
import type { FulfillmentEventRecord, FulfillmentRecord } from "./records";
import type { ResolverContext } from "./store";

type EventInput = {
  fulfillmentId: string;
  status: string;
  happenedAt?: string | null;
  estimatedDeliveryAt?: string | null;
  message?: string | null;
  address1?: string | null;
  city?: string | null;
  province?: string | null;
  country?: string | null;
  zip?: string | null;
  latitude?: number | null;
  longitude?: number | null;
};

const NOT_FOUND = "Fulfillment does not exist.";

function findFulfillment({ store, shop }: ResolverContext, id: string) {
  return store.find<FulfillmentRecord>(shop.myshopifyDomain, id, "Fulfillment");
}

// DateTime is a custom scalar the schema file cannot check; Shopify rejects values that are not ISO 8601.
function badDate(value: string | null | undefined): boolean {
  return value != null && (Number.isNaN(Date.parse(value)) || !/^\d{4}-\d{2}-\d{2}/.test(value));
}

export const fulfillmentMutations = {
  fulfillmentCreate(
    { fulfillment }: { fulfillment: FulfillmentInput; message?: string | null },
    context: ResolverContext,
  ) {
    return createFulfillment(fulfillment, context);
  },

  fulfillmentTrackingInfoUpdate(
    args: { fulfillmentId: string; trackingInfoInput: TrackingInput; notifyCustomer?: boolean | null },
    context: ResolverContext,
  ) {
    const fulfillment = findFulfillment(context, args.fulfillmentId);
    if (!fulfillment) return { fulfillment: null, userErrors: [{ field: ["fulfillmentId"], message: NOT_FOUND }] };
    if (fulfillment.status === "CANCELLED") {
      return {
        fulfillment: null,
        userErrors: [
          { field: ["fulfillmentId"], message: "Tracking information cannot be updated on a cancelled fulfillment." },
        ],
      };
    }
    fulfillment.trackingInfo = trackingInfoFrom(args.trackingInfoInput);
    fulfillment.updatedAt = context.store.nowIso();
    return { fulfillment, userErrors: [] };
  },

  fulfillmentEventCreate({ fulfillmentEvent: input }: { fulfillmentEvent: EventInput }, context: ResolverContext) {
    const fulfillment = findFulfillment(context, input.fulfillmentId);
    const field = (name: string) => ["fulfillmentEvent", name];
    if (!fulfillment)
      return { fulfillmentEvent: null, userErrors: [{ field: field("fulfillmentId"), message: NOT_FOUND }] };
    if (fulfillment.status === "CANCELLED") {
      return {
        fulfillmentEvent: null,
        userErrors: [{ field: field("fulfillmentId"), message: "Cannot create an event for a cancelled fulfillment." }],
      };
    }
    for (const name of ["happenedAt", "estimatedDeliveryAt"] as const) {
      if (badDate(input[name]))
        return {
          fulfillmentEvent: null,
          userErrors: [{ field: field(name), message: `${name} is not a valid date.` }],
        };
    }
    const now = context.store.nowIso();
    const happenedAt = input.happenedAt ?? now;
    const event: FulfillmentEventRecord = context.store.register(context.shop.myshopifyDomain, {
      __typename: "FulfillmentEvent" as const,
      id: context.store.newGid("FulfillmentEvent"),
      status: input.status,
      happenedAt,
      createdAt: now,
      estimatedDeliveryAt: input.estimatedDeliveryAt ?? null,
      message: input.message ?? null,
      address1: input.address1 ?? null,
      city: input.city ?? null,
      province: input.province ?? null,
      country: input.country ?? null,
      zip: input.zip ?? null,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
    });
    fulfillment.events.push(event);
    // The fulfillment's shipment status follows its latest event, as the admin's timeline shows it.
    fulfillment.displayStatus = input.status;
    if (input.status === "IN_TRANSIT" && !fulfillment.inTransitAt) fulfillment.inTransitAt = happenedAt;
    if (input.status === "DELIVERED") fulfillment.deliveredAt = happenedAt;
    if (input.estimatedDeliveryAt) fulfillment.estimatedDeliveryAt = input.estimatedDeliveryAt;
    fulfillment.updatedAt = now;
    return { fulfillmentEvent: event, userErrors: [] };
  },

  fulfillmentCancel({ id }: { id: string }, context: ResolverContext) {
    const fulfillment = findFulfillment(context, id);
    if (!fulfillment) return { fulfillment: null, userErrors: [{ field: ["id"], message: NOT_FOUND }] };
    if (fulfillment.status === "CANCELLED") {
      return { fulfillment: null, userErrors: [{ field: ["id"], message: "Fulfillment is already cancelled." }] };
    }
    const now = context.store.nowIso();
    fulfillment.status = "CANCELLED";
    fulfillment.displayStatus = "CANCELED";
    fulfillment.updatedAt = now;
    // Cancelling gives the quantities back to the fulfillment orders, which open again (docs/reference/shopify-facts.md §2.2).
    for (const line of fulfillment.fulfillmentLineItems)
      line.fulfillmentOrderLineItem.remainingQuantity += line.quantity;
    for (const fo of fulfillment.fulfillmentOrders) {
      if (fo.status === "CLOSED" || fo.status === "IN_PROGRESS") {
        fo.status = fo.lineItems.every((item) => item.remainingQuantity === item.totalQuantity)
          ? "OPEN"
          : "IN_PROGRESS";
      }
      fo.updatedAt = now;
    }
    return { fulfillment, userErrors: [] };
  },
};
