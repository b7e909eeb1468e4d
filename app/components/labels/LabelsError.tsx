import { Banner } from "@shopify/polaris";
import { useI18n } from "~/i18n";

/** Why no labels came: the app's own message, or that the request failed. */
export function LabelsError({ error }: { error: string | null }) {
  const { t } = useI18n();
  if (error === null) return null;
  return (
    <Banner tone="critical" title={t("labels.failed")}>
      <p>{error || t("labels.requestFailed")}</p>
    </Banner>
  );
}
