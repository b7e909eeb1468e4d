import { Session } from "@shopify/shopify-api";
import { createSandbox, type Sandbox, type SandboxOptions } from "../sandbox/server";
import { createShopifyStandIn, type ShopifyStandIn } from "../shopify-stand-in/stand-in";
import type { AddShopInput } from "../shopify-stand-in/shops";
import { createDb, type Db } from "~/db.server";
import { DEFAULT_SCOPES } from "~/env.server";
import { createSecretBox, type SecretBox } from "~/secrets/encryption.server";
import { recordInstall } from "~/shops/record-install.server";
import { startApp, type AppProcess } from "./app-process";
import { createStackDatabase } from "./stack-database";
import {
  TEST_API_KEY,
  TEST_API_SECRET,
  TEST_ENCRYPTION_KEY,
  TEST_TIME_SCALE,
  testDatabaseUrl,
  uniqueShopDomain,
} from "./test-env";

const TEST_POOL_MAX = "3";
// The sandbox merchant's country (sandbox/seed.ts): the service's origin for every shop the stack connects.
const SANDBOX_COUNTRY = "CI";

export type Stack = {
  app: AppProcess;
  sandbox: Sandbox;
  shopify: ShopifyStandIn;
  db: Db;
  secrets: SecretBox;
  env: Record<string, string>;
  installShop(options?: {
    label?: string;
    domain?: string;
    carrierCalculatedShipping?: boolean;
    currency?: string;
    /** Shop.ianaTimezone and Shop.currencyFormats.moneyFormat in Shopify (the stand-in's defaults: UTC, "{{amount}} XOF"). */
    ianaTimezone?: string;
    moneyFormat?: string;
    /**
     * The shop's primary location in Shopify: its country, address and phone. Default: in Côte d'Ivoire, the
     * sandbox merchant's country, so its orders ship with the service by default (docs/decisions/085); no address.
     */
    location?: AddShopInput["location"] & { countryCode?: string };
  }): Promise<string>;
  stop(): Promise<void>;
};

/** How the demo and the benchmarks start the stack; tests take the defaults (free ports). */
export type StackOptions = {
  /** Fixed ports on 127.0.0.1 (the demo's 3000/4010/4020); 0 or absent = a free port. */
  ports?: { app?: number; sandbox?: number; shopify?: number };
  /** The sandbox's rate limit, window and webhook time scale (benchmarks shrink the minute). */
  sandbox?: Pick<SandboxOptions, "rateLimitPerMinute" | "rateWindowMs" | "timeScale">;
  /** Also append the app's output to this file. */
  appLogFile?: string;
  /** The app's TIME_SCALE: tests shrink its own delays (TEST_TIME_SCALE, the default); the demo and benchmarks run at 1. */
  timeScale?: number;
};

/**
 * The whole system for one test file, over real HTTP on 127.0.0.1: the delivery service's sandbox,
 * the Shopify stand-in and the real built app, on a database of its own of the kind `npm test` chose
 * (stack/stack-database.ts), or on the one given as DATABASE_URL (the demo, the benchmarks, tests of their own).
 */
export async function startStack(extraEnv: Record<string, string> = {}, options: StackOptions = {}): Promise<Stack> {
  const database = extraEnv.DATABASE_URL ? undefined : await createStackDatabase(testDatabaseUrl());
  // Small pools: three files at once, each with an app or two and the test's own client, share one PostgreSQL
  // server's 100 connections ("sorry, too many clients already" at the default 10 a pool).
  const env = database ? { DATABASE_POOL_MAX: TEST_POOL_MAX, ...extraEnv } : extraEnv;
  try {
    return await startStackOn(database?.url ?? extraEnv.DATABASE_URL, env, options, database?.drop);
  } catch (error) {
    await database?.drop();
    throw error;
  }
}

async function startStackOn(
  databaseUrl: string,
  extraEnv: Record<string, string>,
  options: StackOptions,
  dropDatabase: () => Promise<void> = async () => {},
): Promise<Stack> {
  const sandbox = await createSandbox({ ...options.sandbox, port: options.ports?.sandbox ?? 0 });
  const shopify = await createShopifyStandIn({
    port: options.ports?.shopify ?? 0,
    apiSecret: TEST_API_SECRET,
    apiKey: TEST_API_KEY,
  }).catch(async (error: unknown) => {
    await sandbox.close();
    throw error;
  });
  const env = {
    SHOPIFY_API_KEY: TEST_API_KEY,
    SHOPIFY_API_SECRET: TEST_API_SECRET,
    DELIVERY_API_URL: sandbox.url,
    ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    SHOPIFY_ADMIN_ORIGIN: shopify.url,
    TIME_SCALE: String(options.timeScale ?? TEST_TIME_SCALE),
    ...extraEnv,
    DATABASE_URL: databaseUrl,
  };
  const app = await startApp(env, { port: options.ports?.app, logFile: options.appLogFile }).catch(
    async (error: unknown) => {
      await Promise.all([sandbox.close(), shopify.close()]);
      throw error;
    },
  );
  shopify.setAppUrl(app.url);
  const db = createDb(env.DATABASE_URL, { poolMax: Number(extraEnv.DATABASE_POOL_MAX ?? 10) });
  const secrets = createSecretBox(env.ENCRYPTION_KEY);

  return {
    app,
    sandbox,
    shopify,
    db,
    secrets,
    env: { ...env, SHOPIFY_APP_URL: app.url },
    /** Installs the app on a new shop: the stand-in knows the shop, the app holds its offline session. */
    async installShop(options = {}) {
      const domain = options.domain ?? uniqueShopDomain(options.label);
      const accessToken = shopify.state.addShop({
        domain,
        scopes: DEFAULT_SCOPES.split(","),
        currency: options.currency,
        ianaTimezone: options.ianaTimezone,
        moneyFormat: options.moneyFormat,
        countryCode: options.location?.countryCode ?? SANDBOX_COUNTRY,
        location: options.location,
        plan: { carrierCalculatedShipping: options.carrierCalculatedShipping ?? true },
      });
      const session = new Session({
        id: `offline_${domain}`,
        shop: domain,
        state: "installed",
        isOnline: false,
        scope: DEFAULT_SCOPES,
        accessToken,
      });
      await db.session.create({
        data: {
          id: session.id,
          shop: domain,
          state: session.state,
          isOnline: false,
          scope: DEFAULT_SCOPES,
          accessToken: secrets.encrypt(accessToken),
        },
      });
      await recordInstall({ db, now: () => new Date() }, domain);
      return domain;
    },
    async stop() {
      await app.stop();
      await Promise.all([sandbox.close(), shopify.close()]);
      await db.$disconnect();
      await dropDatabase();
    },
  };
}
