/**
 * The browser-safe half of app/order-record's front door (docs/decisions/052): what components and route modules use
 * on both sides. No `.server` module behind it. Server code imports all of it from "~/order-record".
 */
export {
  AMOUNT_DIFFERS_FLAG,
  PAID_AFTER_CANCEL_FLAG,
  PAID_TWICE_FLAG,
  PaymentPlanKind,
  PaymentState,
  REFUNDED_AFTER_PICKUP_FLAG,
  SyncState,
} from "./order-states";
