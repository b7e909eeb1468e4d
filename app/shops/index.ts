/**
 * A shop's connection: installing, connecting the service's keys, the carrier service, the shop's terms, which of
 * its locations ship with the service, uninstalling.
 * The front door of app/shops (docs/decisions/052): what other folders use. A module here is imported from another
 * folder only through this file.
 */
export {
  findCallbackShop,
  forgetCallbackShop,
  forgetCallbackShops,
  forgetOrdersKeyPricing,
} from "./callback-shop.server";
export type { CallbackShop } from "./callback-shop.server";
export type { ConnectResult } from "./connect-shop.server";
export { connectStore, disconnectStore } from "./connect-store.server";
export { createShopifyApp } from "./create-shopify-app.server";
export { ordersClientForShop } from "./delivery-client.server";
export { checkoutKeysAdvice, describeShopConnection } from "./describe-shop-connection.server";
export type { CheckoutKeysAdvice } from "./describe-shop-connection.server";
export { readLocationChoices, requeueOrdersHeldAtLocations, writeLocationChoices } from "./location-shipping.server";
export type { LocationChoices } from "./location-shipping.server";
export { refreshCarrierCallbacks } from "./refresh-carrier-callbacks.server";
export {
  loadShopTerms,
  refreshShopTerms,
  refreshShopTermsOnUpdate,
  shopTermsDue,
  shopTermsOf,
} from "./refresh-shop-terms.server";
export { budgetStoreFor } from "./request-budget-store.server";
export { answerBudgetTakes, type BudgetChannel } from "./request-budget-over-ipc.server";
export { CARRIER_CALLBACK_PATH } from "./shop-urls";
export { uninstallShop } from "./uninstall-shop.server";
export { updateGrantedScopes } from "./update-granted-scopes.server";
