/**
 * Cache key for a checkout-rates request. Pure (node:crypto only).
 *
 * Two callbacks that would get the same answer from the service must share a key, so the key is
 * built from the service request (what the answer depends on), not from Shopify's body (which
 * carries variant ids, names and addresses the service never sees). Normalisation: text of the
 * destination trimmed and case-folded, codes upper-cased, items sorted, keys in a fixed order.
 * The shop id comes first so that two shops never share an answer (their prices differ).
 */
import { createHash } from "node:crypto";
import type { RatesRequest } from "./map-rate-request";

/**
 * The normalised form the keys are hashed from (exported for tests and debugging). Its keys are
 * written in sorted order at every depth, so JSON.stringify gives what stableJson would, without
 * stableJson's sorting on every callback.
 */
export function normaliseServiceRequest(request: RatesRequest) {
  const { destination } = request;
  return {
    currency: request.currency.trim().toUpperCase(),
    destination: {
      city: foldText(destination.city),
      countryCode: destination.countryCode.trim().toUpperCase(),
      region: foldText(destination.region),
      regionName: foldText(destination.regionName),
    },
    goodsTotalMinor: request.goodsTotalMinor,
    items: request.items.map(normaliseItem).sort(compareItems),
    locale: request.locale.trim().toLowerCase(),
  };
}

/**
 * The request's two keys, from one normalisation: `cacheKey` for its answer (the whole request) and
 * `modelKey` for its destination's learned rates (rate-model.ts): the shop, then a hash of what the
 * answer depends on apart from the cart (where it goes, in which currency, in which language).
 */
export function rateKeys(shopId: string, request: RatesRequest): { cacheKey: string; readonly modelKey: string } {
  const normal = normaliseServiceRequest(request);
  let modelKey: string | undefined;
  return {
    cacheKey: `${shopId}:${sha256Hex(JSON.stringify(normal))}`,
    // Hashed when first read: a cache hit, checkout's commonest answer, never reads it.
    get modelKey() {
      const { currency, destination, locale } = normal;
      return (modelKey ??= `${shopId}:${sha256Hex(JSON.stringify({ currency, destination, locale }))}`);
    },
  };
}

/** `<shopId>:<sha256 hex of the normalised request as stable JSON>` */
export function rateCacheKey(shopId: string, request: RatesRequest): string {
  return rateKeys(shopId, request).cacheKey;
}

const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");

function normaliseItem(item: RatesRequest["items"][number]) {
  return {
    quantity: item.quantity,
    sku: item.sku?.trim() ?? "",
    unitPriceMinor: item.unitPriceMinor,
    weightGrams: item.weightGrams,
  };
}

type NormalItem = ReturnType<typeof normaliseItem>;

/** Total order over every field, so that items without a sku still sort the same way each time. */
function compareItems(a: NormalItem, b: NormalItem): number {
  if (a.sku !== b.sku) return a.sku < b.sku ? -1 : 1;
  return a.quantity - b.quantity || a.unitPriceMinor - b.unitPriceMinor || a.weightGrams - b.weightGrams;
}

/** "  Lagos " and "LAGOS" are one place; NFC so that composed and decomposed "é" are too. */
function foldText(text: string | undefined): string {
  return (text ?? "").normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("en-US");
}

/** JSON with object keys sorted at every depth: the same value always gives the same string. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** What a learned answer may depend on within a destination: the cart's weight and goods total. */
export function cartFacts(request: RatesRequest): { weightGrams: number; totalMinor: number } {
  const weightGrams = request.items.reduce((sum, item) => sum + (item.weightGrams ?? 0) * item.quantity, 0);
  return { weightGrams, totalMinor: request.goodsTotalMinor ?? 0 };
}
