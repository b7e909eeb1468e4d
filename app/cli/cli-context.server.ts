import type { AppContext } from "~/app-context";
import { wireApp } from "~/context.server";
import type { Env } from "~/env.server";
import type { Logger } from "~/logger.server";

/**
 * One CLI run's own context, built from the environment it was given (not the process's): the job queue
 * and Shopify's app object are opened only if a command needs them, and close() ends both, so the run
 * can end. `npm run cli` and the tests (in-process, stack/cli.ts) run commands through it alike.
 */
export function openCliContext(env: Env, logger: Logger): { ctx: AppContext; close(): Promise<void> } {
  const { ctx, close } = wireApp(env, logger);
  return { ctx, close };
}
