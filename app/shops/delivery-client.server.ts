import type { AppContext } from "~/context.server";
import { createDeliveryClient, type DeliveryClient, type DeliveryClientOptions } from "~/delivery";

type ClientContext = Pick<AppContext, "env" | "budgetStore" | "logger">;
type ClientOverrides = Pick<DeliveryClientOptions, "budget" | "retry" | "timeoutMs">;

/**
 * A delivery client for one key. By default it shares the process's request budget for that key
 * (spec §8), so every caller in this process stays within 120 requests a minute together.
 */
export function deliveryClientForKey(ctx: ClientContext, apiKey: string, locale: string, overrides: ClientOverrides = {}): DeliveryClient {
  return createDeliveryClient({
    baseUrl: ctx.env.DELIVERY_API_URL,
    apiKey,
    locale: locale.startsWith("fr") ? "fr" : "en",
    budget: { store: ctx.budgetStore },
    ...overrides,
    logger: {
      debug: (message, data) => ctx.logger.debug(data ?? {}, message),
      info: (message, data) => ctx.logger.info(data ?? {}, message),
      warn: (message, data) => ctx.logger.warn(data ?? {}, message),
      error: (message, data) => ctx.logger.error(data ?? {}, message),
    },
  });
}
