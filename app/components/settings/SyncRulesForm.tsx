import { Form, useNavigation } from "@remix-run/react";
import { Banner, BlockStack, Button, Card, Checkbox, ChoiceList, FormLayout, Text, TextField } from "@shopify/polaris";
import { useState } from "react";
import type { SettingsFieldErrors, SettingsFormValues } from "~/admin/settings-form";
import { useI18n } from "~/i18n/i18n-context";
import { FallbackRatesFields } from "./FallbackRatesFields";
import { GatewayMappingFields } from "./GatewayMappingFields";

export type SettingsOutcome = { ok: true } | { ok: false; errors: SettingsFieldErrors };

/** The merchant's sync rules (Shop.settingsJson). Sent as one JSON field; errors come back per field path. */
export function SyncRulesForm({ initial, outcome }: { initial: SettingsFormValues; outcome?: SettingsOutcome }) {
  const { t } = useI18n();
  const [values, setValues] = useState(initial);
  const submitting = useNavigation().formData?.get("intent") === "settings";
  const errors: SettingsFieldErrors = outcome && !outcome.ok ? outcome.errors : {};
  const error = (path: string) => (errors[path] ? t(errors[path]) : undefined);
  const set = <K extends keyof SettingsFormValues>(field: K) => (value: SettingsFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="settings" />
      <input type="hidden" name="settings" value={JSON.stringify(values)} />
      <Card>
        <BlockStack gap="500">
          <Text as="h2" variant="headingMd">{t("settings.rules.title")}</Text>
          {outcome?.ok && <Banner tone="success"><p>{t("settings.rules.saved")}</p></Banner>}
          {outcome && !outcome.ok && <Banner tone="critical"><p>{t("settings.rules.hasErrors")}</p></Banner>}
          <ChoiceList
            title={t("settings.rules.orderSelection")}
            choices={(["carrier_service", "all_shipping", "manual"] as const).map((value) => ({ value, label: t(`settings.rules.orderSelection.${value}`) }))}
            selected={[values.orderSelection]}
            onChange={([value]) => set("orderSelection")(value)}
            error={error("orderSelection")}
          />
          <ChoiceList
            title={t("settings.rules.unpaidOrders")}
            choices={(["wait_for_payment", "payment_link"] as const).map((value) => ({ value, label: t(`settings.rules.unpaidOrders.${value}`) }))}
            selected={[values.unpaidOrders]}
            onChange={([value]) => set("unpaidOrders")(value)}
            error={error("unpaidOrders")}
          />
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
            <Text as="h3" variant="headingSm">{t("settings.rules.trackingAndNotifications")}</Text>
            <TextField
              label={t("settings.rules.trackingUrlTemplate")}
              helpText={t("settings.rules.trackingUrlTemplateHelp")}
              placeholder="https://track.example.com/{shipmentId}"
              autoComplete="off"
              value={values.trackingUrlTemplate}
              onChange={set("trackingUrlTemplate")}
              error={error("trackingUrlTemplate")}
            />
            <Checkbox label={t("settings.rules.notifyCustomer")} helpText={t("settings.rules.notifyCustomerHelp")} checked={values.notifyCustomer} onChange={set("notifyCustomer")} />
            <Checkbox label={t("settings.rules.markCodPaid")} helpText={t("settings.rules.markCodPaidHelp")} checked={values.markCodPaidOnDelivery} onChange={set("markCodPaidOnDelivery")} />
          </BlockStack>
          <BlockStack gap="300">
            <Text as="h3" variant="headingSm">{t("settings.rules.attributes")}</Text>
            <Text as="p" tone="subdued">{t("settings.rules.attributesHelp")}</Text>
            <FormLayout>
              <FormLayout.Group>
                <TextField label={t("settings.rules.landmarkAttribute")} autoComplete="off" value={values.landmarkAttribute} onChange={set("landmarkAttribute")} error={error("landmarkAttribute")} />
                <TextField label={t("settings.rules.accessNotesAttribute")} autoComplete="off" value={values.accessNotesAttribute} onChange={set("accessNotesAttribute")} error={error("accessNotesAttribute")} />
              </FormLayout.Group>
            </FormLayout>
          </BlockStack>
          <div>
            <Button submit variant="primary" loading={submitting}>{t("settings.rules.save")}</Button>
          </div>
        </BlockStack>
      </Card>
    </Form>
  );
}
