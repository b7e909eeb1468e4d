import type { AppContext } from "~/app-context";
import { getCheckoutRuntime } from "./checkout-runtime.server";

/**
 * Moves the process's checkout counters into CheckoutStat (one row per shop and UTC day), adding
 * to what other instances wrote. Called every few seconds by the background work and at shutdown.
 */
export async function flushCheckoutStats(ctx: AppContext) {
  const drained = getCheckoutRuntime(ctx).metrics.drain();
  const day = ctx.now().toISOString().slice(0, 10);
  for (const [shopId, m] of Object.entries(drained)) {
    const counts = {
      callbacks: m.callbacks,
      cacheHits: m.cacheHits,
      staleServed: m.staleServed,
      fallbacksUsed: m.fallbacksUsed,
      errors: m.errors,
      serviceCalls: m.serviceCalls,
      serviceLatencyMs: m.serviceLatencyMsTotal,
      modelAnswers: m.modelAnswers,
      modelChecks: m.modelChecks,
      modelDrops: m.modelDrops,
      rateLimited: m.errorsByKind.rate_limited ?? 0,
    };
    // One statement that adds to the day's row, not Prisma's upsert: that runs in a transaction, and
    // on SQLite a transaction Prisma gives up on while it waits for another writer's lock ("Operation
    // has timed out") can take the lock later and keep it, refusing every later write of the app (the
    // database-outage test, once checkout wrote beside it). The column list is the model's.
    await ctx.db.$executeRaw`
      INSERT INTO "CheckoutStat" ("shopId", "day", "callbacks", "cacheHits", "staleServed", "fallbacksUsed", "errors",
        "serviceCalls", "serviceLatencyMs", "modelAnswers", "modelChecks", "modelDrops", "rateLimited")
      VALUES (${shopId}, ${day}, ${counts.callbacks}, ${counts.cacheHits}, ${counts.staleServed}, ${counts.fallbacksUsed},
        ${counts.errors}, ${counts.serviceCalls}, ${counts.serviceLatencyMs}, ${counts.modelAnswers}, ${counts.modelChecks},
        ${counts.modelDrops}, ${counts.rateLimited})
      ON CONFLICT ("shopId", "day") DO UPDATE SET
        "callbacks" = "CheckoutStat"."callbacks" + excluded."callbacks",
        "cacheHits" = "CheckoutStat"."cacheHits" + excluded."cacheHits",
        "staleServed" = "CheckoutStat"."staleServed" + excluded."staleServed",
        "fallbacksUsed" = "CheckoutStat"."fallbacksUsed" + excluded."fallbacksUsed",
        "errors" = "CheckoutStat"."errors" + excluded."errors",
        "serviceCalls" = "CheckoutStat"."serviceCalls" + excluded."serviceCalls",
        "serviceLatencyMs" = "CheckoutStat"."serviceLatencyMs" + excluded."serviceLatencyMs",
        "modelAnswers" = "CheckoutStat"."modelAnswers" + excluded."modelAnswers",
        "modelChecks" = "CheckoutStat"."modelChecks" + excluded."modelChecks",
        "modelDrops" = "CheckoutStat"."modelDrops" + excluded."modelDrops",
        "rateLimited" = "CheckoutStat"."rateLimited" + excluded."rateLimited"`;
  }
}
