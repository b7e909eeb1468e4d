import type { IncomingMessage, ServerResponse } from "node:http";
import { getAppContext } from "~/context.server";
import { fromNodeRequest } from "~/http/incoming-request.server";
import { writeJsonReply } from "~/http/json-reply.server";
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
  writeJsonReply(response, reply.status, reply.body);
}
