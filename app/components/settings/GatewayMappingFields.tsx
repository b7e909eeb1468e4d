import { BlockStack, Box, Button, Card, Divider, InlineGrid, Select, Text, TextField } from "@shopify/polaris";
import { Fragment, useState } from "react";
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
// Columns that may shrink below their content's width, so a long label wraps instead of spilling out.
const ROW_COLUMNS = "minmax(0, 2fr) minmax(0, 1.5fr) minmax(0, 1.5fr) auto";

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
            <BlockStack gap="300">
              {rows.map((row, index) => (
                <Fragment key={index}>
                  {index > 0 && <Divider />}
                  {/* One line a method on a wide screen; stacked on a phone, where a table would not fit. */}
                  <InlineGrid columns={{ xs: 1, md: ROW_COLUMNS }} gap="200" alignItems="end">
                    <TextField
                      label={t("settings.rules.gateway")}
                      autoComplete="off"
                      value={row.gateway}
                      onChange={update(index, "gateway")}
                      error={error(`gatewayMapping.${index}.gateway`)}
                    />
                    <Select
                      label={t("settings.rules.paymentType")}
                      options={PAYMENT_TYPES.map((value) => ({ value, label: t(`paymentType.${value}`) }))}
                      value={row.paymentType}
                      onChange={update(index, "paymentType")}
                      error={error(`gatewayMapping.${index}.paymentType`)}
                    />
                    <Select
                      label={t("settings.rules.paidVia")}
                      options={PAID_VIA_VALUES.map((value) => ({ value, label: t(`paidVia.${value}`) }))}
                      value={row.paidVia}
                      onChange={update(index, "paidVia")}
                      error={error(`gatewayMapping.${index}.paidVia`)}
                    />
                    <Box paddingBlockEnd="150">
                      <RemoveRowButton
                        onRemove={() => remove(index)}
                        label={t("settings.rules.removeGateway", { name: row.gateway })}
                      />
                    </Box>
                  </InlineGrid>
                </Fragment>
              ))}
            </BlockStack>
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
