import { BlockStack, Button, InlineStack } from "@shopify/polaris";
import { SubduedText } from "~/components/SubduedText";
import { TitledCard } from "~/components/TitledCard";
import { useI18n } from "~/i18n";
import { LabelsError } from "./LabelsError";
import { useLabelsDownload } from "./use-labels-download";

/**
 * The order page's label: two formats when the labels route has one for the order; otherwise why not, in the
 * labels route's own terms (never sent, cancelled, buyer's details erased).
 */
export function LabelsCard({
  orderId,
  state,
}: {
  orderId: string;
  state: "ready" | "not_sent" | "cancelled" | "erased";
}) {
  const { t } = useI18n();
  const { download, loading, error } = useLabelsDownload();
  return (
    <TitledCard title={t("labels.card.title")}>
      <BlockStack gap="200">
        {state === "ready" ? (
          <InlineStack gap="200">
            <Button onClick={() => download([orderId], "thermal")} loading={loading === "thermal"}>
              {t("labels.format.thermal")}
            </Button>
            <Button onClick={() => download([orderId], "a4")} loading={loading === "a4"}>
              {t("labels.format.a4")}
            </Button>
          </InlineStack>
        ) : (
          <SubduedText>{t(state === "not_sent" ? "labels.card.notSent" : `labels.card.${state}`)}</SubduedText>
        )}
        <LabelsError error={error} />
      </BlockStack>
    </TitledCard>
  );
}
