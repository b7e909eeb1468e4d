import { getAppContext } from "./context.server";
import { createShopifyApp } from "./shopify/create-shopify-app.server";
import { API_VERSION } from "./shopify/api-version";

/** The web process's Shopify wiring. Every Admin API call, webhook and page goes through this module. */
export { API_VERSION };

const created = createShopifyApp(getAppContext());
const shopify = created.shopify;

export const sessionStorage = created.sessionStorage;
export default shopify;
export const addDocumentResponseHeaders = shopify.addDocumentResponseHeaders;
export const authenticate = shopify.authenticate;
export const unauthenticated = shopify.unauthenticated;
export const login = shopify.login;
export const registerWebhooks = shopify.registerWebhooks;
