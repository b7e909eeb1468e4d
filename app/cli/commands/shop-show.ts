import { describeShopConnection } from "~/shops";
import { CliError, parseShopOptions, printResult, type Command } from "../command";

export const shopShow: Command = {
  name: "shop:show",
  summary: "Show a shop's connection (no secrets) and the URLs to register.",
  async run(ctx, args, io) {
    const { shop, json } = parseShopOptions(args, "shop:show");
    const description = await describeShopConnection(ctx, shop);
    if (!description.installed && !("syncState" in description))
      throw new CliError(`Unknown shop ${shop}: it has never installed the app.`);
    // The Shopify-side sweep (docs/decisions/016): how far it has read, when it last finished, and its last failure.
    const sweep = await ctx.db.shop.findUnique({
      where: { domain: shop },
      select: {
        shopifyOrdersSeenUntil: true,
        shopifySweptAt: true,
        shopifySweepError: true,
        ianaTimezone: true,
        currency: true,
        moneyFormat: true,
        shopTermsReadAt: true,
      },
    });
    const shopifySweep = sweep && {
      ordersSeenUntil: sweep.shopifyOrdersSeenUntil?.toISOString() ?? null,
      lastSweptAt: sweep.shopifySweptAt?.toISOString() ?? null,
      lastError: sweep.shopifySweepError,
    };
    // The merchant's terms read from Shopify (docs/decisions/043): null until the first read, UTC meanwhile.
    const shopTerms = sweep && {
      timeZone: sweep.ianaTimezone,
      currency: sweep.currency,
      moneyFormat: sweep.moneyFormat,
      readAt: sweep.shopTermsReadAt?.toISOString() ?? null,
    };
    printResult(io, { ...description, ...(shopifySweep ? { shopifySweep, shopTerms } : {}) }, json);
  },
};
