import type { AdminGraphql } from "./admin-graphql.server";
import type {
  DeliveryGrantedScopesQuery,
  DeliveryOrderOwnerQuery,
  DeliveryOrderOwnerQueryVariables,
} from "~/types/admin.generated";

/*
 * Shopify signs a webhook's body with the app-wide secret; the shop it is for is an unsigned
 * header. These reads ask the shop itself, with its own token, whether what a body says is its
 * own (docs/decisions/037). Order ids are unique across Shopify: another shop's order is null here.
 */
const ORDER_OWNER = `#graphql
  query DeliveryOrderOwner($id: ID!) {
    order(id: $id) { id }
  }`;

const GRANTED_SCOPES = `#graphql
  query DeliveryGrantedScopes {
    currentAppInstallation { accessScopes { handle } }
  }`;

/** True when the order is the shop's (read through the shop's own Admin API access). */
export async function shopHasOrder(graphql: AdminGraphql, orderGid: string): Promise<boolean> {
  const data = await graphql<DeliveryOrderOwnerQuery>(ORDER_OWNER, {
    id: orderGid,
  } satisfies DeliveryOrderOwnerQueryVariables);
  return data.order?.id === orderGid;
}

/** The scopes the shop has granted the app, as the shop itself says. */
export async function grantedScopes(graphql: AdminGraphql): Promise<string[]> {
  const data = await graphql<DeliveryGrantedScopesQuery>(GRANTED_SCOPES);
  return data.currentAppInstallation.accessScopes.map((scope) => scope.handle);
}
