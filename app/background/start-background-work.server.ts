import { flushCheckoutStats } from "~/checkout/flush-checkout-stats.server";
import type { AppContext } from "~/context.server";

export const CHECKOUT_STATS_FLUSH_MS = 2_000;

export type BackgroundWork = { stop(): Promise<void> };

/**
 * Everything the app does outside requests, started by server.mjs next to the web server:
 * checkout statistics are flushed to the database; jobs run when JOB_WORKERS=on.
 */
export async function startBackgroundWork(ctx: AppContext): Promise<BackgroundWork> {
  const flush = () => flushCheckoutStats(ctx).catch((error) => ctx.logger.error({ err: error }, "checkout stats flush failed"));
  const timer = setInterval(flush, CHECKOUT_STATS_FLUSH_MS);
  return {
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
