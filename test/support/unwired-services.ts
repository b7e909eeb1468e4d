import type { AppContext } from "~/app-context";

/**
 * The job queue, Shopify's Admin API and the heavy-work pool for a context built by a test that uses none: a call
 * fails loudly, naming what the test would have to hand in, instead of reaching a real service.
 */
export function unwiredServices(): Pick<AppContext, "jobs" | "shopifyAdmin" | "heavyWork"> {
  const unwired = (what: string) => () =>
    Promise.reject(new Error(`${what} is not wired into this test's context: pass one in.`));
  return {
    jobs: { enqueue: unwired("The job queue"), enqueueWith: unwired("The job queue") },
    shopifyAdmin: { graphqlFor: unwired("Shopify's Admin API"), graphqlWithCostFor: unwired("Shopify's Admin API") },
    heavyWork: {
      run: unwired("The heavy-work pool"),
      stats: () => ({ threads: 0, maxThreads: 0, running: 0, queued: 0, maxQueue: 0, completed: 0, refused: 0 }),
    },
  };
}
