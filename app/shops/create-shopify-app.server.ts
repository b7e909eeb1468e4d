import "@shopify/shopify-app-remix/adapters/node";
import { AppDistribution, LogSeverity, shopifyApp } from "@shopify/shopify-app-remix/server";
import { PrismaSessionStorage } from "@shopify/shopify-app-session-storage-prisma";
import type { AppContext } from "~/app-context";
import { recordInstall } from "./record-install.server";
import { API_VERSION, routeShopifyAdminTo, encryptedSessionStorage } from "~/shopify";
import { redactCredentials } from "~/logger.server";

/** Shopify's app object for a context: the web process's one (routes get it as `context.shopify`), or a CLI run's own. */
export function createShopifyApp(
  ctx: Pick<AppContext, "env" | "db" | "secrets" | "logger" | "now">,
  /** Told when a session is stored or deleted: the process's kept offline sessions are dropped (decision 095). */
  sessionsChanged?: () => void,
) {
  const { env, db, secrets, logger } = ctx;
  if (env.SHOPIFY_ADMIN_ORIGIN) routeShopifyAdminTo(env.SHOPIFY_ADMIN_ORIGIN);
  const sessionStorage = encryptedSessionStorage(
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the adapter-based client is a PrismaClient
    new PrismaSessionStorage(db as any),
    secrets,
    sessionsChanged,
  );
  const shopify = shopifyApp({
    apiKey: env.SHOPIFY_API_KEY,
    apiSecretKey: env.SHOPIFY_API_SECRET,
    apiVersion: API_VERSION,
    scopes: env.SCOPES.split(","),
    appUrl: env.SHOPIFY_APP_URL,
    authPathPrefix: "/auth",
    sessionStorage,
    distribution: AppDistribution.AppStore,
    future: { unstable_newEmbeddedAuthStrategy: true, expiringOfflineAccessTokens: true },
    // Shopify's library logs through the app's logger (stdout stays clean for the CLI's --json).
    logger: {
      level: env.LOG_LEVEL === "debug" || env.LOG_LEVEL === "trace" ? LogSeverity.Debug : LogSeverity.Warning,
      log: async (severity, message) => {
        const level = severity === LogSeverity.Error ? "error" : severity === LogSeverity.Warning ? "warn" : "debug";
        logger[level]({ source: "shopify" }, redactCredentials(message));
      },
    },
    hooks: {
      afterAuth: async ({ session }) => {
        await recordInstall(ctx, session.shop);
      },
    },
  });
  return { shopify, sessionStorage };
}
