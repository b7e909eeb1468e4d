import { CARRIER_SERVICE_NAME } from "~/shopify";
import type { OurShippingIdentity } from "~/order-mapping";

/** What marks a shipping line as chosen from this app's carrier service, for one shop (eligibility.ts). */
export function ourShippingIdentity(shop: { carrierServiceId: string | null }): OurShippingIdentity {
  return {
    carrierServiceName: CARRIER_SERVICE_NAME,
    carrierIdentifiers: shop.carrierServiceId ? [shop.carrierServiceId, shop.carrierServiceId.split("/").pop()!] : [],
  };
}
