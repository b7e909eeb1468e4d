import { CsvDownloadButton } from "~/components/cod-ledger/CsvDownloadButton";
import { Form, useNavigate } from "@remix-run/react";
import { BlockStack, Button, ButtonGroup, FormLayout, InlineStack, TextField } from "@shopify/polaris";
import { useState } from "react";
import { useI18n } from "~/i18n";
import { PERIOD_PRESETS } from "~/performance/browser";

/**
 * The period: 7, 30 or 90 days in one click, or two dates as a GET form, so a period has its own
 * URL. Keyed by the period shown by its parent. The download covers the period shown.
 */
export function PerformancePeriod({
  query,
  shown,
}: {
  query: { days: string; from: string; to: string };
  shown: { from: string; to: string } | null;
}) {
  const { t } = useI18n();
  const [period, setPeriod] = useState({ from: query.from, to: query.to });
  // A client navigation: inside Shopify's admin it keeps the session, where a plain link would reload the frame.
  const navigate = useNavigate();
  const dateField = (end: "from" | "to") => (
    <TextField
      label={t(`codLedger.${end}`)}
      name={end}
      type="date"
      autoComplete="off"
      value={period[end]}
      onChange={(value) => setPeriod((current) => ({ ...current, [end]: value }))}
    />
  );
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
      <Form method="get">
        <FormLayout>
          <FormLayout.Group condensed>
            {dateField("from")}
            {dateField("to")}
          </FormLayout.Group>
          <InlineStack gap="300" blockAlign="start">
            <Button submit>{t("codLedger.apply")}</Button>
            {shown && (
              <CsvDownloadButton
                path="/app/performance/csv"
                fileName="delivery-performance.csv"
                from={shown.from}
                to={shown.to}
              />
            )}
          </InlineStack>
        </FormLayout>
      </Form>
    </BlockStack>
  );
}
