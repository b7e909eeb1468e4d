/**
 * The browser-safe half of app/compliance's front door (docs/decisions/052): what components and route modules use
 * on both sides. No `.server` module behind it. Server code imports all of it from "~/compliance".
 */
export { COMPLIANCE_TOPICS, bindCompliancePayload } from "./compliance-payload";
