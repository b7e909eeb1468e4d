import type { AppContext } from "~/app-context";
import { DEFAULT_LOCALE, localeFromTag, type Locale } from "~/i18n";
import { isMessageKey, translate } from "~/i18n";
import { openOrderPersonalData } from "~/order-record";
import { paymentTruthOf } from "~/payments";
import type { ActionableOrder } from "./order-action-refusal";

/*
 * The shop's orders as Shopify's admin extensions name them (by Shopify GID), with what the
 * action checks need: the same facts the app's order page decides its actions from
 * (order-detail.server.ts), so both offer and refuse the same actions.
 */

type OrderSyncRow = NonNullable<Awaited<ReturnType<AppContext["db"]["orderSync"]["findFirst"]>>>;

/** A parcel of the order (docs/decisions/076): its state, tracking number (the shipment id) and amount to collect. */
export type ExtensionParcel = {
  orderSyncId: string;
  parcelNumber: number;
  externalOrderRef: string;
  syncState: string;
  shipmentState: string | null;
  shipmentId: string | null;
  stillToCollectMinor: number | null;
  currency: string | null;
};

/** One parcel's row with the facts its action checks read (order-action-refusal.ts). */
export type ActionableParcel = { row: OrderSyncRow; state: ActionableOrder };

/**
 * The order as its first parcel (its name, its payment link), every parcel of it (docs/decisions/086), and each
 * parcel with its own checks: an action on the order acts on each parcel it applies to (docs/decisions/092).
 */
export type ExtensionOrder = ActionableParcel & { parcels: ExtensionParcel[]; actionable: ActionableParcel[] };

function withChecks(ctx: Pick<AppContext, "secrets">, stored: OrderSyncRow[]): ExtensionOrder {
  const parcels = stored.map((parcel) => {
    const opened = openOrderPersonalData(ctx.secrets, parcel);
    return { row: opened, truth: paymentTruthOf(opened) }; // each snapshot read once
  });
  const actionable = parcels.map(({ row, truth }) => {
    const status = truth.shopifyFinancialStatus;
    return { row, state: { ...row, paidInShopify: status === "paid" || status === "partially_refunded" } };
  });
  return {
    ...actionable[0],
    actionable,
    parcels: parcels.map(({ row: parcel, truth: parcelTruth }) => ({
      orderSyncId: parcel.id,
      parcelNumber: parcel.parcelNumber,
      externalOrderRef: parcel.externalOrderRef,
      syncState: parcel.syncState,
      shipmentState: parcel.shipmentState,
      shipmentId: parcel.shipmentId,
      stillToCollectMinor: parcelTruth.stillToCollectMinor,
      currency: parcel.currency,
    })),
  };
}

/** Only this shop's orders: another shop's GID finds nothing, exactly like an order the app never received. */
export async function shopOrdersByGid(
  ctx: Pick<AppContext, "db" | "secrets">,
  shopDomain: string,
  orderGids: string[],
): Promise<Map<string, ExtensionOrder>> {
  const rows = await ctx.db.orderSync.findMany({
    where: { shopifyOrderGid: { in: orderGids }, shop: { domain: shopDomain } },
    orderBy: { parcelNumber: "asc" },
  });
  const byOrder = new Map<string, OrderSyncRow[]>();
  for (const row of rows) {
    const parcels = byOrder.get(row.shopifyOrderGid);
    if (parcels) parcels.push(row);
    else byOrder.set(row.shopifyOrderGid, [row]);
  }
  return new Map([...byOrder].map(([gid, parcels]) => [gid, withChecks(ctx, parcels)]));
}

export async function shopOrderByGid(
  ctx: Pick<AppContext, "db" | "secrets">,
  shopDomain: string,
  orderGid: string,
): Promise<ExtensionOrder | null> {
  return (await shopOrdersByGid(ctx, shopDomain, [orderGid])).get(orderGid) ?? null;
}

/** The extension's language, else the shop's. */
export async function answerLocale(ctx: Pick<AppContext, "db">, shopDomain: string, asked?: string): Promise<Locale> {
  if (asked) return localeFromTag(asked) ?? DEFAULT_LOCALE;
  const shop = await ctx.db.shop.findUnique({ where: { domain: shopDomain }, select: { locale: true } });
  return localeFromTag(shop?.locale) ?? DEFAULT_LOCALE;
}

export type Refusal = { code: string; message: string; advice: string | null };

/**
 * A refusal as the app's order page words it (components/order/OrderActions.tsx): the action's own
 * sentence for the code, else the advice for it, else what the service said; plus the advice
 * when both exist.
 */
export function refusalText(locale: Locale, code: string, serviceMessage = ""): Refusal {
  const errorKey = `order.actions.error.${code}`;
  const adviceKey = `advice.${code}`;
  const hasError = isMessageKey(errorKey);
  const hasAdvice = isMessageKey(adviceKey);
  const message = hasError
    ? translate(locale, errorKey)
    : hasAdvice
      ? translate(locale, adviceKey)
      : serviceMessage || code;
  return { code, message, advice: hasError && hasAdvice ? translate(locale, adviceKey) : null };
}
