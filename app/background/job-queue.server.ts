import { getAppContext } from "~/context.server";
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
  if (queue) return queue;
  registerJobs([...ordersJobs, ...trackingJobs, ...flowJobs]);
  const ctx = getAppContext();
  // Under TIME_SCALE (tests) the lease shrinks too, but stays long enough to outlive a late renewal on a busy machine.
  const leaseMs = scaledMs(ctx.env.JOB_LEASE_MS, ctx.env.TIME_SCALE, MIN_SCALED_LEASE_MS);
  queue = createJobQueue(ctx, { leaseMs, concurrency: ctx.env.JOB_CONCURRENCY });
  return queue;
}

/** For short-lived processes (the CLI): stop the queue if this process opened it, so it can exit. */
export async function closeJobQueue() {
  if (!queue) return;
  const opened = queue;
  queue = undefined;
  await opened.stop({ timeoutMs: 5_000 });
}
