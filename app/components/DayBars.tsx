import { BlockStack, InlineStack, Text } from "@shopify/polaris";
import { useI18n } from "~/i18n";

const WIDTH = 600;
const HEIGHT = 120;
const GAP = 2;

/** One day's bar: its height, its text for pointer and screen-reader users, and its data attributes. */
export type DayBar = { day: string; value: number; title: string; data: Record<`data-${string}`, number> };

/**
 * A figure per day as bars, drawn on the server as plain SVG (Polaris has no chart, and a chart library would be a
 * large dependency for thirty rectangles). Each bar names its day and figure; `label` is the whole chart in one
 * sentence. The charts of the cash-on-delivery ledger and of delivery performance are this one.
 */
export function DayBars({
  bars,
  label,
  testId,
  empty,
}: {
  bars: DayBar[];
  label: string;
  testId: string;
  /** What to say instead of an empty box when no day has anything. */
  empty: string;
}) {
  const { day } = useI18n();
  const highest = Math.max(0, ...bars.map((bar) => bar.value));
  const barWidth = WIDTH / Math.max(1, bars.length);
  const { first, last } = daySpan(bars);
  if (highest === 0)
    return (
      <div data-testid={`${testId}-empty`}>
        <Text as="p" tone="subdued">
          {empty}
        </Text>
      </div>
    );
  return (
    <BlockStack gap="100">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
        data-testid={testId}
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} style={{ stroke: "var(--p-color-border)" }} />
        {bars.map((bar, index) => {
          // A day with something keeps a visible sliver, however small beside the best day.
          const height = bar.value === 0 ? 0 : Math.max(2, Math.round((bar.value / highest) * (HEIGHT - 4)));
          return (
            <rect
              key={bar.day}
              x={index * barWidth + GAP / 2}
              y={HEIGHT - height}
              width={Math.max(1, barWidth - GAP)}
              height={height}
              style={{ fill: "var(--p-color-bg-fill-success)" }}
              data-day={bar.day}
              {...bar.data}
            >
              <title>{bar.title}</title>
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

/** The first and last day, the sum and the best day of a series, for the chart's sentence. */
export function daySpan<T extends { day: string }>(byDay: T[], valueOf?: (entry: T) => number) {
  const values = valueOf ? byDay.map(valueOf) : [];
  return {
    first: byDay[0]?.day ?? "",
    last: byDay[byDay.length - 1]?.day ?? "",
    total: values.reduce((sum, value) => sum + value, 0),
    highest: Math.max(0, ...values),
  };
}
