import { Badge } from "@shopify/polaris";
import { useI18n } from "~/i18n/i18n-context";

type Tone = "success" | "critical" | "warning" | "attention" | "info" | undefined;

const SYNC_TONES: Record<string, Tone> = {
  SENT: "success",
  NEEDS_ATTENTION: "warning",
  FAILED: "critical",
  PENDING: "info",
  WAITING_PAYMENT: "attention",
};
const SHIPMENT_TONES: Record<string, Tone> = {
  delivered: "success",
  cancelled: undefined,
  failed_attempt: "warning",
  returning: "warning",
  returned: "critical",
};

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
  const tone =
    kind === "sync" ? SYNC_TONES[state] : kind === "shipment" ? (SHIPMENT_TONES[state] ?? "info") : undefined;
  return <Badge tone={tone}>{tValue(prefix, state)}</Badge>;
}
