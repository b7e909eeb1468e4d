import { BlockStack, InlineStack, Text } from "@shopify/polaris";
import type { DayFigure } from "~/cod-ledger/browser";
import { useI18n } from "~/i18n";

const WIDTH = 600;
const HEIGHT = 120;
const GAP = 2;

/**
 * Cash collected per day as bars, drawn on the server as plain SVG (Polaris has no chart, and a
 * chart library would be a large dependency for thirty rectangles). Each bar names its day and
 * amount for pointer and screen-reader users; the whole chart has a one-sentence summary.
 */
export function LedgerChart({ currency, byDay }: { currency: string; byDay: DayFigure[] }) {
  const { t, tn, money, day } = useI18n();
  const highest = Math.max(0, ...byDay.map((entry) => entry.amountMinor));
  const total = byDay.reduce((sum, entry) => sum + entry.amountMinor, 0);
  const barWidth = WIDTH / Math.max(1, byDay.length);
  const first = byDay[0]?.day ?? "";
  const last = byDay[byDay.length - 1]?.day ?? "";
  const label = t("codLedger.chart.label", {
    currency,
    from: day(first),
    to: day(last),
    total: money(total, currency),
    best: money(highest, currency),
  });
  return (
    <BlockStack gap="100">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
        data-testid={`cod-chart-${currency}`}
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} style={{ stroke: "var(--p-color-border)" }} />
        {byDay.map((entry, index) => {
          // A day with some cash keeps a visible sliver, however small beside the best day.
          const height =
            entry.amountMinor === 0 ? 0 : Math.max(2, Math.round((entry.amountMinor / highest) * (HEIGHT - 4)));
          return (
            <rect
              key={entry.day}
              x={index * barWidth + GAP / 2}
              y={HEIGHT - height}
              width={Math.max(1, barWidth - GAP)}
              height={height}
              style={{ fill: "var(--p-color-bg-fill-success)" }}
              data-day={entry.day}
              data-amount-minor={entry.amountMinor}
            >
              <title>
                {t("codLedger.chart.bar", {
                  day: day(entry.day),
                  amount: money(entry.amountMinor, currency),
                  orders: tn("codLedger.orders", entry.count),
                })}
              </title>
            </rect>
          );
        })}
      </svg>
      <InlineStack align="space-between">
        <Text as="span" tone="subdued" variant="bodySm">
          {day(first)}
        </Text>
        <Text as="span" tone="subdued" variant="bodySm">
          {day(last)}
        </Text>
      </InlineStack>
    </BlockStack>
  );
}
