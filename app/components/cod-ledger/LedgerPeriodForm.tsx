import { Form } from "@remix-run/react";
import { Button, FormLayout, InlineStack, TextField } from "@shopify/polaris";
import { useState } from "react";
import { useI18n } from "~/i18n";
import { CsvDownloadButton } from "./CsvDownloadButton";

/**
 * The period as a GET form, so a period has its own URL. Keyed by the period shown, so the fields
 * start again from the URL after each navigation. The download covers the period shown.
 */
export function LedgerPeriodForm({
  query,
  shown,
}: {
  query: { from: string; to: string };
  shown: { from: string; to: string } | null;
}) {
  const { t } = useI18n();
  const [period, setPeriod] = useState(query);
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
    <Form method="get">
      <FormLayout>
        <FormLayout.Group condensed>
          {dateField("from")}
          {dateField("to")}
        </FormLayout.Group>
        <InlineStack gap="300" blockAlign="start">
          <Button submit>{t("codLedger.apply")}</Button>
          {shown && (
            <CsvDownloadButton path="/app/cod-ledger/csv" fileName="cod-ledger.csv" from={shown.from} to={shown.to} />
          )}
        </InlineStack>
      </FormLayout>
    </Form>
  );
}
