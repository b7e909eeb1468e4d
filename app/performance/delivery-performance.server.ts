/**
 * A shop's delivery performance for a period of its own days (the same periods as the ledger:
 * app/cod-ledger/period.ts): one bounded read of the orders handed off in it, by the
 * (shopId, sentAt) index, with only the events that tell an outcome. docs/decisions/047. A report of more than
 * INLINE_REPORT_ORDERS orders (a busy shop's 90 days) is summarised in the heavy-work pool (docs/decisions/069): a
 * full pool rejects with HeavyWorkBusyError, which the page and the CSV answer with 503 and Retry-After.
 */
import type { AppContext } from "~/app-context";
import type { LedgerPeriod } from "~/cod-ledger";
import { PERFORMANCE_REPORT_TASK, type PerformanceReportTask } from "./performance-report.task";
import { OUTCOME_EVENTS, summarisePerformance, type DeliveryPerformance } from "./summarise";

/** A bound on one report: the period's orders beyond it are left out and the report says so. */
export const MAX_REPORT_ORDERS = 50_000;
/** Up to this many orders a report is summarised on the request's thread: a few milliseconds, less than a hop. */
export const INLINE_REPORT_ORDERS = 2_000;

export async function getDeliveryPerformance(
  // Without a pool (a test's context), summarised here whatever the size.
  ctx: Pick<AppContext, "db" | "now"> & Partial<Pick<AppContext, "heavyWork">>,
  shopDomain: string,
  period: LedgerPeriod,
  signal?: AbortSignal,
): Promise<DeliveryPerformance | null> {
  const shop = await ctx.db.shop.findUnique({ where: { domain: shopDomain }, select: { id: true } });
  if (!shop) return null;
  const rows = await ctx.db.orderSync.findMany({
    where: { shopId: shop.id, sentAt: { gte: period.start, lt: period.end }, serviceOrderId: { not: null } },
    select: {
      sentAt: true,
      paymentPlan: true,
      destCountry: true,
      destRegion: true,
      destCity: true,
      shipmentState: true,
      shipmentStateAt: true,
      promisedLatestDate: true,
      events: { where: { eventType: { in: [...OUTCOME_EVENTS] } }, select: { eventType: true, occurredAt: true } },
    },
    orderBy: { sentAt: "asc" },
    take: MAX_REPORT_ORDERS + 1,
  });
  const truncated = rows.length > MAX_REPORT_ORDERS;
  const orders = rows.slice(0, MAX_REPORT_ORDERS).map((row) => ({ ...row, sentAt: row.sentAt! }));
  if (orders.length <= INLINE_REPORT_ORDERS || !ctx.heavyWork)
    return summarisePerformance(orders, period, ctx.now(), truncated);
  const task: PerformanceReportTask = { orders, period, now: ctx.now(), truncated };
  return ctx.heavyWork.run<PerformanceReportTask, DeliveryPerformance>(PERFORMANCE_REPORT_TASK, task, signal);
}
