import type { AppContext } from "~/app-context";
import { trackingInput, trackingSettings } from "~/tracking";
import { guidanceFor } from "~/problems";
import { formatShopMinor, type ShopTerms } from "~/i18n";
import { shopTermsOf } from "~/shops";
import { DEFAULT_LOCALE, localeFromTag, type Locale } from "~/i18n";
import { isMessageKey, translate } from "~/i18n";
import { PAID_AFTER_CANCEL_FLAG, PAID_TWICE_FLAG, SyncState } from "~/order-record";
import {
  amountDiffersText,
  orderLedgerOf,
  paymentTruth,
  type OrderLedger,
  type PaymentRecord,
  type PaymentStory,
  type PaymentTruth,
} from "~/payments";
import type {
  DeliveryAttention,
  DeliveryParcel,
  DeliveryPayment,
  OrderDeliverySummary as Summary,
} from "./order-delivery-summary";

/*
 * One order's delivery as the admin block on Shopify's order page shows it
 * (extensions/delivery-order-block): the shape is order-delivery-summary.ts, which the block reads too.
 */

export type OrderDeliverySummary = Summary<PaymentStory>;

/** Handoff states in which the order cannot go further until the merchant acts. */
const STUCK_STATES: readonly string[] = [SyncState.NEEDS_ATTENTION, SyncState.FAILED];

const iso = (date: Date | null) => date?.toISOString() ?? null;

type AttentionRow = { syncState: string; lastErrorCode: string | null; flaggedReason: string | null };

/** A refusal or a failed handoff first (its code's guidance); otherwise the order's flags, all of them. */
function orderAttention(row: AttentionRow, locale: string): DeliveryAttention | null {
  if (STUCK_STATES.includes(row.syncState)) {
    const code = row.lastErrorCode ?? (row.syncState === SyncState.FAILED ? "RETRIES_EXHAUSTED" : "MAPPING_PROBLEM");
    return { code, message: guidanceFor(code, locale) };
  }
  const flags = (row.flaggedReason ?? "")
    .split(",")
    .map((flag) => flag.trim())
    .filter(Boolean);
  if (flags.length === 0) return null;
  const language = localeFromTag(locale) ?? DEFAULT_LOCALE;
  const sentences = flags.map((flag) => flagSentence(flag, language));
  return { code: flags.join(","), message: sentences.join(" ") };
}

const SAME_AS_ORDER_PAGE: ReadonlySet<string> = new Set([PAID_TWICE_FLAG, PAID_AFTER_CANCEL_FLAG]);

/** What the merchant should know about one flag on OrderSync.flaggedReason (app/admin/order-flags.ts, app/tracking); an unknown flag as is. */
function flagSentence(flag: string, locale: Locale): string {
  // The refunds to make read the same here as on the admin order page.
  const key = SAME_AS_ORDER_PAGE.has(flag) ? `order.flag.${flag}.body` : `orderBlock.flag.${flag}`;
  return isMessageKey(key) ? translate(locale, key) : flag;
}

/**
 * The shop's order by its Shopify GID, or `{found: false}` when the app holds no such order for
 * this shop (placed before install, not received yet, or another shop's). `locale` chooses the
 * language of `attention.message`; the shop's own language when absent.
 */
export async function orderDeliverySummary(
  ctx: Pick<AppContext, "db">,
  shopDomain: string,
  orderGid: string,
  options: { locale?: string } = {},
): Promise<OrderDeliverySummary> {
  const rows = await ctx.db.orderSync.findMany({
    where: { shopifyOrderGid: orderGid, shop: { domain: shopDomain } },
    // Every parcel of the order (docs/decisions/076, 086), the first standing for the order.
    orderBy: { parcelNumber: "asc" },
    include: {
      shop: { select: { settingsJson: true, locale: true, ianaTimezone: true, currency: true, moneyFormat: true } },
      // Deliveries arrive out of order (spec §6): the last event is the latest to have happened.
      events: { orderBy: [{ occurredAt: "desc" }, { createdAt: "desc" }], take: 1 },
    },
  });
  const [row] = rows;
  if (!row) return { found: false };
  const [event] = row.events;
  const locale = localeFromTag(options.locale ?? row.shop.locale) ?? DEFAULT_LOCALE;
  // The money as the order page reads it: from the order's stored ledger (docs/decisions/084).
  const ledger = await orderLedgerOf(ctx.db, row.shopId, orderGid);
  const parcels = rows.map((parcel) => parcelSummary(parcel, locale, ledger));
  return {
    found: true,
    orderSyncId: row.id,
    orderName: row.orderName,
    syncState: row.syncState,
    shipmentState: row.shipmentState,
    shipmentStateAt: iso(row.shipmentStateAt),
    etaAt: iso(row.etaAt),
    shipmentId: row.shipmentId,
    lastEvent: event
      ? {
          eventType: event.eventType,
          occurredAt: event.occurredAt.toISOString(),
          checkpointName: event.checkpointName,
          checkpointCountry: event.checkpointCountry,
        }
      : null,
    trackingUrl: parcels[0].trackingUrl,
    attention: orderAttention(row, options.locale ?? row.shop.locale),
    payment: parcels[0].payment,
    parcels,
  };
}

type ParcelRow = PaymentRecord & {
  id: string;
  parcelNumber: number;
  externalOrderRef: string;
  syncState: string;
  shipmentState: string | null;
  shipmentId: string | null;
  shop: { settingsJson: string; locale: string } & Parameters<typeof shopTermsOf>[0];
};

/** One parcel as the block shows it: its state, its tracking number and link, what its rider collects. */
function parcelSummary(row: ParcelRow, locale: Locale, ledger: OrderLedger): DeliveryParcel<PaymentStory> {
  // The same address the app puts on the Shopify fulfillment, so the two never disagree.
  const tracking = row.shipmentId
    ? trackingInput(trackingSettings(row.shop.settingsJson, row.shop.locale), {
        shipmentId: row.shipmentId,
        externalOrderRef: row.externalOrderRef,
      })
    : null;
  return {
    orderSyncId: row.id,
    parcelNumber: row.parcelNumber,
    externalOrderRef: row.externalOrderRef,
    syncState: row.syncState,
    shipmentState: row.shipmentState,
    shipmentId: row.shipmentId,
    trackingUrl: tracking?.url ?? null,
    payment: paymentSummary(paymentTruth(row, null, ledger), locale, shopTermsOf(row.shop)),
  };
}

/** The block's payment line, from the one payment truth (the block shows Shopify's own status beside it). Pure. */
export function paymentSummary(
  truth: PaymentTruth,
  locale: Locale,
  terms: ShopTerms,
): DeliveryPayment<PaymentStory> | null {
  if (truth.stillToCollectMinor === null) return null;
  const story = translate(locale, `paymentStory.${truth.story}`);
  // Each amount through its own template, so French puts its narrow space before the colon (french-typography.ts).
  // A refund to make is said with its amount in the text (the block shows the text; its payload keeps its shape).
  const part = (key: "orderBlock.stillToCollect" | "orders.refundDue" | "orders.shortfall", minor: number) =>
    minor > 0 && truth.currency
      ? ` · ${translate(locale, key, { amount: formatShopMinor(locale, minor, truth.currency, terms) })}`
      : "";
  const owed = part("orderBlock.stillToCollect", truth.stillToCollectMinor);
  const refund = part("orders.refundDue", truth.refundDueMinor);
  const shortfall = part("orders.shortfall", truth.shortfallMinor);
  const differs = amountDiffersText(locale, truth);
  return {
    story: truth.story,
    stillToCollectMinor: truth.stillToCollectMinor,
    currency: truth.currency,
    text: `${story}${owed}${refund}${shortfall}${differs ? ` · ${differs}` : ""}`,
  };
}
