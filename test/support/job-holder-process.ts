import { z } from "zod";
import { createJobQueue } from "~/jobs/create-job-queue.server";
import { defineJob } from "~/jobs/define-job";
import { createJobRegistry } from "~/jobs/registry.server";
import { jobQueueContext } from "./job-queue-context";

/*
 * Another process of this machine that holds a job: it works the queue named argv[2] with a lease of argv[3] ms,
 * tells its parent {running: <payload n>} once the job runs, and never finishes it. The parent kills it (SIGKILL)
 * to leave the job running under a process that is gone (test/integration/jobs-queue.test.ts).
 */
const [name, leaseMs] = [process.argv[2], Number(process.argv[3])];
const holding = defineJob({
  name,
  version: 1,
  payload: z.object({ n: z.number().int() }),
  handler: async ({ n }) => {
    process.send!({ running: n });
    await new Promise(() => undefined);
  },
});
const queue = createJobQueue<Record<string, unknown>>(jobQueueContext(), {
  pollIntervalMs: 20,
  leaseMs,
  registry: createJobRegistry([holding]),
});
await queue.start();
process.send!({ started: true });
