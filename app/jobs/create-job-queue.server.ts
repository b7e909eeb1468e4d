import type { AppContext } from "~/app-context";
import { isPostgresUrl } from "~/db.server";
import type { JobPayloads, JobQueue } from "./job-queue";
import { createPgBossJobQueue } from "./pg-boss-queue.server";
import { createPrismaJobQueue } from "./prisma-queue.server";
import { resolveSettings, type JobQueueOptions } from "./queue-settings";

/**
 * The app's job queue, chosen by DATABASE_URL: pg-boss on PostgreSQL (several instances, each job
 * fetched by one of them), rows in the Job table on SQLite (one process; claims stay exclusive even
 * if two processes share the file). Both run the same definitions with the same retry curve.
 * Call start() only where workers should run (JOB_WORKERS=on, or the job worker process); enqueue works either way.
 */
export function createJobQueue<Payloads extends object = JobPayloads>(
  ctx: AppContext,
  options: JobQueueOptions,
): JobQueue<Payloads> {
  const settings = resolveSettings({ timeScale: ctx.env.TIME_SCALE, ...options });
  const queue = isPostgresUrl(ctx.env.DATABASE_URL)
    ? createPgBossJobQueue(ctx, settings)
    : createPrismaJobQueue(ctx, settings);
  return queue as unknown as JobQueue<Payloads>;
}
