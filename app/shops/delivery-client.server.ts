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
    timeoutMs: ctx.env.DELIVERY_TIMEOUT_MS,
    budget: { store: ctx.budgetStore, limitPerWindow: ctx.env.DELIVERY_RATE_LIMIT, windowMs: ctx.env.DELIVERY_RATE_WINDOW_MS },
    ...overrides,
    logger: {
      debug: (message, data) => ctx.logger.debug(data ?? {}, message),
      info: (message, data) => ctx.logger.info(data ?? {}, message),
      warn: (message, data) => ctx.logger.warn(data ?? {}, message),
      error: (message, data) => ctx.logger.error(data ?? {}, message),
    },
  });
}

/**
 * The orders client of a connected shop. When the shop has no separate checkout key, checkout
 * callbacks take a third of the key's budget (callback-shop.server.ts), so order handoff keeps the
 * rest and the two together stay within the service's limit.
 */
export function ordersClientForShop(
  ctx: ClientContext & Pick<AppContext, "secrets">,
  shop: { locale: string },
  connection: { apiKeyCiphertext: string; checkoutApiKeyCiphertext: string | null },
): DeliveryClient {
  const limit = ctx.env.DELIVERY_RATE_LIMIT;
  const ordersLimit = connection.checkoutApiKeyCiphertext ? limit : limit - Math.ceil(limit / 3);
  return deliveryClientForKey(ctx, ctx.secrets.decrypt(connection.apiKeyCiphertext), shop.locale, {
    budget: { store: ctx.budgetStore, limitPerWindow: ordersLimit, windowMs: ctx.env.DELIVERY_RATE_WINDOW_MS },
  });
}
