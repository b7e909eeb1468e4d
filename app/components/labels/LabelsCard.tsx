import { useRevalidator } from "@remix-run/react";
import { Banner, BlockStack, Button, InlineStack } from "@shopify/polaris";
import { SubduedText } from "~/components/SubduedText";
import { TitledCard } from "~/components/TitledCard";
import { useI18n } from "~/i18n";
import { LabelsError } from "./LabelsError";
import { useLabelsDownload } from "./use-labels-download";

/**
 * The order page's label: two formats when the labels route has one for the order; otherwise why not, in the
 * labels route's own terms (never sent, cancelled, buyer's details erased). After a recreate, a label printed under
 * the cancelled reference is to be printed again (`reprint`, docs/decisions/077): said until it is downloaded again,
 * so the page's data is read again after each download.
 */
export function LabelsCard({
  orderId,
  state,
  reprint,
}: {
  orderId: string;
  state: "ready" | "not_sent" | "cancelled" | "erased";
  reprint: { printedRef: string; currentRef: string } | null;
}) {
  const { t } = useI18n();
  const { download, loading, error } = useLabelsDownload();
  const revalidator = useRevalidator();
  const print = async (format: "thermal" | "a4") => {
    await download([orderId], format);
    revalidator.revalidate();
  };
  return (
    <TitledCard title={t("labels.card.title")}>
      <BlockStack gap="200">
        {state === "ready" && reprint && (
          <Banner tone="warning">
            {t("labels.card.reprint", { printed: reprint.printedRef, current: reprint.currentRef })}
          </Banner>
        )}
        {state === "ready" ? (
          <InlineStack gap="200">
            <Button onClick={() => print("thermal")} loading={loading === "thermal"}>
              {t("labels.format.thermal")}
            </Button>
            <Button onClick={() => print("a4")} loading={loading === "a4"}>
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
