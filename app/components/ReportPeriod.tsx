import { Banner, BlockStack, Card, Text } from "@shopify/polaris";
import type { ReactNode } from "react";
import type { PeriodProblem } from "~/cod-ledger/browser";
import { offsetLabel, useI18n, type MessageKey } from "~/i18n";
import { SubduedText } from "./SubduedText";

/**
 * The top of a report over a period (the cash-on-delivery ledger, delivery performance): what it shows, whose days
 * it counts (once a report is shown, as of its time), and the period's form.
 */
export function ReportPeriodCard({
  intro,
  timeZone: timeZoneKey,
  asOf,
  children,
}: {
  intro: MessageKey;
  /** The sentence naming the shop's time zone: `{zone}` and `{offset}`. */
  timeZone: MessageKey;
  asOf: string | null;
  children: ReactNode;
}) {
  const { t, timeZone } = useI18n();
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="p">{t(intro)}</Text>
        {asOf && (
          <SubduedText>{t(timeZoneKey, { zone: timeZone, offset: offsetLabel(new Date(asOf), timeZone) })}</SubduedText>
        )}
        {children}
      </BlockStack>
    </Card>
  );
}

/** A period the page refused, said in the page's own words (`<texts>.BAD_DATE`, `.REVERSED`, `.TOO_LONG`). */
export function PeriodProblemBanner({ problem, texts }: { problem: PeriodProblem | null; texts: string }) {
  const { tValue } = useI18n();
  if (!problem) return null;
  return (
    <Banner tone="critical">
      <p>
        {tValue(texts, problem.code, {
          value: "value" in problem ? problem.value : "",
          max: "max" in problem ? problem.max : "",
        })}
      </p>
    </Banner>
  );
}
