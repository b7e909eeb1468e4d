// Starts the Shopify stand-in alone, for the demo: `npx tsx shopify-stand-in/main.ts`.
// Arrange it over HTTP with the /__stand-in/* control endpoints (see control.ts).
//   SHOPIFY_STANDIN_PORT    port on 127.0.0.1 (default 4020)
//   SHOPIFY_API_SECRET      the app's secret (required: webhooks and carrier callbacks are signed with it)
//   SHOPIFY_API_KEY         the app's client id (optional; checked by the token endpoint when set)
//   SHOPIFY_STANDIN_APP_URL where the app listens (optional; else POST /__stand-in/app-url)
//   SHOPIFY_STANDIN_SHOP, SHOPIFY_STANDIN_SCOPES  optionally install the app on one shop at start
import { createShopifyStandIn } from "./stand-in";

const DEFAULT_PORT = 4020;

const apiSecret = process.env.SHOPIFY_API_SECRET;
if (!apiSecret) {
  console.error(
    "SHOPIFY_API_SECRET is required: set it to the app's secret so the app accepts the stand-in's signatures.",
  );
  process.exit(1);
}

const standIn = await createShopifyStandIn({
  port: Number(process.env.SHOPIFY_STANDIN_PORT ?? DEFAULT_PORT),
  apiSecret,
  apiKey: process.env.SHOPIFY_API_KEY || undefined,
  appUrl: process.env.SHOPIFY_STANDIN_APP_URL || undefined,
});
console.log(`Shopify stand-in listening on ${standIn.url} (Admin API 2026-10)`);

const shop = process.env.SHOPIFY_STANDIN_SHOP;
if (shop) {
  const accessToken = standIn.state.addShop({ domain: shop, scopes: process.env.SHOPIFY_STANDIN_SCOPES ?? "" });
  console.log(`Installed on ${shop}; offline access token ${accessToken}`);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void standIn.close().then(() => process.exit(0));
  });
}
