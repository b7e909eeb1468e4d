import { createAppJobQueue } from "~/background/job-queue.server";
import type { AppContext } from "~/app-context";
import { createAppContext } from "~/context.server";
import type { Env } from "~/env.server";
import type { JobQueue } from "~/jobs/job-queue";
import type { Logger } from "~/logger.server";
import { createShopifyAdminAccess } from "~/shopify/admin-graphql.server";
import { createShopifyApp } from "~/shopify/create-shopify-app.server";

/**
 * One CLI run's own context, built from the environment it was given (not the process's): the job queue
 * and Shopify's app object are opened only if a command needs them, and close() ends both, so the run
 * can end. `npm run cli` and the tests (in-process, stack/cli.ts) run commands through it alike.
 */
export function openCliContext(env: Env, logger: Logger): { ctx: AppContext; close(): Promise<void> } {
  let queue: JobQueue | undefined;
  let shopify: ReturnType<typeof createShopifyApp>["shopify"] | undefined;
  const ctx: AppContext = createAppContext(env, {
    logger,
    jobs: { enqueue: (...args) => (queue ??= createAppJobQueue(ctx)).enqueue(...args) },
    shopifyAdmin: createShopifyAdminAccess(async (shopDomain) =>
      (shopify ??= createShopifyApp(ctx).shopify).unauthenticated.admin(shopDomain),
    ),
  });
  return {
    ctx,
    async close() {
      await queue?.stop({ timeoutMs: 5_000 });
      await ctx.db.$disconnect();
    },
  };
}
