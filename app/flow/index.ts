/**
 * The Shopify Flow triggers the app sends when an order's delivery changes.
 * The front door of app/flow (docs/decisions/052): what other folders use. A module here is imported from another
 * folder only through this file.
 */
export { emitFlowTriggers, flowJobs } from "./send-flow-triggers.server";
