/**
 * The health check and the metrics endpoint.
 * The front door of app/health (docs/decisions/052): what other folders use. A module here is imported from another
 * folder only through this file (or ./browser, its browser-safe half).
 */
export { checkHealth } from "./check-health.server";
export { renderMetrics } from "./render-metrics.server";
