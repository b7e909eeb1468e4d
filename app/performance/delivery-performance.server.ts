/**
 * A shop's delivery performance for a period of its own days (the same periods as the ledger:
 * app/cod-ledger/period.ts): one bounded read of the orders handed off in it, by the
 * (shopId, sentAt) index, with only the events that tell an outcome. docs/decisions/047.
 */
import type { AppContext } from "~/app-context";
import type { LedgerPeriod } from "~/cod-ledger";
import { OUTCOME_EVENTS, summarisePerformance, type DeliveryPerformance } from "./summarise";

/** A bound on one report: the period's orders beyond it are left out and the report says so. */
export const MAX_REPORT_ORDERS = 50_000;

export async function getDeliveryPerformance(
  ctx: Pick<AppContext, "db" | "now">,
  shopDomain: string,
  period: LedgerPeriod,
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
  return summarisePerformance(orders, period, ctx.now(), truncated);
}
