import type { ReplacementPlanState } from "~/order-record";

/**
 * What becomes of a delivery about a service order the app is replacing (cancelled to be created anew,
 * docs/decisions/041 and 077), from its replacement plan (`ReplacedServiceOrder`) as read when the delivery is
 * applied. Pure.
 * - no plan: the order's news, applied as any (a refused cancel drops the plan);
 * - the cancel confirmed (the plan's `cancelledAt` set): the replaced order's, ignored;
 * - the cancel in flight: the service may still refuse it (the rider picked the parcel up meanwhile), and then
 *   the news is the order's: it waits for the outcome, neither dropped nor applied.
 */
export type ReplacedOrderNews = "apply" | "ignore" | "wait";

export function replacedOrderNews(plan: ReplacementPlanState): ReplacedOrderNews {
  if (plan === null) return "apply";
  return plan === "cancelled" ? "ignore" : "wait";
}
