import type { AdminGraphql } from "./admin-graphql.server";
import type { DeliveryMetafieldsSetMutation, DeliveryMetafieldsSetMutationVariables } from "~/types/admin.generated";
import { doneOrThrow, mutationResult } from "./user-errors";

/*
 * The service's ids (and a payment link) written onto the Shopify order as app-owned metafields,
 * so the merchant sees them in the Shopify admin too. Idempotent: metafieldsSet overwrites.
 * Their definitions are declared in shopify.app.toml ([order.metafields.app.<key>], read-only for the
 * merchant), which can only declare the app's own `$app` namespace, not a sub-namespace such as `$app:delivery`.
 */
export const METAFIELD_NAMESPACE = "$app";

/** Every key the app writes on an order, with its metafield type (declared alike in shopify.app.toml). */
export const ORDER_METAFIELDS = {
  order_id: "single_line_text_field",
  shipment_id: "single_line_text_field",
  external_order_ref: "single_line_text_field",
  payment_link_url: "url",
} as const;
export type OrderMetafieldKey = keyof typeof ORDER_METAFIELDS;

const METAFIELDS_SET = `#graphql
  mutation DeliveryMetafieldsSet($metafields: [MetafieldsSetInput!]!) {
    metafieldsSet(metafields: $metafields) {
      metafields { key value }
      userErrors { field message }
    }
  }`;

export async function writeDeliveryMetafields(
  graphql: AdminGraphql,
  orderGid: string,
  values: Partial<Record<OrderMetafieldKey, string | null | undefined>>,
) {
  const metafields = (Object.entries(values) as Array<[OrderMetafieldKey, string | null | undefined]>)
    .filter((entry): entry is [OrderMetafieldKey, string] => typeof entry[1] === "string" && entry[1] !== "")
    .map(([key, value]) => ({
      ownerId: orderGid,
      namespace: METAFIELD_NAMESPACE,
      key,
      type: ORDER_METAFIELDS[key],
      value,
    }));
  if (metafields.length === 0) return;
  const data = await graphql<DeliveryMetafieldsSetMutation>(METAFIELDS_SET, {
    metafields,
  } satisfies DeliveryMetafieldsSetMutationVariables);
  doneOrThrow(mutationResult(data.metafieldsSet), "write the delivery metafields");
}
