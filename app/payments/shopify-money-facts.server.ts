import type { AppContext } from "~/app-context";
import { type AdminGraphql, type MoneyTransaction, moneyTransactions } from "~/shopify";
import { buyerCurrency, inOtherCurrency, readStoredSyncSettings, type ShopifyOrder } from "~/order-mapping";
import { minorUnitsFromDecimalString } from "~/money";
import { isCashRecording } from "./gateways";
import { PAID_BY_HAND, balanceIn } from "./entry-money";
import { moneyEntriesOf, recordMoneyEntry } from "./money-entries.server";
import { alignMoneyFlags, type MoneyFlagsRow } from "./money-flags.server";

/*
 * The money facts Shopify tells (docs/decisions/084): what the buyer owes in all, from every snapshot the app takes
 * in, and the payments and refunds on the order, read from its transactions when the ledger and Shopify's own
 * outstanding amount disagree (a fact the app has not written yet).
 */

type Db = Pick<AppContext, "db">["db"];

/**
 * What the buyer owes in all (Shopify's current total after edits and removals), in the shop's and the buyer's
 * money, as this snapshot says. Once per snapshot version; the newest counts (deriveMoney). A buyer's amount the
 * snapshot does not give is not guessed: nothing is written.
 */
export async function recordOwed(db: Db, shopId: string, order: ShopifyOrder, now: Date): Promise<void> {
  const owed = owedBy(order);
  if (!owed) return;
  const at = order.updated_at ? new Date(order.updated_at) : now;
  const where = { shopId, shopifyOrderGid: order.admin_graphql_api_id, kind: "owed" };
  // One statement gives the newest amount and how many were written, from one snapshot of the table.
  const written = await db.moneyEntry.findMany({
    where,
    orderBy: [{ at: "desc" }, { createdAt: "desc" }],
    select: { shopMinor: true, presentmentMinor: true, at: true },
  });
  const [latest] = written;
  // A snapshot older than the newest amount's (a webhook delivered late or again) tells nothing new.
  if (latest && at < latest.at) return;
  // Most snapshots change something else (a fulfillment, a note): the newest amount unchanged is no new fact.
  if (latest && latest.shopMinor === owed.shop.minor && latest.presentmentMinor === owed.presentment.minor) return;
  await recordMoneyEntry(db, {
    shopId,
    shopifyOrderGid: order.admin_graphql_api_id,
    kind: "owed",
    ...owed,
    at,
    // Keyed by the order's n-th amount, as a service order's amounts are (service-money-facts.server.ts): two
    // snapshots of one change read at once (a webhook's job and the reconciliation, say), each with its own
    // `updated_at`, compute the same key, and one writes it; an amount changed back and forth is a change each time.
    key: `owed:${order.admin_graphql_api_id}:amount-${written.length + 1}`,
  });
}

/** The snapshot's current total in both moneys; a cancelled order owes nothing (what was paid is the buyer's). */
function owedBy(order: ShopifyOrder) {
  const set = order.current_total_price_set ?? order.total_price_set;
  const shopAmount = set?.shop_money?.amount ?? order.total_price;
  const buyerAmount = set?.presentment_money?.amount ?? (inOtherCurrency(order) ? null : shopAmount);
  if (shopAmount == null || buyerAmount == null) return null;
  const buyer = buyerCurrency(order);
  const cancelled = Boolean(order.cancelled_at);
  return {
    shop: { minor: cancelled ? 0 : minorUnitsFromDecimalString(shopAmount, order.currency), currency: order.currency },
    // Rounded down as the buyer's amount to collect is (decision 040).
    presentment: { minor: cancelled ? 0 : minorUnitsFromDecimalString(buyerAmount, buyer, "down"), currency: buyer },
  };
}

type Row = MoneyFlagsRow;

/**
 * Writes the payments and refunds Shopify holds that the ledger lacks, then brings the row's money flags in line
 * with the ledger (a second payment found, or refunded since: docs/decisions/093). Shopify is read only when the
 * ledger's idea of Shopify's outstanding amount is not Shopify's (`total_outstanding` of the snapshot), so an
 * order in step costs no request.
 */
export async function learnShopifyPayments(ctx: AppContext, graphql: AdminGraphql, row: Row, order: ShopifyOrder) {
  if (await outOfStep(ctx.db, row, order)) await learnShopifyTransactions(ctx, graphql, row);
  await alignMoneyFlags(ctx.db, row);
}

async function outOfStep(db: Db, row: Row, order: ShopifyOrder): Promise<boolean> {
  if (order.total_outstanding == null) return false;
  const inShopify = signedMinor(order.total_outstanding.trim(), order.currency);
  if (inShopify === null) return false;
  const entries = await moneyEntriesOf(db, row.shopId, row.shopifyOrderGid);
  return balanceIn(entries, order.currency).shopifyOutstanding.shopMinor !== inShopify;
}

/** Every transaction Shopify holds for the order, one entry each under its own id, whichever way it was learnt. */
export async function learnShopifyTransactions(ctx: Pick<AppContext, "db" | "now">, graphql: AdminGraphql, row: Row) {
  const transactions = await moneyTransactions(graphql, row.shopifyOrderGid);
  if (transactions.length === 0) return;
  const shop = await ctx.db.shop.findUnique({ where: { id: row.shopId }, select: { settingsJson: true } });
  const settings = readStoredSyncSettings(shop?.settingsJson);
  for (const transaction of transactions) {
    const byHand = isCashRecording(transaction.gateway, settings);
    await recordShopifyTransaction(ctx.db, row, transaction, byHand, ctx.now());
  }
}

/**
 * A payment recorded by hand (Shopify's manual, a COD gateway, the app's own marking) is stored as such
 * (PAID_BY_HAND): whether it is the service's collection written down or money of its own is read with the
 * other entries (entry-money.ts), whichever the app learnt first.
 */
async function recordShopifyTransaction(db: Db, row: Row, t: MoneyTransaction, byHand: boolean, now: Date) {
  const kind = t.kind === "refund" ? "refunded" : byHand ? PAID_BY_HAND : "captured";
  await recordMoneyEntry(db, {
    shopId: row.shopId,
    shopifyOrderGid: row.shopifyOrderGid,
    kind,
    shop: {
      minor: minorUnitsFromDecimalString(t.shopMoney.amount, t.shopMoney.currencyCode),
      currency: t.shopMoney.currencyCode,
    },
    presentment: {
      minor: minorUnitsFromDecimalString(t.presentmentMoney.amount, t.presentmentMoney.currencyCode),
      currency: t.presentmentMoney.currencyCode,
    },
    at: t.processedAt ? new Date(t.processedAt) : now,
    gateway: t.gateway,
    key: `shopify-transaction:${t.id}`,
  });
}

/**
 * Shopify's outstanding amount in minor units, negative (the buyer's favour) as Shopify writes it ("-10000.00");
 * null for an amount the service's units cannot hold, which then never holds the order's sync back.
 */
function signedMinor(amount: string, currency: string): number | null {
  try {
    const negative = amount.startsWith("-");
    const minor = minorUnitsFromDecimalString(negative ? amount.slice(1) : amount, currency);
    return negative ? -minor : minor;
  } catch {
    return null;
  }
}
