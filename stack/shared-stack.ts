import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startStack, type Stack } from "./stack";

/*
 * One stack per test worker instead of one per file: the integration files that run the app with its default
 * settings share it (shops are isolated by unique domains). Each file still starts from a fresh sandbox
 * (reset: the service's keys, orders, webhooks, faults and account form as seeded). The app's process is
 * stopped when the worker ends; its pid is also left under .data/stack-pids/<vitest's pid>/ for the
 * integration project's teardown (test/support/global-setup.ts), in case the worker is killed.
 */
const SHARED = Symbol.for("delivery-connect.shared-stack");

export async function sharedStack(): Promise<Stack> {
  const holder = globalThis as { [SHARED]?: Promise<Stack> };
  holder[SHARED] ??= startStack().then((stack) => {
    const pidFile = join(SHARED_STACK_PIDS, String(process.ppid), String(stack.app.pid));
    mkdirSync(join(SHARED_STACK_PIDS, String(process.ppid)), { recursive: true });
    writeFileSync(pidFile, "");
    process.once("exit", () => {
      if (stack.app.pid) process.kill(stack.app.pid, "SIGTERM");
      rmSync(pidFile, { force: true });
    });
    return stack;
  });
  const stack = await holder[SHARED];
  stack.sandbox.reset();
  // Stopped when the worker ends, not by each file's afterAll.
  return { ...stack, stop: async () => {} };
}

export const SHARED_STACK_PIDS = ".data/stack-pids";
