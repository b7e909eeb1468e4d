import type { AdminGraphql } from "./admin-graphql.server";
import type { DeliveryShopLocationsQuery, DeliveryShopLocationsQueryVariables } from "~/types/admin.generated";

/*
 * The shop's active locations, for the merchant to say which ship with the delivery service (docs/decisions/085).
 * Scope: read_locations. `includeLegacy` lists the fulfillment services' older locations too: they are shown, never
 * chosen. 250 a page (Shopify's most), at most LOCATION_PAGES pages.
 */
const SHOP_LOCATIONS = `#graphql
  query DeliveryShopLocations($after: String) {
    locations(first: 250, after: $after, includeLegacy: true) {
      nodes {
        id
        name
        isFulfillmentService
        address { address1 city countryCode }
      }
      pageInfo { hasNextPage endCursor }
    }
  }`;
const LOCATION_PAGES = 4;

export type ShopLocation = {
  id: string;
  name: string;
  isFulfillmentService: boolean;
  countryCode: string | null;
  /** Street and city, as Shopify has them (either may be missing). */
  address: string | null;
};

/** The shop's locations in Shopify's order (the primary one first). */
export async function readShopLocations(graphql: AdminGraphql): Promise<ShopLocation[]> {
  const found: ShopLocation[] = [];
  let after: string | null = null;
  for (let page = 0; page < LOCATION_PAGES; page++) {
    const { locations }: DeliveryShopLocationsQuery = await graphql<DeliveryShopLocationsQuery>(SHOP_LOCATIONS, {
      after,
    } satisfies DeliveryShopLocationsQueryVariables);
    for (const node of locations.nodes) {
      const parts = [node.address.address1, node.address.city].map((part) => part?.trim()).filter(Boolean);
      found.push({
        id: node.id,
        name: node.name,
        isFulfillmentService: node.isFulfillmentService,
        countryCode: node.address.countryCode ?? null,
        address: parts.length > 0 ? parts.join(", ") : null,
      });
    }
    if (!locations.pageInfo.hasNextPage) break;
    after = locations.pageInfo.endCursor ?? null;
  }
  return found;
}
