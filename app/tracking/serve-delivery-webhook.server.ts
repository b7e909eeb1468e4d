import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppContext } from "~/app-context";
import { fromNodeRequest, pathOf, serveJson } from "~/http";
import { receiveDeliveryWebhook } from "./receive-delivery-webhook.server";

/**
 * The delivery service's webhooks on Node's own request and response, as the carrier callback is
 * served (docs/decisions/012, 034): server.mjs sends `POST /webhooks/delivery/<token>` here before
 * Express and Remix see it. The Remix route calls the same receiver, so both answer alike.
 */
export async function serveDeliveryWebhook(
  ctx: AppContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  // A throw (the database down, say) is a 500: the service delivers again later (spec §6).
  await serveJson(request, response, { logger: ctx.logger, what: "delivery webhook" }, () =>
    receiveDeliveryWebhook(ctx, fromNodeRequest(request), tokenOf(request.url) ?? ""),
  );
}

const DELIVERY_WEBHOOK_PATH = /^\/webhooks\/delivery\/([A-Za-z0-9_-]+)$/;

/** The URL token of a delivery webhook's path, or null for any other path. */
export function tokenOf(url: string | undefined): string | null {
  return url ? (DELIVERY_WEBHOOK_PATH.exec(pathOf(url))?.[1] ?? null) : null;
}
