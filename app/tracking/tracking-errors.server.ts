import type { AppContext } from "~/app-context";
import { ShopifyAdminError, ShopifyErrorCode } from "~/shopify";
import { TRACKING_ERROR_CODES, TrackingErrorCode, TrackingRetryableError } from "./errors";
import { NO_ORDER_ERROR, orderError } from "~/problems";

/*
 * Tracking problems are shown on the order (OrderSync.lastErrorCode/lastErrorMessage), never
 * swallowed: the merchant and orders:show see why Shopify is not up to date yet.
 */

/**
 * Writes the error on the order when it says something about the order, and returns what the job
 * should throw: the error itself, whose `retryable` tells the runner whether to try again (Shopify
 * errors that retrying cannot fix, such as no session, access denied or a refusal, fail the job at once).
 */
export async function noteTrackingError(
  ctx: Pick<AppContext, "db" | "now">,
  orderSyncId: string,
  error: unknown,
): Promise<unknown> {
  if (error instanceof TrackingRetryableError) {
    if (error.code !== TrackingErrorCode.BUSY) await writeError(ctx, orderSyncId, error.code, error.message);
    return error;
  }
  if (error instanceof ShopifyAdminError) {
    const code =
      error.code === ShopifyErrorCode.REFUSED
        ? TrackingErrorCode.SHOPIFY_REFUSED
        : TrackingErrorCode.SHOPIFY_UNAVAILABLE;
    await writeError(ctx, orderSyncId, code, error.message);
    return error;
  }
  return error;
}

export async function writeError(
  ctx: Pick<AppContext, "db" | "now">,
  orderSyncId: string,
  code: string,
  message: string,
) {
  await ctx.db.orderSync.update({
    where: { id: orderSyncId },
    data: { ...orderError(code, message), lastErrorAt: ctx.now() },
  });
}

/**
 * Clears a tracking error once tracking succeeded; errors of the order's sync are left alone.
 * `order` is the row as read under the order's tracking lease: only the lease's holder writes a
 * tracking error, so a row that showed none has none to clear, and costs no statement.
 */
export async function clearTrackingError(
  ctx: Pick<AppContext, "db">,
  order: { id: string; lastErrorCode: string | null },
) {
  if (!order.lastErrorCode || !TRACKING_ERROR_CODES.includes(order.lastErrorCode)) return;
  await ctx.db.orderSync.updateMany({
    where: { id: order.id, lastErrorCode: { in: [...TRACKING_ERROR_CODES] } },
    data: { ...NO_ORDER_ERROR, lastErrorAt: null },
  });
}
