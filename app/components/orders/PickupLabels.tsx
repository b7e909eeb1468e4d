import { Modal, Text } from "@shopify/polaris";
import { useI18n } from "~/i18n";
import type { LabelFormat } from "~/labels/browser";
import type { OrderRow } from "./OrderCells";

// The shipment states before the rider takes the parcel: when its label is printed and stuck on.
const BEFORE_PICKUP = new Set(["created", "assigned"]);

/** The listed orders whose parcel the service holds and the rider has not taken yet. */
export function waitingForPickup(orders: OrderRow[]): OrderRow[] {
  return orders.filter(
    (order) =>
      order.serviceOrderId !== null && order.syncState === "SENT" && BEFORE_PICKUP.has(order.shipmentState ?? ""),
  );
}

/**
 * The labels of the parcels waiting for pickup among the listed orders, in the format chosen. It is the page's
 * primary action, so it is there at every width: below 490 px Polaris offers no selection, and so no bulk action.
 */
export function PickupLabelsModal({
  orders,
  loading,
  onPrint,
  onClose,
}: {
  orders: OrderRow[];
  loading: LabelFormat | null;
  onPrint: (format: LabelFormat) => void;
  onClose: () => void;
}) {
  const { t, tn } = useI18n();
  return (
    <Modal
      open
      onClose={onClose}
      title={tn("orders.pickupLabels.title", orders.length)}
      primaryAction={{
        content: t("orders.pickupLabels.thermal"),
        loading: loading === "thermal",
        onAction: () => onPrint("thermal"),
      }}
      secondaryActions={[
        { content: t("orders.pickupLabels.a4"), loading: loading === "a4", onAction: () => onPrint("a4") },
        { content: t("common.back"), onAction: onClose },
      ]}
    >
      <Modal.Section>
        <Text as="p">
          {t("orders.pickupLabels.body", { orders: orders.map((order) => order.orderName).join(", ") })}
        </Text>
      </Modal.Section>
    </Modal>
  );
}
