import { reconcileShop } from "~/orders";
import type { AppContext } from "~/app-context";
import { SyncState, openOrderPersonalData, parcelCountsOf } from "~/order-record";
import { orderLedgersOf, paymentTruthOf, type PaymentTruth, amountDiffersText } from "~/payments";
import { DEFAULT_LOCALE, localeFromTag, translate, type Locale } from "~/i18n";
import { missedCheckoutWhere, readCheckoutHealth } from "~/admin";
import { shopTermsOf } from "~/shops";
import {
  CliError,
  localeOption,
  parseOptions,
  parseShopOptions,
  printResult,
  type CliIo,
  type Command,
} from "../command";
import { attentionText, lastErrorText } from "~/problems";
import { textTable } from "../text-table";
import { ordersTable } from "./orders-table";

async function shopByDomain(ctx: AppContext, domain: string) {
  const shop = await ctx.db.shop.findUnique({ where: { domain } });
  if (!shop) throw new CliError(`Unknown shop ${domain}.`);
  return shop;
}

/** An order by its Shopify name (#1001), its GID, its numeric id or our row id. */
export async function findOrder(ctx: AppContext, shopId: string, key: string) {
  const candidates = [key, key.startsWith("#") ? key : `#${key}`];
  const row = await ctx.db.orderSync.findFirst({
    where: {
      shopId,
      OR: [
        { id: key },
        { shopifyOrderGid: key },
        { shopifyOrderGid: `gid://shopify/Order/${key}` },
        { orderName: { in: candidates } },
        { externalOrderRef: key },
      ],
    },
    // An order's name or GID names all its parcels: the first parcel stands for the order, as on its pages.
    orderBy: { parcelNumber: "asc" },
  });
  if (!row) throw new CliError(`No order "${key}" in this shop.`);
  return row;
}

export const ordersList: Command = {
  name: "orders:list",
  summary: "List a shop's orders with their sync state, service ids and last error.",
  async run(ctx, args, io) {
    const usage = "orders:list --shop <domain> [--state <SYNC_STATE>|missed-checkout] [--json] [--locale en|fr]";
    const options = parseOptions(
      args,
      {
        shop: { type: "string" },
        state: { type: "string" },
        json: { type: "boolean", default: false },
        locale: { type: "string" },
      },
      usage,
      ["shop"],
    );
    // The language of the table (en when not given); --json keeps the shop's, as before.
    const textLocale = localeOption(options.locale, usage);
    if (String(options.state ?? "").toLowerCase() === MISSED_CHECKOUT)
      return listMissedCheckout(ctx, io, String(options.shop), Boolean(options.json), textLocale);
    const state = options.state ? String(options.state).toUpperCase() : undefined;
    const states = [...Object.values(SyncState), MISSED_CHECKOUT] as string[];
    // A mistyped state would list nothing and look like "no such orders".
    if (state && !states.includes(state))
      throw new CliError(`Unknown state "${options.state}". States: ${states.join(", ")}.`, 2);
    const shop = await shopByDomain(ctx, String(options.shop));
    const rows = parcelsTogether(
      await ctx.db.orderSync.findMany({
        where: { shopId: shop.id, ...(state ? { syncState: state } : {}) },
        orderBy: { createdAt: "desc" },
        take: 500,
      }),
    );
    // A row per parcel (the rider collects per parcel), each naming its order and which parcel it is (decision 086).
    const parcelCounts = await parcelCountsOf(
      ctx.db,
      shop.id,
      rows.map((row) => row.shopifyOrderGid),
    );
    const parcelOf = (row: (typeof rows)[number]) => {
      const count = parcelCounts.get(row.shopifyOrderGid) ?? 1;
      return count > 1 ? { number: row.parcelNumber, count } : null;
    };
    const locale = localeFromTag(shop.locale) ?? DEFAULT_LOCALE;
    const ledgers = await orderLedgersOf(
      ctx.db,
      shop.id,
      rows.map((row) => row.shopifyOrderGid),
    );
    const orders = rows.map((row) => ({
      id: row.id,
      name: row.orderName,
      parcel: parcelOf(row),
      syncState: row.syncState,
      externalOrderRef: row.externalOrderRef,
      serviceOrderId: row.serviceOrderId,
      shipmentId: row.shipmentId,
      shipmentState: row.shipmentState,
      paymentPlan: row.paymentPlan,
      paymentState: row.paymentState,
      ...withAmountDiffers(
        locale,
        paymentTruthOf(openOrderPersonalData(ctx.secrets, row), ledgers.get(row.shopifyOrderGid)),
      ),
      lastError: row.lastErrorCode
        ? {
            code: row.lastErrorCode,
            message: lastErrorText(row, shop.locale),
            whatToDo: attentionText(row, shop.locale),
          }
        : null,
      flagged: row.flaggedReason,
    }));
    if (options.json) printResult(io, { orders }, true);
    else if (orders.length === 0)
      io.stdout.write(`No orders${state ? ` in state ${state}` : ""} for ${shop.domain}.\n`);
    else
      io.stdout.write(
        ordersTable(
          textLocale,
          rows.map((row, i) => ({
            name: row.orderName,
            parcel: orders[i].parcel,
            syncState: row.syncState,
            shipmentState: row.shipmentState,
            payment: orders[i].payment,
            problemCode: row.lastErrorCode,
            problem: row.lastErrorCode
              ? (attentionText(row, textLocale) ?? lastErrorText(row, textLocale) ?? null)
              : null,
          })),
          shopTermsOf(shop),
        ),
      );
  },
};

/** Newest order first, as found, with each order's parcels together in their order. */
function parcelsTogether<Row extends { shopifyOrderGid: string; parcelNumber: number }>(rows: Row[]): Row[] {
  const byOrder = new Map<string, Row[]>();
  for (const row of rows) byOrder.set(row.shopifyOrderGid, [...(byOrder.get(row.shopifyOrderGid) ?? []), row]);
  return [...byOrder.values()].flatMap((parcels) => parcels.sort((a, b) => a.parcelNumber - b.parcelNumber));
}

/** The payment truth and, when the rider will collect another amount than the buyer owes, the sentence saying so. */
function withAmountDiffers(locale: Locale, payment: PaymentTruth) {
  return { payment, amountDiffers: amountDiffersText(locale, payment) };
}

const MISSED_CHECKOUT = "missed-checkout";

/** Orders whose buyers got Shopify's backup rates (or another method) and that are not with the service. */
async function listMissedCheckout(ctx: AppContext, io: CliIo, domain: string, asJson: boolean, locale: Locale) {
  const shop = await shopByDomain(ctx, domain);
  const rows = await ctx.db.orderSync.findMany({
    where: missedCheckoutWhere(shop.id),
    orderBy: { missedCheckoutAt: "desc" },
    take: 500,
  });
  const orders = rows.map((row) => ({
    id: row.id,
    name: row.orderName,
    syncState: row.syncState,
    missedCheckoutAt: row.missedCheckoutAt!.toISOString(),
    checkoutHealth: readCheckoutHealth(row.checkoutHealthJson),
  }));
  if (asJson) return printResult(io, { orders }, true);
  if (orders.length === 0) return void io.stdout.write(`No orders missed the app at checkout for ${shop.domain}.\n`);
  const lines = orders.map((order) => {
    const health = order.checkoutHealth;
    return [
      order.name,
      order.missedCheckoutAt,
      health?.shippingTitle ?? "-",
      health
        ? translate(locale, "cli.missed.dayFigures", {
            callbacks: health.callbacks,
            fallbacks: health.fallbacksUsed,
            errors: health.errors,
            latency: health.averageLatencyMs ?? "-",
          })
        : "-",
      `orders:send --shop ${shop.domain} --order ${order.name}`,
    ];
  });
  const header = (["order", "missedAt", "shipping", "thatDay", "send"] as const).map((column) =>
    translate(locale, `cli.missed.column.${column}`),
  );
  io.stdout.write(textTable(header, lines));
}

/** The options of a command about one order (`--shop <domain> --order <name-or-id> [--json]`), resolved. */
export async function orderFromOptions(ctx: AppContext, args: string[], usage: string) {
  const options = parseOptions(
    args,
    { shop: { type: "string" }, order: { type: "string" }, json: { type: "boolean", default: false } },
    usage,
    ["shop", "order"],
  );
  const shop = await shopByDomain(ctx, String(options.shop));
  // By Shopify name (#1001), GID, numeric id, our row id or our externalOrderRef.
  const key = String(options.order);
  const row = await findOrder(ctx, shop.id, key);
  // Named by its reference or row id: that parcel; by the order's name or GID: the order (decision 092).
  const namesParcel = key === row.id || key === row.externalOrderRef;
  return { shop, row, namesParcel, json: Boolean(options.json) };
}

export const reconcile: Command = {
  name: "reconcile",
  summary: "Reconcile a shop with the delivery service now.",
  async run(ctx, args, io) {
    const options = parseShopOptions(args, "reconcile");
    const shop = await shopByDomain(ctx, options.shop);
    const result = await reconcileShop(ctx, shop.id, { force: true });
    if (!result.ran) throw new CliError("Not reconciled: the shop is not connected or its sync is paused.");
    printResult(io, result, options.json);
  },
};
