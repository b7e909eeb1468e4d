import { Badge } from "@shopify/polaris";
import { useI18n } from "~/i18n";
import { isShipmentState, type StateTable } from "~/shipments/browser";

type Tone = "success" | "critical" | "warning" | "attention" | "info" | undefined;

const SYNC_TONES: Record<string, Tone> = {
  SENT: "success",
  NEEDS_ATTENTION: "warning",
  FAILED: "critical",
  PENDING: "info",
  WAITING_PAYMENT: "attention",
};
const SHIPMENT_TONES = {
  created: "info",
  assigned: "info",
  picked_up: "info",
  in_transit: "info",
  arriving: "info",
  failed_attempt: "warning",
  delivered: "success",
  returning: "warning",
  returned: "critical",
  // Shown as "info" all along (the table said undefined, and the fallback `?? "info"` applied).
  cancelled: "info",
} as const satisfies StateTable<Tone>;
/** A state the catalogue does not know (the service added one) shows as "info". */
const shipmentTone = (state: string): Tone => (isShipmentState(state) ? SHIPMENT_TONES[state] : "info");

/** A sync or shipment state as a badge, in the merchant's language (a state the spec does not list shows as sent). */
export function StateBadge({
  kind,
  state,
}: {
  kind: "sync" | "shipment" | "payment";
  state: string | null | undefined;
}) {
  const { tValue } = useI18n();
  if (!state) return <>{tValue("shipmentState", null)}</>;
  const prefix = kind === "sync" ? "syncState" : kind === "shipment" ? "shipmentState" : "paymentState";
  const tone = kind === "sync" ? SYNC_TONES[state] : kind === "shipment" ? shipmentTone(state) : undefined;
  return <Badge tone={tone}>{tValue(prefix, state)}</Badge>;
}
