import { connectStore, describeShopConnection } from "~/shops";
import { CliError, parseOptions, printResult, type Command } from "../command";

const USAGE =
  "shop:configure --shop <domain> --api-key <svc_live_...> [--checkout-api-key <svc_live_...>] [--webhook-secret <whsec_...>]... [--json]";

export const shopConfigure: Command = {
  name: "shop:configure",
  summary: "Connect an installed shop to the delivery service (the key is checked live).",
  async run(ctx, args, io) {
    const options = parseOptions(
      args,
      {
        shop: { type: "string" },
        "api-key": { type: "string" },
        "checkout-api-key": { type: "string" },
        "webhook-secret": { type: "string", multiple: true },
        json: { type: "boolean", default: false },
      },
      USAGE,
      ["shop", "api-key"],
    );
    const shopDomain = String(options.shop);
    const result = await connectStore(ctx, {
      shopDomain,
      apiKey: String(options["api-key"]),
      checkoutApiKey: options["checkout-api-key"] as string | undefined,
      webhookSecrets: options["webhook-secret"] as string[] | undefined,
    });
    if (!result.ok) {
      const scopes = result.problem.missingScopes ? ` Missing scopes: ${result.problem.missingScopes.join(", ")}.` : "";
      throw new CliError(
        `Not connected (${result.problem.code}, ${result.problem.field}): ${result.problem.message}${scopes}`,
      );
    }
    printResult(io, await describeShopConnection(ctx, shopDomain), Boolean(options.json));
  },
};
