import { BlockStack } from "@shopify/polaris";
import { useI18n } from "~/i18n";
import type { PerformanceGroup } from "~/performance/browser";
import { usePerformanceFormat } from "./usePerformanceFormat";

const WIDTH = 600;
const ROW = 22;
const LABEL = 200;
/** Cities shown in the chart; the table below lists more. */
export const ON_TIME_CHART_CITIES = 10;

/**
 * The share delivered within the dates shown, one horizontal bar per city (the busiest first), in
 * the ledger's chart style: plain SVG, each bar titled with its figure, one sentence for the whole.
 */
export function OnTimeChart({ cities }: { cities: PerformanceGroup[] }) {
  const { t } = useI18n();
  const { percent, place } = usePerformanceFormat();
  const shown = cities.filter((city) => city.onTimeShare !== null).slice(0, ON_TIME_CHART_CITIES);
  if (shown.length === 0) return null;
  const height = shown.length * ROW;
  return (
    <BlockStack gap="100">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        height={height}
        role="img"
        aria-label={t("performance.chart.onTimeLabel")}
        data-testid="on-time-chart"
      >
        {shown.map((city, index) => {
          const width = Math.round((city.onTimeShare ?? 0) * (WIDTH - LABEL - 60));
          const y = index * ROW;
          const title = t("performance.chart.onTimeBar", {
            place: place(city.label),
            share: percent(city.onTimeShare),
            count: city.deliveredWithPromise,
          });
          return (
            <g key={city.key} data-city={city.key} data-share={city.onTimeShare ?? ""}>
              <title>{title}</title>
              <text x="0" y={y + 15} style={{ fontSize: 12, fill: "var(--p-color-text)" }}>
                {place(city.label).slice(0, 28)}
              </text>
              <rect
                x={LABEL}
                y={y + 4}
                width={Math.max(city.onTimeShare ? 2 : 0, width)}
                height={ROW - 8}
                style={{ fill: "var(--p-color-bg-fill-success)" }}
              />
              <text x={LABEL + width + 6} y={y + 15} style={{ fontSize: 12, fill: "var(--p-color-text-secondary)" }}>
                {percent(city.onTimeShare)}
              </text>
            </g>
          );
        })}
      </svg>
    </BlockStack>
  );
}
