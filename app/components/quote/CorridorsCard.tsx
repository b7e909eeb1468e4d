import { Banner, Text } from "@shopify/polaris";
import type { CorridorsView } from "~/admin";
import { useI18n } from "~/i18n";
import { FittingTable } from "~/components/FittingTable";
import { TitledCard } from "~/components/TitledCard";
import { SubduedText } from "~/components/SubduedText";

export function CorridorsCard({ view }: { view: CorridorsView }) {
  const { t, tValue, country } = useI18n();
  return (
    <TitledCard title={t("quote.corridors.title")}>
      {view.status === "not_connected" && (
        <Banner tone="warning" action={{ content: t("dashboard.notConnected.action"), url: "/app/settings" }}>
          <p>{t("quote.notConnected")}</p>
        </Banner>
      )}
      {view.status === "unavailable" && (
        <Banner tone="critical" title={t("quote.corridors.unavailable")}>
          <p>{view.message || view.code}</p>
        </Banner>
      )}
      {view.status === "ok" && (
        <>
          <Text as="p">{t("quote.corridors.origin", { country: country(view.corridors.originCountryCode) })}</Text>
          {view.corridors.corridors.length === 0 ? (
            <SubduedText>{t("quote.corridors.none")}</SubduedText>
          ) : (
            <FittingTable
              headings={[
                t("quote.corridors.destination"),
                t("quote.corridors.routeScope"),
                t("quote.corridors.services"),
              ]}
              rows={view.corridors.corridors.map((corridor) => ({
                key: `${corridor.routeScope}|${corridor.destinationCountryCode}`,
                cells: [
                  country(corridor.destinationCountryCode),
                  tValue("routeScope", corridor.routeScope),
                  corridor.serviceCodes.map((code) => tValue("serviceCode", code)).join(", "),
                ],
              }))}
            />
          )}
        </>
      )}
    </TitledCard>
  );
}
