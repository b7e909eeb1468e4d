import { DayBars, daySpan } from "~/components/DayBars";
import { useI18n } from "~/i18n";

/** Deliveries per day as bars (app/components/DayBars.tsx, the ledger's chart too), with a one-sentence summary. */
export function DeliveriesChart({ byDay }: { byDay: Array<{ day: string; count: number }> }) {
  const { t, tn, day } = useI18n();
  const { first, last, total, highest } = daySpan(byDay, (entry) => entry.count);
  const label = t("performance.chart.label", { from: day(first), to: day(last), total, best: highest });
  const bars = byDay.map((entry) => ({
    day: entry.day,
    value: entry.count,
    title: t("performance.chart.bar", { day: day(entry.day), deliveries: tn("performance.deliveries", entry.count) }),
    data: { "data-count": entry.count },
  }));
  return <DayBars bars={bars} label={label} testId="deliveries-chart" empty={t("chart.empty.deliveries")} />;
}
