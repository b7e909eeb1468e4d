import type { z } from "zod";
import type { AppContext } from "~/app-context";
import { plainExecute, type PlainStatement } from "~/db.server";
import type { IncomingRequest } from "~/http";
import { defineIdJob, PermanentJobError } from "~/jobs";
import { parseShopifyJson, verifyShopifyWebhook } from "~/shopify";
import { receiveOrderWebhook } from "./receive-order-webhook.server";

/*
 * The order inbox (docs/decisions/051): an orders/create, paid, updated or cancelled webhook is
 * verified (HMAC and headers, bounded body), its signed body stored encrypted under its
 * X-Shopify-Webhook-Id, its job queued, and it is answered 200. Parsing, mapping and the snapshot
 * (newest wins, dedupe, unknown shop) happen in the job, through the same receiveOrderWebhook as
 * before. Before the answer, plain SQL (docs/decisions/034): the insert (which also drops a delivery already taken
 * and a shop not installed) and the job's, one commit on SQLite (docs/decisions/105).
 */

/** The order topics taken through the inbox (orders/edited is an edit, read from Shopify: receive-order-edit.server.ts). */
export const INBOX_ORDER_TOPICS: readonly string[] = ["create", "paid", "updated", "cancelled"];
/** A row whose job never succeeded (its attempts ran out) is kept this long for the operator, then deleted. */
export const ORDER_INBOX_RETENTION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type InboxReply = { status: number; body: Record<string, unknown>; headers?: Record<string, string> };

/** One orders/<topic> webhook, on any transport (the fast path's Node request, the Remix route's Web Request). */
export async function receiveOrderWebhookIntoInbox(
  ctx: AppContext,
  request: IncomingRequest,
  topic: string,
): Promise<InboxReply> {
  const verified = await verifyShopifyWebhook(ctx, request, [`ORDERS_${topic.toUpperCase()}`]);
  if (!verified.ok) {
    const { status, message, headers } = verified.refusal;
    return { status, body: message ? { error: message } : {}, headers };
  }
  const { webhookId, shop } = verified.webhook;
  // Not stored: a delivery already taken (a redelivery) or a shop not installed. Still 200: Shopify must not retry
  // either. A row already there (a redelivery after a crash between the insert and the queue, where those are two
  // commits) is queued again; the dedupe key keeps it to one job.
  const { written } = await ctx.jobs.enqueueWith(
    inboxInsert(ctx, verified.webhook),
    {
      text: `SELECT 1 FROM "OrderWebhookInbox" WHERE "webhookId" = $1`,
      values: [webhookId],
    },
    "orders.take-webhook",
    { webhookId },
    { dedupeKey: `inbox:${webhookId}` },
  );
  ctx.logger.debug({ shop, webhookId, topic, stored: written === 1 }, "order webhook stored in the inbox");
  return { status: 200, body: {} };
}

/** One statement: the encrypted body, unless the delivery was taken already or the shop is not installed. */
export async function storeInInbox(
  ctx: Pick<AppContext, "db" | "secrets" | "now">,
  webhook: { webhookId: string; shop: string; topic: string; text: string },
): Promise<boolean> {
  const { text, values } = inboxInsert(ctx, webhook);
  return (await plainExecute(ctx.db, text, values)) === 1;
}

/** The insert storeInInbox makes, to be sent with the inbox's job (enqueueWith). */
export function inboxInsert(
  { secrets, now }: Pick<AppContext, "secrets" | "now">,
  webhook: { webhookId: string; shop: string; topic: string; text: string },
): PlainStatement {
  return {
    text: `INSERT INTO "OrderWebhookInbox" ("webhookId", "shopDomain", "topic", "bodyCiphertext", "receivedAt")
     SELECT $1, $2, $3, $4, $5
     WHERE EXISTS (SELECT 1 FROM "Shop" WHERE "domain" = $2 AND "uninstalledAt" IS NULL)
       AND NOT EXISTS (SELECT 1 FROM "ShopifyWebhookReceipt" WHERE "webhookId" = $1)
     ON CONFLICT ("webhookId") DO NOTHING`,
    values: [webhook.webhookId, webhook.shop, webhook.topic, secrets.encrypt(webhook.text), now()],
  };
}

/**
 * Takes one stored webhook in: decrypts and parses its body and runs the intake every order webhook
 * ran before the inbox (receiveOrderWebhook: unknown shop, dedupe by webhook id, newest snapshot
 * wins, the sync queued). The row is deleted once that is stored, so a retry redoes what is missing.
 * A body that is not an order is logged and dropped: Shopify would have sent the same body again.
 */
export const takeOrderWebhookJob = defineIdJob("orders.take-webhook", "webhookId", {
  version: 1,
  maxAttempts: 8,
  backoff: { initialMs: 5_000, maxMs: 10 * 60_000 },
  handler: async ({ webhookId }, ctx) => {
    const row = await ctx.db.orderWebhookInbox.findUnique({ where: { webhookId } });
    // Taken in already (a second run of this job), or erased (customers/redact, shop/redact).
    if (!row) return;
    let payload: unknown;
    try {
      payload = parseShopifyJson(ctx.secrets.decrypt(row.bodyCiphertext));
    } catch (error) {
      if ((error as { retryable?: boolean }).retryable) throw error; // a missing key: the operator can restore it
      await deleteInboxRow(ctx, webhookId);
      throw new PermanentJobError(`Order webhook ${webhookId}: the body is not JSON.`, "ORDER_WEBHOOK_UNREADABLE");
    }
    await receiveOrderWebhook(ctx, { shop: row.shopDomain, topic: row.topic, webhookId, payload });
    await deleteInboxRow(ctx, webhookId);
  },
});

async function deleteInboxRow({ db }: Pick<AppContext, "db">, webhookId: string) {
  await db.orderWebhookInbox.deleteMany({ where: { webhookId } });
}

/** Rows left behind (a job out of attempts) older than ORDER_INBOX_RETENTION_DAYS. */
export async function purgeOrderInbox(ctx: Pick<AppContext, "db" | "now">) {
  const before = new Date(ctx.now().getTime() - ORDER_INBOX_RETENTION_DAYS * DAY_MS);
  const { count } = await ctx.db.orderWebhookInbox.deleteMany({ where: { receivedAt: { lt: before } } });
  return count;
}

/**
 * customers/redact: the shop's inbox rows about this customer or these orders are deleted unread
 * (an inbox row lives seconds; one still there holds the buyer's data like the order's snapshot).
 * Bodies are encrypted, so each of the shop's rows is opened to be matched. Returns the count.
 */
export async function eraseCustomerFromInbox(
  ctx: Pick<AppContext, "db" | "secrets">,
  shopDomain: string,
  customer: { customerId?: string | number; orderIds: Array<string | number> },
) {
  const rows = await ctx.db.orderWebhookInbox.findMany({ where: { shopDomain } });
  const orderIds = new Set(customer.orderIds.map(String));
  const customerId = customer.customerId === undefined ? null : String(customer.customerId);
  const erased = rows
    .filter((row) => {
      const body = readBody(ctx, row.bodyCiphertext);
      // Unreadable (a key missing): erased as well, it cannot be shown to be someone else's.
      if (!body) return true;
      return orderIds.has(String(body.id)) || (customerId !== null && String(body.customer?.id) === customerId);
    })
    .map((row) => row.webhookId);
  if (erased.length === 0) return 0;
  const { count } = await ctx.db.orderWebhookInbox.deleteMany({ where: { webhookId: { in: erased } } });
  return count;
}

function readBody(ctx: Pick<AppContext, "secrets">, ciphertext: string) {
  try {
    return parseShopifyJson(ctx.secrets.decrypt(ciphertext)) as { id?: unknown; customer?: { id?: unknown } | null };
  } catch {
    return null;
  }
}

declare module "~/jobs/job-queue" {
  interface JobPayloads {
    "orders.take-webhook": z.input<typeof takeOrderWebhookJob.payload>;
  }
}
