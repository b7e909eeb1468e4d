import { BlockStack, InlineGrid, Text } from "@shopify/polaris";
import type { CurrencyLedger } from "~/cod-ledger/browser";
import { useI18n } from "~/i18n";
import type { MessageKey } from "~/i18n";
import { SubduedText } from "~/components/SubduedText";

const FIGURES = [
  { key: "onTheRoad", label: "codLedger.figure.onTheRoad" },
  { key: "collected", label: "codLedger.figure.collected" },
  { key: "recorded", label: "codLedger.figure.recorded" },
  { key: "needsLook", label: "codLedger.figure.needsLook" },
] as const satisfies ReadonlyArray<{ key: keyof CurrencyLedger; label: MessageKey }>;

/** The four figures of one currency: amount (exact, in the currency's format) and order count. */
export function LedgerFigures({ entry, help = false }: { entry: CurrencyLedger; help?: boolean }) {
  const { t, tn, money } = useI18n();
  return (
    <InlineGrid columns={{ xs: 2, md: 4 }} gap="300">
      {FIGURES.map(({ key, label }) => (
        <BlockStack key={key} gap="050">
          <SubduedText>{t(label)}</SubduedText>
          <Text as="p" variant="headingLg" numeric>
            <span data-figure={`${entry.currency}-${key}`}>{money(entry[key].amountMinor, entry.currency)}</span>
          </Text>
          <Text as="p" tone={key === "needsLook" && entry.needsLook.count > 0 ? "critical" : "subdued"}>
            {tn("codLedger.orders", entry[key].count)}
          </Text>
          {help && (
            <Text as="p" tone="subdued" variant="bodySm">
              {t(`${label}.help`)}
            </Text>
          )}
        </BlockStack>
      ))}
    </InlineGrid>
  );
}
