/**
 * The one gateway to Shopify's Admin API: every GraphQL document and its call, Shopify's webhooks and sessions.
 * The front door of app/shopify (docs/decisions/052): what other folders use. A module here is imported from another
 * folder only through this file.
 */
export { ShopifyAdminError, ShopifyErrorCode, createShopifyAdminAccess } from "./admin-graphql.server";
export type { AdminGraphql, ShopifyAdminAccess } from "./admin-graphql.server";
export { cachedOfflineAdmin } from "./offline-admin-cache.server";
export { routeShopifyAdminTo } from "./admin-origin.server";
export { API_VERSION } from "./api-version";
export { fetchB2bBuyer } from "./b2b-buyer.server";
export { CARRIER_SERVICE_NAME, createCarrierService, updateCarrierService } from "./carrier-services.server";
export { encryptedSessionStorage } from "./encrypted-session-storage.server";
export { receiveFlowTrigger } from "./flow.server";
export { orderOfFulfillmentOrder } from "./fulfillment-order-owner.server";
export { cancelFulfillment, createFulfillment, createFulfillmentEvent, readOrderTracking } from "./fulfillments.server";
export type { ExistingEvent, ShopifyFulfillment, ShopifyOrderTracking, TrackingInput } from "./fulfillments.server";
export { writeDeliveryMetafields } from "./order-metafields.server";
export { readParcelFulfillmentOrders } from "./parcel-fulfillment-orders.server";
export type { ParcelFulfillmentOrder } from "./parcel-fulfillment-orders.server";
export {
  holdForPayment,
  latestSettledTransaction,
  markShopifyOrderPaid,
  moneyTransactions,
  recordManualPayment,
  releasePaymentHold,
  settledTransactions,
  shopifyOutstanding,
  shopifyOutstandingSet,
} from "./order-payment.server";
export type { FulfillmentOrderScope, MoneyTransaction } from "./order-payment.server";
export { createOrderReader, oldestReadable, searchDate } from "./read-orders.server";
export type { OrderReader } from "./read-orders.server";
export {
  isShopifyWebhookTaken,
  readShopifyWebhook,
  recordShopifyWebhook,
  refuseWebhook,
  verifyShopifyWebhook,
} from "./read-webhook.server";
export { readOrderOrigins, readReturnAddress } from "./return-address.server";
export type { OrderOrigin, ShopReturnAddress, ShopifyPostalAddress } from "./return-address.server";
export { grantedScopes, shopHasOrder } from "./shop-owns.server";
export { readShopLocations } from "./shop-locations.server";
export type { ShopLocation } from "./shop-locations.server";
export { readShopTerms } from "./shop-terms.server";
export type { ShopifyShopTerms } from "./shop-terms.server";
export { isValidShopifyHmac } from "./shopify-hmac.server";
export { parseShopifyJson, shopifyGid } from "./shopify-json";
export { doneOrThrow } from "./user-errors";
