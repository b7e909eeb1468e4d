import { BlockStack, Card, InlineGrid, Link, Text } from "@shopify/polaris";
import { useI18n } from "~/i18n/i18n-context";

export function ShipmentCounts({ counts }: { counts: Array<{ state: string; count: number }> }) {
  const { t, tValue, number } = useI18n();
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">{t("dashboard.shipments.title")}</Text>
        {counts.length === 0 ? (
          <Text as="p" tone="subdued">{t("dashboard.shipments.none")}</Text>
        ) : (
          <InlineGrid columns={{ xs: 2, md: 4 }} gap="300">
            {counts.map(({ state, count }) => (
              <BlockStack key={state} gap="050">
                <Text as="p" variant="headingLg">{number(count)}</Text>
                <Link url={`/app/orders?shipmentState=${encodeURIComponent(state)}`}>{tValue("shipmentState", state)}</Link>
              </BlockStack>
            ))}
          </InlineGrid>
        )}
      </BlockStack>
    </Card>
  );
}
