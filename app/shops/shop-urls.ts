/** Where Shopify posts carrier-service callbacks (the Remix route and server.mjs's fast path). */
export const CARRIER_CALLBACK_PATH = "/carrier-service/rates";

/** The absolute URLs the merchant or Shopify must call for one shop. */
export function shopUrls(appUrl: string, shop: { webhookToken: string; carrierToken: string }) {
  return {
    deliveryWebhookUrl: `${appUrl}/webhooks/delivery/${shop.webhookToken}`,
    carrierServiceCallbackUrl: `${appUrl}${CARRIER_CALLBACK_PATH}?token=${shop.carrierToken}`,
  };
}
