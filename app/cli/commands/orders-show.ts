import { describeOrderTracking } from "~/tracking/describe-order-tracking.server";
import { CliError, parseOptions, printResult, type Command } from "../command";
import { findOrder } from "./orders";

const USAGE = "orders:show --shop <domain> --order <name-or-id> [--json]";

export const ordersShow: Command = {
  name: "orders:show",
  summary: "Show one order: shipment state, timeline, Shopify fulfillments, fiscal events and errors.",
  async run(ctx, args) {
    const options = parseOptions(args, { shop: { type: "string" }, order: { type: "string" }, json: { type: "boolean", default: false } }, USAGE, ["shop", "order"]);
    const shop = await ctx.db.shop.findUnique({ where: { domain: String(options.shop) } });
    if (!shop) throw new CliError(`Unknown shop ${String(options.shop)}.`);
    // By Shopify name (#1001), GID, numeric id, our row id or our externalOrderRef.
    const row = await findOrder(ctx, shop.id, String(options.order));
    printResult(await describeOrderTracking(ctx, row.id), Boolean(options.json));
  },
};
