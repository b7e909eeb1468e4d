/**
 * Shopify's privacy webhooks and the personal data they concern: data requests, redaction, purges.
 * The front door of app/compliance (docs/decisions/052): what other folders use. A module here is imported from
 * another folder only through this file (or ./browser, its browser-safe half).
 */
export {
  DataRequestNotFoundError,
  deliverDataRequestExport,
  listPendingDataRequests,
} from "./data-request-export.server";
export { handleComplianceWebhook } from "./handle-compliance-webhook.server";
export { PURGE_INTERVAL_MS, purgePersonalData } from "./purge-personal-data.server";
export { WEBHOOK_RECEIPT_RETENTION_DAYS, purgeWebhookReceipts } from "./purge-webhook-receipts.server";
