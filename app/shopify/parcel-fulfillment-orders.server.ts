import type { AdminGraphql } from "./admin-graphql.server";
import type * as Admin from "~/types/admin.generated";

/*
 * An order's fulfillment orders as the parcels need them (docs/decisions/072, 076): where each sits (the location,
 * its country, whether a fulfillment service holds it) and each line item's quantity, all of it and what is left.
 * Scopes: read_merchant_managed_fulfillment_orders (the others Shopify lists only with their own scopes: never sent).
 */
const PARCEL_FULFILLMENT_ORDERS = `#graphql
  query ParcelFulfillmentOrders($id: ID!) {
    order(id: $id) {
      fulfillmentOrders(first: 50) {
        nodes {
          id
          status
          assignedLocation { countryCode location { id isFulfillmentService } }
          lineItems(first: 100) { nodes { totalQuantity remainingQuantity lineItem { id } } }
        }
      }
    }
  }`;

export type ParcelFulfillmentOrder = {
  id: string;
  status: string;
  location: { id: string; countryCode: string | null; isFulfillmentService: boolean } | null;
  lineItems: Array<{ lineItemId: string; totalQuantity: number; remainingQuantity: number }>;
};

/** The order's fulfillment orders, in Shopify's order; empty when it has none yet or Shopify does not know it. */
export async function readParcelFulfillmentOrders(
  graphql: AdminGraphql,
  orderGid: string,
): Promise<ParcelFulfillmentOrder[]> {
  const { order } = await graphql<Admin.ParcelFulfillmentOrdersQuery>(PARCEL_FULFILLMENT_ORDERS, {
    id: orderGid,
  } satisfies Admin.ParcelFulfillmentOrdersQueryVariables);
  return (order?.fulfillmentOrders.nodes ?? []).map((fo) => ({
    id: fo.id,
    status: fo.status,
    location: fo.assignedLocation.location
      ? {
          id: fo.assignedLocation.location.id,
          countryCode: fo.assignedLocation.countryCode ?? null,
          isFulfillmentService: fo.assignedLocation.location.isFulfillmentService,
        }
      : null,
    lineItems: fo.lineItems.nodes.map((item) => ({
      lineItemId: item.lineItem.id,
      totalQuantity: item.totalQuantity,
      remainingQuantity: item.remainingQuantity,
    })),
  }));
}
