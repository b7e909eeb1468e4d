import type { AppContext } from "~/app-context";
import { isHeavyWorkBusy } from "~/heavy-work";
import type { PeriodProblem } from "~/cod-ledger";
import { readStoredSyncSettings } from "~/order-mapping";
import { getDeliveryPerformance } from "./delivery-performance.server";
import { cachedLateDestinations, forgetLateDestinations } from "./lateness.server";
import { LATENESS_POLICY, type LateDestination } from "./lateness";
import { parsePerformancePeriod } from "./performance-period.server";
import type { DeliveryPerformance } from "./summarise";
import { forgetCallbackShops } from "~/shops";

/** Rows per table on the page; the CSV and the CLI carry them all. */
export const PAGE_GROUP_LIMIT = 50;

export type PerformancePageData = {
  query: { days: string; from: string; to: string };
  problem: PeriodProblem | null;
  /** byRegion and byCity cut to PAGE_GROUP_LIMIT rows; `totals` says how many there are. */
  report: (DeliveryPerformance & { totals: { byRegion: number; byCity: number } }) | null;
  late: LateDestination[];
  widenLateDates: boolean;
  policy: typeof LATENESS_POLICY;
  /** The report's figures wait for the heavy-work pool, full now (docs/decisions/069): asked again after this. */
  busy: { retryAfterSec: number } | null;
};

/** The performance page's data from its URL (?days= or ?from=&to=); a bad period is answered with what is wrong. */
export async function loadPerformancePage(
  ctx: AppContext,
  shopDomain: string,
  searchParams: URLSearchParams,
  signal?: AbortSignal,
): Promise<PerformancePageData> {
  const shop = await ctx.db.shop.findUnique({
    where: { domain: shopDomain },
    select: { id: true, settingsJson: true },
  });
  if (!shop) throw new Response("Unknown shop", { status: 404 });
  const query = {
    days: searchParams.get("days") ?? "",
    from: searchParams.get("from") ?? "",
    to: searchParams.get("to") ?? "",
  };
  const period = await parsePerformancePeriod(ctx, shopDomain, query);
  let busy: PerformancePageData["busy"] = null;
  const [report, late] = await Promise.all([
    period.ok
      ? getDeliveryPerformance(ctx, shopDomain, period.period, signal).catch((error: unknown) => {
          if (!isHeavyWorkBusy(error)) throw error;
          busy = { retryAfterSec: error.retryAfterSec };
          return null;
        })
      : null,
    cachedLateDestinations(ctx, shop.id),
  ]);
  const common = {
    late,
    widenLateDates: readStoredSyncSettings(shop.settingsJson).widenLateDates,
    policy: LATENESS_POLICY,
    busy,
  };
  if (!period.ok) {
    const { ok: _ok, message: _message, ...problem } = period;
    return { query, problem, report: null, ...common };
  }
  if (!report) return { query, problem: null, report: null, ...common };
  const limit = <T>(rows: T[]) => rows.slice(0, PAGE_GROUP_LIMIT);
  return {
    query: { days: query.days, from: report.from, to: report.to },
    problem: null,
    report: {
      ...report,
      byRegion: limit(report.byRegion),
      byCity: limit(report.byCity),
      totals: { byRegion: report.byRegion.length, byCity: report.byCity.length },
    },
    ...common,
  };
}

/**
 * The merchant turns widening of checkout dates on or off (Shop.settingsJson widenLateDates). The
 * other settings are kept as stored; the checkout sees the change at once in this process.
 */
export async function saveWidenLateDates(ctx: AppContext, shopDomain: string, on: boolean): Promise<void> {
  const shop = await ctx.db.shop.findUnique({
    where: { domain: shopDomain },
    select: { id: true, settingsJson: true },
  });
  if (!shop) throw new Response("Unknown shop", { status: 404 });
  const settings = { ...readStoredSyncSettings(shop.settingsJson), widenLateDates: on };
  await ctx.db.shop.update({ where: { id: shop.id }, data: { settingsJson: JSON.stringify(settings) } });
  forgetCallbackShops();
  forgetLateDestinations(shop.id);
}
