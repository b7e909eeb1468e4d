import type { AppContext } from "~/context.server";
import { checkShopifyWebhook } from "./shopify-hmac.server";
import { parseShopifyJson } from "./shopify-json";

/**
 * Verifies a Shopify webhook (HMAC and headers, as authenticate.webhook does: 405, 401 and 400 are
 * thrown as responses) and returns its payload parsed without losing the precision of large ids.
 * Every webhook route reads its request here; none of them needs the shop's session.
 */
export async function readShopifyWebhook({ env, logger }: Pick<AppContext, "env" | "logger">, request: Request) {
  if (request.method !== "POST") throw new Response(undefined, { status: 405, headers: { Allow: "POST" } });
  const raw = await request.text();
  const check = checkShopifyWebhook(env.SHOPIFY_API_SECRET, raw, request.headers);
  if (!check.valid) {
    logger.warn({ reason: check.reason, path: new URL(request.url).pathname }, "Shopify webhook refused");
    throw new Response(undefined, { status: check.status });
  }
  let payload: unknown;
  try {
    payload = parseShopifyJson(raw);
  } catch {
    throw new Response("The body is not JSON.", { status: 400 });
  }
  return { shop: check.domain, topic: check.topic, webhookId: check.webhookId, payload };
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
