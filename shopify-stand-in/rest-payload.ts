import type { MoneyBag } from "./money";
import type { MailingAddress, OrderRecord, OrderTransactionRecord, ShopRecord } from "./records";

// The REST Order JSON that orders/* webhooks carry (docs/reference/shopify-facts.md §3.2, docs/reference/shopify-samples/webhook-orders-paid…2026-07.json),
// built from the same record GraphQL reads, so a webhook and a later `order(id:)` query agree.
// Numeric ids are bigint so they serialize exactly (toShopifyJson) even beyond 2^53, as Shopify's do.

const legacyId = (gid: string) => BigInt(gid.split("/").pop()!.split("?")[0]);
const sets = (bag: MoneyBag) => ({
  shop_money: { amount: bag.shopMoney.amount, currency_code: bag.shopMoney.currencyCode },
  presentment_money: { amount: bag.presentmentMoney.amount, currency_code: bag.presentmentMoney.currencyCode },
});

function restAddress(address: MailingAddress | null) {
  if (!address) return null;
  return {
    first_name: address.firstName,
    last_name: address.lastName,
    name: address.name,
    company: address.company,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    province: address.province,
    province_code: address.provinceCode,
    zip: address.zip,
    country: address.country,
    country_code: address.countryCodeV2,
    phone: address.phone,
    latitude: address.latitude,
    longitude: address.longitude,
  };
}

function fulfillmentStatus(order: OrderRecord): string | null {
  const status = order.displayFulfillmentStatus;
  if (status === "FULFILLED") return "fulfilled";
  if (status === "PARTIALLY_FULFILLED") return "partial";
  return null;
}

export function restOrderPayload(order: OrderRecord) {
  const company = order.purchasingEntity?.__typename === "PurchasingCompany" ? order.purchasingEntity : null;
  const number = Number(order.name.replace(/\D/g, "")) || null;
  return {
    id: legacyId(order.id),
    admin_graphql_api_id: order.id,
    name: order.name,
    number: number === null ? null : number - 1000,
    order_number: number,
    email: order.email,
    contact_email: order.email,
    phone: order.phone,
    customer_locale: order.customerLocale,
    created_at: order.createdAt,
    updated_at: order.updatedAt,
    processed_at: order.processedAt,
    currency: order.currencyCode,
    presentment_currency: order.presentmentCurrencyCode,
    financial_status: order.displayFinancialStatus.toLowerCase(),
    fulfillment_status: fulfillmentStatus(order),
    payment_gateway_names: order.paymentGatewayNames,
    subtotal_price: order.subtotalPriceSet.shopMoney.amount,
    subtotal_price_set: sets(order.subtotalPriceSet),
    total_price: order.totalPriceSet.shopMoney.amount,
    total_price_set: sets(order.totalPriceSet),
    current_total_price: order.totalPriceSet.shopMoney.amount,
    current_total_price_set: sets(order.currentTotalPriceSet),
    total_shipping_price_set: sets(order.totalShippingPriceSet),
    total_outstanding: order.totalOutstandingSet.shopMoney.amount,
    total_weight: order.lineItems.reduce((sum, item) => sum + item.grams * item.quantity, 0),
    note: order.note,
    note_attributes: order.customAttributes.map(({ key, value }) => ({ name: key, value })),
    tags: order.tags.join(", "),
    test: order.test,
    po_number: null,
    cancelled_at: order.cancelledAt,
    cancel_reason: order.cancelReason?.toLowerCase() ?? null,
    shipping_address: restAddress(order.shippingAddress),
    billing_address: restAddress(order.billingAddress),
    customer: order.customer && {
      id: legacyId(order.customer.id),
      admin_graphql_api_id: order.customer.id,
      email: order.customer.email,
      phone: order.customer.phone,
      first_name: order.customer.firstName,
      last_name: order.customer.lastName,
    },
    company: company && { id: legacyId(company.company.id), location_id: legacyId(company.location.id) },
    shipping_lines: order.shippingLines.map((line) => ({
      id: legacyId(line.id),
      code: line.code,
      title: line.title,
      source: line.source,
      carrier_identifier: line.carrierIdentifier,
      price: line.originalPriceSet.shopMoney.amount,
      price_set: sets(line.originalPriceSet),
      discounted_price: line.discountedPriceSet.shopMoney.amount,
      discounted_price_set: sets(line.discountedPriceSet),
      is_removed: false,
      phone: null,
      requested_fulfillment_service_id: null,
      tax_lines: [],
      discount_allocations: [],
    })),
    line_items: order.lineItems.map((item) => ({
      id: legacyId(item.id),
      admin_graphql_api_id: item.id,
      sku: item.sku,
      name: item.name,
      title: item.title,
      variant_title: item.variantTitle,
      vendor: item.vendor,
      price: item.originalUnitPriceSet.shopMoney.amount,
      price_set: sets(item.originalUnitPriceSet),
      quantity: item.quantity,
      current_quantity: item.currentQuantity,
      fulfillable_quantity: item.unfulfilledQuantity,
      requires_shipping: item.requiresShipping,
      grams: item.grams,
      taxable: item.taxable,
      fulfillment_service: "manual",
      fulfillment_status: item.unfulfilledQuantity === 0 ? "fulfilled" : null,
      product_id: null,
      variant_id: null,
      properties: [],
      tax_lines: [],
      discount_allocations: [],
    })),
    fulfillments: order.fulfillments.map((f) => ({
      id: legacyId(f.id),
      admin_graphql_api_id: f.id,
      name: f.name,
      status: f.status.toLowerCase(),
      tracking_company: f.trackingInfo[0]?.company ?? null,
      tracking_number: f.trackingInfo[0]?.number ?? null,
      tracking_url: f.trackingInfo[0]?.url ?? null,
      created_at: f.createdAt,
      updated_at: f.updatedAt,
    })),
    refunds: [],
  };
}

export type RestOrderPayload = ReturnType<typeof restOrderPayload>;

/** The REST Refund JSON a refunds/create webhook carries, for a refund recorded as `transaction`. */
export function restRefundPayload(order: OrderRecord, transaction: OrderTransactionRecord) {
  return {
    id: legacyId(transaction.id),
    admin_graphql_api_id: transaction.id.replace("OrderTransaction", "Refund"),
    order_id: legacyId(order.id),
    created_at: transaction.createdAt,
    processed_at: transaction.processedAt,
    note: null,
    restock: false,
    user_id: null,
    refund_line_items: [],
    order_adjustments: [],
    duties: [],
    transactions: [
      {
        id: legacyId(transaction.id),
        admin_graphql_api_id: transaction.id,
        order_id: legacyId(order.id),
        kind: "refund",
        status: "success",
        gateway: transaction.gateway,
        amount: transaction.amountSet.shopMoney.amount,
        currency: transaction.amountSet.shopMoney.currencyCode,
        created_at: transaction.createdAt,
        processed_at: transaction.processedAt,
      },
    ],
  };
}

const BIGINT_MARK = "\u0000bigint:";

/** JSON.stringify that writes bigint values as bare integer literals, exactly as Shopify's JSON carries ids. */
export function toShopifyJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? `${BIGINT_MARK}${v}` : v)).replace(
    /"\\u0000bigint:(-?\d+)"/g,
    "$1",
  );
}

/**
 * The REST Shop JSON that app/uninstalled and shop/update carry (Shopify's sample
 * webhook-app-uninstalled…2026-07.json, trimmed to the fields the stand-in models), from the same
 * record GraphQL's `shop` reads. The body names its shop by `myshopify_domain`.
 */
export function restShopPayload(shop: ShopRecord) {
  return {
    id: legacyId(shop.id),
    name: shop.name,
    email: shop.email,
    domain: shop.myshopifyDomain,
    myshopify_domain: shop.myshopifyDomain,
    currency: shop.currencyCode,
    iana_timezone: shop.ianaTimezone,
    money_format: shop.currencyFormats.moneyFormat,
    money_with_currency_format: shop.currencyFormats.moneyWithCurrencyFormat,
    money_in_emails_format: shop.currencyFormats.moneyInEmailsFormat,
    money_with_currency_in_emails_format: shop.currencyFormats.moneyWithCurrencyInEmailsFormat,
    plan_display_name: shop.plan.displayName,
  };
}
