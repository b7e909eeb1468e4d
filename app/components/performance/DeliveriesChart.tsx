import { BlockStack, InlineStack, Text } from "@shopify/polaris";
import { useI18n } from "~/i18n";

const WIDTH = 600;
const HEIGHT = 120;
const GAP = 2;

/**
 * Deliveries per day as bars, in the ledger's own chart style (app/components/cod-ledger/LedgerChart.tsx):
 * plain SVG drawn on the server, each bar naming its day and count, one sentence for the whole.
 */
export function DeliveriesChart({ byDay }: { byDay: Array<{ day: string; count: number }> }) {
  const { t, tn, day } = useI18n();
  const highest = Math.max(0, ...byDay.map((entry) => entry.count));
  const total = byDay.reduce((sum, entry) => sum + entry.count, 0);
  const barWidth = WIDTH / Math.max(1, byDay.length);
  const first = byDay[0]?.day ?? "";
  const last = byDay[byDay.length - 1]?.day ?? "";
  const label = t("performance.chart.label", { from: day(first), to: day(last), total, best: highest });
  return (
    <BlockStack gap="100">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
        data-testid="deliveries-chart"
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} style={{ stroke: "var(--p-color-border)" }} />
        {byDay.map((entry, index) => {
          const height = entry.count === 0 ? 0 : Math.max(2, Math.round((entry.count / highest) * (HEIGHT - 4)));
          return (
            <rect
              key={entry.day}
              x={index * barWidth + GAP / 2}
              y={HEIGHT - height}
              width={Math.max(1, barWidth - GAP)}
              height={height}
              style={{ fill: "var(--p-color-bg-fill-success)" }}
              data-day={entry.day}
              data-count={entry.count}
            >
              <title>
                {t("performance.chart.bar", {
                  day: day(entry.day),
                  deliveries: tn("performance.deliveries", entry.count),
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
