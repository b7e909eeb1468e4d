import { describeShopConnection } from "~/shops/describe-shop-connection.server";
import { CliError, parseOptions, printResult, type Command } from "../command";

const USAGE = "shop:show --shop <domain> [--json]";

export const shopShow: Command = {
  name: "shop:show",
  summary: "Show a shop's connection (no secrets) and the URLs to register.",
  async run(ctx, args) {
    const options = parseOptions(args, { shop: { type: "string" }, json: { type: "boolean", default: false } }, USAGE, ["shop"]);
    const description = await describeShopConnection(ctx, String(options.shop));
    if (!description.installed && !("syncState" in description)) throw new CliError(`Unknown shop ${String(options.shop)}: it has never installed the app.`);
    printResult(description, Boolean(options.json));
  },
};
