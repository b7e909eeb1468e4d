import { BlockStack, Button, Card, FormLayout, Select, Text, TextField } from "@shopify/polaris";
import { useState } from "react";
import type { GatewayRow } from "~/admin/browser";
import { PAID_VIA_VALUES, PAYMENT_TYPES } from "~/delivery/browser";
import { useI18n } from "~/i18n";
import { RemoveRowButton, rowEditor } from "./RowEditing";

type Props = {
  rows: GatewayRow[];
  onChange: (rows: GatewayRow[]) => void;
  error: (path: string) => string | undefined;
  /** Whether a field of the table is wrong: the table opens to show it. */
  hasError: boolean;
};

const TABLE_ID = "payment-methods-table";

/**
 * Shopify payment gateway name → the service's paymentType and, once paid, how (paidVia). The one place that says
 * which methods are cash on delivery (docs/decisions/080). Read as a few lines by type; the table opens to edit.
 */
export function GatewayMappingFields({ rows, onChange, error, hasError }: Props) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const { update, remove } = rowEditor(rows, onChange);
  const shown = open || hasError;
  const groups = PAYMENT_TYPES.map((type) => ({
    type,
    names: rows.filter((row) => row.paymentType === type && row.gateway.trim()).map((row) => row.gateway.trim()),
  })).filter((group) => group.names.length > 0);
  return (
    <Card>
      <BlockStack gap="300">
        {groups.length === 0 ? (
          <Text as="p">{t("settings.payments.none")}</Text>
        ) : (
          <BlockStack gap="100">
            {groups.map(({ type, names }) => (
              <Text as="p" key={type}>
                {t("settings.payments.group", { type: t(`paymentType.${type}`), names: names.join(", ") })}
              </Text>
            ))}
          </BlockStack>
        )}
        {shown && (
          <div id={TABLE_ID}>
            <FormLayout>
              {rows.map((row, index) => (
                // Labels are shown above the first row only; every field keeps its label for screen readers.
                <FormLayout.Group key={index} condensed>
                  <TextField
                    label={t("settings.rules.gateway")}
                    labelHidden={index > 0}
                    autoComplete="off"
                    value={row.gateway}
                    onChange={update(index, "gateway")}
                    error={error(`gatewayMapping.${index}.gateway`)}
                  />
                  <Select
                    label={t("settings.rules.paymentType")}
                    labelHidden={index > 0}
                    options={PAYMENT_TYPES.map((value) => ({ value, label: t(`paymentType.${value}`) }))}
                    value={row.paymentType}
                    onChange={update(index, "paymentType")}
                    error={error(`gatewayMapping.${index}.paymentType`)}
                  />
                  <Select
                    label={t("settings.rules.paidVia")}
                    labelHidden={index > 0}
                    options={PAID_VIA_VALUES.map((value) => ({ value, label: t(`paidVia.${value}`) }))}
                    value={row.paidVia}
                    onChange={update(index, "paidVia")}
                    error={error(`gatewayMapping.${index}.paidVia`)}
                  />
                  <RemoveRowButton
                    onRemove={() => remove(index)}
                    label={t("settings.rules.removeGateway", { name: row.gateway })}
                  />
                </FormLayout.Group>
              ))}
            </FormLayout>
            <div style={{ marginTop: "var(--p-space-300)" }}>
              <Button onClick={() => onChange([...rows, { gateway: "", paymentType: "COD", paidVia: "manual_cash" }])}>
                {t("settings.rules.addGateway")}
              </Button>
            </div>
          </div>
        )}
        {!hasError && (
          <div>
            <Button
              onClick={() => setOpen(!open)}
              disclosure={open ? "up" : "down"}
              ariaExpanded={open}
              ariaControls={TABLE_ID}
            >
              {t(open ? "settings.payments.hide" : "settings.payments.edit")}
            </Button>
          </div>
        )}
      </BlockStack>
    </Card>
  );
}
