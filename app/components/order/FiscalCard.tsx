import { Badge, BlockStack, Card, DescriptionList, List, Text } from "@shopify/polaris";
import type { FiscalDocument, Order } from "~/delivery/schemas";
import { useI18n } from "~/i18n/i18n-context";

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
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">{t("order.fiscal.title")}</Text>
        {!fiscal && <Text as="p" tone="subdued">{t("order.fiscal.unavailable")}</Text>}
        {fiscal && !sale && <Text as="p">{t("order.fiscal.none")}</Text>}
        {sale && <FiscalDocumentView document={sale} />}
        {fiscal && fiscal.corrections.length > 0 && (
          <BlockStack gap="100">
            <Text as="h3" variant="headingSm">{t("order.fiscal.corrections")}</Text>
            <List>
              {fiscal.corrections.map((correction, index) => (
                <List.Item key={correction.fiscalDocumentId ?? index}>
                  {[correction.documentType, correction.commercialDocument?.number, tValue("fiscalStatus", correction.status)].filter(Boolean).join(" — ")}
                </List.Item>
              ))}
            </List>
          </BlockStack>
        )}
      </BlockStack>
    </Card>
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
        {t("order.fiscal.status")} <Badge tone={accepted ? "success" : document.status === "REJECTED" ? "critical" : undefined}>{tValue("fiscalStatus", document.status)}</Badge>
      </Text>
      {document.statusReason && <Text as="p">{t("order.fiscal.reason", { reason: document.statusReason })}</Text>}
      {accepted && (
        <BlockStack gap="100">
          <Text as="h3" variant="headingSm">{t("order.fiscal.printTitle")}</Text>
          <Text as="p" tone="subdued">{t("order.fiscal.printHelp")}</Text>
          <DescriptionList items={marks} />
        </BlockStack>
      )}
    </BlockStack>
  );
}
