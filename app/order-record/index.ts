/**
 * What the app keeps of an order and every capability reads: its sync states, its encrypted personal data. The
 * payment truth read from them is app/payments'.
 * The front door of app/order-record (docs/decisions/052): what other folders use. A module here is imported from
 * another folder only through this file (or ./browser, its browser-safe half).
 */
export {
  AMOUNT_DIFFERS_FLAG,
  PAID_AFTER_CANCEL_FLAG,
  PAID_TWICE_FLAG,
  PaymentPlanKind,
  PaymentState,
  REFUNDED_AFTER_PICKUP_FLAG,
  SyncState,
} from "./browser";
export {
  ERASED_PERSONAL_DATA,
  ORDER_PERSONAL_FIELDS,
  openOrderPersonalData,
  sealOrderPersonalData,
} from "./order-personal-data.server";
export { hasFlag, withFlags, withoutFlag } from "./flags";
export { findOrderByServiceReference, readOrderWithShopAndEvents } from "./order-rows.server";
export type { OrderWithShopAndEvents, ReplacementPlanState, ShopOfOrder } from "./order-rows.server";
export { parcelCountsOf } from "./parcel-counts.server";
