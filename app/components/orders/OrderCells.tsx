import { BlockStack, InlineStack, Text } from "@shopify/polaris";
import type { ReactNode } from "react";
import type { OrderListPage } from "~/admin";
import { StateBadge } from "~/components/StateBadge";
import { useI18n } from "~/i18n";

export type OrderRow = OrderListPage["orders"][number];

/*
 * The pieces of an order's row that the table (wide screens) and the list (phones) both show. Polaris keeps a
 * table cell on one line; the buyer and the payment story are free text of any length, so they wrap instead
 * of pushing the amount out of the card.
 */

export function Wrapping({ children }: { children: ReactNode }) {
  return <div style={{ whiteSpace: "normal", overflowWrap: "anywhere" }}>{children}</div>;
}

/** The buyer's name and, under it, the city the parcel goes to; "—" for what the app does not know. */
export function BuyerAndCity({ order }: { order: OrderRow }) {
  const { t } = useI18n();
  return (
    <Wrapping>
      <BlockStack gap="050">
        <Text as="span" fontWeight="medium">
          <span data-cell="buyer">{order.buyerName ?? t("orders.unknown")}</span>
        </Text>
        <Text as="span" tone="subdued">
          <span data-cell="city">{order.city ?? t("orders.unknown")}</span>
        </Text>
      </BlockStack>
    </Wrapping>
  );
}

export function States({ order }: { order: OrderRow }) {
  const { t } = useI18n();
  if (order.parcels.length < 2) return <ParcelStates parcel={order} />;
  // An order over several locations: each parcel's states on a line of its own, named (docs/decisions/086).
  return (
    <BlockStack gap="100">
      {order.parcels.map((parcel) => (
        <InlineStack key={parcel.id} gap="100" wrap blockAlign="center">
          <Text as="span" tone="subdued">
            {t("order.parcels.parcel", { number: parcel.parcelNumber })}
          </Text>
          <ParcelStates parcel={parcel} />
        </InlineStack>
      ))}
    </BlockStack>
  );
}

function ParcelStates({ parcel }: { parcel: Pick<OrderRow, "syncState" | "shipmentState"> }) {
  return (
    <InlineStack gap="100" wrap>
      <StateBadge kind="sync" state={parcel.syncState} />
      {parcel.shipmentState && <StateBadge kind="shipment" state={parcel.shipmentState} />}
    </InlineStack>
  );
}

/** "2 parcels" under the order's name when Shopify ships it from several locations; nothing for one parcel. */
export function ParcelCount({ order }: { order: OrderRow }) {
  const { tn } = useI18n();
  if (order.parcels.length < 2) return null;
  return (
    <Text as="span" tone="subdued">
      <span data-cell="parcels">{tn("orders.parcels", order.parcels.length)}</span>
    </Text>
  );
}

export function PaymentStory({ order }: { order: OrderRow }) {
  const { t, tValue, money } = useI18n();
  return (
    <Wrapping>
      <BlockStack gap="050">
        <Text as="span">
          {order.paymentPlan ? tValue("paymentStory", order.paymentStory) : tValue("paymentPlan", order.paymentPlan)}
        </Text>
        {order.refundDueMinor > 0 && (
          <Text as="span" tone="critical">
            {t("orders.refundDue", { amount: money(order.refundDueMinor, order.currency) })}
          </Text>
        )}
        {order.shortfallMinor > 0 && (
          <Text as="span" tone="critical">
            {t("orders.shortfall", { amount: money(order.shortfallMinor, order.currency) })}
          </Text>
        )}
      </BlockStack>
    </Wrapping>
  );
}

/**
 * What the riders still collect, and what the buyer owes now when that differs (decision 041); for an order of
 * several parcels, the order's total first, then each parcel's amount.
 */
export function ToCollect({ order, align }: { order: OrderRow; align: "start" | "end" }) {
  const { t, money } = useI18n();
  return (
    <BlockStack gap="050" inlineAlign={align}>
      <Text as="span" numeric>
        <span data-cell="to-collect">{money(order.stillToCollectMinor, order.currency)}</span>
      </Text>
      {order.parcels.length > 1 &&
        order.parcels.map((parcel) => (
          <Text key={parcel.id} as="span" tone="subdued" numeric>
            <span data-cell="parcel-to-collect">
              {t("orders.parcelToCollect", {
                number: parcel.parcelNumber,
                amount: money(parcel.stillToCollectMinor, order.currency),
              })}
            </span>
          </Text>
        ))}
      {order.owedNowMinor !== null && (
        <Wrapping>
          <Text as="span" tone="critical" alignment={align}>
            {t("orders.owedNow", { owes: money(order.owedNowMinor, order.currency) })}
          </Text>
        </Wrapping>
      )}
    </BlockStack>
  );
}
