import type { IncomingMessage, ServerResponse } from "node:http";
import { getAppContext } from "~/context.server";
import { fromNodeRequest } from "~/http/incoming-request.server";
import { writeJsonReply } from "~/http/json-reply.server";
import { receiveDeliveryWebhook, type DeliveryReply } from "./receive-delivery-webhook.server";

/**
 * The delivery service's webhooks on Node's own request and response, as the carrier callback is
 * served (docs/decisions/012, 034): server.mjs sends `POST /webhooks/delivery/<token>` here before
 * Express and Remix see it. The Remix route calls the same receiver, so both answer alike.
 */
export async function serveDeliveryWebhook(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const ctx = getAppContext();
  let reply: DeliveryReply;
  try {
    reply = await receiveDeliveryWebhook(ctx, fromNodeRequest(request), tokenOf(request.url) ?? "");
  } catch (error) {
    if (request.socket.destroyed) {
      ctx.logger.warn({ reason: (error as Error).message }, "delivery webhook abandoned by the sender");
      return;
    }
    // The database is down, say: a 500 makes the service deliver again later (spec §6), nothing is lost.
    ctx.logger.error({ err: error }, "delivery webhook failed");
    reply = { status: 500, body: { error: "Internal error." } };
  }
  writeJsonReply(response, reply.status, reply.body, reply.headers);
}

const DELIVERY_WEBHOOK_PATH = /^\/webhooks\/delivery\/([A-Za-z0-9_-]+)$/;

/** The URL token of a delivery webhook's path, or null for any other path. */
export function tokenOf(url: string | undefined): string | null {
  if (!url) return null;
  const queryAt = url.indexOf("?");
  return DELIVERY_WEBHOOK_PATH.exec(queryAt === -1 ? url : url.slice(0, queryAt))?.[1] ?? null;
}
