/** The absolute URLs the merchant or Shopify must call for one shop. */
export function shopUrls(appUrl: string, shop: { webhookToken: string; carrierToken: string }) {
  return {
    deliveryWebhookUrl: `${appUrl}/webhooks/delivery/${shop.webhookToken}`,
    carrierServiceCallbackUrl: `${appUrl}/carrier-service/rates?token=${shop.carrierToken}`,
  };
}
