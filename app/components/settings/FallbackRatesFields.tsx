import { BlockStack, Button, FormLayout, Text, TextField } from "@shopify/polaris";
import type { FallbackRateRow } from "~/admin/browser";
import { useI18n } from "~/i18n";
import { SectionHeading } from "~/components/SectionHeading";
import { RemoveRowButton, rowEditor } from "./RowEditing";

type Props = {
  rows: FallbackRateRow[];
  onChange: (rows: FallbackRateRow[]) => void;
  error: (path: string) => string | undefined;
};

const EMPTY_ROW: FallbackRateRow = { countryCode: "", name: "", price: "", currency: "", minDays: "1", maxDays: "3" };

/** Rates shown at checkout when the service cannot answer in time, per destination country and currency. */
export function FallbackRatesFields({ rows, onChange, error }: Props) {
  const { t } = useI18n();
  const { update, remove } = rowEditor(rows, onChange);
  const field = (
    index: number,
    name: keyof FallbackRateRow,
    labelKey: Parameters<typeof t>[0],
    extra: { inputMode?: "numeric" | "decimal" } = {},
  ) => (
    <TextField
      label={t(labelKey, { n: index + 1 })}
      autoComplete="off"
      value={rows[index][name]}
      onChange={update(index, name)}
      error={error(`fallbackRates.${index}.${name}`)}
      inputMode={extra.inputMode}
    />
  );
  return (
    <BlockStack gap="300">
      <SectionHeading title={t("settings.rules.fallbackRates")} help={t("settings.rules.fallbackRatesHelp")} />
      {rows.length === 0 && <Text as="p">{t("settings.rules.noFallbackRates")}</Text>}
      {rows.map((_, index) => (
        <FormLayout key={index}>
          <FormLayout.Group condensed>
            {field(index, "countryCode", "settings.rules.rateCountry")}
            {field(index, "name", "settings.rules.rateName")}
            {field(index, "price", "settings.rules.ratePrice", { inputMode: "decimal" })}
          </FormLayout.Group>
          <FormLayout.Group condensed>
            {field(index, "currency", "settings.rules.rateCurrency")}
            {field(index, "minDays", "settings.rules.rateMinDays", { inputMode: "numeric" })}
            {field(index, "maxDays", "settings.rules.rateMaxDays", { inputMode: "numeric" })}
          </FormLayout.Group>
          <RemoveRowButton onRemove={() => remove(index)} label={t("settings.rules.removeRate", { n: index + 1 })} />
        </FormLayout>
      ))}
      <div>
        <Button onClick={() => onChange([...rows, { ...EMPTY_ROW }])}>{t("settings.rules.addRate")}</Button>
      </div>
    </BlockStack>
  );
}
