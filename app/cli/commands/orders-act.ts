import type { AppContext } from "~/app-context";
import { retryOrder, sendOrderNow } from "~/orders";
import { CliError, printResult, type Command } from "../command";
import { orderFromOptions } from "./orders";

/*
 * orders:send and orders:retry. An order named by its name or GID is acted on parcel by parcel, as the admin's
 * actions are (docs/decisions/092); a parcel named by its reference (orders:show lists them) alone.
 */

type OrderAction = typeof sendOrderNow;

async function parcelsToAct(ctx: AppContext, row: { id: string; shopId: string; shopifyOrderGid: string }) {
  return ctx.db.orderSync.findMany({
    where: { shopId: row.shopId, shopifyOrderGid: row.shopifyOrderGid },
    orderBy: { parcelNumber: "asc" },
    select: { id: true, parcelNumber: true },
  });
}

function orderAction(name: string, summary: string, action: OrderAction): Command {
  return {
    name,
    summary,
    async run(ctx, args, io) {
      const usage = `${name} --shop <domain> --order <name-id-or-reference>`;
      const { shop, row, namesParcel, json } = await orderFromOptions(ctx, args, usage);
      const parcels = namesParcel ? [row] : await parcelsToAct(ctx, row);
      if (parcels.length === 1) {
        const result = await action(ctx, shop.domain, row.id);
        if (!result.ok) throw new CliError(`${result.code}: ${result.message}`);
        return printResult(io, { order: row.orderName, queued: true }, json);
      }
      const outcomes = [];
      for (const parcel of parcels) {
        const result = await action(ctx, shop.domain, parcel.id);
        const named = `${parcel.parcelNumber}/${parcels.length}`;
        outcomes.push(result.ok ? { parcel: named, queued: true } : { parcel: named, refused: result.code });
      }
      // Done for no parcel: a failure, as for an order of one parcel; each parcel's reason is named.
      if (outcomes.every((outcome) => !outcome.queued))
        throw new CliError(outcomes.map((outcome) => `parcel ${outcome.parcel}: ${outcome.refused}`).join("; "));
      printResult(io, { order: row.orderName, parcels: outcomes }, json);
    },
  };
}

export const ordersSend = orderAction(
  "orders:send",
  "Send an order (each of its parcels) to delivery now, even outside the selection rule.",
  sendOrderNow,
);
export const ordersRetry = orderAction(
  "orders:retry",
  "Retry an order (each of its parcels) that failed or needed attention.",
  retryOrder,
);
