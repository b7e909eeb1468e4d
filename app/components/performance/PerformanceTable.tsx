import { DataTable } from "@shopify/polaris";
import { useI18n } from "~/i18n";
import type { PerformanceGroup } from "~/performance/browser";
import { TitledCard } from "~/components/TitledCard";
import { SubduedText } from "~/components/SubduedText";
import { usePerformanceFormat } from "./usePerformanceFormat";

type Section = "payment" | "country" | "region" | "city";

/** One table of groups (payment types, countries, regions or cities) with every figure per row. */
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
  const rows = groups.map((group) => [
    section === "payment" ? payment(group.label[0]) : place(group.label),
    number(group.shipped),
    percent(group.deliveredShare),
    percent(group.failedAttemptRate),
    percent(group.returnRate),
    percent(group.codRefusalRate),
    days(group.medianDays),
    days(group.p90Days),
    percent(group.onTimeShare),
  ]);
  return (
    <TitledCard title={t(`performance.section.${section}`)}>
      <div data-testid={`performance-${section}`}>
        <DataTable
          columnContentTypes={[
            "text",
            "numeric",
            "numeric",
            "numeric",
            "numeric",
            "numeric",
            "numeric",
            "numeric",
            "numeric",
          ]}
          headings={[
            t(section === "payment" ? "performance.column.payment" : "performance.column.place"),
            t("performance.figure.shipped"),
            t("performance.figure.deliveredShare"),
            t("performance.figure.failedAttemptRate"),
            t("performance.figure.returnRate"),
            t("performance.figure.codRefusalRate"),
            t("performance.figure.medianDays"),
            t("performance.figure.p90Days"),
            t("performance.figure.onTimeShare"),
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
