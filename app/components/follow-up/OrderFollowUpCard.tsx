import { BlockStack, List, Text } from "@shopify/polaris";
import type { OrderFollowUp } from "~/follow-up";
import { useI18n } from "~/i18n";
import { SubduedText } from "~/components/SubduedText";
import { TitledCard } from "~/components/TitledCard";
import { CloseReturnButton } from "./CloseReturnButton";
import { FollowUpForm } from "./FollowUpForm";

/** The order's failed delivery: what happened, whether it is still to call, and what was done (newest first). */
export function OrderFollowUpCard({
  orderId,
  followUp,
  today,
}: {
  orderId: string;
  followUp: OrderFollowUp;
  today: string;
}) {
  const { t, tValue, dateTime, day } = useI18n();
  return (
    <TitledCard title={t("order.followUp.title")}>
      <div data-follow-up-card>
        <BlockStack gap="300">
          <Text as="p">
            {t("followUp.happened", { event: tValue("followUp.event", followUp.event), at: dateTime(followUp.at) })}
          </Text>
          {followUp.reason && <Text as="p">{t("followUp.reason", { reason: followUp.reason })}</Text>}
          <Text as="p" tone={followUp.open ? "caution" : "success"}>
            {followUp.open ? t("order.followUp.open") : t("order.followUp.settled")}
          </Text>
          <FollowUpForm orderId={orderId} seenAt={followUp.at} today={today} />
          {followUp.returnToClose && (
            <BlockStack gap="200">
              <SubduedText>{t("order.followUp.closeReturnHelp")}</SubduedText>
              <CloseReturnButton orderId={orderId} label={t("order.followUp.closeReturn")} />
            </BlockStack>
          )}
          {followUp.returnClosedAt && (
            <Text as="p">{t("order.followUp.returnClosed", { at: dateTime(followUp.returnClosedAt) })}</Text>
          )}
          <Text as="h3" variant="headingSm">
            {t("order.followUp.history")}
          </Text>
          {followUp.history.length === 0 ? (
            <SubduedText>{t("order.followUp.noHistory")}</SubduedText>
          ) : (
            <div data-follow-up-history>
              <List>
                {followUp.history.map((entry) => (
                  <List.Item key={entry.id}>
                    {[
                      tValue("followUp.outcome", entry.outcome),
                      entry.agreedDay ? t("order.followUp.agreedDay", { day: day(entry.agreedDay) }) : null,
                      dateTime(entry.at),
                      entry.staffUserId
                        ? t("order.followUp.by", { id: entry.staffUserId })
                        : t("order.followUp.byPreview"),
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </List.Item>
                ))}
              </List>
            </div>
          )}
        </BlockStack>
      </div>
    </TitledCard>
  );
}
