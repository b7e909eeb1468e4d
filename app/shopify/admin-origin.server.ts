import { setAbstractFetchFunc } from "@shopify/shopify-api/runtime";

/*
 * Tests and the demo have no Shopify to talk to. When SHOPIFY_ADMIN_ORIGIN is set (refused in
 * production by env.server.ts), every request Shopify's library would send to https://{shop}/...
 * goes to {origin}/{shop}/... instead: the project's Shopify stand-in (shopify-stand-in/).
 */
const SHOP_URL = /^https:\/\/([a-z0-9][a-z0-9-]*\.myshopify\.com)(\/.*)?$/i;

export function routeShopifyAdminTo(origin: string) {
  const realFetch = globalThis.fetch;
  setAbstractFetchFunc(async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const match = SHOP_URL.exec(url);
    if (!match) return realFetch(input, init);
    return realFetch(`${origin}/${match[1]}${match[2] ?? "/"}`, init);
  });
}
