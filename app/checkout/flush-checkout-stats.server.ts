import type { AppContext } from "~/context.server";
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
    };
    const increments = Object.fromEntries(Object.entries(counts).map(([key, value]) => [key, { increment: value }]));
    await ctx.db.checkoutStat.upsert({
      where: { shopId_day: { shopId, day } },
      create: { shopId, day, ...counts },
      update: increments,
    });
  }
}
