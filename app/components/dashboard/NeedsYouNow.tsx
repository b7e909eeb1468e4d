import { Banner, BlockStack, InlineStack, Link, List, Text } from "@shopify/polaris";
import type { DashboardSummary } from "~/admin";
import { useI18n } from "~/i18n";
import { TitledCard } from "~/components/TitledCard";

type Summary = NonNullable<DashboardSummary>;
type AttentionOrder = Summary["needsAttention"]["orders"][number];

/** `callsWaiting`: buyers on the "to call today" list, which is work for now too (decision 046). */
export function NeedsYouNow({ summary, callsWaiting = 0 }: { summary: Summary; callsWaiting?: number }) {
  const { t, tn, dateTime } = useI18n();
  const { needsAttention, failed, webhooks } = summary;
  // Without an active carrier service buyers see none of the merchant's delivery options at checkout.
  const carrierProblem = summary.carrierServiceState === "REFUSED" || summary.carrierServiceState === "ERROR";
  const nothing =
    summary.syncState !== "PAUSED" &&
    !carrierProblem &&
    needsAttention.count === 0 &&
    failed.count === 0 &&
    callsWaiting === 0 &&
    !webhooks.silent;
  return (
    <TitledCard title={t("dashboard.now.title")} gap="400">
      {summary.syncState === "PAUSED" && (
        <Banner tone="critical" title={t("dashboard.paused.title")}>
          <p>
            {summary.syncPausedReason
              ? t("dashboard.paused.reason", { reason: summary.syncPausedReason })
              : t("dashboard.paused.noReason")}
          </p>
        </Banner>
      )}
      {carrierProblem && (
        <Banner
          tone="critical"
          title={t("dashboard.carrier.title")}
          action={{ content: t("dashboard.carrier.action"), url: "/app/settings" }}
        >
          <p>
            {summary.carrierServiceState === "REFUSED"
              ? t("settings.carrier.planExplanation")
              : t("settings.carrier.errorTitle")}
          </p>
        </Banner>
      )}
      {nothing && (
        <Text as="p" tone="success">
          {t("dashboard.now.nothing")}
        </Text>
      )}
      <AttentionGroup
        title={tn("dashboard.attention.count", needsAttention.count)}
        orders={needsAttention.orders}
        filterUrl="/app/orders?syncState=NEEDS_ATTENTION"
        tone="warning"
      />
      <AttentionGroup
        title={tn("dashboard.failed.count", failed.count)}
        orders={failed.orders}
        filterUrl="/app/orders?syncState=FAILED"
        tone="critical"
      />
      <BlockStack gap="100">
        <Text as="h3" variant="headingSm">
          {t("dashboard.webhooks.title")}
        </Text>
        <Text as="p">
          {webhooks.lastDeliveryReceivedAt
            ? t("dashboard.webhooks.lastReceived", { at: dateTime(webhooks.lastDeliveryReceivedAt) })
            : t("dashboard.webhooks.never")}
        </Text>
        {webhooks.silent && (
          <Banner tone="warning" title={t("dashboard.webhooks.silentTitle")}>
            <p>{tn("dashboard.webhooks.silentBody", webhooks.shipmentsInFlight)}</p>
          </Banner>
        )}
      </BlockStack>
    </TitledCard>
  );
}

function AttentionGroup(props: {
  title: string;
  orders: AttentionOrder[];
  filterUrl: string;
  tone: "warning" | "critical";
}) {
  const { t } = useI18n();
  if (props.orders.length === 0) return null;
  return (
    <BlockStack gap="100">
      <InlineStack gap="200" blockAlign="center">
        <Text as="h3" variant="headingSm" tone={props.tone === "critical" ? "critical" : "caution"}>
          {props.title}
        </Text>
        <Link url={props.filterUrl}>{t("dashboard.attention.seeAll")}</Link>
      </InlineStack>
      <List>
        {props.orders.map((order) => (
          <List.Item key={order.id}>
            <Link url={`/app/orders/${order.id}`}>{order.orderName}</Link>
            {" — "}
            {order.why ?? t("dashboard.attention.noReason")}
          </List.Item>
        ))}
      </List>
    </BlockStack>
  );
}
