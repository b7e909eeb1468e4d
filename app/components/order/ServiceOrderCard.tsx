import { DescriptionList } from "@shopify/polaris";
import type { OrderDetail } from "~/admin";
import { StateBadge } from "~/components/StateBadge";
import { useI18n } from "~/i18n";
import { TitledCard } from "~/components/TitledCard";
import { SubduedText } from "~/components/SubduedText";

/** The service side: the live order when the service answered, else what the app last recorded. */
export function ServiceOrderCard({ detail }: { detail: OrderDetail }) {
  const { t, tValue, money, dateTime } = useI18n();
  const { order, service } = detail;
  const live = service.status === "ok" ? service.order : null;
  if (service.status === "not_sent") {
    return (
      <TitledCard title={t("order.service.title")}>
        <SubduedText>{t("order.service.notSent")}</SubduedText>
      </TitledCard>
    );
  }
  const payment = live?.payment ?? null;
  const items = [
    { term: t("order.service.orderId"), description: live?.orderId ?? order.serviceOrderId ?? "—" },
    { term: t("order.service.shipmentId"), description: live?.shipment.shipmentId ?? order.shipmentId ?? "—" },
    {
      term: t("order.service.shipmentState"),
      description: <StateBadge kind="shipment" state={live?.shipment.shipmentState ?? order.shipmentState} />,
    },
    { term: t("order.service.paymentType"), description: tValue("paymentType", live?.paymentType) },
    {
      term: t("order.service.toCollect"),
      // A cancelled order owes nothing, whatever amount the service's record still carries (payment-truth.ts).
      description:
        live && order.payment.story !== "cancelled"
          ? money(live.codAmountMinor, live.currency)
          : money(order.payment.stillToCollectMinor, order.payment.currency),
    },
    ...(order.payment.refundDueMinor > 0
      ? [{ term: t("payment.refundDue"), description: money(order.payment.refundDueMinor, order.payment.currency) }]
      : []),
    // The service collected less than the buyer owed (an item added after pickup): the rest is owed in Shopify.
    ...(order.payment.shortfallMinor > 0
      ? [{ term: t("payment.shortfall"), description: money(order.payment.shortfallMinor, order.payment.currency) }]
      : []),
    {
      term: t("order.service.payment"),
      description: payment
        ? t("order.service.paymentValue", {
            status: tValue("paymentStatus", payment.status),
            amount: money(payment.amountMinor, payment.currency),
            via: tValue("paidVia", payment.paidVia ?? "link"),
            reference: payment.reference,
          })
        : t("order.service.noPayment"),
    },
    { term: t("order.service.eta"), description: dateTime(live?.shipment.etaAt ?? order.etaAt) },
    { term: t("order.service.deliveredAt"), description: dateTime(live?.shipment.deliveredAt) },
    { term: t("order.service.cancelledAt"), description: dateTime(live?.cancelledAt) },
    { term: t("order.service.sentAt"), description: dateTime(order.sentAt) },
  ];
  return (
    <TitledCard title={t("order.service.title")}>
      <DescriptionList items={items} />
    </TitledCard>
  );
}
