import type { AdminGraphql } from "./admin-graphql.server";
import type * as Admin from "~/types/admin.generated";
import { mutationResult, type MutationResult } from "./user-errors";
import type { FulfillmentEventStatus } from "~/shipments";

/*
 * The Admin GraphQL calls of tracking (docs/reference/shopify-facts.md §2.2–2.4): read an order's fulfillment orders and
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

/** Shopify's FulfillmentEventStatus values the app writes: declared with the shipment events they come from. */
export type { FulfillmentEventStatus };
/** An event already on a fulfillment, as Shopify lists it. */
export type ExistingEvent = { status: string; happenedAt: string; message: string | null };
/** FulfillmentTrackingInput: what a buyer sees as "Shipped via <company>", with the number and its link. */
export type TrackingInput = { company: string; number: string; url?: string };

export type ShopifyFulfillmentOrder = {
  id: string;
  status: string;
  locationId: string | null;
  merchantManaged: boolean;
};
export type ShopifyFulfillment = {
  id: string;
  status: string;
  locationId: string | null;
  trackingNumbers: string[];
  fulfillmentOrderIds: string[];
  events: ExistingEvent[];
};
export type ShopifyOrderTracking = {
  id: string;
  displayFinancialStatus: string | null;
  fulfillmentOrders: ShopifyFulfillmentOrder[];
  fulfillments: ShopifyFulfillment[];
};

/** The order's fulfillment orders and fulfillments; null when Shopify does not know the order. */
export async function readOrderTracking(graphql: AdminGraphql, orderGid: string): Promise<ShopifyOrderTracking | null> {
  const { order } = await graphql<Admin.TrackingOrderStateQuery>(ORDER_TRACKING, {
    id: orderGid,
  } satisfies Admin.TrackingOrderStateQueryVariables);
  if (!order) return null;
  return {
    id: order.id,
    displayFinancialStatus: order.displayFinancialStatus ?? null,
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
      events: f.events.nodes.map((event) => ({
        status: event.status,
        happenedAt: event.happenedAt,
        message: event.message ?? null,
      })),
    })),
  };
}

export type { MutationResult };

const FULFILLMENT_CREATE = `#graphql
  mutation TrackingFulfillmentCreate($fulfillment: FulfillmentInput!) {
    fulfillmentCreate(fulfillment: $fulfillment) { fulfillment { id status } userErrors { field message } }
  }`;

/** One fulfillment for fulfillment orders of one location (Shopify refuses mixing locations, §2.2). */
export async function createFulfillment(
  graphql: AdminGraphql,
  input: { fulfillmentOrderIds: string[]; tracking: TrackingInput; notifyCustomer: boolean },
) {
  const fulfillment = {
    // Omitting the line items fulfils everything left on each fulfillment order.
    lineItemsByFulfillmentOrder: input.fulfillmentOrderIds.map((fulfillmentOrderId) => ({ fulfillmentOrderId })),
    notifyCustomer: input.notifyCustomer,
    trackingInfo: input.tracking,
  };
  return mutationResult(
    (
      await graphql<Admin.TrackingFulfillmentCreateMutation>(FULFILLMENT_CREATE, {
        fulfillment,
      } satisfies Admin.TrackingFulfillmentCreateMutationVariables)
    ).fulfillmentCreate,
    "fulfillment",
  );
}

const FULFILLMENT_EVENT_CREATE = `#graphql
  mutation TrackingFulfillmentEventCreate($fulfillmentEvent: FulfillmentEventInput!) {
    fulfillmentEventCreate(fulfillmentEvent: $fulfillmentEvent) { fulfillmentEvent { id status } userErrors { field message } }
  }`;

export type FulfillmentEventInput = {
  fulfillmentId: string;
  status: FulfillmentEventStatus;
  happenedAt: string;
  estimatedDeliveryAt?: string;
  message?: string;
  country?: string;
};

export async function createFulfillmentEvent(graphql: AdminGraphql, fulfillmentEvent: FulfillmentEventInput) {
  return mutationResult(
    (
      await graphql<Admin.TrackingFulfillmentEventCreateMutation>(FULFILLMENT_EVENT_CREATE, {
        fulfillmentEvent,
      } satisfies Admin.TrackingFulfillmentEventCreateMutationVariables)
    ).fulfillmentEventCreate,
    "fulfillmentEvent",
  );
}

const FULFILLMENT_CANCEL = `#graphql
  mutation TrackingFulfillmentCancel($id: ID!) {
    fulfillmentCancel(id: $id) { fulfillment { id status } userErrors { field message } }
  }`;

export async function cancelFulfillment(graphql: AdminGraphql, id: string) {
  return mutationResult(
    (
      await graphql<Admin.TrackingFulfillmentCancelMutation>(FULFILLMENT_CANCEL, {
        id,
      } satisfies Admin.TrackingFulfillmentCancelMutationVariables)
    ).fulfillmentCancel,
    "fulfillment",
  );
}
