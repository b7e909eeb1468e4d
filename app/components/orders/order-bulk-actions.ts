import { useI18n } from "~/i18n";
import type { LabelFormat } from "~/labels/browser";

export type BulkIntent = "bulk-send" | "bulk-retry";

export type BulkHandlers = {
  onBulkAction?: (intent: BulkIntent, ids: string[]) => void;
  /** Labels of the selected orders, in one of the two formats (app/labels). */
  onPrintLabels?: (ids: string[], format: LabelFormat) => void;
};

/**
 * The actions on the selected orders, all promoted: Polaris shows promoted actions as buttons and the others only
 * behind "…", where the merchant did not find "Print labels". Printing comes first: it is what a merchant does to
 * every sent order, and Polaris moves the last ones behind "…" when the bar is too narrow.
 */
export function usePromotedBulkActions(handlers: BulkHandlers, selected: () => string[], done: () => void) {
  const { t } = useI18n();
  const { onBulkAction, onPrintLabels } = handlers;
  const bulk = (intent: BulkIntent) => () => {
    onBulkAction?.(intent, selected());
    done();
  };
  const labels = (format: LabelFormat) => () => onPrintLabels?.(selected(), format);
  return [
    ...(onPrintLabels
      ? [
          {
            title: t("orders.bulk.printLabels"),
            actions: [
              { content: t("labels.bulk.thermal"), onAction: labels("thermal") },
              { content: t("labels.bulk.a4"), onAction: labels("a4") },
            ],
          },
        ]
      : []),
    ...(onBulkAction
      ? [
          { content: t("orders.bulk.send"), onAction: bulk("bulk-send") },
          { content: t("orders.bulk.retry"), onAction: bulk("bulk-retry") },
        ]
      : []),
  ];
}
