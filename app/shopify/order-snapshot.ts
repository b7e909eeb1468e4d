import type { SnapshotOrderFragment } from "~/types/admin.generated";

/**
 * Orders read through the Admin GraphQL API (the Shopify-side sweep and the import) become the
 * same REST-shaped snapshot that orders/* webhooks carry (app/order-mapping/shopify-order.ts), so one intake
 * and one sync read every order the same way, however it reached the app. Only the fields the sync
 * reads are asked for; the REST names and casing are Shopify's (docs/reference/shopify-facts.md §3.2: lower-case statuses,
 * decimal strings for money, `note_attributes` as {name, value}).
 */

/** The order fields the snapshot needs; interpolated into the sweep's and the import's queries. */
export const SNAPSHOT_ORDER_FIELDS = `#graphql
  fragment SnapshotAddress on MailingAddress {
    name firstName lastName company address1 address2 city province provinceCode zip countryCodeV2 phone
  }
  fragment SnapshotOrder on Order {
    id name email phone createdAt processedAt updatedAt cancelledAt cancelReason
    displayFinancialStatus displayFulfillmentStatus currencyCode presentmentCurrencyCode paymentGatewayNames
    totalPriceSet { shopMoney { amount currencyCode } presentmentMoney { amount currencyCode } }
    currentTotalPriceSet { shopMoney { amount currencyCode } presentmentMoney { amount currencyCode } }
    totalOutstandingSet { shopMoney { amount currencyCode } presentmentMoney { amount currencyCode } }
    customAttributes { key value }
    shippingAddress { ...SnapshotAddress }
    billingAddress { ...SnapshotAddress }
    customer { id firstName lastName email phone }
    purchasingEntity { __typename ... on PurchasingCompany { company { id } location { id } } }
    shippingLines(first: 10, includeRemovals: true) {
      nodes { code title source carrierIdentifier isRemoved originalPriceSet { shopMoney { amount } } }
    }
    lineItems(first: 250) {
      nodes {
        id sku name title variantTitle quantity currentQuantity unfulfilledQuantity requiresShipping
        originalUnitPriceSet { shopMoney { amount currencyCode } presentmentMoney { amount currencyCode } }
      }
    }
  }`;

/** The order as the fragment above reads it (generated from the document, docs/decisions/031). */
export type GraphqlOrder = SnapshotOrderFragment;
type Money = { shopMoney: { amount: string } } | null;
type Address = GraphqlOrder["shippingAddress"];

const lower = (value: string | null | undefined) => (value ? value.toLowerCase() : null);
const amount = (money: Money | undefined) => money?.shopMoney.amount ?? null;
/** A MoneyBag as the REST `*_set` (the buyer's money beside the shop's, docs/decisions/077). */
type Bag = { amount: string; currencyCode: string };
const restSet = (money: { shopMoney: Bag; presentmentMoney: Bag } | null | undefined) =>
  money
    ? {
        shop_money: { amount: money.shopMoney.amount, currency_code: money.shopMoney.currencyCode },
        presentment_money: {
          amount: money.presentmentMoney.amount,
          currency_code: money.presentmentMoney.currencyCode,
        },
      }
    : null;

function restAddress(address: Address | undefined) {
  if (!address) return null;
  return {
    name: address.name ?? null,
    first_name: address.firstName ?? null,
    last_name: address.lastName ?? null,
    company: address.company ?? null,
    address1: address.address1 ?? null,
    address2: address.address2 ?? null,
    city: address.city ?? null,
    province: address.province ?? null,
    province_code: address.provinceCode ?? null,
    zip: address.zip ?? null,
    country_code: address.countryCodeV2 ?? null,
    phone: address.phone ?? null,
  };
}

/** The REST webhook shape of a GraphQL order (what `ShopifyOrderSchema` reads). */
export function snapshotFromGraphqlOrder(order: GraphqlOrder) {
  const company = order.purchasingEntity?.__typename === "PurchasingCompany" ? order.purchasingEntity : null;
  return {
    admin_graphql_api_id: order.id,
    name: order.name,
    email: order.email ?? null,
    phone: order.phone ?? null,
    created_at: order.createdAt ?? null,
    processed_at: order.processedAt ?? null,
    updated_at: order.updatedAt,
    currency: order.currencyCode,
    presentment_currency: order.presentmentCurrencyCode ?? order.currencyCode,
    financial_status: lower(order.displayFinancialStatus),
    fulfillment_status:
      order.displayFulfillmentStatus === "FULFILLED"
        ? "fulfilled"
        : order.displayFulfillmentStatus === "PARTIALLY_FULFILLED"
          ? "partial"
          : null,
    payment_gateway_names: order.paymentGatewayNames ?? [],
    total_price: amount(order.totalPriceSet),
    total_outstanding: amount(order.totalOutstandingSet),
    total_outstanding_set: restSet(order.totalOutstandingSet),
    total_price_set: restSet(order.totalPriceSet),
    current_total_price_set: restSet(order.currentTotalPriceSet),
    note_attributes: (order.customAttributes ?? []).map(({ key, value }) => ({ name: key, value })),
    cancelled_at: order.cancelledAt ?? null,
    cancel_reason: lower(order.cancelReason),
    shipping_address: restAddress(order.shippingAddress),
    billing_address: restAddress(order.billingAddress),
    customer: order.customer
      ? {
          admin_graphql_api_id: order.customer.id,
          first_name: order.customer.firstName ?? null,
          last_name: order.customer.lastName ?? null,
          email: order.customer.email ?? null,
          phone: order.customer.phone ?? null,
        }
      : null,
    company: company ? { id: company.company?.id ?? null, location_id: company.location?.id ?? null } : null,
    shipping_lines: (order.shippingLines?.nodes ?? []).map((line) => ({
      code: line.code ?? null,
      title: line.title ?? null,
      source: line.source ?? null,
      carrier_identifier: line.carrierIdentifier ?? null,
      price: amount(line.originalPriceSet),
      is_removed: line.isRemoved ?? false,
    })),
    line_items: order.lineItems.nodes.map((item) => ({
      // How the order's fulfillment orders name it: a parcel's items are picked by it (docs/decisions/076).
      admin_graphql_api_id: item.id,
      sku: item.sku ?? null,
      name: item.name ?? null,
      title: item.title ?? null,
      variant_title: item.variantTitle ?? null,
      quantity: item.quantity,
      current_quantity: item.currentQuantity ?? null,
      // Not fulfilled yet (GraphQL's fulfillableQuantity is deprecated for it); what is sent (map-order.ts).
      fulfillable_quantity: item.unfulfilledQuantity ?? null,
      requires_shipping: item.requiresShipping ?? null,
      price: amount(item.originalUnitPriceSet) ?? "0",
      price_set: restSet(item.originalUnitPriceSet),
    })),
  };
}
