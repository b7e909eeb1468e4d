/**
 * The browser-safe half of app/order-mapping's front door (docs/decisions/052): what components and route modules
 * use on both sides. No `.server` module behind it. Server code imports all of it from "~/order-mapping".
 */
export { MAX_NAMES, SyncSettingsSchema, normalizeName, readStoredSyncSettings } from "./sync-settings";
export type { FallbackRate, SyncSettings } from "./sync-settings";
