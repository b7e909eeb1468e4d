import { afterAll, beforeAll } from "vitest";
import { sharedStack } from "../../../stack/shared-stack";
import { startStack, type Stack } from "../../../stack/stack";
import { openBrowser, type Browser } from "./browser";

/**
 * The stack and the browser a browser-test file needs: the worker's shared stack (stack/shared-stack.ts) when the
 * app runs with its default settings, a stack of the file's own when it needs settings of its own. If the browser
 * cannot start (no Chromium), the stack is stopped before the error goes on, so no app process outlives the run.
 */
export async function startBrowserStack(env: Record<string, string> = {}): Promise<{ stack: Stack; browser: Browser }> {
  const stack = Object.keys(env).length === 0 ? await sharedStack() : await startStack(env);
  try {
    return { stack, browser: await openBrowser() };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

/**
 * A browser-test file's stack and browser: started before its tests, handed to `take`, and both
 * stopped after them. `useBrowserStack((started) => ({ stack, browser } = started));`
 */
export function useBrowserStack(
  take: (started: { stack: Stack; browser: Browser }) => void,
  env: Record<string, string> = {},
) {
  let started: { stack: Stack; browser: Browser } | undefined;
  beforeAll(async () => {
    started = await startBrowserStack(env);
    take(started);
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.stack.stop();
  });
}
