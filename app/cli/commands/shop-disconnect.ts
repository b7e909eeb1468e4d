import { disconnectStore, describeShopConnection } from "~/shops";
import { CliError, parseShopOptions, printResult, type Command } from "../command";

export const shopDisconnect: Command = {
  name: "shop:disconnect",
  summary: "Forget a shop's service keys, pause its sync and deactivate its carrier service.",
  async run(ctx, args, io) {
    const { shop: shopDomain, json } = parseShopOptions(args, "shop:disconnect");
    if (!(await ctx.db.shop.findUnique({ where: { domain: shopDomain } })))
      throw new CliError(`Unknown shop ${shopDomain}.`);
    await disconnectStore(ctx, shopDomain);
    printResult(io, await describeShopConnection(ctx, shopDomain), json);
  },
};
