import { Form } from "@remix-run/react";
import { Button, FormLayout, InlineStack, TextField } from "@shopify/polaris";
import { useState } from "react";
import { CsvDownloadButton } from "~/components/cod-ledger/CsvDownloadButton";
import { useI18n } from "~/i18n";

/**
 * A period as two dates in a GET form, so a period has its own URL, and the CSV download of the period shown (the
 * cash-on-delivery ledger's and delivery performance's). Keyed by its parent on the period shown, so the fields
 * start again from the URL after each navigation.
 */
export function PeriodForm({
  query,
  shown,
  csv,
}: {
  query: { from: string; to: string };
  shown: { from: string; to: string } | null;
  csv: { path: string; fileName: string };
}) {
  const { t } = useI18n();
  const [period, setPeriod] = useState({ from: query.from, to: query.to });
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
          {shown && <CsvDownloadButton path={csv.path} fileName={csv.fileName} from={shown.from} to={shown.to} />}
        </InlineStack>
      </FormLayout>
    </Form>
  );
}
