/**
 * The browser-safe half of app/http's front door (docs/decisions/052): what components and route modules use on both
 * sides. No `.server` module behind it. Server code imports all of it from "~/http".
 */
export { sameOriginPath } from "./same-origin-path";
export { plainText, plainTextField } from "./plain-text";
