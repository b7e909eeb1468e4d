import { reconcileShop } from "~/orders/reconcile-shop.server";
import { retryOrder, sendOrderNow } from "~/orders/order-actions.server";
import type { AppContext } from "~/context.server";
import { SyncState } from "~/orders/order-states";
import { CliError, parseOptions, printResult, type Command } from "../command";

async function shopByDomain(ctx: AppContext, domain: string) {
  const shop = await ctx.db.shop.findUnique({ where: { domain } });
  if (!shop) throw new CliError(`Unknown shop ${domain}.`);
  return shop;
}

/** An order by its Shopify name (#1001), its GID, its numeric id or our row id. */
export async function findOrder(ctx: AppContext, shopId: string, key: string) {
  const candidates = [key, key.startsWith("#") ? key : `#${key}`];
  const row = await ctx.db.orderSync.findFirst({
    where: { shopId, OR: [{ id: key }, { shopifyOrderGid: key }, { shopifyOrderGid: `gid://shopify/Order/${key}` }, { orderName: { in: candidates } }, { externalOrderRef: key }] },
  });
  if (!row) throw new CliError(`No order "${key}" in this shop.`);
  return row;
}

export const ordersList: Command = {
  name: "orders:list",
  summary: "List a shop's orders with their sync state, service ids and last error.",
  async run(ctx, args) {
    const options = parseOptions(args, { shop: { type: "string" }, state: { type: "string" }, json: { type: "boolean", default: false } }, "orders:list --shop <domain> [--state <SYNC_STATE>] [--json]", ["shop"]);
    const state = options.state ? String(options.state).toUpperCase() : undefined;
    const states = Object.values(SyncState) as string[];
    // A mistyped state would list nothing and look like "no such orders".
    if (state && !states.includes(state)) throw new CliError(`Unknown state "${options.state}". States: ${states.join(", ")}.`, 2);
    const shop = await shopByDomain(ctx, String(options.shop));
    const rows = await ctx.db.orderSync.findMany({ where: { shopId: shop.id, ...(state ? { syncState: state } : {}) }, orderBy: { createdAt: "desc" }, take: 500 });
    const orders = rows.map((row) => ({
      id: row.id, name: row.orderName, syncState: row.syncState, externalOrderRef: row.externalOrderRef, serviceOrderId: row.serviceOrderId,
      shipmentId: row.shipmentId, shipmentState: row.shipmentState, paymentPlan: row.paymentPlan, paymentState: row.paymentState,
      lastError: row.lastErrorCode ? { code: row.lastErrorCode, message: row.lastErrorMessage, whatToDo: row.attentionReason } : null, flagged: row.flaggedReason,
    }));
    if (options.json) printResult({ orders }, true);
    else if (orders.length === 0) process.stdout.write(`No orders${state ? ` in state ${state}` : ""} for ${shop.domain}.\n`);
    else for (const order of orders) process.stdout.write(`${order.name.padEnd(10)} ${order.syncState.padEnd(16)} ${order.serviceOrderId ?? "-"} ${order.lastError ? `${order.lastError.code}: ${order.lastError.whatToDo ?? order.lastError.message ?? ""}` : ""}\n`);
  },
};

function orderAction(name: string, summary: string, action: typeof sendOrderNow): Command {
  return {
    name,
    summary,
    async run(ctx, args) {
      const options = parseOptions(args, { shop: { type: "string" }, order: { type: "string" }, json: { type: "boolean", default: false } }, `${name} --shop <domain> --order <name-or-id>`, ["shop", "order"]);
      const shop = await shopByDomain(ctx, String(options.shop));
      const row = await findOrder(ctx, shop.id, String(options.order));
      const result = await action(ctx, shop.domain, row.id);
      if (!result.ok) throw new CliError(`${result.code}: ${result.message}`);
      printResult({ order: row.orderName, queued: true }, Boolean(options.json));
    },
  };
}

export const ordersSend = orderAction("orders:send", "Send an order to delivery now (even outside the selection rule).", sendOrderNow);
export const ordersRetry = orderAction("orders:retry", "Retry an order that failed or needed attention.", retryOrder);

export const reconcile: Command = {
  name: "reconcile",
  summary: "Reconcile a shop with the delivery service now.",
  async run(ctx, args) {
    const options = parseOptions(args, { shop: { type: "string" }, json: { type: "boolean", default: false } }, "reconcile --shop <domain> [--json]", ["shop"]);
    const shop = await shopByDomain(ctx, String(options.shop));
    const result = await reconcileShop(ctx, shop.id, { force: true });
    if (!result.ran) throw new CliError("Not reconciled: the shop is not connected or its sync is paused.");
    printResult(result, Boolean(options.json));
  },
};
