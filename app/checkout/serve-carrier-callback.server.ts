import type { IncomingMessage, ServerResponse } from "node:http";
import { getAppContext } from "~/context.server";
import { fromNodeRequest } from "~/http/incoming-request.server";
import { CARRIER_CALLBACK_PATH } from "~/shops/shop-urls";
import { handleRateCallback, type CallbackReply } from "./handle-rate-callback.server";

/**
 * The carrier callback on Node's own request and response: checkout's hot path. server.mjs sends
 * `POST /carrier-service/rates` here before Express and Remix see it (about a third of a cache
 * hit's time went to them); `shopify app dev` uses the Remix route, which calls the same handler.
 */
export async function serveCarrierCallback(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const ctx = getAppContext();
  let reply: CallbackReply;
  try {
    reply = await handleRateCallback(ctx, fromNodeRequest(request));
  } catch (error) {
    // A caller that hung up has no one left to answer: not the app's failure. (Its socket, not the
    // request stream: that stream is also "destroyed" once its body was read in full.)
    if (request.socket.destroyed) {
      ctx.logger.warn({ reason: (error as Error).message }, "carrier callback abandoned by the caller");
      return;
    }
    ctx.logger.error({ err: error }, "carrier callback failed");
    reply = { status: 500, body: { error: "Internal error." } };
  }
  const payload = JSON.stringify(reply.body);
  response.writeHead(reply.status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(payload),
    // The rest of an oversized body was never read: the connection cannot be reused.
    ...(reply.status === 413 ? { Connection: "close" } : {}),
  });
  response.end(payload);
}

/** Whether server.mjs should hand this request to serveCarrierCallback. */
export function isCarrierCallback(request: IncomingMessage): boolean {
  if (request.method !== "POST" || !request.url) return false;
  const queryAt = request.url.indexOf("?");
  return (queryAt === -1 ? request.url : request.url.slice(0, queryAt)) === CARRIER_CALLBACK_PATH;
}
