import { getAppContext, type AppContext } from "~/context.server";
import { flowJobs } from "~/flow/send-flow-triggers.server";
import { createJobQueue } from "~/jobs/create-job-queue.server";
import type { JobQueue } from "~/jobs/job-queue";
import { registerJobs } from "~/jobs/registry.server";
import { ordersJobs } from "~/orders/jobs.server";
import { trackingJobs } from "~/tracking/jobs.server";
import { scaledMs } from "~/time-scale";

const MIN_SCALED_LEASE_MS = 2_000;

/*
 * The process's job queue, with every job the app defines registered. Routes and the CLI enqueue
 * through it; workers run only where startBackgroundWork starts them (JOB_WORKERS=on).
 */
let queue: JobQueue | undefined;

export function getJobQueue(): JobQueue {
  queue ??= createAppJobQueue(getAppContext());
  return queue;
}

/** A job queue for the given context with every job the app defines (a CLI run opens its own). */
export function createAppJobQueue(ctx: AppContext): JobQueue {
  registerJobs([...ordersJobs, ...trackingJobs, ...flowJobs]);
  // Under TIME_SCALE (tests) the lease shrinks too, but stays long enough to outlive a late renewal on a busy machine.
  const leaseMs = scaledMs(ctx.env.JOB_LEASE_MS, ctx.env.TIME_SCALE, MIN_SCALED_LEASE_MS);
  return createJobQueue(ctx, { leaseMs, concurrency: ctx.env.JOB_CONCURRENCY });
}

/** For short-lived processes (the CLI): stop the queue if this process opened it, so it can exit. */
export async function closeJobQueue() {
  if (!queue) return;
  const opened = queue;
  queue = undefined;
  await opened.stop({ timeoutMs: 5_000 });
}
