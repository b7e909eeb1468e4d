import { BlockStack, Link, Text } from "@shopify/polaris";
import { LedgerChart } from "~/components/cod-ledger/LedgerChart";
import { LedgerFigures } from "~/components/cod-ledger/LedgerFigures";
import type { CurrencyLedger } from "~/cod-ledger/browser";
import { useI18n } from "~/i18n";
import { TitledCard } from "~/components/TitledCard";
import { SubduedText } from "~/components/SubduedText";

/** The dashboard's view of the cash-on-delivery ledger: the last days' figures and collections per currency. */
export function CodLedgerCard({ days, currencies }: { days: number; currencies: CurrencyLedger[] }) {
  const { t } = useI18n();
  return (
    <TitledCard title={t("dashboard.codLedger.title", { days })} gap="400">
      {currencies.length === 0 && <SubduedText>{t("dashboard.codLedger.none", { days })}</SubduedText>}
      {currencies.map((entry) => (
        <BlockStack key={entry.currency} gap="300">
          {currencies.length > 1 && (
            <Text as="h3" variant="headingSm">
              {entry.currency}
            </Text>
          )}
          <LedgerFigures entry={entry} />
          <LedgerChart currency={entry.currency} byDay={entry.collected.byDay} />
        </BlockStack>
      ))}
      <Link url="/app/cod-ledger">{t("dashboard.codLedger.open")}</Link>
    </TitledCard>
  );
}
