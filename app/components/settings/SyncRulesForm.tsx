import { Form, useNavigation } from "@remix-run/react";
import { Banner, BlockStack, Button, Checkbox, ChoiceList, FormLayout, Text, TextField } from "@shopify/polaris";
import { useState } from "react";
import type { SettingsFieldErrors, SettingsFormValues } from "~/admin/browser";
import { useI18n } from "~/i18n";
import { FallbackRatesFields } from "./FallbackRatesFields";
import { GatewayMappingFields } from "./GatewayMappingFields";
import { TitledCard } from "~/components/TitledCard";
import { SectionHeading } from "~/components/SectionHeading";

// The on/off rules: each field with its label key (its help text's key adds "Help").
const SWITCHES = [
  { field: "requirePhoneAtCheckout", label: "settings.rules.requirePhone" },
  { field: "notifyCustomer", label: "settings.rules.notifyCustomer" },
  { field: "markCodPaidOnDelivery", label: "settings.rules.markCodPaid" },
] as const;

export type SettingsOutcome = { ok: true } | { ok: false; errors: SettingsFieldErrors };

/** The merchant's sync rules (Shop.settingsJson). Sent as one JSON field; errors come back per field path. */
export function SyncRulesForm({ initial, outcome }: { initial: SettingsFormValues; outcome?: SettingsOutcome }) {
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
      <TitledCard title={t("settings.rules.title")} gap="500">
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
        <TextField
          label={t("settings.rules.codGateways")}
          helpText={t("settings.rules.codGatewaysHelp")}
          multiline={3}
          autoComplete="off"
          value={values.codGatewayNames}
          onChange={set("codGatewayNames")}
          error={error("codGatewayNames")}
        />
        <GatewayMappingFields rows={values.gatewayMapping} onChange={set("gatewayMapping")} error={error} />
        <FallbackRatesFields rows={values.fallbackRates} onChange={set("fallbackRates")} error={error} />
        <BlockStack gap="300">
          <Text as="h3" variant="headingSm">
            {t("settings.rules.trackingAndNotifications")}
          </Text>
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
          {SWITCHES.map(({ field, label }) => (
            <Checkbox
              key={field}
              label={t(label)}
              helpText={t(`${label}Help`)}
              checked={values[field]}
              onChange={set(field)}
            />
          ))}
        </BlockStack>
        <BlockStack gap="300">
          <SectionHeading title={t("settings.rules.attributes")} help={t("settings.rules.attributesHelp")} />
          <FormLayout>
            <FormLayout.Group>
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
        <div>
          <Button submit variant="primary" loading={submitting}>
            {t("settings.rules.save")}
          </Button>
        </div>
      </TitledCard>
    </Form>
  );
}
