// The integration files whose subject is real time or load (budget windows, leases, instances racing, a flood):
// vitest.config.ts runs them as the `integration-timed` project, and scripts/test.mjs runs that project alone on a
// quiet machine, after everything else (docs/decisions/036).
export const TIMED_FILES = [
  "test/integration/one-budget-per-key.test.ts",
  "test/integration/request-budget.test.ts",
  "test/integration/orders-instances.test.ts",
  "test/integration/checkout-instances.test.ts",
  "test/integration/jobs-queue.test.ts",
  "test/integration/request-bounds.test.ts",
  // Carrier callbacks within Shopify's deadline while four 100-label PDFs render on two worker threads: with the
  // other parts of the suite beside it on two cores, the machine's load, not the app, decided the slowest callback.
  "test/integration/labels-under-load.test.ts",
];
