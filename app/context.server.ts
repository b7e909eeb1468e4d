import pino from "pino";
import { createDb } from "./db.server";
import { getEnv, type Env } from "./env.server";
import { createLogger, type Logger } from "./logger.server";
import { createSecretBox } from "./secrets/encryption.server";
import type { AppContext, JobEnqueuer } from "./app-context";
import { createShopifyAdminAccess, type ShopifyAdminAccess } from "./shopify/admin-graphql.server";
import { budgetStoreFor } from "./shops/request-budget-store.server";

/*
 * The composition root: everything a request, a job or a CLI command needs, built once per process
 * from the validated environment and passed down as plain arguments. Domain code never fetches a
 * service itself: it gets the job queue and Shopify's Admin API from here, so a test can hand it its own.
 */
/**
 * A context for the given environment: the database, logger, secrets and budget it names, with the job
 * queue and Shopify access the caller wires in (the process's own in getAppContext, a CLI run's own in
 * app/cli/cli-context.server.ts).
 */
export function createAppContext(
  env: Env,
  wiring: { logger: Logger; jobs: JobEnqueuer; shopifyAdmin: ShopifyAdminAccess },
): AppContext {
  const db = createDb(env.DATABASE_URL, { poolMax: env.DATABASE_POOL_MAX });
  return {
    env,
    db,
    logger: wiring.logger,
    secrets: createSecretBox(env.ENCRYPTION_KEY, env.ENCRYPTION_KEYS_PREVIOUS.split(",")),
    budgetStore: budgetStoreFor(db, env.DATABASE_URL, env.DELIVERY_API_URL),
    jobs: wiring.jobs,
    shopifyAdmin: wiring.shopifyAdmin,
    now: () => new Date(),
  };
}

let context: AppContext | undefined;

export function getAppContext(): AppContext {
  if (context) return context;
  const env = getEnv();
  context = createAppContext(env, {
    logger: createLogger(env.LOG_LEVEL, env.LOG_STREAM === "stderr" ? pino.destination(2) : undefined),
    // Bound at first use: the queue's job definitions and the Shopify app object are themselves built
    // from this context, so importing them here would run their construction before it exists.
    jobs: {
      enqueue: async (...args) => (await import("./background/job-queue.server")).getJobQueue().enqueue(...args),
    },
    shopifyAdmin: createShopifyAdminAccess(async (shopDomain) =>
      (await import("./shopify.server")).unauthenticated.admin(shopDomain),
    ),
  });
  return context;
}
