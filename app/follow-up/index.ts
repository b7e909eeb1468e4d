/**
 * Calling buyers back: the call list, the messages and the follow-ups recorded on an order.
 * The front door of app/follow-up (docs/decisions/052): what other folders use. A module here is imported from
 * another folder only through this file (or ./browser, its browser-safe half).
 */
export { getCallList } from "./call-list.server";
export type { CallList } from "./call-list.server";
export { failureReasonOf, followUpUpdate } from "./follow-up-events";
export type { FollowUpColumns } from "./follow-up-events";
export { getOrderFollowUp } from "./order-follow-up.server";
export type { OrderFollowUp } from "./order-follow-up.server";
export { recordFollowUp } from "./record-follow-up.server";
export { telLink, whatsAppLink } from "./call-message";
export { buyerContactOf } from "./buyer-contact";
