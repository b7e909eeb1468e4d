/**
 * The browser-safe half of app/labels's front door (docs/decisions/052): what components and route modules use on
 * both sides. No `.server` module behind it. Server code imports all of it from "~/labels".
 */
export { LABEL_FORMATS, parseLabelFormat } from "./label-format";
export type { LabelFormat } from "./label-format";
