/** The trigger's "Reason" field, in the shop's language (the merchant reads it in Flow). Pure. */
import { formatDateTime, formatMinor } from "~/i18n";
import type { Locale } from "~/i18n";
import { translate } from "~/i18n";
import type { ReasonSpec } from "./flow-triggers";

export function flowReason(locale: Locale, reason: ReasonSpec): string {
  switch (reason.kind) {
    case "shipment_event":
      return translate(locale, reason.key, { time: formatDateTime(locale, reason.at) });
    case "cod_collected":
      return reason.amountMinor !== null && reason.currency
        ? translate(locale, "flow.reason.codCollected", {
            amount: formatMinor(locale, reason.amountMinor, reason.currency),
          })
        : translate(locale, "flow.reason.codCollectedNoAmount");
    case "needs_attention":
      return (
        [reason.code, reason.guidance ?? reason.message].filter(Boolean).join(": ") ||
        translate(locale, "flow.reason.needsAttention")
      );
  }
}
