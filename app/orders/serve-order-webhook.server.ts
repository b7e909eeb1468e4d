import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppContext } from "~/app-context";
import { fromNodeRequest, pathOf, serveJson } from "~/http";
import { INBOX_ORDER_TOPICS, receiveOrderWebhookIntoInbox } from "./order-inbox.server";

/**
 * Shopify's orders/create, paid, updated and cancelled webhooks on Node's own request and response,
 * before Express and Remix (as the delivery webhooks: docs/decisions/034, 051). The Remix route
 * calls the same receiver, so both answer alike.
 */
export async function serveOrderWebhook(
  ctx: AppContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  // A throw (the database down, say) is a 500: Shopify delivers again later.
  await serveJson(request, response, { logger: ctx.logger, what: "order webhook" }, () =>
    receiveOrderWebhookIntoInbox(ctx, fromNodeRequest(request), orderTopicOf(request.url) ?? ""),
  );
}

const ORDER_WEBHOOK_PATH = /^\/webhooks\/orders\/([a-z]+)$/;

/** The topic of an inbox order webhook's path (create, paid, updated, cancelled), or null for any other path. */
export function orderTopicOf(url: string | undefined): string | null {
  const topic = url ? ORDER_WEBHOOK_PATH.exec(pathOf(url))?.[1] : undefined;
  return topic && INBOX_ORDER_TOPICS.includes(topic) ? topic : null;
}
