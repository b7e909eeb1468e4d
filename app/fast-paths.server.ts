import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppContext } from "~/app-context";
import { serveCarrierCallback } from "~/checkout";
import { orderTopicOf, serveOrderWebhook } from "~/orders";
import { CARRIER_CALLBACK_PATH } from "~/shops";
import { pathOf } from "~/http";
import { serveDeliveryWebhook, tokenOf } from "~/tracking";

/** A fast path's handler, given the context by the wiring (entry.server.tsx). */
type Serve = (ctx: AppContext, request: IncomingMessage, response: ServerResponse) => Promise<void>;

/**
 * The requests server.mjs serves before Express and Remix (docs/decisions/012, 034, 051): checkout's
 * carrier callback, the delivery service's webhooks and Shopify's order webhooks (into their inbox),
 * the paths whose traffic grows with the merchant's. Everything else (and these paths under
 * `shopify app dev`) goes through Remix.
 */
export function fastPathFor(request: IncomingMessage): Serve | null {
  if (request.method !== "POST" || !request.url) return null;
  if (pathOf(request.url) === CARRIER_CALLBACK_PATH) return serveCarrierCallback;
  if (tokenOf(request.url)) return serveDeliveryWebhook;
  if (orderTopicOf(request.url)) return serveOrderWebhook;
  return null;
}
