import { Button } from "@shopify/polaris";
import { useI18n } from "~/i18n";

/** Edits a list of form rows kept by the parent: one field of one row, or one row removed. */
export function rowEditor<Row extends Record<string, string>>(rows: Row[], onChange: (rows: Row[]) => void) {
  return {
    update: (index: number, field: keyof Row) => (value: string) =>
      onChange(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row))),
    remove: (index: number) => onChange(rows.filter((_, i) => i !== index)),
  };
}

/** The plain "Remove" of one row; its label says which row, for screen readers. */
export function RemoveRowButton({ onRemove, label }: { onRemove: () => void; label: string }) {
  const { t } = useI18n();
  return (
    <Button variant="plain" tone="critical" onClick={onRemove} accessibilityLabel={label}>
      {t("common.remove")}
    </Button>
  );
}
