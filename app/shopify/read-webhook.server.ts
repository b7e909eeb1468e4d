import type { AppContext } from "~/app-context";
import { logRefusal, fromWebRequest, pathOf, type IncomingRequest } from "~/http";
import { checkShopifyWebhook } from "./shopify-hmac.server";
import { parseShopifyJson } from "./shopify-json";

/**
 * Shopify's largest webhook bodies are orders with hundreds of line items (well under a megabyte);
 * the limit leaves room for that and keeps four oversized requests from costing more than a few MB.
 */
export const MAX_SHOPIFY_WEBHOOK_BYTES = 4 * 1024 * 1024;

type ReadContext = Pick<AppContext, "env" | "logger">;

/** A Shopify webhook whose HMAC and headers were checked; its body as received, not parsed. */
export type VerifiedShopifyWebhook = { shop: string; topic: string; webhookId: string; text: string };

/** A refusal as a value, for callers that answer on Node's own response (app/fast-paths.server.ts). */
export type WebhookRefusal = { status: 400 | 401 | 405 | 413; message: string; headers?: Record<string, string> };

/**
 * The checks of readShopifyWebhook, as a value and without parsing the body: the order inbox stores
 * the signed body as it came and leaves parsing to its job (docs/decisions/051).
 */
export async function verifyShopifyWebhook(
  ctx: ReadContext,
  request: IncomingRequest,
  topics: readonly string[],
): Promise<{ ok: true; webhook: VerifiedShopifyWebhook } | { ok: false; refusal: WebhookRefusal }> {
  if (request.method !== "POST") {
    return { ok: false, refusal: { status: 405, message: "", headers: { Allow: "POST" } } };
  }
  const path = pathOf(request.url.replace(/^https?:\/\/[^/]+/, ""));
  const read = await request.readBody(MAX_SHOPIFY_WEBHOOK_BYTES);
  if (!read.ok) {
    logRefusal(ctx.logger, "shopify-webhook-too-large", { path }, "Shopify webhook refused: body too large");
    const message = `The request body is larger than ${MAX_SHOPIFY_WEBHOOK_BYTES} bytes.`;
    return { ok: false, refusal: { status: 413, message, headers: { Connection: "close" } } };
  }
  const check = checkShopifyWebhook(ctx.env.SHOPIFY_API_SECRET, read.bytes, headersOf(request));
  if (!check.valid) {
    logRefusal(ctx.logger, "shopify-webhook-unsigned", { reason: check.reason, path }, "Shopify webhook refused");
    return { ok: false, refusal: { status: check.status, message: "" } };
  }
  const delivery = { shop: check.domain, topic: check.topic, webhookId: check.webhookId };
  if (!topics.includes(check.topic)) {
    const reason = `X-Shopify-Topic ${check.topic} is not delivered to ${path}.`;
    refuseWebhook(ctx, delivery, 400, reason);
    return { ok: false, refusal: { status: 400, message: reason } };
  }
  return { ok: true, webhook: { ...delivery, text: read.text } };
}

/**
 * Verifies a Shopify webhook (HMAC and headers, as authenticate.webhook does: 405, 401 and 400 are
 * thrown as responses) and returns its payload parsed without losing the precision of large ids.
 * The body is read within MAX_SHOPIFY_WEBHOOK_BYTES (413 before the rest is read). `topics` are
 * the topics served at this address (storage form, ORDERS_CREATE): X-Shopify-Topic is not signed,
 * so another is refused. What the body itself names (its shop, its shape) is each route's to bind
 * (docs/decisions/037). Every webhook route reads its request here; none needs the shop's session.
 */
export async function readShopifyWebhook(ctx: ReadContext, request: Request, topics: readonly string[]) {
  const verified = await verifyShopifyWebhook(ctx, fromWebRequest(request), topics);
  if (!verified.ok) {
    const { status, message, headers } = verified.refusal;
    throw new Response(message || undefined, { status, headers });
  }
  const { text, ...delivery } = verified.webhook;
  let payload: unknown;
  try {
    payload = parseShopifyJson(text);
  } catch {
    throw new Response("The body is not JSON.", { status: 400 });
  }
  return { ...delivery, payload };
}

/** The request's headers as Shopify's checks read them (a name's values joined, as Headers does). */
function headersOf(request: IncomingRequest): Pick<Headers, "get" | "has"> {
  return { get: (name) => request.header(name), has: (name) => request.header(name) !== null };
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
