import { BlockStack, Card, InlineStack, Link, Text } from "@shopify/polaris";
import type { ReactNode } from "react";
import { ledgerLines, ledgerOrderLabel, type LedgerOrder, type NeedsLookOrder } from "~/cod-ledger/browser";
import { useI18n, type I18n } from "~/i18n";
import type { MessageKey } from "~/i18n";
import { FittingTable } from "~/components/FittingTable";
import { SubduedText } from "~/components/SubduedText";
import { CloseReturnButton } from "~/components/follow-up/CloseReturnButton";

type Section = "onTheRoad" | "collected" | "needsLook";

const TITLES: Record<Section, MessageKey> = {
  onTheRoad: "codLedger.figure.onTheRoad",
  collected: "codLedger.figure.collected",
  needsLook: "codLedger.figure.needsLook",
};

/**
 * The orders behind one figure, each linking to its order page: a parcel of an order over several locations is
 * named as such, and an order with two or more parcels in the section gets its total (docs/decisions/086).
 */
export function LedgerOrders({
  section,
  orders,
  total,
}: {
  section: Section;
  orders: Array<LedgerOrder | NeedsLookOrder>;
  total: number;
}) {
  const i18n = useI18n();
  const { t, tn, money } = i18n;
  const columns = COLUMNS[section](i18n);
  const headings = [t("codLedger.column.order"), t("codLedger.column.amount"), ...columns.headings];
  return (
    <Card padding="0">
      <BlockStack gap="200">
        <div style={{ padding: "var(--p-space-400) var(--p-space-400) 0" }}>
          <Text as="h2" variant="headingMd">{`${t(TITLES[section])} · ${tn("codLedger.orders", total)}`}</Text>
        </div>
        {orders.length === 0 ? (
          <div style={{ padding: "0 var(--p-space-400) var(--p-space-400)" }}>
            <SubduedText>{t("codLedger.sectionEmpty")}</SubduedText>
          </div>
        ) : (
          <div data-section={section} style={{ padding: "0 var(--p-space-200) var(--p-space-200)" }}>
            <FittingTable
              numeric={[1]}
              headings={headings}
              rows={ledgerLines(orders).map((line) =>
                line.kind === "orderTotal"
                  ? {
                      key: line.key,
                      cells: [
                        <Text key="total" as="span" fontWeight="semibold">
                          {t("codLedger.orderTotal", { order: line.orderName })}
                        </Text>,
                        <Text key="amount" as="span" fontWeight="semibold">
                          {money(line.amountMinor, line.currency)}
                        </Text>,
                        ...columns.headings.map(() => ""),
                      ],
                    }
                  : {
                      key: line.order.id,
                      cells: [
                        <Link key="link" url={`/app/orders/${line.order.id}`}>
                          {ledgerOrderLabel(t, line.order)}
                        </Link>,
                        money(line.order.amountMinor, line.order.currency),
                        ...columns.row(line.order),
                      ],
                    },
              )}
            />
          </div>
        )}
        {total > orders.length && (
          <div style={{ padding: "0 var(--p-space-400) var(--p-space-400)" }}>
            <SubduedText>{t("codLedger.more", { shown: orders.length, count: total })}</SubduedText>
          </div>
        )}
      </BlockStack>
    </Card>
  );
}

// Each section's columns after the two every section opens with: the order (a link) and its amount.
type Columns = (i18n: I18n) => { headings: string[]; row: (order: LedgerOrder | NeedsLookOrder) => ReactNode[] };

const COLUMNS: Record<Section, Columns> = {
  onTheRoad: ({ t, tValue, dateTime }) => ({
    headings: [t("codLedger.column.sent"), t("codLedger.column.shipment")],
    row: (order) => [dateTime(order.sentAt), tValue("shipmentState", order.shipmentState)],
  }),
  collected: ({ t, dateTime }) => ({
    headings: [t("codLedger.column.collected"), t("codLedger.column.shopify")],
    row: (order) => [
      dateTime(order.codCollectedAt),
      // Recorded, not "paid": a collection short of what was owed is a manual payment, the rest still owed.
      order.shopifyPaidAt
        ? t("codLedger.shopify.paid", { at: dateTime(order.shopifyPaidAt) })
        : t("codLedger.shopify.unpaid"),
    ],
  }),
  needsLook: ({ t, tValue, money }) => ({
    headings: [t("codLedger.column.shipment"), t("codLedger.column.reason")],
    row: (order) => [
      tValue("shipmentState", order.shipmentState),
      <InlineStack key="reason" gap="200" blockAlign="center">
        <span>
          {[
            "reason" in order ? tValue("codLedger.reason", order.reason) : "",
            // The amount column is what the rider will collect; the buyer now owes this (decision 041).
            order.owedNowMinor != null ? t("orders.owedNow", { owes: money(order.owedNowMinor, order.currency) }) : "",
          ]
            .filter(Boolean)
            .join(" · ")}
        </span>
        {/* A returned parcel stays listed until the merchant closes it (decision 046). */}
        {"reason" in order && order.reason === "RETURNED" && (
          <CloseReturnButton orderId={order.id} label={t("codLedger.closeReturn")} />
        )}
      </InlineStack>,
    ],
  }),
};
