import type { CreateOrderRequest } from "~/order-mapping";

/*
 * A create the app sent and never heard back about (a timeout, a 5xx, a dropped connection, a
 * crash mid-call) may have been written by the service. Until that is settled the order is
 * retried with the same body and Idempotency-Key (spec §4 idempotency: the stored result comes
 * back, no second order), never with a body recomputed from an order edited meanwhile, which would
 * create a second order. The marker is the stored `revision` without a `serviceOrderId`:
 * sync-order.server.ts stores both before the call, sets `serviceOrderId` on an answer and clears
 * `revision` on a definite refusal (nothing was written, so a corrected body may go next).
 */
export type CreateAttemptRow = { serviceOrderId: string | null; requestJson: string | null; revision: string | null };

export function unansweredCreate(row: CreateAttemptRow): { request: CreateOrderRequest; revision: string } | null {
  if (row.serviceOrderId || !row.requestJson || !row.revision) return null;
  return { request: JSON.parse(row.requestJson) as CreateOrderRequest, revision: row.revision };
}
