/**
 * The carrier callback's body read without zod, for the shape Shopify sends (docs/reference/shopify-facts.md §1.1):
 * the checkout's hot path, where zod's parse was a third of a cache hit's own CPU (npm run bench -- checkout,
 * docs/decisions/089). It gives exactly what ShopifyRateCallbackSchema gives (rate-request-schema.ts), key for key
 * and in the same order, or `undefined` at the first value it is not sure of: then the schema reads the body and
 * words its issues. A unit test holds the two to the same output (read-common-rate-request.test.ts).
 */
import { plainText } from "~/http";
import type { ShopifyRateItem, ShopifyRateRequest } from "./rate-request-schema";

type Json = Record<string, unknown>;
/** The reader's "not sure": the schema decides. */
const UNSURE = Symbol("unsure");
type Read<T> = T | typeof UNSURE;

const ADDRESS_TEXT_KEYS = ["postal_code", "province", "city", "address1", "address2"] as const;
const ORDER_TOTAL_KEYS = ["subtotal_price", "total_price", "discount_amount"] as const;

export function readCommonRateRequest(json: unknown): ShopifyRateRequest | undefined {
  const rate = isObject(json) ? json.rate : undefined;
  if (!isObject(rate) || !isObject(rate.destination) || !Array.isArray(rate.items)) return undefined;
  const destination = readAddress(rate.destination);
  const currency = readCode(rate.currency, CURRENCY);
  const locale = optionalText(rate.locale);
  if (destination === UNSURE || currency === UNSURE || locale === UNSURE) return undefined;
  const items: ShopifyRateItem[] = [];
  for (const item of rate.items) {
    const read = readItem(item);
    if (read === UNSURE) return undefined;
    items.push(read);
  }
  return {
    origin: readOrigin(rate.origin),
    destination,
    items,
    currency,
    locale,
    order_totals: readOrderTotals(rate.order_totals),
  };
}

const COUNTRY = /^[A-Za-z]{2}$/;
const CURRENCY = /^[A-Za-z]{3}$/;
const DIGITS = /^\d{1,15}$/;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readCode(value: unknown, shape: RegExp): Read<string> {
  if (typeof value !== "string") return UNSURE;
  const code = value.trim();
  return shape.test(code) ? code.toUpperCase() : UNSURE;
}

/** OptionalText: null, "" and whitespace are "not given"; control characters dropped. */
function optionalText(value: unknown): Read<string | null> {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") return UNSURE;
  const text = plainText(value).trim();
  return text === "" ? null : text;
}

/** NonNegativeInteger: a safe integer ≥ 0, or a string of at most 15 digits. */
function nonNegativeInteger(value: unknown): Read<number> {
  if (typeof value === "number") return Number.isSafeInteger(value) && value >= 0 ? value : UNSURE;
  if (typeof value !== "string") return UNSURE;
  const digits = value.trim();
  return DIGITS.test(digits) ? Number(digits) : UNSURE;
}

function readAddress(address: Json): Read<ShopifyRateRequest["destination"]> {
  const country = readCode(address.country, COUNTRY);
  if (country === UNSURE) return UNSURE;
  const read: Record<string, string | null> = { country };
  for (const key of ADDRESS_TEXT_KEYS) {
    const text = optionalText(address[key]);
    if (text === UNSURE) return UNSURE;
    read[key] = text;
  }
  return read as ShopifyRateRequest["destination"];
}

/** The origin is lenient (any part may be missing; anything unreadable is null), and its keys appear only when sent. */
function readOrigin(origin: unknown): ShopifyRateRequest["origin"] {
  if (!isObject(origin)) return null;
  const read: Record<string, string | null | undefined> = {};
  if ("country" in origin) {
    const country = origin.country === undefined ? undefined : readCode(origin.country, COUNTRY);
    if (country === UNSURE) return null;
    read.country = country;
  }
  for (const key of ADDRESS_TEXT_KEYS) {
    if (!(key in origin)) continue;
    const text = origin[key] === undefined ? undefined : optionalText(origin[key]);
    if (text === UNSURE) return null;
    read[key] = text;
  }
  return read as ShopifyRateRequest["origin"];
}

function readItem(item: unknown): Read<ShopifyRateItem> {
  if (!isObject(item)) return UNSURE;
  const name = optionalText(item.name);
  const sku = optionalText(item.sku);
  const quantity = nonNegativeInteger(item.quantity);
  const price = nonNegativeInteger(item.price);
  const grams = readGrams(item.grams);
  const requiresShipping = item.requires_shipping ?? true;
  const productId = readId(item.product_id);
  const variantId = readId(item.variant_id);
  if (
    name === UNSURE ||
    sku === UNSURE ||
    quantity === UNSURE ||
    price === UNSURE ||
    grams === UNSURE ||
    typeof requiresShipping !== "boolean" ||
    productId === UNSURE ||
    variantId === UNSURE
  )
    return UNSURE;
  return {
    name,
    sku,
    quantity,
    grams,
    price,
    requires_shipping: requiresShipping,
    product_id: productId,
    variant_id: variantId,
  };
}

/** Weight is not money: a fractional weight is rounded, a missing one is 0. */
function readGrams(value: unknown): Read<number> {
  if (value === undefined || value === null) return 0;
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? Math.round(value) : UNSURE;
  const grams = nonNegativeInteger(value);
  return grams === UNSURE ? UNSURE : Math.round(grams);
}

function readId(value: unknown): Read<string | number | null> {
  if (value === undefined || value === null) return null;
  return typeof value === "string" || (typeof value === "number" && Number.isFinite(value)) ? value : UNSURE;
}

/** Not used for pricing: a malformed block is dropped, and its parts appear only when sent. */
function readOrderTotals(totals: unknown): ShopifyRateRequest["order_totals"] {
  if (!isObject(totals)) return null;
  const read: Record<string, number | null | undefined> = {};
  for (const key of ORDER_TOTAL_KEYS) {
    if (!(key in totals)) continue;
    const value = totals[key];
    if (value === null || value === undefined) {
      read[key] = value;
      continue;
    }
    const amount = nonNegativeInteger(value);
    if (amount === UNSURE) return null;
    read[key] = amount;
  }
  return read;
}
