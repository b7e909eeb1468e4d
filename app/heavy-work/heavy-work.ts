/** What domain code may do with the heavy-work pool: run a task of its own off the event loop (pool.server.ts). */
export type HeavyWork = {
  /**
   * Runs the default export of `module` (a path from the project's root, ending in `.task.ts`) on `input` in a worker
   * thread. Rejects with HeavyWorkBusyError, at once, when the pool's queue is full. An aborted `signal` (the
   * request's: its client went away) takes the task out of the queue, or stops its thread.
   */
  run<Input, Output>(module: string, input: Input, signal?: AbortSignal): Promise<Output>;
  stats(): HeavyWorkStats;
};

export type HeavyWorkStats = {
  /** Worker threads alive now (0 when idle long enough: their memory is given back). */
  threads: number;
  maxThreads: number;
  /** Tasks running in a thread now. */
  running: number;
  /** Tasks waiting for a thread, and the bound beyond which a task is refused. */
  queued: number;
  maxQueue: number;
  completed: number;
  /** Tasks refused because the queue was full, since the start. */
  refused: number;
};
