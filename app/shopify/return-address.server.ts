import type { AdminGraphql } from "./admin-graphql.server";
import type {
  DeliveryReturnAddressQuery,
  DeliveryShipsFromQuery,
  DeliveryShipsFromQueryVariables,
} from "~/types/admin.generated";

/*
 * Where a parcel leaves from, and goes back to when the rider cannot deliver it: the location Shopify assigned the
 * order's fulfillment order to (the warehouse or shop that packs it, with its address and phone), else the shop's
 * primary location (`location` without an id; read_locations). The primary location of a shop that ships from
 * Abidjan may be a default one elsewhere, so the assigned location comes first. docs/decisions/044, 081.
 */
const RETURN_ADDRESS = `#graphql
  query DeliveryReturnAddress {
    shop { name }
    location { name address { address1 address2 city province zip countryCode phone } }
  }`;

/*
 * The orders' fulfillment orders and their assigned locations, 50 orders a request: 50 × (1 + 2 + 5 × 2) = 650 of
 * Shopify's calculated cost, under its 1,000 a query.
 */
const SHIPS_FROM = `#graphql
  query DeliveryShipsFrom($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on Order {
        id
        totalWeight
        fulfillmentOrders(first: 5) {
          nodes {
            status
            assignedLocation { address1 address2 city province zip countryCode phone location { id } }
          }
        }
      }
    }
  }`;
const ORDERS_PER_REQUEST = 50;

/** A postal address as Shopify gives it; every part but the country may be missing. */
export type ShopifyPostalAddress = {
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  zip: string | null;
  countryCode: string | null;
};

/** The shop's name with the address and phone of the place a parcel leaves from (null: Shopify has none). */
export type ShopReturnAddress = { shopName: string; address: ShopifyPostalAddress | null; phone: string | null };

/** The shop's own return address: its name and its primary location. */
export async function readReturnAddress(graphql: AdminGraphql): Promise<ShopReturnAddress> {
  const { shop, location } = await graphql<DeliveryReturnAddressQuery>(RETURN_ADDRESS);
  const address = location?.address;
  return {
    shopName: shop.name,
    address: address ? postal(address) : null,
    phone: present(address?.phone),
  };
}

/** Where an order's parcel leaves from (null: Shopify has no address for it) and the order's weight in grams. */
export type OrderOrigin = {
  shipsFrom: ShopReturnAddress | null;
  /** Every location the order's fulfillment orders are assigned to, by location GID: a parcel's own departure. */
  byLocation: Map<string, ShopReturnAddress>;
  totalWeightGrams: number | null;
};

/**
 * Each order's place of departure: the location its open fulfillment order is assigned to (the first one when the
 * order is split), with the shop's name, and Shopify's total weight of the order (for an order whose line items came
 * without grams, as orders read back through GraphQL do). An order Shopify does not know is left out.
 */
export async function readOrderOrigins(
  graphql: AdminGraphql,
  shopName: string,
  orderGids: string[],
): Promise<Map<string, OrderOrigin>> {
  const found = new Map<string, OrderOrigin>();
  for (let start = 0; start < orderGids.length; start += ORDERS_PER_REQUEST) {
    const ids = orderGids.slice(start, start + ORDERS_PER_REQUEST);
    const { nodes } = await graphql<DeliveryShipsFromQuery>(SHIPS_FROM, {
      ids,
    } satisfies DeliveryShipsFromQueryVariables);
    for (const node of nodes) {
      if (!node || !("fulfillmentOrders" in node)) continue;
      const orders = node.fulfillmentOrders.nodes;
      // The parcel being packed: an open or in-progress fulfillment order first, else whichever Shopify lists first.
      const packing = orders.find((fo) => !CLOSED.has(fo.status)) ?? orders[0];
      const location = packing?.assignedLocation;
      const weight = Number(node.totalWeight ?? 0);
      const byLocation = new Map<string, ShopReturnAddress>();
      for (const fo of orders) {
        const from = departure(shopName, fo.assignedLocation);
        if (from && fo.assignedLocation.location?.id) byLocation.set(fo.assignedLocation.location.id, from);
      }
      found.set(node.id, {
        shipsFrom: departure(shopName, location),
        byLocation,
        totalWeightGrams: Number.isFinite(weight) && weight > 0 ? weight : null,
      });
    }
  }
  return found;
}

const CLOSED = new Set(["CLOSED", "CANCELLED", "INCOMPLETE"]);

function departure(
  shopName: string,
  location: (Parameters<typeof postal>[0] & { phone?: string | null }) | null | undefined,
): ShopReturnAddress | null {
  return location && (location.address1 || location.city)
    ? { shopName, address: postal(location), phone: present(location.phone) }
    : null;
}

function postal(address: {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  province?: string | null;
  zip?: string | null;
  countryCode?: string | null;
}): ShopifyPostalAddress {
  return {
    address1: present(address.address1),
    address2: present(address.address2),
    city: present(address.city),
    province: present(address.province),
    zip: present(address.zip),
    countryCode: present(address.countryCode),
  };
}

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
