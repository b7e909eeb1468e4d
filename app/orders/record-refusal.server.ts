import type { AppContext } from "~/app-context";
import { DeliveryAuthenticationError, DeliveryError, DeliveryPermissionError, DeliveryPlanError } from "~/delivery";
import { SyncState } from "~/order-record";
import { orderAttention, orderError, shopSyncStopped } from "~/problems";

/**
 * What a refusal from the service means for one order. Temporary failures (429, 5xx, timeouts,
 * no connection) are rethrown so the job queue retries them within its limits. A key problem
 * (401, or 403 missing scopes) pauses the whole shop's sync: nothing more is sent until the key is
 * fixed, and the order waits, nothing lost. Anything else is final for this version of the order:
 * it waits in "needs attention" with the service's code and message and what to do.
 *
 * A refusal never takes a sent order out of its sent state (a refused payment link, mark-paid or cancel
 * of an order the service holds): the error and what to do are shown on it, and everything that follows
 * sent orders (a full refund's cancel, link settlement, payment holds, the amount checks) still runs on it
 * (docs/decisions/073).
 */
export async function recordRefusal(ctx: AppContext, orderSyncId: string, error: unknown): Promise<void> {
  if (!(error instanceof DeliveryError) || error.retryable) throw error;
  const row = await ctx.db.orderSync.findUniqueOrThrow({
    where: { id: orderSyncId },
    select: { shopId: true, serviceOrderId: true },
  });
  const isKeyProblem =
    error instanceof DeliveryAuthenticationError ||
    (error instanceof DeliveryPermissionError && !(error instanceof DeliveryPlanError));
  if (isKeyProblem) {
    await ctx.db.shop.update({
      where: { id: row.shopId },
      data: shopSyncStopped("PAUSED", error.code),
    });
    ctx.logger.warn({ shopId: row.shopId, code: error.code }, "shop sync paused: the delivery service refused the key");
  }
  const fields =
    Array.isArray(error.details.fields) && error.details.fields.length > 0
      ? ` (${error.details.fields.join(", ")})`
      : "";
  const unsent = isKeyProblem ? SyncState.PENDING : SyncState.NEEDS_ATTENTION;
  await ctx.db.orderSync.update({
    where: { id: orderSyncId },
    data: {
      ...(row.serviceOrderId ? {} : { syncState: unsent }),
      ...orderError(error.code, `${error.message}${fields}`),
      ...orderAttention(error.code),
      lastErrorAt: ctx.now(),
    },
  });
}
