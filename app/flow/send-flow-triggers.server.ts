/**
 * Shopify Flow triggers for an order: which ones its state calls for are recorded once each
 * (FlowTriggerEvent, unique key per business event) and sent by a job with `flowTriggerReceive`, so
 * a trigger is neither lost when Shopify is busy nor sent twice when an event is applied again.
 */
import type { z } from "zod";
import type { AppContext } from "~/app-context";
import { plainQuery } from "~/db.server";
import { localeFromTag } from "~/i18n";
import { defineIdJob } from "~/jobs";
import { receiveFlowTrigger } from "~/shopify";
import { flowReason } from "./flow-reason";
import { collectsCash, flowPayload, wantedTriggers } from "./flow-triggers";
import { readOrderWithShopAndEvents } from "~/order-record";
import { orderLedgerOf, paymentTruth } from "~/payments";
import { attentionText, lastErrorText } from "~/problems";

type Enqueuer = Pick<AppContext, "db" | "now" | "logger" | "jobs">;

/**
 * Records the triggers the order now calls for and queues the ones not sent yet. Safe to call after
 * every change of the order: a trigger already recorded is not recorded again. Never throws for a
 * trigger's sake: the work that called it (applying a shipment, syncing an order) is done already.
 */
export async function emitFlowTriggers(ctx: Enqueuer, orderSyncId: string): Promise<void> {
  try {
    // After every applied delivery, so plain statements (readOrderWithShopAndEvents) rather than Prisma's.
    const order = await readOrderWithShopAndEvents(ctx.db, orderSyncId);
    if (!order || order.shop.uninstalledAt) return;
    const locale = localeFromTag(order.shop.locale) ?? "en";
    // The stored problem as text in the shop's language: Flow's reason and the key of "one trigger per problem".
    const withTexts = {
      ...order,
      attentionReason: attentionText(order, locale),
      lastErrorMessage: lastErrorText(order, locale),
      // The money a trigger names is what every view shows (docs/decisions/073), never a column read here. Only the
      // collection trigger names it, so the ledger is read for that alone, not after every delivery (decision 095).
      payment: collectsCash(order)
        ? paymentTruth(order, null, await orderLedgerOf(ctx.db, order.shopId, order.shopifyOrderGid))
        : null,
    };
    for (const trigger of wantedTriggers(withTexts, ctx.now())) {
      const payload = flowPayload(order.shopifyOrderGid, trigger.shipmentState, flowReason(locale, trigger.reason));
      try {
        await ctx.db.flowTriggerEvent.create({
          data: {
            shopId: order.shopId,
            orderSyncId,
            key: trigger.key,
            handle: trigger.handle,
            payloadJson: JSON.stringify(payload),
          },
        });
      } catch (error) {
        if ((error as { code?: string }).code !== "P2002") throw error;
      }
    }
    // Also any recorded earlier whose job was never queued (a crash between the two steps).
    const unsent = await plainQuery<{ id: string; shopId: string }>(
      ctx.db,
      `SELECT "id", "shopId" FROM "FlowTriggerEvent" WHERE "orderSyncId" = $1 AND "sentAt" IS NULL AND "lastError" IS NULL`,
      [orderSyncId],
    );
    for (const row of unsent) {
      await ctx.jobs.enqueue(
        "flow.send-trigger",
        { flowTriggerEventId: row.id },
        { dedupeKey: `flow:${row.id}`, shopId: row.shopId },
      );
    }
  } catch (error) {
    ctx.logger.error({ orderSyncId, err: error }, "Shopify Flow triggers could not be recorded");
  }
}

/** Sends one recorded trigger; marks it sent, or keeps Shopify's refusal on it. */
export const sendFlowTriggerJob = defineIdJob("flow.send-trigger", "flowTriggerEventId", {
  version: 1,
  maxAttempts: 8,
  backoff: { initialMs: 5_000, maxMs: 30 * 60_000 },
  handler: async ({ flowTriggerEventId }, ctx) => {
    const row = await ctx.db.flowTriggerEvent.findUnique({ where: { id: flowTriggerEventId } });
    if (!row || row.sentAt) return;
    const shop = await ctx.db.shop.findUnique({
      where: { id: row.shopId },
      select: { domain: true, uninstalledAt: true },
    });
    if (!shop || shop.uninstalledAt) return;
    const graphql = await ctx.shopifyAdmin.graphqlFor(shop.domain);
    // A ShopifyAdminError says itself whether retrying helps (a refusal does not: the job fails at once).
    await receiveFlowTrigger(graphql, row.handle, JSON.parse(row.payloadJson));
    await ctx.db.flowTriggerEvent.update({ where: { id: row.id }, data: { sentAt: ctx.now(), lastError: null } });
  },
  // Kept on the row, where orders:show and the README's troubleshooting point.
  onExhausted: async ({ flowTriggerEventId }, error, ctx) => {
    await ctx.db.flowTriggerEvent.updateMany({
      where: { id: flowTriggerEventId, sentAt: null },
      data: { lastError: error.message },
    });
  },
});

export const flowJobs = [sendFlowTriggerJob] as const;

declare module "~/jobs/job-queue" {
  interface JobPayloads {
    "flow.send-trigger": z.input<typeof sendFlowTriggerJob.payload>;
  }
}
