import type { OrderResult, SendResult } from "./send-orders-api";

export type Translate = (key: string, replacements?: Record<string, string | number>) => string;

export type ResultLine = {
  key: string;
  /** The order's name, or its number when the app does not know the order. */
  order: string;
  label: string;
  tone: "success" | "warning";
  message: string;
};

/** One line per selected order, in the merchant's order: what happened and, when skipped, why. */
export function resultLines(translate: Translate, result: SendResult): { summary: string; lines: ResultLine[] } {
  return {
    summary: translate("summary", { queued: result.queued, skipped: result.skipped }),
    lines: result.results.map((row: OrderResult) => ({
      key: row.orderId,
      order: row.orderName ?? translate("unknownOrder", { id: row.orderId.split("/").pop() ?? row.orderId }),
      label: translate(`outcome.${row.outcome}`),
      tone: row.outcome === "queued" ? "success" : "warning",
      message: row.message,
    })),
  };
}
