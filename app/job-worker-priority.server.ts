import { getPriority, setPriority } from "node:os";
import type { AppContext } from "~/app-context";

/*
 * Kept apart from job-worker-process.server.ts, which starts the process and imports the job machinery, so that this
 * imports nothing else: its test runs it in child processes of their own, each compiling what it imports.
 */

/**
 * Run in the job worker process as it starts: its niceness raised to JOB_WORKER_NICENESS (docs/decisions/106), so that
 * on cores it shares with its web process the kernel runs an acknowledgement, which Shopify and the service wait for,
 * before a job, which waits in its queue anyway. Never lowered (that needs privileges), and a refusal only logged.
 */
export function lowerJobWorkerPriority(ctx: Pick<AppContext, "env" | "logger">): void {
  const wanted = ctx.env.JOB_WORKER_NICENESS;
  try {
    const current = getPriority(0);
    if (wanted > current) setPriority(0, wanted);
    ctx.logger.info({ niceness: Math.max(current, wanted) }, "job worker process priority set");
  } catch (error) {
    ctx.logger.warn(
      { err: (error as Error).message, niceness: wanted },
      "could not lower the job worker process's priority",
    );
  }
}
