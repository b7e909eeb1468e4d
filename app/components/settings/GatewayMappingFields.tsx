import { BlockStack, Button, FormLayout, Select, TextField } from "@shopify/polaris";
import type { GatewayRow } from "~/admin/browser";
import { PAID_VIA_VALUES, PAYMENT_TYPES } from "~/delivery/browser";
import { useI18n } from "~/i18n";
import { SectionHeading } from "~/components/SectionHeading";
import { RemoveRowButton, rowEditor } from "./RowEditing";

type Props = {
  rows: GatewayRow[];
  onChange: (rows: GatewayRow[]) => void;
  error: (path: string) => string | undefined;
};

/** Shopify payment gateway name → the service's paymentType and, once paid, how (paidVia). */
export function GatewayMappingFields({ rows, onChange, error }: Props) {
  const { t } = useI18n();
  const { update, remove } = rowEditor(rows, onChange);
  return (
    <BlockStack gap="300">
      <SectionHeading title={t("settings.rules.gatewayMapping")} help={t("settings.rules.gatewayMappingHelp")} />
      <FormLayout>
        {rows.map((row, index) => (
          // Labels are shown above the first row only; every field keeps its own label for screen readers.
          <FormLayout.Group key={index} condensed>
            <TextField
              label={t("settings.rules.gateway", { n: index + 1 })}
              labelHidden={index > 0}
              autoComplete="off"
              value={row.gateway}
              onChange={update(index, "gateway")}
              error={error(`gatewayMapping.${index}.gateway`)}
            />
            <Select
              label={t("settings.rules.paymentType", { n: index + 1 })}
              labelHidden={index > 0}
              options={PAYMENT_TYPES.map((value) => ({ value, label: t(`paymentType.${value}`) }))}
              value={row.paymentType}
              onChange={update(index, "paymentType")}
              error={error(`gatewayMapping.${index}.paymentType`)}
            />
            <Select
              label={t("settings.rules.paidVia", { n: index + 1 })}
              labelHidden={index > 0}
              options={PAID_VIA_VALUES.map((value) => ({ value, label: t(`paidVia.${value}`) }))}
              value={row.paidVia}
              onChange={update(index, "paidVia")}
              error={error(`gatewayMapping.${index}.paidVia`)}
            />
            <RemoveRowButton
              onRemove={() => remove(index)}
              label={t("settings.rules.removeGateway", { n: index + 1 })}
            />
          </FormLayout.Group>
        ))}
      </FormLayout>
      <div>
        <Button onClick={() => onChange([...rows, { gateway: "", paymentType: "COD", paidVia: "manual_cash" }])}>
          {t("settings.rules.addGateway")}
        </Button>
      </div>
    </BlockStack>
  );
}
