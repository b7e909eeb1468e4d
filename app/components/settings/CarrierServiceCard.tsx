import { Badge, Banner, BlockStack, InlineStack, Text } from "@shopify/polaris";
import { useI18n } from "~/i18n";

/** `message` is the problem in the admin's language (app/problems); `shopifySaid` is Shopify's own words. */
type CarrierService = { state: string; message: string | null; shopifySaid: string | null };

const TONES: Record<string, "success" | "critical" | "warning" | undefined> = {
  ACTIVE: "success",
  REFUSED: "critical",
  ERROR: "critical",
  INACTIVE: "warning",
};

/**
 * Whether checkout shows the service's rates: Shopify can refuse the carrier service on plans without calculated
 * rates. Shown at the foot of the connection's card, which registers it.
 */
export function CarrierServiceCard({ carrierService }: { carrierService?: CarrierService }) {
  const { t, tValue } = useI18n();
  const state = carrierService?.state ?? "NONE";
  return (
    <BlockStack gap="300">
      <InlineStack gap="200" blockAlign="center">
        <Text as="h3" variant="headingSm">
          {t("settings.carrier.title")}
        </Text>
        <Badge tone={TONES[state]}>{tValue("carrierState", state)}</Badge>
      </InlineStack>
      <Text as="p">{tValue("carrierStateHelp", state)}</Text>
      {state === "REFUSED" && (
        <Banner tone="critical" title={t("settings.carrier.refusedTitle")}>
          <BlockStack gap="200">
            <p>{t("settings.carrier.planExplanation")}</p>
            {carrierService?.shopifySaid && (
              <p>{t("settings.carrier.shopifySaid", { message: carrierService.shopifySaid })}</p>
            )}
          </BlockStack>
        </Banner>
      )}
      {state === "ERROR" && (
        <Banner tone="warning" title={t("settings.carrier.errorTitle")}>
          {carrierService?.message && <p>{t("settings.carrier.details", { message: carrierService.message })}</p>}
        </Banner>
      )}
    </BlockStack>
  );
}
