import { afterAll, beforeAll } from "vitest";
import { sharedStack } from "../../stack/shared-stack";
import type { Stack } from "../../stack/stack";

/**
 * A test file's stack: started before its tests (by default the worker's shared stack, reset for the file) and
 * stopped after them (the shared one only when the worker ends). What it returns stands for the stack from the
 * file's first hook on, so the file reads `stack.app`, `stack.db`… as before; the file's own beforeAll hooks,
 * registered after this call, run after the start, and its afterAll hooks before the stop.
 */
export function useStack(start: () => Promise<Stack> = sharedStack): Stack {
  let started: Stack | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    await started?.stop();
  });
  const current = () => {
    if (!started) throw new Error("The stack starts in beforeAll: read it in a hook or a test.");
    return started;
  };
  return new Proxy({} as Stack, {
    get: (_, key) => Reflect.get(current(), key),
    // A file may replace a part (crash-recovery.test.ts restarts the app): on the stack itself, as before.
    set: (_, key, value) => Reflect.set(current(), key, value),
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(current(), key),
  });
}
