/**
 * The browser-safe half of app/health's front door (docs/decisions/052): what components and route modules use on
 * both sides. No `.server` module behind it. Server code imports all of it from "~/health".
 */
export { metricsAccess } from "./metrics-access";
