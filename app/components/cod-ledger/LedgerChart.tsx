import type { DayFigure } from "~/cod-ledger/browser";
import { DayBars, daySpan } from "~/components/DayBars";
import { useI18n } from "~/i18n";

/** Cash collected per day as bars (app/components/DayBars.tsx), with a one-sentence summary. */
export function LedgerChart({ currency, byDay }: { currency: string; byDay: DayFigure[] }) {
  const { t, tn, money, day } = useI18n();
  const { first, last, total, highest } = daySpan(byDay, (entry) => entry.amountMinor);
  const label = t("codLedger.chart.label", {
    currency,
    from: day(first),
    to: day(last),
    total: money(total, currency),
    best: money(highest, currency),
  });
  const bars = byDay.map((entry) => ({
    day: entry.day,
    value: entry.amountMinor,
    title: t("codLedger.chart.bar", {
      day: day(entry.day),
      amount: money(entry.amountMinor, currency),
      orders: tn("codLedger.orders", entry.count),
    }),
    data: { "data-amount-minor": entry.amountMinor },
  }));
  return <DayBars bars={bars} label={label} testId={`cod-chart-${currency}`} empty={t("chart.empty.collected")} />;
}
