/**
 * Rates at checkout: Shopify's carrier-service callback answered from the service's prices, the learnt rate models,
 * fallbacks and the dates shown.
 * The front door of app/checkout (docs/decisions/052): what other folders use. A module here is imported from
 * another folder only through this file.
 */
export { flushCheckoutPromises, promiseAtHandoff } from "./checkout-promises.server";
export { flushCheckoutStats } from "./flush-checkout-stats.server";
export { handleRateCallback } from "./handle-rate-callback.server";
export { serveCarrierCallback } from "./serve-carrier-callback.server";
