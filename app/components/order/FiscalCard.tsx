import { Badge, BlockStack, DescriptionList, Text } from "@shopify/polaris";
import type { FiscalDocument, Order } from "~/delivery/browser";
import { useI18n } from "~/i18n";
import { TitledCard } from "~/components/TitledCard";
import { SectionHeading } from "~/components/SectionHeading";
import { HeadedList } from "~/components/HeadedList";
import { SubduedText } from "~/components/SubduedText";

/**
 * The fiscal block (spec §2). When the sale's document is ACCEPTED, a store printing its own
 * invoice prints the fiscal number, verification code, QR payload and every printed mark, each
 * under its label: they are listed exactly so.
 */
export function FiscalCard({ live }: { live: Order | null }) {
  const { t, tValue } = useI18n();
  const fiscal = live?.fiscal;
  const sale = fiscal?.sale ?? null;
  return (
    <TitledCard title={t("order.fiscal.title")}>
      {!fiscal && <SubduedText>{t("order.fiscal.unavailable")}</SubduedText>}
      {fiscal && !sale && <Text as="p">{t("order.fiscal.none")}</Text>}
      {sale && <FiscalDocumentView document={sale} />}
      {fiscal && fiscal.corrections.length > 0 && (
        <HeadedList
          title={t("order.fiscal.corrections")}
          items={fiscal.corrections.map((correction, index) => ({
            key: correction.fiscalDocumentId ?? index,
            text: [
              correction.documentType,
              correction.commercialDocument?.number,
              tValue("fiscalStatus", correction.status),
            ]
              .filter(Boolean)
              .join(" — "),
          }))}
        />
      )}
    </TitledCard>
  );
}

function FiscalDocumentView({ document }: { document: FiscalDocument }) {
  const { t, tValue } = useI18n();
  const accepted = document.status === "ACCEPTED";
  const marks = [
    { term: t("order.fiscal.fiscalNumber"), description: document.fiscalNumber },
    { term: t("order.fiscal.verificationCode"), description: document.verificationCode },
    { term: t("order.fiscal.qrPayload"), description: document.qrPayload },
    ...document.printedMarks.map((mark) => ({ term: mark.label, description: mark.value })),
  ].filter((mark): mark is { term: string; description: string } => Boolean(mark.description));
  return (
    <BlockStack gap="200">
      <Text as="p">
        {t("order.fiscal.status")}{" "}
        <Badge tone={accepted ? "success" : document.status === "REJECTED" ? "critical" : undefined}>
          {tValue("fiscalStatus", document.status)}
        </Badge>
      </Text>
      {document.statusReason && <Text as="p">{t("order.fiscal.reason", { reason: document.statusReason })}</Text>}
      {accepted && (
        <BlockStack gap="100">
          <SectionHeading title={t("order.fiscal.printTitle")} help={t("order.fiscal.printHelp")} />
          <DescriptionList items={marks} />
        </BlockStack>
      )}
    </BlockStack>
  );
}
