import { BlockStack, Button, InlineStack } from "@shopify/polaris";
import { SubduedText } from "~/components/SubduedText";
import { TitledCard } from "~/components/TitledCard";
import { useI18n } from "~/i18n";
import { LabelsError } from "./LabelsError";
import { useLabelsDownload } from "./use-labels-download";

/** The order page's label: two formats once the order is sent; before that, why there is none yet. */
export function LabelsCard({ orderId, sent }: { orderId: string; sent: boolean }) {
  const { t } = useI18n();
  const { download, loading, error } = useLabelsDownload();
  return (
    <TitledCard title={t("labels.card.title")}>
      <BlockStack gap="200">
        {sent ? (
          <InlineStack gap="200">
            <Button onClick={() => download([orderId], "thermal")} loading={loading === "thermal"}>
              {t("labels.format.thermal")}
            </Button>
            <Button onClick={() => download([orderId], "a4")} loading={loading === "a4"}>
              {t("labels.format.a4")}
            </Button>
          </InlineStack>
        ) : (
          <SubduedText>{t("labels.card.notSent")}</SubduedText>
        )}
        <LabelsError error={error} />
      </BlockStack>
    </TitledCard>
  );
}
