import { Modal } from "@shopify/polaris";
import type { ReactNode } from "react";
import { useI18n } from "~/i18n";

type Props = {
  open: boolean;
  title: string;
  confirmLabel: string;
  destructive?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
};

/** Asks before an action that cannot be undone (sending an order, cancelling a shipment, recording a payment). */
export function ConfirmModal({ open, title, confirmLabel, destructive, loading, onConfirm, onClose, children }: Props) {
  const { t } = useI18n();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      primaryAction={{ content: confirmLabel, destructive, loading, onAction: onConfirm }}
      secondaryActions={[{ content: t("common.back"), onAction: onClose }]}
    >
      <Modal.Section>{children}</Modal.Section>
    </Modal>
  );
}
