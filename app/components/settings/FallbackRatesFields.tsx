import { BlockStack, Button, Card, Divider, FormLayout, Select, Text, TextField } from "@shopify/polaris";
import { Fragment } from "react";
import type { FallbackRateRow } from "~/admin/browser";
import { useI18n, type NamedCode } from "~/i18n";
import { currencyDecimals, parseMoneyFormat } from "~/money";
import { RemoveRowButton, rowEditor } from "./RowEditing";

type Props = {
  rows: FallbackRateRow[];
  onChange: (rows: FallbackRateRow[]) => void;
  error: (path: string) => string | undefined;
  /** Every currency, named in the viewer's language by the server (the browser's Intl may name them otherwise). */
  currencies: NamedCode[];
  /** Where a new rate starts: the shop's own country and currency, the usual fallback. */
  newRate: { countryCode: string; currency: string };
};

/** A code the list does not have (stored before the list changed) is still shown, as itself. */
function withCode(options: Array<{ value: string; label: string }>, code: string) {
  return !code || options.some((option) => option.value === code)
    ? options
    : [...options, { value: code, label: code }];
}

/**
 * Rates shown at checkout when the service cannot answer in time, per destination country and currency. Countries
 * and currencies are chosen by name; the price is typed in the currency's own precision, framed by the shop's
 * money format when it is the shop's currency ("2000 F CFA").
 */
export function FallbackRatesFields({ rows, onChange, error, currencies, newRate }: Props) {
  const { t, countries, shopTerms } = useI18n();
  const { update, remove } = rowEditor(rows, onChange);
  const countryOptions = countries.map(({ code, name }) => ({ value: code, label: name }));
  const currencyOptions = currencies.map(({ code, name }) => ({
    value: code,
    label: t("settings.rules.currencyOption", { name, code }),
  }));
  const pattern = parseMoneyFormat(shopTerms.moneyFormat);
  const priceFrame = (currency: string) =>
    pattern && shopTerms.currency === currency
      ? { prefix: pattern.prefix.trim() || undefined, suffix: pattern.suffix.trim() || undefined }
      : { suffix: currency || undefined };
  const decimalsOf = (currency: string) => {
    try {
      return currencyDecimals(currency);
    } catch {
      return 2;
    }
  };
  const field = (index: number, name: "name" | "minDays" | "maxDays", labelKey: Parameters<typeof t>[0]) => (
    <TextField
      label={t(labelKey)}
      autoComplete="off"
      value={rows[index][name]}
      onChange={update(index, name)}
      error={error(`fallbackRates.${index}.${name}`)}
      inputMode={name === "name" ? undefined : "numeric"}
    />
  );
  return (
    <Card>
      <BlockStack gap="400">
        {rows.length === 0 && <Text as="p">{t("settings.rules.noFallbackRates")}</Text>}
        {rows.map((row, index) => (
          <Fragment key={index}>
            {index > 0 && <Divider />}
            <FormLayout>
              <FormLayout.Group condensed>
                <Select
                  label={t("settings.rules.rateCountry")}
                  options={withCode(countryOptions, row.countryCode)}
                  placeholder={t("settings.rules.chooseCountry")}
                  value={row.countryCode}
                  onChange={update(index, "countryCode")}
                  error={error(`fallbackRates.${index}.countryCode`)}
                />
                {field(index, "name", "settings.rules.rateName")}
              </FormLayout.Group>
              <FormLayout.Group condensed>
                <TextField
                  label={t("settings.rules.ratePrice")}
                  autoComplete="off"
                  value={row.price}
                  onChange={update(index, "price")}
                  error={error(`fallbackRates.${index}.price`)}
                  inputMode={decimalsOf(row.currency) === 0 ? "numeric" : "decimal"}
                  {...priceFrame(row.currency)}
                />
                <Select
                  label={t("settings.rules.rateCurrency")}
                  options={withCode(currencyOptions, row.currency)}
                  placeholder={t("settings.rules.chooseCurrency")}
                  value={row.currency}
                  onChange={update(index, "currency")}
                  error={error(`fallbackRates.${index}.currency`)}
                />
              </FormLayout.Group>
              <FormLayout.Group condensed>
                {field(index, "minDays", "settings.rules.rateMinDays")}
                {field(index, "maxDays", "settings.rules.rateMaxDays")}
              </FormLayout.Group>
              <RemoveRowButton
                onRemove={() => remove(index)}
                label={t("settings.rules.removeRate", { name: row.name })}
              />
            </FormLayout>
          </Fragment>
        ))}
        <div>
          <Button onClick={() => onChange([...rows, { ...newRate, name: "", price: "", minDays: "1", maxDays: "3" }])}>
            {t("settings.rules.addRate")}
          </Button>
        </div>
      </BlockStack>
    </Card>
  );
}
