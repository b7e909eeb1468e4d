import { Badge, Banner, BlockStack, Text } from "@shopify/polaris";
import type { Quote } from "~/delivery/browser";
import { useI18n } from "~/i18n";
import { FittingTable } from "~/components/FittingTable";
import { TitledCard } from "~/components/TitledCard";
import { SubduedText } from "~/components/SubduedText";

/**
 * An itemised quote. Duty is always an estimate (spec §4 quote rule 3), and `dutyEstimate.available:
 * false` means no rate is held — never "no duty" — so it is said in words, never shown as zero.
 */
export function QuoteResult({ quote }: { quote: Quote }) {
  const { t, tValue, has, money, dateTime, country } = useI18n();
  // The certainty under the component's name: a fourth column did not fit a phone in French.
  const rows = quote.components.map((component, index) => ({
    key: index,
    cells: [
      <BlockStack key="component" gap="100" inlineAlign="start">
        {/* The service names a component in English; the codes it documents are named in the admin's language. */}
        <span>
          {has("quoteComponent", component.code) ? tValue("quoteComponent", component.code) : component.label}
        </span>
        <Badge tone={component.certainty === "confirmed" ? "success" : "attention"}>
          {tValue("certainty", component.certainty)}
        </Badge>
      </BlockStack>,
      money(component.amountMinor, component.currency),
      tValue("bearer", component.bearer),
    ],
  }));
  const hasDutyEstimate = quote.components.some((component) => component.kind === "duty");
  // Who pays what, when every component is in the quote's currency.
  const byBearer = quote.components.every((component) => component.currency === quote.currency)
    ? [...new Set(quote.components.map((component) => component.bearer))].map((bearer) => ({
        bearer,
        amountMinor: quote.components
          .filter((component) => component.bearer === bearer)
          .reduce((sum, component) => sum + component.amountMinor, 0),
      }))
    : [];
  return (
    <TitledCard title={t("quote.result.title")}>
      <Text as="p" variant="headingLg">
        {t(hasDutyEstimate ? "quote.result.totalWithEstimate" : "quote.result.total", {
          amount: money(quote.totalAmountMinor, quote.currency),
        })}
      </Text>
      <Text as="p">
        {t("quote.result.route", {
          origin: country(quote.originCountryCode),
          destination: country(quote.destinationCountryCode),
          service: tValue("serviceCode", quote.serviceCode),
        })}
        {" · "}
        {t("quote.result.transit", { min: quote.transitDaysMin, max: quote.transitDaysMax })}
      </Text>
      {byBearer.length > 1 && (
        <Text as="p">
          {byBearer
            .map(({ bearer, amountMinor }) =>
              t("quote.result.bearerShare", {
                bearer: tValue("bearer", bearer),
                amount: money(amountMinor, quote.currency),
              }),
            )
            .join(" · ")}
        </Text>
      )}
      <FittingTable
        numeric={[1]}
        headings={[t("quote.result.component"), t("quote.result.amount"), t("quote.result.bearer")]}
        rows={rows}
      />
      {quote.dutyEstimate.available ? (
        <SubduedText>{t("quote.result.dutyEstimated")}</SubduedText>
      ) : (
        <Banner tone="info" title={t("quote.result.noDutyEstimateTitle")}>
          <p>{t("quote.result.noDutyEstimate")}</p>
        </Banner>
      )}
      <SubduedText>{t("quote.result.expires", { at: dateTime(quote.expiresAt) })}</SubduedText>
    </TitledCard>
  );
}
