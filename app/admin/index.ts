/**
 * The merchant's admin pages and the order block's requests: what each page loads and what its forms send.
 * The front door of app/admin (docs/decisions/052): what other folders use. A module here is imported from another
 * folder only through this file (or ./browser, its browser-safe half).
 */
export { adminOrderActions, runAdminOrderAction } from "./admin-order-action.server";
export { adminPreviewAllows } from "./admin-preview";
export { getDashboardSummary } from "./dashboard-summary.server";
export type { DashboardSummary } from "./dashboard-summary.server";
export { loadImportCard, startImportFromPage } from "./import-orders-page.server";
export type { ImportActionResult, ImportCardState } from "./import-orders-page.server";
export { listOrderSyncs } from "./list-order-syncs.server";
export { loadLocationsSection, saveShopLocations } from "./locations-page.server";
export type { OrderListPage } from "./list-order-syncs.server";
export { getMissedCheckoutSummary, missedCheckoutWhere, readCheckoutHealth } from "./missed-checkout-summary.server";
export { getOrderDetail } from "./order-detail.server";
export type { OrderDetail } from "./order-detail.server";
export { loadCorridors, requestQuote } from "./quote.server";
export type { CorridorsView, QuoteResult } from "./quote.server";
export { requireAdmin } from "./require-admin.server";
export { runBulkOrderAction, runOrderAction } from "./run-order-action.server";
export { saveConnection } from "./save-connection.server";
export { sendSelectedOrders } from "./send-selected-orders.server";
export { loadSettingsPage } from "./settings-page.server";
export { saveShopSyncSettings } from "./sync-settings-page.server";
