/**
 * The buyers' tracking page, served through Shopify's app proxy.
 * The front door of app/tracking-page (docs/decisions/052): what other folders use. A module here is imported from
 * another folder only through this file.
 */
export { serveTrackingPage } from "./serve-tracking-page.server";
