// The delivery service's signed webhooks (spec §6), one URL per shop: the deliveryWebhookUrl that `shop:show`
// prints. Their POST is served before Remix by the fast path (app/fast-paths.server.ts, server.mjs:
// serve-delivery-webhook.server.ts) in production and under `shopify app dev`; this route answers the other methods.
export const loader = () =>
  Response.json({ error: "Only POST is accepted." }, { status: 405, headers: { Allow: "POST" } });
