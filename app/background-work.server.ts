import type { ChildProcess } from "node:child_process";
import { flushCheckoutStats, flushCheckoutPromises } from "~/checkout";
import type { AppContext } from "~/app-context";
import { retryDelayMs, type Backoff, type JobQueue } from "~/jobs";
import { scheduleReconciliation } from "~/orders";
import { refreshCarrierCallbacks } from "~/shops";
import { purgePersonalData, PURGE_INTERVAL_MS, purgeWebhookReceipts } from "~/compliance";
import { scaledMs } from "~/time-scale";
import { startJobWorkerProcess, type EnqueueListener, type JobWork } from "./job-worker-process.server";

export const CHECKOUT_STATS_FLUSH_MS = 2_000;
export const RECONCILE_SCHEDULE_MS = 60_000;

export type BackgroundWork = { stop(): Promise<void> };

/** Where the web process's job work runs (docs/decisions/088): this process, a job worker process, or none. */
export type BackgroundWorkOptions = {
  /**
   * The job worker process's script (job-worker.mjs), given by server.mjs. JOB_WORKERS=process runs the jobs there;
   * without a script (`shopify app dev`, where Vite builds the app in this process) they run here, as with "on".
   */
  jobWorkerScript?: string;
  /** The job worker process, when server.mjs forked it before loading the build (its start overlaps this one's). */
  jobWorker?: ChildProcess;
  /** Calls back after each job this process enqueues, so that the job worker process looks at once. */
  onEnqueued?: EnqueueListener;
};

/**
 * Everything the app does outside requests, started by server.mjs next to the web server: checkout statistics are
 * flushed to the database; carrier services follow SHOPIFY_APP_URL. The job work (workers, reconciliation schedule,
 * purge: startJobWork) runs in a job worker process of its own with JOB_WORKERS=process (the default), in this
 * process with "on", nowhere with "off". `queue` is the one ctx.jobs enqueues on (context.server.ts).
 */
export async function startBackgroundWork(
  ctx: AppContext,
  queue: JobQueue,
  options: BackgroundWorkOptions = {},
): Promise<BackgroundWork> {
  const flush = async () => {
    const [stats, promises] = await Promise.allSettled([flushCheckoutStats(ctx), flushCheckoutPromises(ctx)]);
    if (stats.status === "rejected") ctx.logger.error({ err: stats.reason }, "checkout stats flush failed");
    // The dates shown at checkout (docs/decisions/047); what fails stays noted for the next tick.
    if (promises.status === "rejected")
      ctx.logger.warn({ err: promises.reason }, "the dates shown at checkout could not be recorded yet");
    return stats.status === "fulfilled" && promises.status === "fulfilled";
  };
  const timer = setInterval(backingOff(flush), every(ctx, CHECKOUT_STATS_FLUSH_MS));
  const mode = ctx.env.JOB_WORKERS === "process" && !options.jobWorkerScript ? "on" : ctx.env.JOB_WORKERS;
  const jobs: JobWork | undefined =
    mode === "on"
      ? await startJobWork(ctx, queue)
      : mode === "process"
        ? startJobWorkerProcess(ctx, options.jobWorkerScript!, {
            onEnqueued: options.onEnqueued,
            first: options.jobWorker,
          })
        : undefined;
  // Where this process only enqueues, its queue is set up now rather than by its first webhooks (on PostgreSQL about
  // 100 ms for the first of them, docs/decisions/120). A failure is only logged: the first enqueue tries again.
  if (mode !== "on") {
    void queue.prepare().catch((error) => ctx.logger.warn({ err: error }, "the job queue could not be set up yet"));
  }
  // A new SHOPIFY_APP_URL (a new tunnel under `shopify app dev`): point every carrier service at it.
  // Not awaited: the app serves meanwhile, and a shop Shopify refuses is recorded for its merchant.
  void refreshCarrierCallbacks(ctx).catch((error) =>
    ctx.logger.error({ err: error }, "carrier service callback refresh failed"),
  );
  ctx.logger.info({ jobWorkers: mode }, "background work started");
  return {
    async stop() {
      clearInterval(timer);
      await jobs?.stop();
      await flush();
    },
  };
}

/** At least a second apart under TIME_SCALE: an idle test app must not spend its CPU on timers. */
const every = (ctx: AppContext, productionMs: number) => scaledMs(productionMs, ctx.env.TIME_SCALE, 1_000);

/**
 * The job workers of this process with what is scheduled beside them: each shop's reconciliation, and the hourly
 * purge. Run by the web process (JOB_WORKERS=on) or by the job worker process (job-worker.mjs).
 */
export async function startJobWork(ctx: AppContext, queue: JobQueue): Promise<JobWork> {
  const workers = await startWorkers(ctx, queue);
  const schedule = () =>
    scheduleReconciliation(ctx).catch((error) => ctx.logger.error({ err: error }, "reconciliation scheduling failed"));
  // Personal data of orders that ended (and exports made) PERSONAL_DATA_RETENTION_DAYS ago, and
  // webhook receipts past WEBHOOK_RECEIPT_RETENTION_DAYS: erased now, then hourly.
  const purge = () =>
    purgePersonalData(ctx)
      .then(
        ({ purged, exportsErased }) =>
          (purged > 0 || exportsErased > 0) &&
          ctx.logger.info({ purged, exportsErased }, "personal data of ended orders erased"),
      )
      .then(() => purgeWebhookReceipts(ctx))
      .then((deleted) => ctx.logger.debug(deleted, "old webhook receipts deleted"))
      .catch((error) => ctx.logger.error({ err: error }, "personal data purge failed"));
  void purge();
  const timers = [
    setInterval(schedule, every(ctx, RECONCILE_SCHEDULE_MS)),
    setInterval(purge, every(ctx, PURGE_INTERVAL_MS)),
  ];
  return {
    async stop() {
      timers.forEach(clearInterval);
      workers.cancel();
      await queue.stop();
    },
    wake: (name) => queue.wake(name),
  };
}

/** A failing tick skips at most this many ticks before it tries again. */
export const MAX_SKIPPED_TICKS = 31;

/**
 * A periodic write that failed is tried again after 1, 3, 7… skipped ticks (at most MAX_SKIPPED_TICKS), and at every
 * tick again once it succeeds. On SQLite a locked database (a backup, a stuck CLI) holds the whole process for its
 * busy timeout at each try: at a try every tick, the webhooks of that time waited behind ten-second tries one after
 * the other (database-outage, 2026-11-27). What failed stays noted and goes with the next try that succeeds.
 */
export function backingOff(work: () => Promise<boolean>): () => Promise<void> {
  let failures = 0;
  let skip = 0;
  let running = false;
  return async () => {
    if (running) return;
    if (skip > 0) {
      skip--;
      return;
    }
    running = true;
    try {
      const ok = await work();
      failures = ok ? 0 : failures + 1;
      skip = ok ? 0 : Math.min(MAX_SKIPPED_TICKS, 2 ** failures - 1);
    } finally {
      running = false;
    }
  };
}

/** The waits between two tries at starting the job workers while the database is away: 1 s, doubling, up to 30 s. */
export const WORKER_START_BACKOFF: Backoff = { initialMs: 1_000, maxMs: 30_000 };

type Workers = { cancel(): void };

/**
 * The job workers, tried again until they start. On PostgreSQL starting them reads and writes the database (pg-boss's
 * tables and queues): a database that goes away meanwhile (a failover while an instance boots) must not end the
 * process, whose web server answers webhooks 5xx until the database is back, so that their senders retry them.
 * Resolves after the first try either way; later tries wait as WORKER_START_BACKOFF says, with the job runner's jitter.
 */
async function startWorkers(ctx: AppContext, queue: JobQueue): Promise<Workers> {
  let cancelled = false;
  let timer: NodeJS.Timeout | undefined;
  const attempt = async (tries: number) => {
    try {
      await queue.start();
      ctx.logger.info({ tries }, "job workers started");
    } catch (error) {
      if (cancelled) return;
      // The job runner's own curve (jitter spreads instances that restart together), at least a second apart.
      const retryInMs = scaledMs(retryDelayMs(tries, WORKER_START_BACKOFF), ctx.env.TIME_SCALE, 1_000);
      ctx.logger.error({ err: error, tries, retryInMs }, "job workers could not start; trying again");
      timer = setTimeout(() => void attempt(tries + 1), retryInMs);
    }
  };
  await attempt(1);
  return {
    cancel() {
      cancelled = true;
      clearTimeout(timer);
    },
  };
}
