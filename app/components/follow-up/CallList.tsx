import { BlockStack, Box, Divider, InlineStack, Link, Text } from "@shopify/polaris";
import type { CallList as CallListData } from "~/follow-up";
import { useI18n } from "~/i18n";
import { SubduedText } from "~/components/SubduedText";
import { TitledCard } from "~/components/TitledCard";
import { FollowUpForm } from "./FollowUpForm";

type Entry = NonNullable<CallListData>["entries"][number];

/** The dashboard's "to call today": failed deliveries and returns, with the buyer's links and the message to send. */
export function CallList({ list, today }: { list: NonNullable<CallListData>; today: string }) {
  const { t, tn } = useI18n();
  return (
    <TitledCard title={t("dashboard.calls.title")}>
      <SubduedText>{t("dashboard.calls.help")}</SubduedText>
      {list.entries.length === 0 && <Text as="p">{t("dashboard.calls.none")}</Text>}
      {list.entries.map((entry) => (
        <BlockStack key={entry.id} gap="300">
          <Divider />
          <CallEntry entry={entry} today={today} />
        </BlockStack>
      ))}
      {list.total > list.entries.length && (
        <SubduedText>{tn("dashboard.calls.more", list.total - list.entries.length)}</SubduedText>
      )}
    </TitledCard>
  );
}

function CallEntry({ entry, today }: { entry: Entry; today: string }) {
  const { t, tValue, money, dateTime, phone } = useI18n();
  return (
    <div data-call-entry={entry.orderName}>
      <BlockStack gap="200">
        <InlineStack gap="300" blockAlign="center">
          <Link url={`/app/orders/${entry.id}`}>
            <Text as="span" variant="headingSm">
              {entry.orderName}
            </Text>
          </Link>
          <Text as="span">
            {t("followUp.happened", { event: tValue("followUp.event", entry.event), at: dateTime(entry.at) })}
          </Text>
        </InlineStack>
        {entry.reason && <Text as="p">{t("followUp.reason", { reason: entry.reason })}</Text>}
        <Text as="p" fontWeight="semibold">
          {entry.toCollect
            ? t("followUp.toCollect", { amount: money(entry.toCollect.amountMinor, entry.toCollect.currency) })
            : t("followUp.paid")}
        </Text>
        {entry.telUrl && entry.whatsAppUrl ? (
          <InlineStack gap="400">
            <Link url={entry.telUrl} target="_top" removeUnderline={false}>
              {t("followUp.call", { phone: phone(entry.phoneE164) })}
            </Link>
            <Link url={entry.whatsAppUrl} target="_blank">
              {t("followUp.whatsApp")}
            </Link>
          </InlineStack>
        ) : (
          <Text as="p" tone="caution">
            {t("followUp.noPhone")}
          </Text>
        )}
        <Box background="bg-surface-secondary" padding="200" borderRadius="200">
          <BlockStack gap="100">
            <Text as="p" tone="subdued">
              {t("followUp.messageIn", { language: tValue("followUp.language", entry.buyerLocale) })}
            </Text>
            <div data-call-message>
              <Text as="p">{entry.message}</Text>
            </div>
          </BlockStack>
        </Box>
        {entry.lastOutcome && (
          <SubduedText>
            {t("followUp.last", {
              outcome: tValue("followUp.outcome", entry.lastOutcome.outcome),
              at: dateTime(entry.lastOutcome.at),
            })}
          </SubduedText>
        )}
        <FollowUpForm orderId={entry.id} seenAt={entry.at} today={today} />
      </BlockStack>
    </div>
  );
}
