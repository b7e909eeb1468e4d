import type { LabelOrder } from "~/labels/label-order";

/** Boutique Awa's shop in Abidjan, where parcels leave from and come back to. */
export const SAMPLE_RETURN_ADDRESS = {
  shopName: "Boutique Awa",
  address: {
    address1: "Rue du Commerce 4",
    address2: null,
    city: "Abidjan",
    province: "Abidjan",
    zip: null,
    countryCode: "CI",
  },
  phone: "+2250102030405",
};

/** One label's order as the labels route hands it to the renderer: a 31,500 XOF cash-on-delivery order in Abidjan. */
export function sampleLabel(number: number, overrides: Partial<LabelOrder> = {}): LabelOrder {
  return {
    orderSyncId: `sync-${number}`,
    shopifyOrderGid: `gid://shopify/Order/${number}`,
    parcelLocationId: null,
    reference: `awa-shop-${number}-9f3a2c`,
    orderName: `#${number}`,
    serviceOrderId: `ord_${number}`,
    shipmentId: `shp_${number}`,
    buyerName: "Adjoua Koné",
    phone: "+2250707123456",
    address: {
      street: "Rue des Jardins 12",
      landmark: "Near the Cocody pharmacy",
      city: "Cocody",
      region: "Lagunes",
      countryCode: "CI",
    },
    notes: "Call before coming, gate on the left",
    serviceLevel: "Express",
    collect: { amountMinor: 3_150_000, currency: "XOF" },
    itemCount: 3,
    weightGrams: 2_500,
    ...overrides,
  };
}
