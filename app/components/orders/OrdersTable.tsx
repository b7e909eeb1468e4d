import { BlockStack, IndexTable, Link, Text, useBreakpoints, useIndexResourceState } from "@shopify/polaris";
import { useI18n } from "~/i18n";
import { BuyerAndCity, ParcelCount, PaymentStory, States, ToCollect, type OrderRow } from "./OrderCells";
import { usePromotedBulkActions, type BulkHandlers } from "./order-bulk-actions";
import { OrdersList } from "./OrdersList";

export type { BulkIntent } from "./order-bulk-actions";

/**
 * The orders as a table on a wide screen, five columns that fit the page at 1280 px in both languages (the
 * creation time goes under the order's name, the shipment's state beside the sync's); as a list on a phone, where
 * a table would scroll sideways.
 */
export function OrdersTable({ orders, ...handlers }: { orders: OrderRow[] } & BulkHandlers) {
  const { smDown } = useBreakpoints();
  return smDown ? <OrdersList orders={orders} {...handlers} /> : <WideTable orders={orders} {...handlers} />;
}

function WideTable({ orders, ...handlers }: { orders: OrderRow[] } & BulkHandlers) {
  const { t, dateTime } = useI18n();
  const { selectedResources, allResourcesSelected, handleSelectionChange, clearSelection } =
    useIndexResourceState(orders);
  const promotedBulkActions = usePromotedBulkActions(handlers, () => selectedResources, clearSelection);
  return (
    <IndexTable
      resourceName={{ singular: t("orders.resource.singular"), plural: t("orders.resource.plural") }}
      itemCount={orders.length}
      selectable={promotedBulkActions.length > 0}
      selectedItemsCount={allResourcesSelected ? "All" : selectedResources.length}
      onSelectionChange={handleSelectionChange}
      promotedBulkActions={promotedBulkActions}
      headings={[
        { title: t("orders.column.order") },
        { title: t("orders.column.deliverTo") },
        { title: t("orders.column.states") },
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
            <BlockStack gap="050">
              <Link url={`/app/orders/${order.id}`} dataPrimaryLink>
                <Text as="span" fontWeight="semibold">
                  {order.orderName}
                </Text>
              </Link>
              <Text as="span" tone="subdued">
                {dateTime(order.createdAt)}
              </Text>
              <ParcelCount order={order} />
            </BlockStack>
          </IndexTable.Cell>
          <IndexTable.Cell>
            <BuyerAndCity order={order} />
          </IndexTable.Cell>
          <IndexTable.Cell>
            <States order={order} />
          </IndexTable.Cell>
          <IndexTable.Cell>
            <PaymentStory order={order} />
          </IndexTable.Cell>
          <IndexTable.Cell>
            <ToCollect order={order} align="end" />
          </IndexTable.Cell>
        </IndexTable.Row>
      ))}
    </IndexTable>
  );
}
