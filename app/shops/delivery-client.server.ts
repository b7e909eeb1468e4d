import type { AppContext } from "~/context.server";
import { createDeliveryClient, type DeliveryClient } from "~/delivery";

type ClientContext = Pick<AppContext, "env" | "budgetStore" | "logger">;

/** A delivery client for one key, sharing the process's request budget for that key. */
export function deliveryClientForKey(ctx: ClientContext, apiKey: string, locale: string, options: { budgetMaxWaitMs?: number; timeoutMs?: number } = {}): DeliveryClient {
  return createDeliveryClient({
    baseUrl: ctx.env.DELIVERY_API_URL,
    apiKey,
    locale: locale === "fr" ? "fr" : "en",
    timeoutMs: options.timeoutMs,
    budget: { store: ctx.budgetStore, maxWaitMs: options.budgetMaxWaitMs },
    logger: {
      debug: (message, data) => ctx.logger.debug(data ?? {}, message),
      info: (message, data) => ctx.logger.info(data ?? {}, message),
      warn: (message, data) => ctx.logger.warn(data ?? {}, message),
      error: (message, data) => ctx.logger.error(data ?? {}, message),
    },
  });
}
