import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startStack, type Stack } from "./stack";

/*
 * One stack per test worker instead of one per file: the integration files that run the app with its default
 * settings share it (shops are isolated by unique domains). Each file still starts from a fresh sandbox
 * (reset: the service's keys, orders, webhooks, faults and account form as seeded). The shared app has a
 * database of its own (the run's database name + "_shared"): an app's workers take any job in their database,
 * so two apps pointed at different sandboxes and stand-ins must never share one (the other files' stacks use
 * the run's database, one at a time). The app's process is stopped when the worker ends; its pid is also left
 * under .data/stack-pids/<vitest's pid>/ for the integration project's teardown (test/support/global-setup.ts).
 */
const SHARED = Symbol.for("delivery-connect.shared-stack");
export const SHARED_STACK_PIDS = ".data/stack-pids";

export async function sharedStack(): Promise<Stack> {
  const holder = globalThis as { [SHARED]?: Promise<Stack> };
  holder[SHARED] ??= startSharedStack();
  const stack = await holder[SHARED];
  stack.sandbox.reset();
  // Stopped when the worker ends, not by each file's afterAll.
  return { ...stack, stop: async () => {} };
}

async function startSharedStack(): Promise<Stack> {
  // TEST_APP_LOG: a file the shared app's output is appended to, to read after a failure (no test reads it).
  const stack = await startStack({}, { appLogFile: process.env.TEST_APP_LOG });
  const pids = join(SHARED_STACK_PIDS, String(process.ppid));
  mkdirSync(pids, { recursive: true });
  writeFileSync(join(pids, String(stack.app.pid)), "");
  // The worker may end by a signal (vitest's pool stops its workers), which skips "exit" handlers.
  const stopApp = () => {
    if (stack.app.pid) process.kill(stack.app.pid, "SIGTERM");
  };
  process.once("exit", stopApp);
  for (const signal of ["SIGTERM", "SIGINT"] as const)
    process.once(signal, () => {
      stopApp();
      process.exit(1);
    });
  return stack;
}
