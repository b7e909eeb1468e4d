import { describeOrderTracking } from "~/tracking";
import { printResult, type Command } from "../command";
import { orderFromOptions } from "./orders";

const USAGE = "orders:show --shop <domain> --order <name-or-id> [--json]";

export const ordersShow: Command = {
  name: "orders:show",
  summary: "Show one order: shipment state, timeline, Shopify fulfillments, fiscal events and errors.",
  async run(ctx, args, io) {
    const { row, json } = await orderFromOptions(ctx, args, USAGE);
    printResult(io, await describeOrderTracking(ctx, row.id), json);
  },
};
