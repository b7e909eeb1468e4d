/**
 * Shopify's parsed callback → the service's POST /checkout/rates body (spec §4). Pure.
 * Translation between Shopify's words and the API's happens only here (docs/reference/house-style.md §5.2).
 */
import { minorUnitsFromShopifySubunits } from "~/money";
import type { ShopifyRateRequest } from "./parse-rate-request";
import { destinationRegion, type RegionNameOf } from "~/destination";
import type { CheckoutRatesParams } from "~/delivery";

/** POST /checkout/rates as the checkout sends it: the language is always stated (the buyer's locale). */
export type RatesRequest = CheckoutRatesParams & { locale: string };
type RatesRequestItem = CheckoutRatesParams["items"][number];

export type { RegionNameOf };

export type MapRateRequestOptions = { regionNameOf?: RegionNameOf };

/**
 * Decisions:
 * - items: only items that ship (`requires_shipping` ≠ false, quantity > 0). Shopify already sends
 *   only physical items (docs/reference/shopify-facts.md §1.1); the filter guards against a payload that says otherwise.
 * - goodsTotalMinor: the sum of unitPriceMinor × quantity over those items, NOT
 *   `order_totals.subtotal_price`: the subtotal also counts non-shipping items ("subtotal_price
 *   might be higher than the sum of items"), while the value of what ships is what a delivery price
 *   depends on (insurance, thresholds). It is summed from the converted unit prices so that it
 *   equals Σ items as the service receives them (matters for three-decimal currencies).
 * - region and regionName: the one destination mapping the order uses too (destination/region.ts):
 *   Shopify's province code as is ("a name or the code the store uses", spec §4), its name when
 *   `regionNameOf` knows it; with no province (Côte d'Ivoire, Senegal…) the city, as the order's
 *   state is, so a price set for a city applies at checkout.
 * - locale: the base language the service writes its texts in: "fr" for fr, fr-CA, fr_FR…, else "en".
 */
export function mapRateRequest(request: ShopifyRateRequest, options: MapRateRequestOptions = {}): RatesRequest {
  const { currency } = request;
  const items: RatesRequestItem[] = request.items
    .filter((item) => item.requires_shipping && item.quantity > 0)
    .map((item) => ({
      ...(item.sku ? { sku: item.sku } : {}),
      quantity: item.quantity,
      unitPriceMinor: minorUnitsFromShopifySubunits(item.price, currency),
      weightGrams: item.grams,
    }));
  const goodsTotalMinor = items.reduce((sum, item) => sum + item.unitPriceMinor * item.quantity, 0);
  if (!Number.isSafeInteger(goodsTotalMinor)) {
    throw new RangeError("The goods total is beyond what a JSON number carries exactly.");
  }
  return {
    destination: mapDestination(request.destination, options.regionNameOf),
    currency,
    goodsTotalMinor,
    items,
    locale: serviceLocale(request.locale),
  };
}

function mapDestination(
  destination: ShopifyRateRequest["destination"],
  regionNameOf: RegionNameOf | undefined,
): RatesRequest["destination"] {
  const countryCode = destination.country;
  const { region, regionName } = destinationRegion(
    { countryCode, provinceCode: destination.province, city: destination.city },
    regionNameOf,
  );
  return {
    countryCode,
    ...(region ? { region } : {}),
    ...(regionName ? { regionName } : {}),
    ...(destination.city ? { city: destination.city } : {}),
  };
}

/** The service's texts exist in English and French (spec §7 messages): base language only. */
export function serviceLocale(locale: string | null | undefined): "fr" | "en" {
  return /^fr(?:$|[-_])/i.test(locale?.trim() ?? "") ? "fr" : "en";
}
