import { processWiring } from "./context.server";
import { API_VERSION } from "~/shopify";

/**
 * The web process's Shopify app object (the one its context's Admin API access goes through), where the Remix
 * template's routes import it: part of the wiring (docs/decisions/050). Domain code uses ctx.shopifyAdmin.
 */
export { API_VERSION };

const created = processWiring().shopifyApp();
const shopify = created.shopify;

export const sessionStorage = created.sessionStorage;
export default shopify;
export const addDocumentResponseHeaders = shopify.addDocumentResponseHeaders;
export const authenticate = shopify.authenticate;
export const unauthenticated = shopify.unauthenticated;
export const login = shopify.login;
export const registerWebhooks = shopify.registerWebhooks;
