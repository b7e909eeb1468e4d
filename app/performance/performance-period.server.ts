import type { AppContext } from "~/app-context";
import { parseLedgerPeriod, type PeriodResult } from "~/cod-ledger";
import { addDays, dayIn } from "~/i18n";
import { loadShopTerms } from "~/shops";
import { PERIOD_PRESETS } from "./presets";

export type PerformanceQuery = { days?: string | null; from?: string | null; to?: string | null };

/**
 * The period asked for, in days of the shop's time zone: `days` (7, 30 or 90, up to today) or
 * `from`/`to` as the ledger reads them (a missing `from` is 30 days up to `to`). A `days` value
 * that is no preset is refused like a bad date.
 */
export async function parsePerformancePeriod(
  ctx: Pick<AppContext, "db" | "now">,
  shopDomain: string,
  query: PerformanceQuery,
): Promise<PeriodResult> {
  const { timeZone } = await loadShopTerms(ctx, shopDomain);
  const now = ctx.now();
  if (query.days) {
    const days = Number(query.days);
    if (!PERIOD_PRESETS.includes(days as (typeof PERIOD_PRESETS)[number]))
      return {
        ok: false,
        code: "BAD_DATE",
        value: query.days,
        message: `--days must be one of ${PERIOD_PRESETS.join(", ")}; "${query.days}" is not.`,
      };
    const today = dayIn(now, timeZone);
    return parseLedgerPeriod({ from: addDays(today, -(days - 1)), to: today }, now, timeZone);
  }
  return parseLedgerPeriod({ from: query.from, to: query.to }, now, timeZone);
}
