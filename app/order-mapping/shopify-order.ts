/**
 * The Shopify REST order as webhooks deliver it (orders/create, orders/paid, orders/updated),
 * reduced to the fields the sync reads. Loose objects: Shopify adds fields in every version and
 * an unknown field must never make an order unreadable. Many fields are null on real orders
 * (guest checkout, POS, draft orders), so nearly everything is nullish.
 *
 * Numeric `id`s exceed 2^53 and lose precision under JSON.parse (docs/reference/shopify-facts.md §3.2), so nothing here
 * keys on them: the order is identified by `admin_graphql_api_id` (a GID string).
 */
import { z } from "zod";
import { plainText } from "~/http";

/** Money in webhooks is a decimal string ("414.95"); a number is tolerated and kept as text. */
const DecimalSchema = z.union([z.string(), z.number()]).transform((value) => String(value));
/** A REST `*_set` amount: the same money in the shop's currency and in the buyer's (presentment) one. */
const MoneySetSchema = z.looseObject({
  shop_money: z.looseObject({ amount: DecimalSchema.nullish(), currency_code: z.string().nullish() }).nullish(),
  presentment_money: z.looseObject({ amount: DecimalSchema.nullish(), currency_code: z.string().nullish() }).nullish(),
});
/** Every text field is made plain as it enters (control characters out: app/http/plain-text.ts). */
const plain = () => z.string().transform(plainText);
const text = () => plain().nullish();

export const ShopifyAddressSchema = z.looseObject({
  name: text(),
  first_name: text(),
  last_name: text(),
  company: text(),
  address1: text(),
  address2: text(),
  city: text(),
  province: text(),
  province_code: text(),
  zip: text(),
  country_code: text(),
  phone: text(),
});
export type ShopifyAddress = z.infer<typeof ShopifyAddressSchema>;

export const ShopifyShippingLineSchema = z.looseObject({
  code: text(),
  title: text(),
  source: text(),
  carrier_identifier: text(),
  price: DecimalSchema.nullish(),
  is_removed: z.boolean().nullish(),
});
export type ShopifyShippingLine = z.infer<typeof ShopifyShippingLineSchema>;

export const ShopifyLineItemSchema = z.looseObject({
  // The line item's GID: how a fulfillment order names it (a parcel's items, docs/decisions/076).
  admin_graphql_api_id: text(),
  sku: text(),
  name: text(),
  title: text(),
  variant_title: text(),
  quantity: z.number().int(),
  // Quantity after order edits and removals; absent on older payloads.
  current_quantity: z.number().int().nullish(),
  // What is still to fulfil: after edits, less what was fulfilled (by anyone) or refunded.
  fulfillable_quantity: z.number().int().nullish(),
  // "fulfilled", "partial" or null.
  fulfillment_status: text(),
  price: DecimalSchema,
  // The unit price in the buyer's currency too (docs/decisions/077).
  price_set: MoneySetSchema.nullish(),
  requires_shipping: z.boolean().nullish(),
  grams: z.number().nullish(),
});
export type ShopifyLineItem = z.infer<typeof ShopifyLineItemSchema>;

export const ShopifyTransactionSchema = z.looseObject({
  kind: text(),
  status: text(),
  gateway: text(),
  authorization: text(),
  processed_at: text(),
});

export const ShopifyOrderSchema = z.looseObject({
  admin_graphql_api_id: z.string().startsWith("gid://shopify/Order/"),
  name: plain(),
  email: text(),
  phone: text(),
  financial_status: text(),
  cancelled_at: text(),
  cancel_reason: text(),
  // "fulfilled", "partial", "restocked" or null (nothing fulfilled yet).
  fulfillment_status: text(),
  currency: z.string(),
  presentment_currency: text(),
  total_price: DecimalSchema.nullish(),
  total_outstanding: DecimalSchema.nullish(),
  // What is outstanding in both moneys: REST webhooks do not carry it; the Admin API does, so the sweep's snapshot
  // has it and the sync reads it for a webhook's part-paid order in another currency (docs/decisions/087).
  total_outstanding_set: MoneySetSchema.nullish(),
  // The buyer's (presentment) money beside the shop's (buyer-money.ts).
  total_price_set: MoneySetSchema.nullish(),
  current_total_price_set: MoneySetSchema.nullish(),
  payment_gateway_names: z.array(z.string()).nullish(),
  shipping_lines: z.array(ShopifyShippingLineSchema).nullish(),
  shipping_address: ShopifyAddressSchema.nullish(),
  billing_address: ShopifyAddressSchema.nullish(),
  customer: z
    .looseObject({
      admin_graphql_api_id: text(),
      first_name: text(),
      last_name: text(),
      email: text(),
      phone: text(),
    })
    .nullish(),
  line_items: z.array(ShopifyLineItemSchema),
  note_attributes: z.array(z.looseObject({ name: z.string(), value: z.unknown() })).nullish(),
  company: z.looseObject({ id: z.unknown(), location_id: z.unknown() }).nullish(),
  processed_at: text(),
  created_at: text(),
  updated_at: text(),
  // Not in webhook payloads as a rule; read when a caller merges them in from the API.
  transactions: z.array(ShopifyTransactionSchema).nullish(),
});
export type ShopifyOrder = z.infer<typeof ShopifyOrderSchema>;

/**
 * B2B buyer details. Webhooks carry only `company: {id, location_id}`; the caller fetches the
 * names through GraphQL `Order.purchasingEntity` (docs/reference/shopify-facts.md §4.2) and passes them here.
 */
export const B2bBuyerSchema = z.object({
  companyName: z.string().nullish(),
  taxRegistrationId: z.string().nullish(),
});
export type B2bBuyer = z.infer<typeof B2bBuyerSchema>;

/**
 * Decimal string → the service's minor units; `"down"` for an amount to collect (never more than owed). Injected:
 * the app passes app/money/shopify-amounts.ts's `minorUnitsFromDecimalString`.
 */
export type ToMinor = (decimal: string, currency: string, rounding?: "half_up" | "down") => number;

/** The quantity the rider carries: after edits (`current_quantity`) when Shopify sends it. */
export function effectiveQuantity(item: ShopifyLineItem): number {
  return item.current_quantity ?? item.quantity;
}

/**
 * The quantity still to hand over: what Shopify says is still fulfillable (`fulfillable_quantity`),
 * never more than the quantity after edits. Items the merchant (or a fulfillment service) already
 * fulfilled are not sent again (docs/reference/shopify-facts.md §3.2). An older payload without the
 * field counts as nothing fulfilled.
 */
export function quantityToShip(item: ShopifyLineItem): number {
  const current = effectiveQuantity(item);
  if (item.fulfillable_quantity == null) return current;
  return Math.max(0, Math.min(current, item.fulfillable_quantity));
}

/**
 * Whether a line item travels. A missing `requires_shipping` counts as yes: Shopify always sends
 * it, and dropping a real parcel's item would be worse than listing a digital one.
 */
export function itemTravels(item: ShopifyLineItem): boolean {
  return item.requires_shipping !== false && effectiveQuantity(item) > 0;
}
