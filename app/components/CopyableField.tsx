import { Button, TextField } from "@shopify/polaris";
import { useState } from "react";
import { useI18n } from "~/i18n";

/** A read-only value (a URL, a payment link) with a button that copies it. */
export function CopyableField({ label, value, helpText }: { label: string; value: string; helpText?: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false); // clipboard refused (permissions): the field stays selectable by hand
    }
  };
  return (
    <TextField
      label={label}
      value={value}
      readOnly
      autoComplete="off"
      helpText={helpText}
      selectTextOnFocus
      connectedRight={<Button onClick={copy}>{copied ? t("common.copied") : t("common.copy")}</Button>}
    />
  );
}
