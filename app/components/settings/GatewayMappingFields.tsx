import { BlockStack, Button, FormLayout, Select, Text, TextField } from "@shopify/polaris";
import type { GatewayRow } from "~/admin/settings-form";
import { useI18n } from "~/i18n/i18n-context";

const PAYMENT_TYPES = ["COD", "MobileMoney", "Card", "BankTransfer", "Wallet"] as const;
const PAID_VIA = ["manual_cash", "manual_bank_transfer", "manual_other"] as const;

type Props = { rows: GatewayRow[]; onChange: (rows: GatewayRow[]) => void; error: (path: string) => string | undefined };

/** Shopify payment gateway name → the service's paymentType and, once paid, how (paidVia). */
export function GatewayMappingFields({ rows, onChange, error }: Props) {
  const { t } = useI18n();
  const update = (index: number, field: keyof GatewayRow) => (value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  return (
    <BlockStack gap="300">
      <Text as="h3" variant="headingSm">{t("settings.rules.gatewayMapping")}</Text>
      <Text as="p" tone="subdued">{t("settings.rules.gatewayMappingHelp")}</Text>
      <FormLayout>
      {rows.map((row, index) => (
        // Labels are shown above the first row only; every field keeps its own label for screen readers.
        <FormLayout.Group key={index} condensed>
          <TextField label={t("settings.rules.gateway", { n: index + 1 })} labelHidden={index > 0} autoComplete="off" value={row.gateway} onChange={update(index, "gateway")} error={error(`gatewayMapping.${index}.gateway`)} />
          <Select label={t("settings.rules.paymentType", { n: index + 1 })} labelHidden={index > 0} options={PAYMENT_TYPES.map((value) => ({ value, label: t(`paymentType.${value}`) }))} value={row.paymentType} onChange={update(index, "paymentType")} error={error(`gatewayMapping.${index}.paymentType`)} />
          <Select label={t("settings.rules.paidVia", { n: index + 1 })} labelHidden={index > 0} options={PAID_VIA.map((value) => ({ value, label: t(`paidVia.${value}`) }))} value={row.paidVia} onChange={update(index, "paidVia")} error={error(`gatewayMapping.${index}.paidVia`)} />
          <Button variant="plain" tone="critical" onClick={() => onChange(rows.filter((_, i) => i !== index))} accessibilityLabel={t("settings.rules.removeGateway", { n: index + 1 })}>
            {t("common.remove")}
          </Button>
        </FormLayout.Group>
      ))}
      </FormLayout>
      <div>
        <Button onClick={() => onChange([...rows, { gateway: "", paymentType: "COD", paidVia: "manual_cash" }])}>{t("settings.rules.addGateway")}</Button>
      </div>
    </BlockStack>
  );
}
