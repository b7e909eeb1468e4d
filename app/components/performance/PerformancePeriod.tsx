import { useNavigate } from "@remix-run/react";
import { BlockStack, Button, ButtonGroup } from "@shopify/polaris";
import { PeriodForm } from "~/components/PeriodForm";
import { useI18n } from "~/i18n";
import { PERIOD_PRESETS } from "~/performance/browser";

const CSV = { path: "/app/performance/csv", fileName: "delivery-performance.csv" };

/**
 * The period: 7, 30 or 90 days in one click, or two dates (app/components/PeriodForm.tsx). Keyed by the period
 * shown by its parent. The download covers the period shown.
 */
export function PerformancePeriod({
  query,
  shown,
}: {
  query: { days: string; from: string; to: string };
  shown: { from: string; to: string } | null;
}) {
  const { t } = useI18n();
  // A client navigation: inside Shopify's admin it keeps the session, where a plain link would reload the frame.
  const navigate = useNavigate();
  return (
    <BlockStack gap="300">
      <nav aria-label={t("performance.presets")}>
        <ButtonGroup variant="segmented">
          {PERIOD_PRESETS.map((days) => (
            <Button key={days} onClick={() => navigate(`?days=${days}`)} pressed={query.days === String(days)}>
              {t(`performance.preset.${days}`)}
            </Button>
          ))}
        </ButtonGroup>
      </nav>
      <PeriodForm query={query} shown={shown} csv={CSV} />
    </BlockStack>
  );
}
