import { LogSeverity, shopifyApi } from "@shopify/shopify-api";
import type { Env } from "~/env.server";
import { API_VERSION } from "./api-version";

/*
 * Carrier-service callbacks carry only a body HMAC (X-Shopify-Hmac-Sha256) and the shop's domain,
 * like fulfillment-service callbacks. Shopify's library checks the HMAC
 * (api.fulfillmentService.validate, what authenticate.fulfillmentService uses) without the session
 * lookup that authenticate.fulfillmentService adds: the callback's time budget is small and the
 * shop is already identified by its URL token. (The runtime adapter is the one
 * @shopify/shopify-app-remix installs; importing another here would undo SHOPIFY_ADMIN_ORIGIN.)
 */
let validator: ReturnType<typeof shopifyApi> | undefined;

export async function isValidCarrierCallbackHmac(env: Env, rawBody: string, request: Request): Promise<boolean> {
  validator ??= shopifyApi({
    apiKey: env.SHOPIFY_API_KEY,
    apiSecretKey: env.SHOPIFY_API_SECRET,
    apiVersion: API_VERSION,
    hostName: new URL(env.SHOPIFY_APP_URL).host,
    isEmbeddedApp: true,
    scopes: env.SCOPES.split(","),
    logger: { level: LogSeverity.Error, log: async () => {} },
  });
  const result = await validator.fulfillmentService.validate({ rawBody, rawRequest: request });
  return result.valid;
}
