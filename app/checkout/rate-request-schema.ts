/**
 * The shape of the body Shopify POSTs to the carrier-service callback (docs/reference/shopify-facts.md §1.1), as a
 * zod schema: the one statement of what the app accepts. parse-rate-request.ts reads with it, and the reader
 * without zod of the hot path (read-common-rate-request.ts) gives exactly what it gives, or steps aside.
 *
 * Lenient on purpose: real payloads differ from the docs (nulls, integers where the docs show
 * strings, extra fields such as latitude/longitude), and a 400 costs the buyer our rates. Strict
 * only where a wrong guess would misprice: destination country, currency, item price and quantity.
 */
import { z } from "zod";
import { plainText } from "~/http";

/** A JSON integer or a string of digits (docs show "1999", real payloads 74109). */
const NonNegativeInteger = z.union([
  z.int().nonnegative(),
  // 15 digits stay below 2^53, so Number() is exact.
  z
    .string()
    .trim()
    .regex(/^\d{1,15}$/, "expected an integer of subunits")
    .transform(Number),
]);

/** null, "" and whitespace all mean "not given"; control characters are dropped (app/http/plain-text.ts). */
const OptionalText = z
  .string()
  .nullish()
  .transform((value) => (value == null || plainText(value).trim() === "" ? null : plainText(value).trim()));

const Address = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, "expected a two-letter country code")
    .transform((code) => code.toUpperCase()),
  postal_code: OptionalText,
  province: OptionalText,
  city: OptionalText,
  address1: OptionalText,
  address2: OptionalText,
});

/** Origin is not sent to the service (it knows the merchant's origin), so it may be anything. */
const LenientOrigin = Address.partial()
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);

const Item = z.object({
  name: OptionalText,
  sku: OptionalText,
  quantity: NonNegativeInteger,
  // Weight is not money: a fractional or missing weight is rounded / read as 0 (docs: "0 if no weight").
  grams: z
    .union([z.number().nonnegative(), NonNegativeInteger])
    .nullish()
    .transform((grams) => Math.round(grams ?? 0)),
  price: NonNegativeInteger,
  requires_shipping: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
  product_id: z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v) => v ?? null),
  variant_id: z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v) => v ?? null),
});

/** Added 2025-11-04 and not used for pricing (see map-rate-request): a malformed block is dropped. */
const OrderTotals = z
  .object({
    subtotal_price: NonNegativeInteger.nullish(),
    total_price: NonNegativeInteger.nullish(),
    discount_amount: NonNegativeInteger.nullish(),
  })
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);

export const ShopifyRateRequestSchema = z.object({
  origin: LenientOrigin,
  destination: Address,
  items: z.array(Item),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, "expected a three-letter currency code")
    .transform((code) => code.toUpperCase()),
  locale: OptionalText,
  order_totals: OrderTotals,
});

export const ShopifyRateCallbackSchema = z.object({ rate: ShopifyRateRequestSchema });

export type ShopifyRateRequest = z.output<typeof ShopifyRateRequestSchema>;
export type ShopifyRateItem = ShopifyRateRequest["items"][number];
