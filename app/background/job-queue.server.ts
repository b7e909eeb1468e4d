import { getAppContext } from "~/context.server";
import { flowJobs } from "~/flow/send-flow-triggers.server";
import { createJobQueue } from "~/jobs/create-job-queue.server";
import type { JobQueue } from "~/jobs/job-queue";
import { registerJobs } from "~/jobs/registry.server";
import { ordersJobs } from "~/orders/jobs.server";
import { trackingJobs } from "~/tracking/jobs.server";

/*
 * The process's job queue, with every job the app defines registered. Routes and the CLI enqueue
 * through it; workers run only where startBackgroundWork starts them (JOB_WORKERS=on).
 */
let queue: JobQueue | undefined;

export function getJobQueue(): JobQueue {
  if (queue) return queue;
  registerJobs([...ordersJobs, ...trackingJobs, ...flowJobs]);
  const ctx = getAppContext();
  queue = createJobQueue(ctx, { leaseMs: ctx.env.JOB_LEASE_MS, concurrency: ctx.env.JOB_CONCURRENCY });
  return queue;
}

/** For short-lived processes (the CLI): stop the queue if this process opened it, so it can exit. */
export async function closeJobQueue() {
  if (!queue) return;
  const opened = queue;
  queue = undefined;
  await opened.stop({ timeoutMs: 5_000 });
}
