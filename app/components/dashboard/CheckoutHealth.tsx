import { Banner, BlockStack, DescriptionList } from "@shopify/polaris";
import type { DashboardSummary } from "~/admin";
import { useI18n } from "~/i18n";
import { TitledCard } from "~/components/TitledCard";
import { SubduedText } from "~/components/SubduedText";

export function CheckoutHealth({ health }: { health: NonNullable<DashboardSummary>["checkout"] }) {
  const { t, number } = useI18n();
  const items = [
    { term: t("dashboard.checkout.callbacks"), description: number(health.callbacks) },
    { term: t("dashboard.checkout.cacheHits"), description: number(health.cacheHits) },
    { term: t("dashboard.checkout.staleServed"), description: number(health.staleServed) },
    { term: t("dashboard.checkout.fallbacksUsed"), description: number(health.fallbacksUsed) },
    { term: t("dashboard.checkout.errors"), description: number(health.errors) },
    { term: t("dashboard.checkout.rateLimited"), description: number(health.rateLimited) },
    {
      term: t("dashboard.checkout.latency"),
      description:
        health.averageLatencyMs === null
          ? t("dashboard.checkout.noCalls")
          : t("dashboard.checkout.latencyValue", {
              ms: number(health.averageLatencyMs),
              calls: number(health.serviceCalls),
            }),
    },
  ];
  return (
    <TitledCard title={t("dashboard.checkout.title", { days: health.days })}>
      <BlockStack gap="300">
        {health.callbacks === 0 && <SubduedText>{t("dashboard.checkout.noCallbacks")}</SubduedText>}
        <DescriptionList items={items} />
        {/* What the merchant's keys can still give checkout (docs/decisions/116), said only once it ran short. */}
        {health.rateLimited > 0 && health.keysAdvice && (
          <Banner
            tone="info"
            title={t("dashboard.checkout.keys.title")}
            action={{ content: t("dashboard.checkout.keys.open"), url: "/app/settings" }}
          >
            <p>{t(`dashboard.checkout.keys.${health.keysAdvice}`)}</p>
          </Banner>
        )}
      </BlockStack>
    </TitledCard>
  );
}
