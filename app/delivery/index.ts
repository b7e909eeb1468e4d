/**
 * Public surface of the delivery client library (spec: docs/reference/delivery-service-api.md).
 * Imports nothing of the app but the root of its errors (app/errors.ts, a leaf): node built-ins and zod.
 */
export { createDeliveryClient, DEFAULT_TIMEOUT_MS } from "./client.server";
export type { DeliveryClient, DeliveryClientOptions } from "./client.server";
export type { DeliveryLocale, RequestOptions } from "./request.server";
export type { DeliveryLogger } from "./logger";
export type { RetrySettings } from "./retry-policy";
export { DEFAULT_MAX_RETRIES, INITIAL_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS, MAX_RETRY_AFTER_MS } from "./retry-policy";
export { MAX_ORDERS_PAGE_SIZE } from "./orders.server";

export {
  BUDGET_WINDOW_MARGIN_MIN_MS,
  budgetKeyForApiKey,
  budgetSpanMs,
  createMemoryBudgetStore,
  DEFAULT_BUDGET_WINDOW_MS,
  DEFAULT_REQUESTS_PER_WINDOW,
} from "./budget.server";
export type { BudgetTakeResult, RequestBudget, RequestBudgetStore } from "./budget.server";

// All of errors.ts is public: callers catch the classes and read the codes and helpers.
export {
  DeliveryAuthenticationError,
  DeliveryConflictError,
  DeliveryConnectionError,
  DeliveryCustomerError,
  DeliveryError,
  DeliveryErrorCode,
  deliveryErrorFromResponse,
  DeliveryNotFoundError,
  DeliveryPermissionError,
  DeliveryPlanError,
  DeliveryRateLimitError,
  DeliveryResponseError,
  DeliveryServerError,
  DeliveryValidationError,
  retryAfterMsFromHeader,
} from "./errors";
export type { DeliveryErrorDetails, DeliveryErrorInit } from "./errors";

export type {
  BillingAddressParams,
  CheckoutRate,
  CheckoutRates,
  CheckoutRatesParams,
  CorridorList,
  CreateOrderParams,
  CustomerParams,
  DeliveryAddressParams,
  Order,
  OrderItemParams,
  Quote,
  Tracking,
} from "./browser";

export {
  SIGNATURE_HEADER,
  SIGNATURE_TOLERANCE_SEC,
  signDeliveryPayload,
  verifyDeliverySignature,
} from "./signature.server";
export type {
  SignatureFailureReason,
  SignatureVerification,
  SignDeliveryPayloadParams,
  VerifyDeliverySignatureParams,
} from "./signature.server";
