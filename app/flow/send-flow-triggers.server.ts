/**
 * Shopify Flow triggers for an order: which ones its state calls for are recorded once each
 * (FlowTriggerEvent, unique key per business event) and sent by a job with `flowTriggerReceive`, so
 * a trigger is neither lost when Shopify is busy nor sent twice when an event is applied again.
 */
import { randomBytes } from "node:crypto";
import type { z } from "zod";
import type { AppContext } from "~/app-context";
import { plainExecute, plainQuery } from "~/db.server";
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
      // Once per key: a trigger recorded already (this event applied again) changes nothing. A plain statement, as
      // the order's read above: every delivered, failed or returned parcel records one (docs/decisions/034).
      await plainExecute(
        ctx.db,
        `INSERT INTO "FlowTriggerEvent" ("id", "shopId", "orderSyncId", "key", "handle", "payloadJson", "createdAt")
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT ("key") DO NOTHING`,
        [
          `f${randomBytes(12).toString("hex")}`,
          order.shopId,
          orderSyncId,
          trigger.key,
          trigger.handle,
          JSON.stringify(payload),
          new Date(),
        ],
      );
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
    // The trigger with its shop, and its close: plain statements, as its recording (above).
    const [row] = await plainQuery<{
      handle: string;
      payloadJson: string;
      sentAt: Date | null;
      domain: string | null;
      uninstalledAt: Date | null;
    }>(
      ctx.db,
      `SELECT f."handle", f."payloadJson", f."sentAt", s."domain", s."uninstalledAt"
       FROM "FlowTriggerEvent" f LEFT JOIN "Shop" s ON s."id" = f."shopId" WHERE f."id" = $1`,
      [flowTriggerEventId],
    );
    if (!row || row.sentAt) return;
    if (!row.domain || row.uninstalledAt) return;
    const graphql = await ctx.shopifyAdmin.graphqlFor(row.domain);
    // A ShopifyAdminError says itself whether retrying helps (a refusal does not: the job fails at once).
    await receiveFlowTrigger(graphql, row.handle, JSON.parse(row.payloadJson));
    await plainExecute(ctx.db, `UPDATE "FlowTriggerEvent" SET "sentAt" = $1, "lastError" = NULL WHERE "id" = $2`, [
      ctx.now(),
      flowTriggerEventId,
    ]);
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
