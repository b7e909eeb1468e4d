/**
 * The browser-safe half of app/performance's front door (docs/decisions/052): what components and route modules use
 * on both sides. No `.server` module behind it. Server code imports all of it from "~/performance".
 */
export { performanceCsv, performanceCsvFileName } from "./csv";
export { sameCityPattern } from "./lateness";
export type { LateDestination, LatenessPolicy } from "./lateness";
export { PERIOD_PRESETS } from "./presets";
export { UNKNOWN_PLACE } from "./summarise";
export type { DeliveryPerformance, PerformanceFigures, PerformanceGroup } from "./summarise";
