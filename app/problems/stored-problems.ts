/**
 * The one module that writes a problem on an order or a shop. The app's own texts are stored as a
 * stable code with JSON params, never rendered: the reader's language is known only when someone
 * reads (problem-text.ts renders them). A service's or Shopify's own message is data: it is kept
 * as it came, in lastErrorMessage.
 */
import type { MappingProblem } from "~/order-mapping";

export type ProblemParams = Record<string, unknown>;

/** The pause of a shop whose sync stopped for a reason the order pages repeat. */
export const ShopPauseCode = { DISCONNECTED: "DISCONNECTED", UNINSTALLED: "UNINSTALLED" } as const;

/** An order waiting on its shop's pause: the params say which pause (problem-text.ts). */
export const SHOP_PAUSED = "SHOP_PAUSED";

/**
 * Why the order waits and what to do: a reason code (`reason.*`: skipped, waiting for payment) or a
 * service or app error code (`guidance.*`, UPPER_SNAKE), or SHOP_PAUSED.
 */
export function orderAttention(code: string, params?: ProblemParams) {
  return { attentionCode: code, attentionParamsJson: params ? JSON.stringify(params) : null, attentionReason: null };
}

export const NO_ORDER_ATTENTION = { attentionCode: null, attentionParamsJson: null, attentionReason: null };

/** An order that waits because its shop cannot send: the shop's own reason, or "not connected". */
export function orderWaitsForShop(shop: { syncPausedCode: string | null; syncPausedReason: string | null }) {
  if (shop.syncPausedCode) return orderAttention(SHOP_PAUSED, { pausedCode: shop.syncPausedCode });
  // A shop paused before codes were stored has only its text, in the shop's language: it is repeated as it was.
  if (shop.syncPausedReason) return orderAttention(SHOP_PAUSED, { legacyReason: shop.syncPausedReason });
  return orderAttention("NOT_CONNECTED");
}

/** A refusal or failure as the service (or Shopify) reported it: its code and its own message. */
export function orderError(code: string, message: string) {
  return { lastErrorCode: code, lastErrorMessage: message, lastErrorParamsJson: null };
}

/** The order cannot be mapped: each problem's field, code and params, rendered when read. */
export function orderMappingError(problems: readonly MappingProblem[]) {
  const stored = problems.map(({ field, code, params }) => ({ field, code, ...(params ? { params } : {}) }));
  return {
    lastErrorCode: "MAPPING_PROBLEM",
    lastErrorMessage: null,
    lastErrorParamsJson: JSON.stringify({ problems: stored }),
  };
}

export const NO_ORDER_ERROR = { lastErrorCode: null, lastErrorMessage: null, lastErrorParamsJson: null };

/** The shop's sync stops: paused (a refused key, disconnected) or uninstalled, with the code of why. */
export function shopSyncStopped(syncState: "PAUSED" | "UNINSTALLED", code: string) {
  return { syncState, syncPausedCode: code, syncPausedReason: null };
}

export const SHOP_SYNC_ACTIVE = { syncState: "ACTIVE", syncPausedCode: null, syncPausedReason: null };

/** Shopify refused the carrier service (a plan without calculated rates) or could not be reached: its own words are data. */
export function carrierServiceProblem(state: "REFUSED" | "ERROR", shopifySaid: string) {
  return {
    carrierServiceState: state,
    carrierServiceParamsJson: JSON.stringify({ shopifySaid }),
    carrierServiceMessage: null,
  };
}

export const NO_CARRIER_SERVICE_PROBLEM = { carrierServiceParamsJson: null, carrierServiceMessage: null };
