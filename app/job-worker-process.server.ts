import { fork, type ChildProcess } from "node:child_process";
import type { AppContext } from "~/app-context";
import { retryDelayMs } from "~/jobs";
import { answerBudgetTakes } from "~/shops";
import { scaledMs } from "~/time-scale";

/*
 * JOB_WORKERS=process (docs/decisions/088): the instance's jobs run in a process of their own beside the web
 * process, so a job's CPU and its database statements (on SQLite the driver runs them on the event loop) never hold
 * up an acknowledgement. The web process forks it and answers for it: it starts it again when it ends on its own,
 * tells it at once about the jobs the web process enqueues, answers its takes of the request budget on SQLite (which
 * lives in this process's memory; docs/decisions/094), and stops it, waiting for its running jobs, on SIGTERM.
 * The worker process ends at once when the web process is gone (job-worker.mjs): killed together, they leave their
 * running jobs to the next start, which takes them back at once (worker-identity.ts).
 */

/** The job work of one process (background-work.server.ts startJobWork), or the process that runs it. */
export type JobWork = {
  stop(): Promise<void>;
  /** Another process enqueued a job on this queue: look for it now. */
  wake(queue: string): void;
};

/** Subscribes to the jobs this process enqueues; returns the unsubscribe. */
export type EnqueueListener = (listener: (queue: string) => void) => () => void;

/** A worker process that ended on its own starts again after 1 s, doubling to 30 s (1 s again after a minute up). */
const RESTART_BACKOFF = { initialMs: 1_000, maxMs: 30_000 };
const HEALTHY_RUN_MS = 60_000;

export type WakeMessage = { wake: string };

/** The job worker process, forked with this process's environment and Node options; its output goes where ours goes. */
function forkJobWorker(script: string): ChildProcess {
  return fork(script, [], { stdio: "inherit" });
}

/**
 * Answers for the job worker process: `first` when server.mjs forked it already (so that its start overlaps the web
 * process's), else one forked now.
 */
export function startJobWorkerProcess(
  ctx: AppContext,
  script: string,
  { onEnqueued, first }: { onEnqueued?: EnqueueListener; first?: ChildProcess } = {},
): JobWork {
  let child: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;
  let restartTimer: NodeJS.Timeout | undefined;

  const start = (forked?: ChildProcess) => {
    const startedAt = Date.now();
    const started = forked ?? forkJobWorker(script);
    child = started;
    answerBudgetTakes(started, ctx.budgetStore);
    ctx.logger.info({ pid: started.pid }, "job worker process started");
    started.once("exit", (code, signal) => {
      child = undefined;
      if (stopping) return;
      restarts = Date.now() - startedAt >= HEALTHY_RUN_MS ? 1 : restarts + 1;
      const retryInMs = scaledMs(retryDelayMs(restarts, RESTART_BACKOFF), ctx.env.TIME_SCALE, 1_000);
      ctx.logger.error({ code, signal, retryInMs }, "the job worker process ended; starting it again");
      restartTimer = setTimeout(start, retryInMs);
    });
  };
  start(first);

  // One message per queue per turn of the event loop, not one per enqueue: a burst of webhooks answered in the same
  // turn wakes the worker once (each message is a serialisation and a write on the IPC pipe; docs/decisions/097).
  const waking = new Set<string>();
  const sendWakes = () => {
    for (const queue of waking) {
      // A message lost to a process that is ending costs nothing: the next one polls the queue when it starts.
      if (child?.connected) child.send({ wake: queue } satisfies WakeMessage, () => undefined);
    }
    waking.clear();
  };
  const wake = (queue: string) => {
    if (waking.size === 0) setImmediate(sendWakes);
    waking.add(queue);
  };
  const unsubscribe = onEnqueued?.(wake);
  return {
    wake,
    async stop() {
      stopping = true;
      clearTimeout(restartTimer);
      unsubscribe?.();
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once("exit", resolve));
      running.kill("SIGTERM");
      await exited;
    },
  };
}
