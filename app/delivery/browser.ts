/**
 * The part of the delivery client library that is safe in the browser: the response schemas, the
 * request types and the spec's enumerations (zod only, no network, no secrets). Admin components
 * and forms import this; server code imports the whole library from "~/delivery".
 */
export * from "./schemas";
export * from "./order-result-schemas";
export * from "./pricing-schemas";
export type * from "./params";
