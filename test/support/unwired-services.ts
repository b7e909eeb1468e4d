import type { AppContext } from "~/app-context";

/**
 * The job queue and Shopify's Admin API for a context built by a test that uses neither: a call
 * fails loudly, naming what the test would have to hand in, instead of reaching a real service.
 */
export function unwiredServices(): Pick<AppContext, "jobs" | "shopifyAdmin"> {
  const unwired = (what: string) => () =>
    Promise.reject(new Error(`${what} is not wired into this test's context: pass one in.`));
  return {
    jobs: { enqueue: unwired("The job queue") },
    shopifyAdmin: { graphqlFor: unwired("Shopify's Admin API"), graphqlWithCostFor: unwired("Shopify's Admin API") },
  };
}
