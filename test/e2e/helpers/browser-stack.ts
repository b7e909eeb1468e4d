import { startStack, type Stack } from "../../helpers/stack";
import { openBrowser, type Browser } from "./browser";

/**
 * The stack and the browser a browser-test file needs. If the browser cannot start (no Chromium),
 * the stack already started is stopped before the error goes on, so no app process outlives the run.
 */
export async function startBrowserStack(env: Record<string, string> = {}): Promise<{ stack: Stack; browser: Browser }> {
  const stack = await startStack(env);
  try {
    return { stack, browser: await openBrowser() };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}
