import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppContext } from "~/app-context";
import { serveCarrierCallback } from "~/checkout";
import { orderTopicOf, serveOrderWebhook } from "~/orders";
import { CARRIER_CALLBACK_PATH } from "~/shops";
import { pathOf } from "~/http";
import { serveDeliveryWebhook, tokenOf } from "~/tracking";

/** A fast path's handler, given the context by the wiring (entry.server.tsx). */
type Serve = (ctx: AppContext, request: IncomingMessage, response: ServerResponse) => Promise<void>;

export type FastPath = {
  /** The route module (app/routes/<route>.tsx) whose path this is: it answers the other methods, never a POST. */
  route: string;
  matches: (path: string) => boolean;
  serve: Serve;
};

/**
 * The requests server.mjs serves before Express and Remix (docs/decisions/012, 034, 051), in production and under
 * `shopify app dev` alike (server.mjs --dev): checkout's carrier callback, the delivery service's webhooks and
 * Shopify's order webhooks (into their inbox), the paths whose traffic grows with the merchant's. Each names the
 * route of its path; that route has no action, so no other handler can answer a POST there.
 */
export const FAST_PATHS: readonly FastPath[] = [
  { route: "carrier-service.rates", matches: (path) => path === CARRIER_CALLBACK_PATH, serve: serveCarrierCallback },
  { route: "webhooks.delivery.$token", matches: (path) => tokenOf(path) !== null, serve: serveDeliveryWebhook },
  { route: "webhooks.orders.$topic", matches: (path) => orderTopicOf(path) !== null, serve: serveOrderWebhook },
];

/** The fast path of a request whose target the edge already read (admitRequest), or null for Remix. */
export function fastPathFor(request: IncomingMessage): Serve | null {
  if (request.method !== "POST" || !request.url) return null;
  const path = pathOf(request.url);
  return FAST_PATHS.find((fastPath) => fastPath.matches(path))?.serve ?? null;
}
