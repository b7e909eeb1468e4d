import { BlockStack, InlineStack, ResourceItem, ResourceList, Text } from "@shopify/polaris";
import { useState } from "react";
import { useI18n } from "~/i18n";
import { BuyerAndCity, ParcelCount, PaymentStory, States, ToCollect, type OrderRow } from "./OrderCells";
import { usePromotedBulkActions, type BulkHandlers } from "./order-bulk-actions";

/**
 * The orders on a narrow screen: one block per order, everything the table shows, stacked. Polaris's condensed
 * IndexTable drops the selection and so the bulk actions; ResourceList keeps them behind its "Select" down to
 * 490 px (below that Polaris offers no selection at all).
 */
export function OrdersList({ orders, ...handlers }: { orders: OrderRow[] } & BulkHandlers) {
  const { t, dateTime } = useI18n();
  const [selected, setSelected] = useState<string[]>([]);
  const promotedBulkActions = usePromotedBulkActions(
    handlers,
    () => selected,
    () => setSelected([]),
  );
  return (
    <ResourceList
      resourceName={{ singular: t("orders.resource.singular"), plural: t("orders.resource.plural") }}
      items={orders}
      selectable={promotedBulkActions.length > 0}
      selectedItems={selected}
      onSelectionChange={(selection) => setSelected(selection === "All" ? orders.map((order) => order.id) : selection)}
      promotedBulkActions={promotedBulkActions}
      emptyState={
        <Text as="p" alignment="center">
          {t("orders.empty")}
        </Text>
      }
      renderItem={(order) => (
        <ResourceItem
          id={order.id}
          url={`/app/orders/${order.id}`}
          accessibilityLabel={order.orderName}
          name={order.orderName}
        >
          <BlockStack gap="200">
            <InlineStack align="space-between" blockAlign="start" gap="200" wrap={false}>
              <BlockStack gap="050">
                <Text as="span" fontWeight="semibold">
                  {order.orderName}
                </Text>
                <Text as="span" tone="subdued">
                  {dateTime(order.createdAt)}
                </Text>
                <ParcelCount order={order} />
              </BlockStack>
              <ToCollect order={order} align="end" />
            </InlineStack>
            <BuyerAndCity order={order} />
            <States order={order} />
            <PaymentStory order={order} />
          </BlockStack>
        </ResourceItem>
      )}
    />
  );
}
