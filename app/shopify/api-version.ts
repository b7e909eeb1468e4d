import { ApiVersion } from "@shopify/shopify-api";

/** One Admin API version everywhere: app config, webhooks in shopify.app.toml, tests. */
export const API_VERSION = ApiVersion.October26;
