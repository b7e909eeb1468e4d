import { BlockStack, InlineGrid, Link, Text } from "@shopify/polaris";
import { useI18n } from "~/i18n";
import { TitledCard } from "~/components/TitledCard";
import { SubduedText } from "~/components/SubduedText";

export function ShipmentCounts({ counts }: { counts: Array<{ state: string; count: number }> }) {
  const { t, tValue, number } = useI18n();
  return (
    <TitledCard title={t("dashboard.shipments.title")}>
      {counts.length === 0 ? (
        <SubduedText>{t("dashboard.shipments.none")}</SubduedText>
      ) : (
        <InlineGrid columns={{ xs: 2, md: 4 }} gap="300">
          {counts.map(({ state, count }) => (
            <BlockStack key={state} gap="050">
              <Text as="p" variant="headingLg">
                {number(count)}
              </Text>
              <Link url={`/app/orders?shipmentState=${encodeURIComponent(state)}`}>
                {tValue("shipmentState", state)}
              </Link>
            </BlockStack>
          ))}
        </InlineGrid>
      )}
    </TitledCard>
  );
}
