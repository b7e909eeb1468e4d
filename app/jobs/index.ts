/**
 * The job queue (PostgreSQL with pg-boss, SQLite with Prisma): defining, enqueueing and running jobs, with retries
 * and backoff.
 * The front door of app/jobs (docs/decisions/052): what other folders use. A module here is imported from another
 * folder only through this file.
 */
export { retryDelayMs, type Backoff } from "./backoff";
export { createJobQueue } from "./create-job-queue.server";
export { defineIdJob, defineJob } from "./define-job";
export { PermanentJobError } from "./errors";
export type { JobQueue, QueueStats } from "./job-queue";
export { createJobRegistry, type JobRegistry } from "./registry.server";
export { isOrphanedClaim, processClaim } from "./worker-identity";
