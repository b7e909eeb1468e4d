import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppContext } from "~/app-context";
import { fromNodeRequest, serveJson } from "~/http";
import { handleRateCallback } from "./handle-rate-callback.server";

/**
 * The carrier callback on Node's own request and response: checkout's hot path. server.mjs sends
 * `POST /carrier-service/rates` here before Express and Remix see it (about a third of a cache
 * hit's time went to them); `shopify app dev` uses the Remix route, which calls the same handler.
 */
export async function serveCarrierCallback(
  ctx: AppContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  await serveJson(request, response, { logger: ctx.logger, what: "carrier callback" }, () =>
    handleRateCallback(ctx, fromNodeRequest(request)),
  );
}
