import { BlockStack, InlineGrid, Text } from "@shopify/polaris";
import { useI18n } from "~/i18n";
import type { MessageKey } from "~/i18n";
import type { PerformanceFigures as Figures } from "~/performance/browser";
import { SubduedText } from "~/components/SubduedText";
import { usePerformanceFormat } from "./usePerformanceFormat";

/** The headline figures of all orders of the period, each with what it counts. */
export function PerformanceFigures({ figures }: { figures: Figures }) {
  const { t, number } = useI18n();
  const { percent, days } = usePerformanceFormat();
  const cells: Array<{ key: string; label: MessageKey; value: string; help: MessageKey }> = [
    {
      key: "shipped",
      label: "performance.figure.shipped",
      value: number(figures.shipped),
      help: "performance.help.shipped",
    },
    {
      key: "deliveredShare",
      label: "performance.figure.deliveredShare",
      value: percent(figures.deliveredShare),
      help: "performance.help.deliveredShare",
    },
    {
      key: "failedAttemptRate",
      label: "performance.figure.failedAttemptRate",
      value: percent(figures.failedAttemptRate),
      help: "performance.help.failedAttemptRate",
    },
    {
      key: "returnRate",
      label: "performance.figure.returnRate",
      value: percent(figures.returnRate),
      help: "performance.help.returnRate",
    },
    {
      key: "codRefusalRate",
      label: "performance.figure.codRefusalRate",
      value: percent(figures.codRefusalRate),
      help: "performance.help.codRefusalRate",
    },
    {
      key: "medianDays",
      label: "performance.figure.medianDays",
      value: days(figures.medianDays),
      help: "performance.help.days",
    },
    {
      key: "p90Days",
      label: "performance.figure.p90Days",
      value: days(figures.p90Days),
      help: "performance.help.days",
    },
    {
      key: "onTimeShare",
      label: "performance.figure.onTimeShare",
      value: percent(figures.onTimeShare),
      help: "performance.help.onTimeShare",
    },
  ];
  return (
    <InlineGrid columns={{ xs: 2, md: 4 }} gap="300">
      {cells.map((cell) => (
        <BlockStack key={cell.key} gap="050">
          <SubduedText>{t(cell.label)}</SubduedText>
          <Text as="p" variant="headingLg" numeric>
            <span data-figure={cell.key}>{cell.value}</span>
          </Text>
          <Text as="p" tone="subdued" variant="bodySm">
            {t(cell.help)}
          </Text>
        </BlockStack>
      ))}
    </InlineGrid>
  );
}
