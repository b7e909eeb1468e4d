import { Form, useNavigation } from "@remix-run/react";
import {
  Banner,
  BlockStack,
  Button,
  Card,
  Checkbox,
  ChoiceList,
  FormLayout,
  InlineStack,
  TextField,
} from "@shopify/polaris";
import { useState } from "react";
import type { SettingsFieldErrors, SettingsFormValues } from "~/admin/browser";
import { useI18n, type NamedCode } from "~/i18n";
import { FallbackRatesFields } from "./FallbackRatesFields";
import { GatewayMappingFields } from "./GatewayMappingFields";
import { SettingsSection } from "./SettingsSection";

// The on/off rules: each field with its label key (its help text's key adds "Help").
const SWITCHES = [
  { field: "requirePhoneAtCheckout", label: "settings.rules.requirePhone" },
  { field: "notifyCustomer", label: "settings.rules.notifyCustomer" },
  { field: "markCodPaidOnDelivery", label: "settings.rules.markCodPaid" },
] as const;

export type SettingsOutcome = { ok: true } | { ok: false; errors: SettingsFieldErrors };

type Props = {
  initial: SettingsFormValues;
  outcome?: SettingsOutcome;
  currencies: NamedCode[];
  newRate: { countryCode: string; currency: string };
};

/**
 * The merchant's sync rules (Shop.settingsJson), in sections by what they decide, the orders sent first. Sent as
 * one JSON field; errors come back per field path.
 */
export function SyncRulesForm({ initial, outcome, currencies, newRate }: Props) {
  const { t } = useI18n();
  const [values, setValues] = useState(initial);
  const submitting = useNavigation().formData?.get("intent") === "settings";
  const errors: SettingsFieldErrors = outcome && !outcome.ok ? outcome.errors : {};
  const error = (path: string) => (errors[path] ? t(errors[path]) : undefined);
  const set =
    <K extends keyof SettingsFormValues>(field: K) =>
    (value: SettingsFormValues[K]) =>
      setValues((current) => ({ ...current, [field]: value }));
  // A rule chosen from a few values: the list is titled after its field.
  const choiceList = (field: "orderSelection" | "unpaidOrders", choices: Array<{ value: string; label: string }>) => (
    <ChoiceList
      title={t(`settings.rules.${field}`)}
      choices={choices}
      selected={[values[field]]}
      onChange={([value]) => set(field)(value)}
      error={error(field)}
    />
  );
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="settings" />
      <input type="hidden" name="settings" value={JSON.stringify(values)} />
      <BlockStack gap="500">
        <SettingsSection title={t("settings.section.orders")} description={t("settings.section.ordersHelp")}>
          <Card>
            <BlockStack gap="400">
              {choiceList(
                "orderSelection",
                (["carrier_service", "all_shipping", "manual"] as const).map((value) => ({
                  value,
                  label: t(`settings.rules.orderSelection.${value}`),
                })),
              )}
              {choiceList(
                "unpaidOrders",
                (["wait_for_payment", "payment_link"] as const).map((value) => ({
                  value,
                  label: t(`settings.rules.unpaidOrders.${value}`),
                })),
              )}
            </BlockStack>
          </Card>
        </SettingsSection>
        <SettingsSection
          title={t("settings.rules.gatewayMapping")}
          description={t("settings.rules.gatewayMappingHelp")}
        >
          <GatewayMappingFields
            rows={values.gatewayMapping}
            onChange={set("gatewayMapping")}
            error={error}
            hasError={Object.keys(errors).some((path) => path.startsWith("gatewayMapping."))}
          />
        </SettingsSection>
        <SettingsSection title={t("settings.rules.fallbackRates")} description={t("settings.rules.fallbackRatesHelp")}>
          <FallbackRatesFields
            rows={values.fallbackRates}
            onChange={set("fallbackRates")}
            error={error}
            currencies={currencies}
            newRate={newRate}
          />
        </SettingsSection>
        <SettingsSection title={t("settings.section.checkout")} description={t("settings.section.checkoutHelp")}>
          <Card>
            <BlockStack gap="300">
              {SWITCHES.map(({ field, label }) => (
                <Checkbox
                  key={field}
                  label={t(label)}
                  helpText={t(`${label}Help`)}
                  checked={values[field]}
                  onChange={set(field)}
                />
              ))}
              <TextField
                label={t("settings.rules.trackingUrlTemplate")}
                helpText={t("settings.rules.trackingUrlTemplateHelp")}
                placeholder="https://track.example.com/{shipmentId}"
                autoComplete="off"
                value={values.trackingUrlTemplate}
                onChange={set("trackingUrlTemplate")}
                error={error("trackingUrlTemplate")}
              />
              <TextField
                label={t("settings.rules.trackingCompany")}
                helpText={t("settings.rules.trackingCompanyHelp")}
                autoComplete="off"
                maxLength={80}
                value={values.trackingCompany}
                onChange={set("trackingCompany")}
                error={error("trackingCompany")}
              />
              <FormLayout>
                <FormLayout.Group title={t("settings.rules.attributes")} helpText={t("settings.rules.attributesHelp")}>
                  {(["landmarkAttribute", "accessNotesAttribute"] as const).map((field) => (
                    <TextField
                      key={field}
                      label={t(`settings.rules.${field}`)}
                      autoComplete="off"
                      value={values[field]}
                      onChange={set(field)}
                      error={error(field)}
                    />
                  ))}
                </FormLayout.Group>
              </FormLayout>
            </BlockStack>
          </Card>
        </SettingsSection>
        {outcome?.ok && (
          <Banner tone="success">
            <p>{t("settings.rules.saved")}</p>
          </Banner>
        )}
        {outcome && !outcome.ok && (
          <Banner tone="critical">
            <p>{t("settings.rules.hasErrors")}</p>
          </Banner>
        )}
        <InlineStack align="end">
          <Button submit variant="primary" loading={submitting}>
            {t("settings.rules.save")}
          </Button>
        </InlineStack>
      </BlockStack>
    </Form>
  );
}
