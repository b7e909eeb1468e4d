/**
 * The merchant's fallback table → Shopify rates, for when the service cannot answer. Pure.
 *
 * Order of fallbacks when the service call fails, times out or is rate-limited (429) — for the
 * lead's ADR:
 *   1. a stale cached answer for the same request, if any: the service's own prices, a little old,
 *      beat any guess (rates are set by the merchant in the dashboard and change rarely);
 *   2. else the merchant's fallback rows for the destination country and the shop currency;
 *   3. else an error status (503). Shopify then shows the merchant's BACKUP rates ("To force backup
 *      rates return 4xx/5xx", docs/reference/shopify-facts.md §1.5) and caches the error only 30 s. `{rates: []}` would be
 *      worse: the buyer would see NO rate from us, and Shopify would cache that for 15 min.
 */
import { translate, translatePlural } from "~/i18n";
import { shopifySubunitsFromMinorUnits } from "~/money";
import { isoDateAfterDays, shopifyDeliveryDate } from "./delivery-date";
import type { ShopifyRate } from "./map-rate-response";

/**
 * One row of the merchant's table. `priceMinor` is in the service's minor units (two decimals for
 * every currency, spec §2), like every other `*Minor` amount in the app: 2 500 XOF is 250000.
 */
export type FallbackRate = {
  countryCode: string;
  name: string;
  priceMinor: number;
  currency: string;
  minDays: number;
  maxDays: number;
  description?: string;
};

export type FallbackQuery = {
  countryCode: string;
  /** The callback's currency (the shop's); rows in another currency are not shown. */
  currency: string;
  /** "fr" or "en", for the generated description. */
  locale: string;
  nowMs: number;
};

/** Rows matching the country and the currency, in table order; [] when none match. */
export function fallbackRatesFor(table: readonly FallbackRate[], query: FallbackQuery): ShopifyRate[] {
  const country = query.countryCode.toUpperCase();
  const currency = query.currency.toUpperCase();
  const seen = new Set<string>();
  const rates: ShopifyRate[] = [];
  for (const row of table) {
    if (row.countryCode.toUpperCase() !== country || row.currency.toUpperCase() !== currency) continue;
    if (!Number.isSafeInteger(row.priceMinor) || row.priceMinor < 0) continue;
    const serviceCode = fallbackServiceCode(row.name);
    if (seen.has(serviceCode)) continue;
    seen.add(serviceCode);
    const minDays = Math.max(0, Math.trunc(row.minDays));
    const maxDays = Math.max(minDays, Math.trunc(row.maxDays));
    rates.push({
      service_name: row.name,
      description: row.description?.trim() || daysText(minDays, maxDays, query.locale),
      service_code: serviceCode,
      currency,
      total_price: shopifySubunitsFromMinorUnits(row.priceMinor, currency),
      min_delivery_date: shopifyDeliveryDate(isoDateAfterDays(query.nowMs, minDays)),
      max_delivery_date: shopifyDeliveryDate(isoDateAfterDays(query.nowMs, maxDays)),
    });
  }
  return rates;
}

/**
 * Stable across requests (Shopify requires it) and distinct from the service's codes, so that order
 * sync can tell a fallback shipping line from a service one: "fallback-" + the name as a slug.
 */
export function fallbackServiceCode(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `fallback-${slug || "rate"}`;
}

function daysText(minDays: number, maxDays: number, locale: string): string {
  // The checkout's locale is a lower-cased tag: only exactly "fr" gets French, as before.
  const language = locale === "fr" ? "fr" : "en";
  if (minDays === maxDays) return translatePlural(language, "checkout.fallback.days", minDays);
  return translate(language, "checkout.fallback.dayRange", { min: minDays, max: maxDays });
}
