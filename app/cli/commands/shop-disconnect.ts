import { disconnectStore } from "~/shops/connect-store.server";
import { describeShopConnection } from "~/shops/describe-shop-connection.server";
import { CliError, parseOptions, printResult, type Command } from "../command";

const USAGE = "shop:disconnect --shop <domain> [--json]";

export const shopDisconnect: Command = {
  name: "shop:disconnect",
  summary: "Forget a shop's service keys, pause its sync and deactivate its carrier service.",
  async run(ctx, args) {
    const options = parseOptions(args, { shop: { type: "string" }, json: { type: "boolean", default: false } }, USAGE, ["shop"]);
    const shopDomain = String(options.shop);
    if (!(await ctx.db.shop.findUnique({ where: { domain: shopDomain } }))) throw new CliError(`Unknown shop ${shopDomain}.`);
    await disconnectStore(ctx, shopDomain);
    printResult(await describeShopConnection(ctx, shopDomain), Boolean(options.json));
  },
};
