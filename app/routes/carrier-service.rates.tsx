// Shopify's carrier-service callback (the carrierServiceCallbackUrl that `shop:show` prints). Its POST is served
// before Remix by the fast path (app/fast-paths.server.ts, server.mjs) in production and under `shopify app dev`;
// this route answers the other methods.
export const loader = () => Response.json({ error: "Only POST is accepted." }, { status: 405 });
