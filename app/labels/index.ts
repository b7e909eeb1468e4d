/**
 * Shipping labels: the PDF, its signed links and the labels printed for a set of orders.
 * The front door of app/labels (docs/decisions/052): what other folders use. A module here is imported from another
 * folder only through this file (or ./browser, its browser-safe half).
 */
export { LABEL_LINK_TTL_SEC, createLabelLinkToken, readLabelLinkToken } from "./label-link.server";
export { findLabelOrders, labelsResponse, printLabels } from "./print-labels.server";
export { labelOrderOf } from "./label-order";
export { labelReprint } from "./label-reprint";
export type { LabelReprint } from "./label-reprint";
export type { NoLabelReason } from "./label-order";
