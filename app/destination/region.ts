/**
 * One reading of where a parcel goes, for the checkout's price request and for the order:
 * the region the service is told, so that a price the merchant set for a region or a city applies
 * at checkout to the same address the order is later sent with. Pure, a table lookup at most: the
 * checkout fast path (docs/decisions/012) pays nothing for it.
 */
import { shopifyRegionName } from "./region-names";

/** Looks up a region's name from its code ("NG", "LA" → "Lagos"); undefined when unknown. */
export type RegionNameOf = (countryCode: string, regionCode: string) => string | undefined;

/** The destination as Shopify gives it: an order's address has the province's name and code, a rate request the code only. */
export type ShopifyDestination = {
  countryCode: string;
  province?: string | null;
  provinceCode?: string | null;
  city?: string | null;
};

/** `region`: what the service matches on (the store's code, else a name); `regionName`: the name, when known. */
export type DestinationRegion = { region?: string; regionName?: string };

const present = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * - A province: its code as the region (spec §4 checkout/rates: "a name or the code the store
 *   uses"), its name as regionName (Shopify's own on an order, else region-names.ts).
 * - No province: the countries Shopify does not divide (Côte d'Ivoire, Senegal…) send none, by
 *   design; the city is the best region the buyer gave, so it stands in for both.
 */
export function destinationRegion(
  destination: ShopifyDestination,
  regionNameOf: RegionNameOf = shopifyRegionName,
): DestinationRegion {
  const code = present(destination.provinceCode);
  const name = present(destination.province) ?? (code ? regionNameOf(destination.countryCode, code) : undefined);
  if (code || name) return { region: code ?? name, ...(name ? { regionName: name } : {}) };
  const city = present(destination.city);
  return city ? { region: city, regionName: city } : {};
}

/** The order's `state` (spec §2, required): the region's name when known, else what the region is. */
export function stateOfRegion(region: DestinationRegion): string | undefined {
  return region.regionName ?? region.region;
}
