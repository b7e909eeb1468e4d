/**
 * Orders handed to the service: intake of Shopify's order webhooks, the sync itself (its payment rules are
 * app/payments'), the merchant's order actions, reconciliation.
 * The front door of app/orders (docs/decisions/052): what other folders use. A module here is imported from another
 * folder only through this file.
 */
export {
  IMPORT_DEFAULT_DAYS,
  IMPORT_MAX_DAYS,
  ImportRefusedError,
  latestOrderImport,
  runOrderImport,
  startOrderImport,
} from "./import-orders.server";
export { ordersJobs } from "./jobs.server";
export type { CheckoutHealthAtOrder } from "./missed-checkout";
export {
  cancelAndRecreate,
  cancelShipment,
  recordManualPayment,
  requestPaymentLink,
  retryOrder,
  sendOrderNow,
} from "./order-actions.server";
export {
  eraseCustomerFromInbox,
  INBOX_ORDER_TOPICS,
  ORDER_INBOX_RETENTION_DAYS,
  purgeOrderInbox,
  receiveOrderWebhookIntoInbox,
} from "./order-inbox.server";
export { orderDeliverySummary } from "./order-delivery-summary.server";
export { receiveOrderEdit } from "./receive-order-edit.server";
export { receiveOrderWebhook } from "./receive-order-webhook.server";
export { receiveRefundWebhook } from "./receive-refund-webhook.server";
export { receiveRoutingWebhook } from "./receive-routing-webhook.server";
export { reconcileShop } from "./reconcile-shop.server";
export { scheduleReconciliation } from "./schedule-reconciliation.server";
export { orderTopicOf, serveOrderWebhook } from "./serve-order-webhook.server";
export { retryTransientDbErrors } from "./transient-db-error";
