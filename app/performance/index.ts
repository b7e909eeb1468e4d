/**
 * Delivery performance: lateness, on-time figures by destination and period, and the dashboard's late deliveries.
 * The front door of app/performance (docs/decisions/052): what other folders use. A module here is imported from
 * another folder only through this file (or ./browser, its browser-safe half).
 */
export { performanceCsv, sameCityPattern } from "./browser";
export type { DeliveryPerformance, PerformanceFigures, PerformanceGroup } from "./browser";
export { getDashboardLateness } from "./dashboard-lateness.server";
export { MAX_REPORT_ORDERS, getDeliveryPerformance } from "./delivery-performance.server";
export { callbackDestination, orderDestination } from "./destination-of";
export type { OrderDestination } from "./destination-of";
export { widenDaysFor } from "./lateness.server";
export { loadPerformancePage, saveWidenLateDates } from "./load-performance-page.server";
export { parsePerformancePeriod } from "./performance-period.server";
export { PERFORMANCE_CSV_TASK, type PerformanceCsvTask } from "./performance-csv.task";
