/**
 * The part of the delivery client library that is safe in the browser: the response schemas, the
 * request types and the spec's enumerations (zod only, no network, no secrets). Admin components
 * and forms import this; server code imports the whole library from "~/delivery".
 */
export { PAID_VIA_VALUES, PAYMENT_TYPES, SERVICE_SHIPMENT_STATES } from "./schemas";
export type { FiscalDocument, Order, PaidVia } from "./schemas";
export type { Tracking } from "./order-result-schemas";
export type { CheckoutRate, CheckoutRates, CorridorList, Quote } from "./pricing-schemas";
export type {
  BillingAddressParams,
  CheckoutRatesParams,
  CreateOrderParams,
  CreateQuoteParams,
  CustomerParams,
  DeliveryAddressParams,
  OrderItemParams,
  PaymentType,
} from "./params";
