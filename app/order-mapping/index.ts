/**
 * The pure mapping of a Shopify order onto the service's order: eligibility, revisions, sync settings; the payment
 * plan it maps is app/payments'. No I/O.
 * The front door of app/order-mapping (docs/decisions/052): what other folders use. A module here is imported from
 * another folder only through this file (or ./browser, its browser-safe half).
 */
export { readStoredSyncSettings } from "./browser";
export type { FallbackRate, SyncSettings } from "./browser";
export { isOurShippingLine, shouldSendOrder } from "./eligibility";
export type { Eligibility, OurShippingIdentity, SendTrigger } from "./eligibility";
export { buyerCurrency, inOtherCurrency, outstandingInBuyerMoney, usesPresentmentMoney } from "./buyer-money";
export { changedAfterHandoff } from "./changed-after-handoff";
export { couldBeShopsOrderRef, externalOrderRef, replacementOrderRef } from "./external-order-ref";
export { itemName, mapShopifyOrderToServiceOrder } from "./map-order";
export type { CreateOrderRequest, MapOrderContext } from "./map-order";
export type { MappingProblem } from "./mapping-problem";
export { createOrderIdempotencyKey, deliveryRevision, orderRevision } from "./order-revision";
export { chooseCustomerPhone, toE164 } from "./phone";
export { collectionStepMinor, splitAmountOverParcels } from "./parcel-amounts";
export { keptByCancelledParcel, owedByParcel, owedOverParcels } from "./parcel-owing";
export type { ParcelOwing } from "./parcel-owing";
export type { ParcelAmounts, ParcelForAmount } from "./parcel-amounts";
export { itemsLeftElsewhere, parcelsOf, placeNewParcels, shipsWithService } from "./parcels";
export type {
  FulfillmentOrderForParcels,
  HeldParcel,
  LocationShipping,
  NotShippedReason,
  ParcelDraft,
} from "./parcels";
export { ShopifyOrderSchema, effectiveQuantity, itemTravels, quantityToShip } from "./shopify-order";
export type { B2bBuyer, ShopifyOrder, ToMinor } from "./shopify-order";
export { normalizeName } from "./sync-settings";
