import pino from "pino";
import type { AppLoadContext } from "@remix-run/node";
import type { AppContext, JobEnqueuer } from "./app-context";
import { createAppJobQueue } from "./app-job-queue.server";
import { createDb } from "./db.server";
import { getEnv, type Env } from "./env.server";
import type { JobQueue } from "~/jobs";
import { createLogger, type Logger } from "./logger.server";
import { createSecretBox } from "~/secrets";
import { cachedOfflineAdmin, createShopifyAdminAccess, type ShopifyAdminAccess } from "~/shopify";
import { createShopifyApp, budgetStoreFor, type BudgetChannel } from "~/shops";
import { createHeavyWork, type HeavyWorkPool } from "~/heavy-work";
import { scaledMs } from "./time-scale";

/** An idle worker thread of the heavy-work pool stops after this long, giving its memory back. */
const HEAVY_WORK_IDLE_MS = 30_000;

/*
 * The composition root (docs/decisions/050): the context, the job queue and Shopify's app object, built once per
 * process (or per CLI run) from the validated environment and handed down as plain arguments: to routes through
 * Remix's load context (entry.server.tsx's getLoadContext, given by server.mjs, and by vite.config.ts under
 * `remix vite:dev`), to jobs through their JobContext, to the CLI through its own run. Nothing else looks them up.
 */

/** What the caller wires into a context beside what the environment names. */
type ContextWiring = {
  logger: Logger;
  jobs: JobEnqueuer;
  shopifyAdmin: ShopifyAdminAccess;
  heavyWork?: HeavyWorkPool;
  /** The job worker process's channel to its web process, whose request budget it takes from on SQLite. */
  webProcess?: BudgetChannel;
};

/**
 * A context for the given environment: the database, logger, secrets and budget it names, with the job
 * queue and Shopify access the caller wires in (wireApp's own; a test's).
 */
export function createAppContext(env: Env, wiring: ContextWiring): AppContext {
  const db = createDb(env.DATABASE_URL, { poolMax: env.DATABASE_POOL_MAX });
  return {
    env,
    db,
    logger: wiring.logger,
    secrets: createSecretBox(env.ENCRYPTION_KEY, env.ENCRYPTION_KEYS_PREVIOUS.split(",")),
    budgetStore: budgetStoreFor(db, env.DATABASE_URL, env.DELIVERY_API_URL, wiring.webProcess),
    jobs: wiring.jobs,
    shopifyAdmin: wiring.shopifyAdmin,
    heavyWork: wiring.heavyWork ?? heavyWorkPool(env),
    now: () => new Date(),
  };
}

/** The process's pool of worker threads for heavy work (docs/decisions/069); no thread starts before a task. */
export function heavyWorkPool(env: Env): HeavyWorkPool {
  return createHeavyWork({
    threads: env.HEAVY_WORK_THREADS,
    queue: env.HEAVY_WORK_QUEUE,
    idleMs: scaledMs(HEAVY_WORK_IDLE_MS, env.TIME_SCALE, 100),
  });
}

export type ShopifyApp = ReturnType<typeof createShopifyApp>;

/**
 * What a request's edge needs of Shopify's app object: the routes' authentication (embedded admin pages, the admin
 * extensions, the app proxy, OAuth), the login step and the document headers. Handed down on the load context.
 */
export type ShopifyEdge = Pick<ShopifyApp["shopify"], "authenticate" | "login" | "addDocumentResponseHeaders">;

/*
 * Remix's load context also carries the Shopify app object's edge (the rest is declared in app-context.ts, the
 * leaf: this type is built from the app object, which the leaf may not import). Routes read `context.shopify`.
 */
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Shopify's app object, built at first use (a CLI run or an import must not open its session storage). */
    readonly shopify: ShopifyEdge;
  }
}

export type AppWiring = {
  ctx: AppContext;
  /** The queue with every job the app defines, opened at first use: ctx.jobs enqueues on it. */
  jobQueue(): JobQueue;
  /** Shopify's app object (authentication, sessions), built at first use: ctx.shopifyAdmin goes through it. */
  shopifyApp(): ShopifyApp;
  /** What Remix hands every loader and action as `context` (app-context.ts declares it). */
  loadContext: AppLoadContext;
  /** Calls `listener` with the queue's name after each job enqueued through ctx.jobs; returns the unsubscribe. */
  onEnqueued(listener: (queue: string) => void): () => void;
  /** Stops the queue if it was opened and closes the database, so a short-lived run (the CLI) can end. */
  close(): Promise<void>;
};

/** Everything the app needs for one environment, wired together once: the queue and Shopify's app are this context's. */
export function wireApp(env: Env, logger: Logger, { webProcess }: { webProcess?: BudgetChannel } = {}): AppWiring {
  let queue: JobQueue | undefined;
  let shopify: ShopifyApp | undefined;
  // Bound at first use: both are built from the context they serve.
  const jobQueue = () => (queue ??= createAppJobQueue(ctx));
  // Each job's Shopify call reuses the shop's session for a while (decision 095); a session stored or deleted here drops them.
  const offlineAdmin = cachedOfflineAdmin(async (shopDomain) => shopifyApp().shopify.unauthenticated.admin(shopDomain));
  const shopifyApp = () => (shopify ??= createShopifyApp(ctx, () => offlineAdmin.forget()));
  const heavyWork = heavyWorkPool(env);
  const enqueueListeners = new Set<(queue: string) => void>();
  const ctx = createAppContext(env, {
    heavyWork,
    logger,
    webProcess,
    jobs: {
      enqueue: async (...args) => {
        const result = await jobQueue().enqueue(...args);
        if (!result.deduplicated) for (const listener of enqueueListeners) listener(args[0]);
        return result;
      },
      enqueueWith: async (...args) => {
        const result = await jobQueue().enqueueWith(...args);
        if (result.queued) for (const listener of enqueueListeners) listener(args[2]);
        return result;
      },
    },
    shopifyAdmin: createShopifyAdminAccess(offlineAdmin),
  });
  return {
    ctx,
    jobQueue,
    shopifyApp,
    loadContext: {
      app: ctx,
      jobStats: () => jobQueue().stats(),
      get shopify() {
        return shopifyApp().shopify;
      },
    },
    onEnqueued(listener) {
      enqueueListeners.add(listener);
      return () => enqueueListeners.delete(listener);
    },
    async close() {
      await queue?.stop({ timeoutMs: 5_000 });
      await heavyWork.close();
      await ctx.db.$disconnect();
    },
  };
}

let processWired: AppWiring | undefined;

/**
 * Set by job-worker.mjs before it loads the build, whose entry wires the process as it loads: in the job worker
 * process, the IPC channel to its web process, whose request budget it shares on SQLite (docs/decisions/094).
 * Unset in the web process and the CLI.
 */
const jobWorkerProcess = globalThis as { deliveryConnectWebProcess?: BudgetChannel };

/**
 * The web process's wiring, from its own environment, built at the first call. Called by the wiring only:
 * entry.server.tsx, which hands it to server.mjs, Remix (routes authenticate through `context.shopify`) and the
 * background work (test/contract/import-graph.test.ts checks it).
 */
export function processWiring(): AppWiring {
  if (processWired) return processWired;
  const env = getEnv();
  const logger = createLogger(env.LOG_LEVEL, env.LOG_STREAM === "stderr" ? pino.destination(2) : undefined);
  processWired = wireApp(env, logger, { webProcess: jobWorkerProcess.deliveryConnectWebProcess });
  return processWired;
}
