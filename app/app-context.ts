import type { RequestBudgetStore } from "./delivery";
import type { Db } from "./db.server";
import type { Env } from "./env.server";
import type { HeavyWork } from "./heavy-work/heavy-work";
import type { JobQueue, QueueStats } from "./jobs/job-queue";
import type { Logger } from "./logger.server";
import type { SecretBox } from "./secrets/encryption.server";
import type { ShopifyAdminAccess } from "./shopify/admin-graphql.server";

/*
 * What a request, a job or a CLI command is handed: the types only, in a leaf that imports nothing but the types
 * of leaves, so domain code names them without reaching the composition root that builds them
 * (app/context.server.ts, docs/decisions/050).
 */

/** What domain code may do with the job queue: add work. Starting and stopping workers is the wiring's. */
export type JobEnqueuer = Pick<JobQueue, "enqueue" | "enqueueWith">;

export type AppContext = {
  env: Env;
  db: Db;
  logger: Logger;
  secrets: SecretBox;
  /** The delivery service's per-key request budget (spec §8): shared by every process on PostgreSQL, per process on SQLite. */
  budgetStore: RequestBudgetStore;
  /** The job queue of the process (or of the CLI run), for enqueueing: the one way to add work. */
  jobs: JobEnqueuer;
  /** Each shop's Admin GraphQL API through its offline session (one gateway: app/shopify). */
  shopifyAdmin: ShopifyAdminAccess;
  /** Worker threads for CPU-heavy work (label PDFs, CSV exports, long reports), bounded (docs/decisions/069). */
  heavyWork: HeavyWork;
  now: () => Date;
};

/** What a job's handler gets: the app's context (its `jobs` the queue running the job), plus which job and attempt this is. */
export type JobContext = AppContext & {
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the job runs past its lease or the app shuts down: pass it to fetch and the like. */
  signal: AbortSignal;
};

/*
 * What Remix hands every loader and action as `context` (server.mjs's getLoadContext; vite.config.ts's under
 * `remix vite:dev`): routes read `context.app` and never look the context up.
 */
declare module "@remix-run/node" {
  interface AppLoadContext {
    app: AppContext;
    /** The job queue's counts, for /metrics. */
    jobStats(): Promise<QueueStats[]>;
  }
}
