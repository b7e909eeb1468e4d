import { IndexTable, Link, Text, useIndexResourceState } from "@shopify/polaris";
import type { OrderListPage } from "~/admin";
import { StateBadge } from "~/components/StateBadge";
import { useI18n } from "~/i18n";
import type { LabelFormat } from "~/labels/browser";

type Row = OrderListPage["orders"][number];
export type BulkIntent = "bulk-send" | "bulk-retry";

type Props = {
  orders: Row[];
  onBulkAction?: (intent: BulkIntent, ids: string[]) => void;
  /** Labels of the selected orders, in one of the two formats (app/labels). */
  onPrintLabels?: (ids: string[], format: LabelFormat) => void;
};

export function OrdersTable({ orders, onBulkAction, onPrintLabels }: Props) {
  const { t, tValue, money, dateTime } = useI18n();
  const { selectedResources, allResourcesSelected, handleSelectionChange, clearSelection } =
    useIndexResourceState(orders);
  const bulk = (intent: BulkIntent) => () => {
    onBulkAction?.(intent, selectedResources);
    clearSelection();
  };
  const labels = (format: LabelFormat) => () => onPrintLabels?.(selectedResources, format);
  return (
    <IndexTable
      resourceName={{ singular: t("orders.resource.singular"), plural: t("orders.resource.plural") }}
      itemCount={orders.length}
      selectable={Boolean(onBulkAction)}
      selectedItemsCount={allResourcesSelected ? "All" : selectedResources.length}
      onSelectionChange={handleSelectionChange}
      promotedBulkActions={
        onBulkAction
          ? [
              { content: t("orders.bulk.send"), onAction: bulk("bulk-send") },
              { content: t("orders.bulk.retry"), onAction: bulk("bulk-retry") },
            ]
          : undefined
      }
      bulkActions={
        onPrintLabels
          ? [
              { content: t("labels.bulk.thermal"), onAction: labels("thermal") },
              { content: t("labels.bulk.a4"), onAction: labels("a4") },
            ]
          : undefined
      }
      headings={[
        { title: t("orders.column.order") },
        { title: t("orders.column.created") },
        { title: t("orders.column.sync") },
        { title: t("orders.column.shipment") },
        { title: t("orders.column.payment") },
        { title: t("orders.column.toCollect"), alignment: "end" },
      ]}
      emptyState={
        <Text as="p" alignment="center">
          {t("orders.empty")}
        </Text>
      }
    >
      {orders.map((order, index) => (
        <IndexTable.Row id={order.id} key={order.id} position={index} selected={selectedResources.includes(order.id)}>
          <IndexTable.Cell>
            <Link url={`/app/orders/${order.id}`} dataPrimaryLink>
              <Text as="span" fontWeight="semibold">
                {order.orderName}
              </Text>
            </Link>
          </IndexTable.Cell>
          <IndexTable.Cell>{dateTime(order.createdAt)}</IndexTable.Cell>
          <IndexTable.Cell>
            <StateBadge kind="sync" state={order.syncState} />
          </IndexTable.Cell>
          <IndexTable.Cell>
            <StateBadge kind="shipment" state={order.shipmentState} />
          </IndexTable.Cell>
          <IndexTable.Cell>
            {order.paymentPlan ? tValue("paymentStory", order.paymentStory) : tValue("paymentPlan", order.paymentPlan)}
            {order.refundDueMinor > 0 && ` · ${t("payment.refundDue")}: ${money(order.refundDueMinor, order.currency)}`}
          </IndexTable.Cell>
          <IndexTable.Cell>
            <Text as="span" alignment="end" numeric>
              {money(order.stillToCollectMinor, order.currency)}
            </Text>
            {order.owedNowMinor !== null && (
              <Text as="p" alignment="end" tone="critical">
                {t("orders.owedNow", { owes: money(order.owedNowMinor, order.currency) })}
              </Text>
            )}
          </IndexTable.Cell>
        </IndexTable.Row>
      ))}
    </IndexTable>
  );
}
