import { Modal, Text } from "@shopify/polaris";
import { useI18n } from "~/i18n";
import type { LabelFormat } from "~/labels/browser";
import type { OrderRow } from "./OrderCells";

// The shipment states before the rider takes the parcel: when its label is printed and stuck on.
const BEFORE_PICKUP = new Set(["created", "assigned"]);

/** A parcel to print a label for, and the order it is part of. */
export type WaitingParcel = { id: string; orderName: string };

/** The listed orders' parcels that the service holds and the rider has not taken yet: each needs its label. */
export function waitingForPickup(orders: OrderRow[]): WaitingParcel[] {
  return orders.flatMap((order) =>
    order.parcels
      .filter(
        (parcel) =>
          parcel.serviceOrderId !== null &&
          parcel.syncState === "SENT" &&
          BEFORE_PICKUP.has(parcel.shipmentState ?? ""),
      )
      .map((parcel) => ({ id: parcel.id, orderName: order.orderName })),
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
  orders: WaitingParcel[];
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
          {t("orders.pickupLabels.body", { orders: [...new Set(orders.map((order) => order.orderName))].join(", ") })}
        </Text>
      </Modal.Section>
    </Modal>
  );
}
