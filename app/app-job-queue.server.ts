import type { AppContext } from "~/app-context";
import { flowJobs } from "~/flow";
import { createJobQueue, createJobRegistry, type JobQueue } from "~/jobs";
import { ordersJobs } from "~/orders";
import { trackingJobs } from "~/tracking";

/*
 * The app's job queue, with every job the app defines registered. The composition root (context.server.ts) opens
 * one per process or CLI run; routes and the CLI enqueue through ctx.jobs, workers run only where
 * startBackgroundWork starts them (JOB_WORKERS=on, or the job worker process with JOB_WORKERS=process).
 */

/** A job queue for the given context with every job the app defines. */
export function createAppJobQueue(ctx: AppContext): JobQueue {
  const registry = createJobRegistry([...ordersJobs, ...trackingJobs, ...flowJobs]);
  // The lease is not scaled by TIME_SCALE: it guards against a worker stalled on a busy machine, which a test
  // machine is too (a 2 s lease expired under load and a running job was taken over and run twice).
  return createJobQueue(ctx, { registry, leaseMs: ctx.env.JOB_LEASE_MS, concurrency: ctx.env.JOB_CONCURRENCY });
}
