import type { AdminGraphql } from "~/shopify/admin-graphql.server";
import { ShopifyAdminError } from "~/shopify/admin-graphql.server";

/*
 * The service's ids (and a payment link) written onto the Shopify order as app-owned metafields,
 * so the merchant sees them in the Shopify admin too. Idempotent: metafieldsSet overwrites.
 */
export const METAFIELD_NAMESPACE = "$app:delivery";

const METAFIELDS_SET = `#graphql
  mutation DeliveryMetafieldsSet($metafields: [MetafieldsSetInput!]!) {
    metafieldsSet(metafields: $metafields) {
      metafields { key value }
      userErrors { field message }
    }
  }`;

export async function writeDeliveryMetafields(graphql: AdminGraphql, orderGid: string, values: Record<string, string | null | undefined>) {
  const metafields = Object.entries(values)
    .filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "")
    .map(([key, value]) => ({ ownerId: orderGid, namespace: METAFIELD_NAMESPACE, key, type: key.endsWith("_url") ? "url" : "single_line_text_field", value }));
  if (metafields.length === 0) return;
  const data = await graphql<{ metafieldsSet: { userErrors: Array<{ message: string }> } }>(METAFIELDS_SET, { metafields });
  if (data.metafieldsSet.userErrors.length > 0) {
    throw new ShopifyAdminError(`Shopify refused the delivery metafields: ${data.metafieldsSet.userErrors.map((e) => e.message).join("; ")}`, "graphql", false);
  }
}

const ORDER_MARK_AS_PAID = `#graphql
  mutation DeliveryOrderMarkAsPaid($input: OrderMarkAsPaidInput!) {
    orderMarkAsPaid(input: $input) {
      order { id displayFinancialStatus }
      userErrors { field message }
    }
  }`;

/** Marks the Shopify order paid (a link payment confirmed by the service, or cash collected). */
export async function markShopifyOrderPaid(graphql: AdminGraphql, orderGid: string) {
  const data = await graphql<{ orderMarkAsPaid: { userErrors: Array<{ message: string }> } }>(ORDER_MARK_AS_PAID, { input: { id: orderGid } });
  const errors = data.orderMarkAsPaid.userErrors;
  // Already paid in Shopify (the merchant did it): nothing left to do.
  if (errors.length > 0 && !errors.some((error) => /already (been )?paid|paid/i.test(error.message))) {
    throw new ShopifyAdminError(`Shopify refused to mark the order paid: ${errors.map((e) => e.message).join("; ")}`, "graphql", false);
  }
}
