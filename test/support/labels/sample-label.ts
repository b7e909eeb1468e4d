import type { LabelOrder } from "~/labels/label-order";

/** One label's order as the labels route hands it to the renderer: a 31,500 XOF cash-on-delivery order in Abidjan. */
export function sampleLabel(number: number, overrides: Partial<LabelOrder> = {}): LabelOrder {
  return {
    orderSyncId: `sync-${number}`,
    reference: `awa-shop-${number}-9f3a2c`,
    orderName: `#${number}`,
    serviceOrderId: `ord_${number}`,
    shipmentId: `shp_${number}`,
    buyerName: "Adjoua Koné",
    phone: "+2250707123456",
    addressLines: ["Rue des Jardins 12", "Cocody, Lagunes", "CI"],
    collect: { amountMinor: 3_150_000, currency: "XOF" },
    itemCount: 3,
    weightGrams: 2_500,
    ...overrides,
  };
}
