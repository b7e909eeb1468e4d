import { BlockStack, Text } from "@shopify/polaris";
import type { ReactNode } from "react";
import { useI18n } from "~/i18n";
import type { PerformanceGroup } from "~/performance/browser";
import { FittingTable } from "~/components/FittingTable";
import { TitledCard } from "~/components/TitledCard";
import { SubduedText } from "~/components/SubduedText";
import { usePerformanceFormat } from "./usePerformanceFormat";

type Section = "payment" | "country" | "region" | "city";

/**
 * One table of groups (payment types, countries, regions or cities). Nine figures in nine columns were wider than
 * the page at 1280 px in both languages, so the figures that are read together share a cell: delivered with
 * delivered on time, the median with the 90th percentile, and the three ways a delivery goes wrong. The CSV keeps
 * one column per figure. The cells wrap (FittingTable) rather than scroll when the card is narrower.
 */
export function PerformanceTable({
  section,
  groups,
  total,
}: {
  section: Section;
  groups: PerformanceGroup[];
  total: number;
}) {
  const { t, number } = useI18n();
  const { percent, days, place, payment } = usePerformanceFormat();
  const rows = groups.map((group) => ({
    key: group.label.join("|"),
    cells: [
      section === "payment" ? payment(group.label[0]) : place(group.label),
      number(group.shipped),
      <Lines
        key="delivered"
        main={percent(group.deliveredShare)}
        more={[t("performance.cell.onTime", { share: percent(group.onTimeShare) })]}
      />,
      <Lines
        key="days"
        main={days(group.medianDays)}
        more={[t("performance.cell.p90", { days: days(group.p90Days) })]}
      />,
      <Lines
        key="problems"
        more={[
          t("performance.cell.failedAttempt", { share: percent(group.failedAttemptRate) }),
          t("performance.cell.returned", { share: percent(group.returnRate) }),
          t("performance.cell.codRefused", { share: percent(group.codRefusalRate) }),
        ]}
      />,
    ],
  }));
  return (
    <TitledCard title={t(`performance.section.${section}`)}>
      <div data-testid={`performance-${section}`}>
        <FittingTable
          numeric={[1]}
          headings={[
            t(section === "payment" ? "performance.column.payment" : "performance.column.place"),
            t("performance.figure.shipped"),
            t("performance.figure.deliveredShare"),
            t("performance.column.days"),
            t("performance.column.problems"),
          ]}
          rows={rows}
        />
      </div>
      {total > groups.length && (
        <SubduedText>{t("performance.more", { shown: groups.length, count: total })}</SubduedText>
      )}
    </TitledCard>
  );
}

/** A cell's figure and the figures read with it, one per line and quieter. */
function Lines({ main, more }: { main?: ReactNode; more: string[] }) {
  return (
    <BlockStack gap="050">
      {main !== undefined && (
        <Text as="span" numeric>
          {main}
        </Text>
      )}
      {more.map((line, index) => (
        <Text key={index} as="span" tone="subdued" variant="bodySm" numeric>
          {line}
        </Text>
      ))}
    </BlockStack>
  );
}
