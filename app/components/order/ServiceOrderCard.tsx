import { BlockStack, Card, DescriptionList, Text } from "@shopify/polaris";
import type { OrderDetail } from "~/admin/order-detail.server";
import { StateBadge } from "~/components/StateBadge";
import { useI18n } from "~/i18n/i18n-context";

/** The service side: the live order when the service answered, else what the app last recorded. */
export function ServiceOrderCard({ detail }: { detail: OrderDetail }) {
  const { t, tValue, money, dateTime } = useI18n();
  const { order, service } = detail;
  const live = service.status === "ok" ? service.order : null;
  if (service.status === "not_sent") {
    return (
      <Card>
        <BlockStack gap="300">
          <Text as="h2" variant="headingMd">{t("order.service.title")}</Text>
          <Text as="p" tone="subdued">{t("order.service.notSent")}</Text>
        </BlockStack>
      </Card>
    );
  }
  const payment = live?.payment ?? null;
  const items = [
    { term: t("order.service.orderId"), description: live?.orderId ?? order.serviceOrderId ?? "—" },
    { term: t("order.service.shipmentId"), description: live?.shipment.shipmentId ?? order.shipmentId ?? "—" },
    { term: t("order.service.shipmentState"), description: <StateBadge kind="shipment" state={live?.shipment.shipmentState ?? order.shipmentState} /> },
    { term: t("order.service.paymentType"), description: tValue("paymentType", live?.paymentType) },
    { term: t("order.service.toCollect"), description: live ? money(live.codAmountMinor, live.currency) : money(order.codAmountMinor, order.currency) },
    { term: t("order.service.paymentState"), description: tValue("paymentState", live?.shipment.paymentState ?? order.paymentState) },
    {
      term: t("order.service.payment"),
      description: payment
        ? t("order.service.paymentValue", { status: tValue("paymentStatus", payment.status), amount: money(payment.amountMinor, payment.currency), via: tValue("paidVia", payment.paidVia ?? "link"), reference: payment.reference })
        : t("order.service.noPayment"),
    },
    { term: t("order.service.eta"), description: dateTime(live?.shipment.etaAt ?? order.etaAt) },
    { term: t("order.service.deliveredAt"), description: dateTime(live?.shipment.deliveredAt) },
    { term: t("order.service.cancelledAt"), description: dateTime(live?.cancelledAt) },
    { term: t("order.service.sentAt"), description: dateTime(order.sentAt) },
  ];
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">{t("order.service.title")}</Text>
        <DescriptionList items={items} />
      </BlockStack>
    </Card>
  );
}
