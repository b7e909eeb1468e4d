import { Form, useNavigation } from "@remix-run/react";
import { Banner, BlockStack, Button, InlineStack, Link, Text } from "@shopify/polaris";
import type { getMissedCheckoutSummary } from "~/admin";
import { useI18n } from "~/i18n";
import { TitledCard } from "~/components/TitledCard";
import { SubduedText } from "~/components/SubduedText";

type Summary = NonNullable<Awaited<ReturnType<typeof getMissedCheckoutSummary>>>;

/** Orders whose buyers got Shopify's backup rates instead of the app's, each with that day's checkout health and a one-click send. */
export function MissedCheckout({ summary, sent }: { summary: Summary; sent?: string }) {
  const { t, tn, number, dateTime } = useI18n();
  const sending = useNavigation().formData?.get("orderId");
  return (
    <BlockStack gap="400">
      {summary.sweepError && (
        <Banner tone="warning" title={t("dashboard.sweep.errorTitle")}>
          <p>{t("dashboard.sweep.error", { error: summary.sweepError })}</p>
        </Banner>
      )}
      {/* Outside the list: a quick handoff can take the order off it before the page is drawn again. */}
      {sent && (
        <Banner tone="success">
          <p>{t("dashboard.missed.sent", { order: sent })}</p>
        </Banner>
      )}
      {summary.count > 0 && (
        <TitledCard title={tn("dashboard.missed.count", summary.count, { days: summary.days })}>
          <SubduedText>{t("dashboard.missed.help")}</SubduedText>
          {summary.orders.map((order) => (
            <InlineStack key={order.id} gap="300" align="space-between" blockAlign="center">
              <BlockStack gap="100">
                <Text as="p">
                  <Link url={`/app/orders/${order.id}`}>{order.orderName}</Link> — {dateTime(order.at)}
                </Text>
                {order.health?.shippingTitle && (
                  <SubduedText>{t("dashboard.missed.shipping", { title: order.health.shippingTitle })}</SubduedText>
                )}
                <Text as="p" tone="subdued">
                  {!order.health || order.health.callbacks === 0
                    ? t("dashboard.missed.healthNone")
                    : t("dashboard.missed.health", {
                        callbacks: number(order.health.callbacks),
                        fallbacks: number(order.health.fallbacksUsed),
                        errors: number(order.health.errors),
                        latency:
                          order.health.averageLatencyMs === null ? "—" : `${number(order.health.averageLatencyMs)} ms`,
                      })}
                </Text>
              </BlockStack>
              <Form method="post">
                <input type="hidden" name="intent" value="send-missed" />
                <input type="hidden" name="orderId" value={order.id} />
                <Button submit loading={sending === order.id}>
                  {t("dashboard.missed.send")}
                </Button>
              </Form>
            </InlineStack>
          ))}
        </TitledCard>
      )}
    </BlockStack>
  );
}
