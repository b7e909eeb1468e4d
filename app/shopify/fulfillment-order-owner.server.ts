import type { AdminGraphql } from "./admin-graphql.server";
import type {
  DeliveryFulfillmentOrderOwnerQuery,
  DeliveryFulfillmentOrderOwnerQueryVariables,
} from "~/types/admin.generated";

/*
 * Fulfillment-order webhooks carry only `{fulfillment_order: {id, status}}` (Shopify's sample
 * for fulfillment_orders/order_routing_complete): no order, no shop. The order is read through the shop's own token, which also binds the
 * delivery to the shop: another shop's fulfillment order is null here (docs/decisions/037).
 */
const FULFILLMENT_ORDER_OWNER = `#graphql
  query DeliveryFulfillmentOrderOwner($id: ID!) {
    fulfillmentOrder(id: $id) { id order { id } }
  }`;

/** The order a fulfillment order belongs to, or null when the shop has no such fulfillment order. */
export async function orderOfFulfillmentOrder(graphql: AdminGraphql, fulfillmentOrderGid: string) {
  const data = await graphql<DeliveryFulfillmentOrderOwnerQuery>(FULFILLMENT_ORDER_OWNER, {
    id: fulfillmentOrderGid,
  } satisfies DeliveryFulfillmentOrderOwnerQueryVariables);
  return data.fulfillmentOrder?.id === fulfillmentOrderGid ? data.fulfillmentOrder.order.id : null;
}
