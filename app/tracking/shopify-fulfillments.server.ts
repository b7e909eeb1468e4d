import type { AdminGraphql } from "~/shopify/admin-graphql.server";
import type { ExistingEvent, FulfillmentEventStatus } from "./fulfillment-event-plan";
import type { TrackingInput } from "./tracking-info";

/*
 * The Admin GraphQL calls of tracking (FACTS §2.2–2.4): read an order's fulfillment orders and
 * fulfillments, create a fulfillment with tracking, add events, cancel. Scopes:
 * read/write_merchant_managed_fulfillment_orders, write_fulfillments, read_orders, read_locations.
 */

const ORDER_TRACKING = `#graphql
  query TrackingOrderState($id: ID!) {
    order(id: $id) {
      id
      displayFinancialStatus
      fulfillmentOrders(first: 50) {
        nodes { id status assignedLocation { location { id isFulfillmentService } } }
      }
      fulfillments(first: 50) {
        id
        status
        location { id }
        trackingInfo(first: 10) { number }
        fulfillmentOrders(first: 50) { nodes { id } }
        events(first: 100) { nodes { status happenedAt message } }
      }
    }
  }`;

const FULFILLMENT_CREATE = `#graphql
  mutation TrackingFulfillmentCreate($fulfillment: FulfillmentInput!) {
    fulfillmentCreate(fulfillment: $fulfillment) {
      fulfillment { id status }
      userErrors { field message }
    }
  }`;

const FULFILLMENT_EVENT_CREATE = `#graphql
  mutation TrackingFulfillmentEventCreate($fulfillmentEvent: FulfillmentEventInput!) {
    fulfillmentEventCreate(fulfillmentEvent: $fulfillmentEvent) {
      fulfillmentEvent { id status }
      userErrors { field message }
    }
  }`;

const FULFILLMENT_CANCEL = `#graphql
  mutation TrackingFulfillmentCancel($id: ID!) {
    fulfillmentCancel(id: $id) {
      fulfillment { id status }
      userErrors { field message }
    }
  }`;

type UserErrors = Array<{ field: string[] | null; message: string }>;
type Nodes<T> = { nodes: T[] };
type OrderData = {
  order: null | {
    id: string;
    displayFinancialStatus: string | null;
    fulfillmentOrders: Nodes<{ id: string; status: string; assignedLocation: { location: { id: string; isFulfillmentService: boolean } | null } }>;
    fulfillments: Array<{
      id: string; status: string; location: { id: string } | null; trackingInfo: Array<{ number: string | null }>;
      fulfillmentOrders: Nodes<{ id: string }>; events: Nodes<ExistingEvent>;
    }>;
  };
};

export type ShopifyFulfillmentOrder = { id: string; status: string; locationId: string | null; merchantManaged: boolean };
export type ShopifyFulfillment = { id: string; status: string; locationId: string | null; trackingNumbers: string[]; fulfillmentOrderIds: string[]; events: ExistingEvent[] };
export type ShopifyOrderTracking = { id: string; displayFinancialStatus: string | null; fulfillmentOrders: ShopifyFulfillmentOrder[]; fulfillments: ShopifyFulfillment[] };

/** The order's fulfillment orders and fulfillments; null when Shopify does not know the order. */
export async function readOrderTracking(graphql: AdminGraphql, orderGid: string): Promise<ShopifyOrderTracking | null> {
  const { order } = await graphql<OrderData>(ORDER_TRACKING, { id: orderGid });
  if (!order) return null;
  return {
    id: order.id,
    displayFinancialStatus: order.displayFinancialStatus,
    fulfillmentOrders: order.fulfillmentOrders.nodes.map((fo) => ({
      id: fo.id,
      status: fo.status,
      locationId: fo.assignedLocation.location?.id ?? null,
      merchantManaged: fo.assignedLocation.location ? !fo.assignedLocation.location.isFulfillmentService : false,
    })),
    fulfillments: order.fulfillments.map((f) => ({
      id: f.id,
      status: f.status,
      locationId: f.location?.id ?? null,
      trackingNumbers: f.trackingInfo.map((info) => info.number).filter((n): n is string => Boolean(n)),
      fulfillmentOrderIds: f.fulfillmentOrders.nodes.map((fo) => fo.id),
      events: f.events.nodes,
    })),
  };
}

export type MutationResult = { ok: true; id: string } | { ok: false; errors: string[] };

const result = (id: string | undefined, userErrors: UserErrors): MutationResult =>
  userErrors.length === 0 && id ? { ok: true, id } : { ok: false, errors: userErrors.map((e) => e.message) };

/** One fulfillment for fulfillment orders of one location (Shopify refuses mixing locations, §2.2). */
export async function createFulfillment(graphql: AdminGraphql, input: { fulfillmentOrderIds: string[]; tracking: TrackingInput; notifyCustomer: boolean }) {
  const fulfillment = {
    // Omitting the line items fulfils everything left on each fulfillment order.
    lineItemsByFulfillmentOrder: input.fulfillmentOrderIds.map((fulfillmentOrderId) => ({ fulfillmentOrderId })),
    notifyCustomer: input.notifyCustomer,
    trackingInfo: input.tracking,
  };
  const data = await graphql<{ fulfillmentCreate: { fulfillment: { id: string } | null; userErrors: UserErrors } }>(FULFILLMENT_CREATE, { fulfillment });
  return result(data.fulfillmentCreate.fulfillment?.id, data.fulfillmentCreate.userErrors);
}

export type FulfillmentEventInput = {
  fulfillmentId: string;
  status: FulfillmentEventStatus;
  happenedAt: string;
  estimatedDeliveryAt?: string;
  message?: string;
  country?: string;
};

export async function createFulfillmentEvent(graphql: AdminGraphql, fulfillmentEvent: FulfillmentEventInput) {
  const data = await graphql<{ fulfillmentEventCreate: { fulfillmentEvent: { id: string } | null; userErrors: UserErrors } }>(FULFILLMENT_EVENT_CREATE, { fulfillmentEvent });
  return result(data.fulfillmentEventCreate.fulfillmentEvent?.id, data.fulfillmentEventCreate.userErrors);
}

export async function cancelFulfillment(graphql: AdminGraphql, id: string) {
  const data = await graphql<{ fulfillmentCancel: { fulfillment: { id: string } | null; userErrors: UserErrors } }>(FULFILLMENT_CANCEL, { id });
  return result(data.fulfillmentCancel.fulfillment?.id, data.fulfillmentCancel.userErrors);
}
