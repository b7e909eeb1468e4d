import { isPostgresUrl } from "~/db.server";
import type { Stack } from "./stack";

/**
 * Waits until the app has nothing left to do for a shop: the service's webhooks due now have been delivered
 * and answered, none of the shop's order webhooks waits in the inbox, and none of the shop's jobs is queued,
 * waiting for a retry or running (a job that starts another enqueues it before it ends, so a chain never looks
 * idle midway). The inbox counts apart: its job is queued before the shop is known (docs/decisions/051), so
 * it carries no shop, and its row is deleted only after the webhook was taken in and its receipt written.
 * Only then may a test assert that something did NOT happen. Seen idle twice in a row, 100 ms apart, so work
 * a job set off at the service has had its webhook delivered too. Bounded: throws when the shop stays busy.
 */
export async function waitForShopIdle(stack: Stack, shopDomain: string, timeoutMs = 60_000): Promise<void> {
  const shop = await stack.db.shop.findUniqueOrThrow({ where: { domain: shopDomain }, select: { id: true } });
  let idleSeen = 0;
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    await stack.sandbox.flushWebhooks();
    const pending = (await pendingJobs(stack, shop.id)) + (await inboxRows(stack, shopDomain));
    idleSeen = pending === 0 ? idleSeen + 1 : 0;
    if (idleSeen >= 2) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The app still had work for ${shopDomain} after ${timeoutMs} ms.`);
}

async function inboxRows(stack: Stack, shopDomain: string): Promise<number> {
  return stack.db.orderWebhookInbox.count({ where: { shopDomain } });
}

async function pendingJobs(stack: Stack, shopId: string): Promise<number> {
  if (!isPostgresUrl(stack.env.DATABASE_URL))
    return stack.db.job.count({ where: { shopId, state: { in: ["QUEUED", "RUNNING"] } } });
  // pg-boss's own table (app/jobs/pg-boss-tables.server.ts): the envelope carries the shop.
  const [row] = await stack.db.$queryRawUnsafe<Array<{ pending: bigint | number }>>(
    `SELECT count(*) AS pending FROM pgboss.job WHERE data->>'shopId' = $1 AND state IN ('created', 'retry', 'active')`,
    shopId,
  );
  return Number(row?.pending ?? 0);
}
