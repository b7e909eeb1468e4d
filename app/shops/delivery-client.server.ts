import type { AppContext } from "~/app-context";
import {
  createDeliveryClient,
  INITIAL_RETRY_DELAY_MS,
  MAX_RETRY_DELAY_MS,
  type DeliveryClient,
  type DeliveryClientOptions,
} from "~/delivery";
import { scaledMs } from "~/time-scale";
import { storedScopesPriceCheckout } from "./probe-key-scopes.server";

type ClientContext = Pick<AppContext, "env" | "budgetStore" | "logger">;
type ClientOverrides = Pick<DeliveryClientOptions, "retry" | "timeoutMs"> & { maxWaitMs?: number };

/**
 * Which share of a key's budget a caller may use. spec §8 counts 120 requests a minute per key,
 * whoever sends them, so every client takes its slots from the one budget of its key (the one
 * store of this process or database, keyed by the key's hash). The shares differ only in how full
 * that budget may be when they take a slot:
 * - "checkout" may fill it (a carrier callback never waits; it falls back instead);
 * - "beside-checkout" (anyone else on a key that also serves checkout) stops at the limit minus
 *   checkout's reserve, so checkout always finds its reserve free in any window;
 * - "whole" is for a key checkout does not use (the shop has a separate checkout key);
 * - "checkout-refresh" (checkout refreshing an answer it already shows, stale) stops at half the
 *   limit: under heavy traffic the rest goes to buyers whose cart has no answer yet, who would
 *   otherwise get the fallback rates, while the stale answer (the service's own price) stands.
 * - "checkout-spill" (checkout on the orders key, once its own checkout key's budget is spent,
 *   when the orders key may price checkout too) stops at checkout's reserve: it only takes what the
 *   orders callers leave, and they always keep two thirds of the window, as on a shared key.
 * docs/decisions/028-one-budget-per-key.md, 035-checkout-refresh-share.md, 116-checkout-spills-into-the-orders-key.md
 */
export type BudgetShare = "checkout" | "checkout-refresh" | "checkout-spill" | "beside-checkout" | "whole";

/** Checkout's reserve on a key it shares: a third of the limit (40 of 120). */
export function checkoutReserve(limit: number): number {
  return Math.ceil(limit / 3);
}

export function limitForShare(limit: number, share: BudgetShare): number {
  if (share === "beside-checkout") return Math.max(1, limit - checkoutReserve(limit));
  if (share === "checkout-refresh") return Math.max(1, Math.floor(limit / 2));
  if (share === "checkout-spill") return checkoutReserve(limit);
  return limit;
}

/** The share of a shop's orders key: checkout shares it unless the shop has a separate checkout key. */
export function ordersKeyShare(connection: { checkoutApiKeyCiphertext: string | null }): BudgetShare {
  return connection.checkoutApiKeyCiphertext ? "whole" : "beside-checkout";
}

/**
 * A delivery client for one key, taking its requests from that key's one budget at `share`.
 * No caller builds a budget of its own: that is how two callers once counted the same key twice.
 */
export function deliveryClientForKey(
  ctx: ClientContext,
  apiKey: string,
  locale: string,
  share: BudgetShare,
  overrides: ClientOverrides = {},
): DeliveryClient {
  const { maxWaitMs, retry, ...rest } = overrides;
  return createDeliveryClient({
    baseUrl: ctx.env.DELIVERY_API_URL,
    apiKey,
    locale: locale.startsWith("fr") ? "fr" : "en",
    timeoutMs: ctx.env.DELIVERY_TIMEOUT_MS,
    ...rest,
    // The pauses between retries of one call, shrunk under TIME_SCALE (tests); Retry-After is the service's own.
    retry: {
      initialDelayMs: scaledMs(INITIAL_RETRY_DELAY_MS, ctx.env.TIME_SCALE, 10),
      maxDelayMs: scaledMs(MAX_RETRY_DELAY_MS, ctx.env.TIME_SCALE, 10),
      ...retry,
    },
    budget: {
      store: ctx.budgetStore,
      limitPerWindow: limitForShare(ctx.env.DELIVERY_RATE_LIMIT, share),
      windowMs: ctx.env.DELIVERY_RATE_WINDOW_MS,
      maxWaitMs,
    },
    logger: {
      debug: (message, data) => ctx.logger.debug(data ?? {}, message),
      info: (message, data) => ctx.logger.info(data ?? {}, message),
      warn: (message, data) => ctx.logger.warn(data ?? {}, message),
      error: (message, data) => ctx.logger.error(data ?? {}, message),
    },
  });
}

/** The client of a connected shop's orders key (handoff, tracking, admin pages), leaving checkout its reserve when it shares the key. */
export function ordersClientForShop(
  ctx: ClientContext & Pick<AppContext, "secrets">,
  shop: { locale: string },
  connection: { apiKeyCiphertext: string; checkoutApiKeyCiphertext: string | null },
  overrides: ClientOverrides = {},
): DeliveryClient {
  return deliveryClientForKey(
    ctx,
    ctx.secrets.decrypt(connection.apiKeyCiphertext),
    shop.locale,
    ordersKeyShare(connection),
    overrides,
  );
}

/**
 * The checkout client of a connected shop: its checkout key if it has one, else the orders key;
 * never waits, never retries. `checkout-refresh` is the same key at the refreshes' share.
 */
export function checkoutClientForShop(
  ctx: ClientContext & Pick<AppContext, "secrets">,
  connection: { apiKeyCiphertext: string; checkoutApiKeyCiphertext: string | null },
  share: Extract<BudgetShare, "checkout" | "checkout-refresh"> = "checkout",
): DeliveryClient {
  const apiKey = ctx.secrets.decrypt(connection.checkoutApiKeyCiphertext ?? connection.apiKeyCiphertext);
  return deliveryClientForKey(ctx, apiKey, "en", share, { maxWaitMs: 0, retry: { maxRetries: 0 } });
}

/**
 * Checkout's second key: the orders key at the spill's share, for a shop with a separate checkout
 * key whose orders key was granted checkout:rates when it was connected; null otherwise (a shop of
 * one key already prices checkout on it). Never waits, never retries. docs/decisions/116.
 */
export function checkoutSpillClientForShop(
  ctx: ClientContext & Pick<AppContext, "secrets">,
  connection: { apiKeyCiphertext: string; checkoutApiKeyCiphertext: string | null; scopesJson: string },
): DeliveryClient | null {
  if (!connection.checkoutApiKeyCiphertext || !storedScopesPriceCheckout(connection.scopesJson)) return null;
  const apiKey = ctx.secrets.decrypt(connection.apiKeyCiphertext);
  return deliveryClientForKey(ctx, apiKey, "en", "checkout-spill", { maxWaitMs: 0, retry: { maxRetries: 0 } });
}
