import { Banner, DescriptionList } from "@shopify/polaris";
import type { Order } from "~/delivery/browser";
import { useI18n } from "~/i18n";
import { TitledCard } from "~/components/TitledCard";
import { SubduedText } from "~/components/SubduedText";

/** The service's view of the buyer (spec §2 Buyer) and whether the delivery crosses a border. */
export function BuyerCard({
  live,
  originCountryCode,
  taxIdWarning,
}: {
  live: Order | null;
  originCountryCode: string | null;
  taxIdWarning: boolean;
}) {
  const { t, tValue, country } = useI18n();
  const buyer = live?.buyer;
  const destination = live?.deliveryAddress?.countryCode ?? null;
  const crossBorder = Boolean(
    (destination && originCountryCode && destination !== originCountryCode) ||
    (buyer?.transactionScope && buyer.transactionScope !== "DOMESTIC"),
  );
  const warning = taxIdWarning || (buyer as { taxIdFormatWarning?: unknown } | undefined)?.taxIdFormatWarning === true;
  return (
    <TitledCard title={t("order.buyer.title")}>
      {!buyer ? (
        <SubduedText>{t("order.buyer.unavailable")}</SubduedText>
      ) : (
        <DescriptionList
          items={[
            { term: t("order.buyer.type"), description: tValue("customerType", buyer.customerType) },
            { term: t("order.buyer.country"), description: country(buyer.customerCountry) },
            { term: t("order.buyer.scope"), description: tValue("transactionScope", buyer.transactionScope) },
            { term: t("order.buyer.businessName"), description: buyer.businessName ?? "—" },
            { term: t("order.buyer.taxId"), description: buyer.taxId ?? "—" },
            { term: t("order.buyer.taxIdStatus"), description: tValue("taxIdStatus", buyer.taxIdStatus) },
          ]}
        />
      )}
      {warning && (
        <Banner tone="warning" title={t("order.flag.TAX_ID_FORMAT_WARNING.title")}>
          <p>{t("order.flag.TAX_ID_FORMAT_WARNING.body")}</p>
        </Banner>
      )}
      {crossBorder && (
        <Banner tone="info" title={t("order.crossBorder.title")}>
          <p>
            {t("order.crossBorder.body", {
              destination: country(destination ?? buyer?.customerCountry),
              origin: country(originCountryCode),
            })}
          </p>
        </Banner>
      )}
    </TitledCard>
  );
}
