import { Banner, BlockStack, Card, DataTable, Text } from "@shopify/polaris";
import type { CorridorsView } from "~/admin/quote.server";
import { useI18n } from "~/i18n/i18n-context";

export function CorridorsCard({ view }: { view: CorridorsView }) {
  const { t, tValue } = useI18n();
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">{t("quote.corridors.title")}</Text>
        {view.status === "not_connected" && (
          <Banner tone="warning" action={{ content: t("dashboard.notConnected.action"), url: "/app/settings" }}><p>{t("quote.notConnected")}</p></Banner>
        )}
        {view.status === "unavailable" && <Banner tone="critical" title={t("quote.corridors.unavailable")}><p>{view.message || view.code}</p></Banner>}
        {view.status === "ok" && (
          <>
            <Text as="p">{t("quote.corridors.origin", { country: view.corridors.originCountryCode })}</Text>
            {view.corridors.corridors.length === 0 ? (
              <Text as="p" tone="subdued">{t("quote.corridors.none")}</Text>
            ) : (
              <DataTable
                columnContentTypes={["text", "text", "text"]}
                headings={[t("quote.corridors.destination"), t("quote.corridors.routeScope"), t("quote.corridors.services")]}
                rows={view.corridors.corridors.map((corridor) => [
                  corridor.destinationCountryCode,
                  tValue("routeScope", corridor.routeScope),
                  corridor.serviceCodes.map((code) => tValue("serviceCode", code)).join(", "),
                ])}
              />
            )}
          </>
        )}
      </BlockStack>
    </Card>
  );
}
