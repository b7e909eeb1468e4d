import type { AppContext } from "~/app-context";
import { readBodyWithLimit, tooLarge, logRefusal } from "~/http";
import { checkShopifyWebhook } from "./shopify-hmac.server";
import { parseShopifyJson } from "./shopify-json";

/**
 * Shopify's largest webhook bodies are orders with hundreds of line items (well under a megabyte);
 * the limit leaves room for that and keeps four oversized requests from costing more than a few MB.
 */
export const MAX_SHOPIFY_WEBHOOK_BYTES = 4 * 1024 * 1024;

type ReadContext = Pick<AppContext, "env" | "logger">;

/**
 * Verifies a Shopify webhook (HMAC and headers, as authenticate.webhook does: 405, 401 and 400 are
 * thrown as responses) and returns its payload parsed without losing the precision of large ids.
 * The body is read within MAX_SHOPIFY_WEBHOOK_BYTES (413 before the rest is read). `topics` are
 * the topics served at this address (storage form, ORDERS_CREATE): X-Shopify-Topic is not signed,
 * so another is refused. What the body itself names (its shop, its shape) is each route's to bind
 * (docs/decisions/037). Every webhook route reads its request here; none needs the shop's session.
 */
export async function readShopifyWebhook(ctx: ReadContext, request: Request, topics: readonly string[]) {
  if (request.method !== "POST") throw new Response(undefined, { status: 405, headers: { Allow: "POST" } });
  const path = new URL(request.url).pathname;
  const read = await readBodyWithLimit(request, MAX_SHOPIFY_WEBHOOK_BYTES);
  if (!read.ok) {
    logRefusal(ctx.logger, "shopify-webhook-too-large", { path }, "Shopify webhook refused: body too large");
    throw tooLarge(MAX_SHOPIFY_WEBHOOK_BYTES);
  }
  const check = checkShopifyWebhook(ctx.env.SHOPIFY_API_SECRET, read.bytes, request.headers);
  if (!check.valid) {
    logRefusal(ctx.logger, "shopify-webhook-unsigned", { reason: check.reason, path }, "Shopify webhook refused");
    throw new Response(undefined, { status: check.status });
  }
  const delivery = { shop: check.domain, topic: check.topic, webhookId: check.webhookId };
  if (!topics.includes(check.topic))
    throw refuseWebhook(ctx, delivery, 400, `X-Shopify-Topic ${check.topic} is not delivered to ${path}.`);
  let payload: unknown;
  try {
    payload = parseShopifyJson(read.text);
  } catch {
    throw new Response("The body is not JSON.", { status: 400 });
  }
  return { ...delivery, payload };
}

/**
 * A signed webhook whose unsigned headers do not fit its body (another shop, another topic): a
 * relabelled delivery. Refused, never acted on, and logged as a security event (sampled).
 */
export function refuseWebhook(
  ctx: Pick<AppContext, "logger">,
  delivery: { shop: string; topic: string; webhookId: string },
  status: 400 | 403,
  reason: string,
): Response {
  logRefusal(ctx.logger, "shopify-webhook-mismatch", { ...delivery, reason }, "Shopify webhook refused: " + reason);
  return new Response(reason, { status });
}

/*
 * The receipt's two statements run on every order webhook before its acknowledgement: plain SQL,
 * which skips Prisma's per-query compilation (docs/decisions/034, test/integration/plain-sql.test.ts).
 */

/** True when this X-Shopify-Webhook-Id was already handled (a redelivery to drop). */
export async function isShopifyWebhookTaken({ db }: Pick<AppContext, "db">, webhookId: string): Promise<boolean> {
  const rows = await db.$queryRaw<unknown[]>`
    SELECT 1 FROM "ShopifyWebhookReceipt" WHERE "webhookId" = ${webhookId}`;
  return rows.length > 0;
}

/**
 * Records a delivery as handled, by its X-Shopify-Webhook-Id. Called after its work is durably
 * stored: a crash before this point makes Shopify's redelivery do the (idempotent) work again
 * instead of being dropped. The primary key makes a race between instances harmless.
 */
export async function recordShopifyWebhook(
  { db, now }: Pick<AppContext, "db" | "now">,
  delivery: { webhookId: string; shop: string; topic: string },
) {
  await db.$executeRaw`
    INSERT INTO "ShopifyWebhookReceipt" ("webhookId", "shopDomain", "topic", "receivedAt")
    VALUES (${delivery.webhookId}, ${delivery.shop}, ${delivery.topic}, ${now()})
    ON CONFLICT ("webhookId") DO NOTHING`;
}
