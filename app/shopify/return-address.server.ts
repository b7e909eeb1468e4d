import type { AdminGraphql } from "./admin-graphql.server";
import type { DeliveryReturnAddressQuery } from "~/types/admin.generated";

/*
 * Where a parcel the rider cannot deliver goes back to: the shop's name and its primary location's
 * address (`location` without an id; read_locations), the place parcels leave from. docs/decisions/044.
 */
const RETURN_ADDRESS = `#graphql
  query DeliveryReturnAddress {
    shop { name }
    location { name address { address1 address2 city province zip countryCode phone } }
  }`;

export type ShopReturnAddress = { shopName: string; lines: string[]; phone: string | null };

export async function readReturnAddress(graphql: AdminGraphql): Promise<ShopReturnAddress> {
  const { shop, location } = await graphql<DeliveryReturnAddressQuery>(RETURN_ADDRESS);
  const address = location?.address;
  return {
    shopName: shop.name,
    lines: address
      ? [
          address.address1,
          address.address2,
          [address.zip, address.city].filter(Boolean).join(" "),
          address.province,
          address.countryCode,
        ].filter((line): line is string => Boolean(line))
      : [],
    phone: address?.phone ?? null,
  };
}
