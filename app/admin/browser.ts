/**
 * The browser-safe half of app/admin's front door (docs/decisions/052): what components and route modules use on
 * both sides. No `.server` module behind it. Server code imports all of it from "~/admin".
 */
export {
  AdminOrderActionSchema,
  MAX_EXTENSION_BODY_BYTES,
  OrderActionsQuerySchema,
  SendSelectedSchema,
  requestProblems,
} from "./admin-extension-request";
export { ConnectFormSchema, connectProblemMessage } from "./connect-form";
export type { ConnectFormProblem } from "./connect-form";
export { BulkOrderActionSchema, OrderActionFormSchema, inShopDays, invalidFormOutcome } from "./order-action-form";
export type { BulkOrderOutcome, OrderActionOutcome } from "./order-action-form";
export type { OrderActionName } from "./order-actions-availability";
export { orderFiltersQuery, parseOrderFilters } from "./order-filters";
export { ordersDone, parcelIdsOf } from "./order-list-parcels";
export type { ListParcel } from "./order-list-parcels";
export type { OrderFilters } from "./order-filters";
export { amountDiffersStage, isKnownOrderFlag } from "./order-flags";
export type { AmountDiffersStage } from "./order-flags";
export type { LocationRow, LocationsSection, SaveLocationsResult } from "./locations-form";
export { QuoteFormSchema, quoteFormIssues, quoteParamsFromForm } from "./quote-form";
export type { FallbackRateRow, GatewayRow, SettingsFieldErrors, SettingsFormValues } from "./settings-form";
