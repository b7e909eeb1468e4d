/**
 * The problems stored on a shop or an order, and the texts that explain them to the merchant.
 * The front door of app/problems (docs/decisions/052): what other folders use. A module here is imported from
 * another folder only through this file.
 */
export { guidanceFor } from "./guidance";
export {
  attentionText,
  carrierServiceShopifySaid,
  carrierServiceText,
  lastErrorText,
  syncPausedText,
} from "./problem-text";
export {
  NO_CARRIER_SERVICE_PROBLEM,
  NO_ORDER_ATTENTION,
  NO_ORDER_ERROR,
  SHOP_SYNC_ACTIVE,
  ShopPauseCode,
  carrierServiceProblem,
  orderAttention,
  orderError,
  orderMappingError,
  orderWaitsForShop,
  shopSyncStopped,
} from "./stored-problems";
