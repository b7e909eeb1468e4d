/**
 * The body of the service's POST /orders as the mapping produces it: the client's own request
 * types (app/delivery/params.ts), with the delivery country always stated — the mapping never
 * lets it default to the merchant's country (spec §4 POST /orders rule 1).
 */
import { PAID_VIA_VALUES, PAYMENT_TYPES } from "~/delivery";
import type { BillingAddressParams, CreateOrderParams, CustomerParams, DeliveryAddressParams, OrderItemParams, PaymentType } from "~/delivery";

export { PAYMENT_TYPES };
export type { PaymentType };

export const PAID_VIA = PAID_VIA_VALUES;
export type PaidVia = (typeof PAID_VIA)[number];

export type CreateOrderCustomer = CustomerParams;
export type CreateOrderDeliveryAddress = DeliveryAddressParams & { countryCode: string };
export type CreateOrderBillingAddress = BillingAddressParams;
export type CreateOrderItem = OrderItemParams;
export type CreateOrderRequest = Omit<CreateOrderParams, "deliveryAddress"> & { deliveryAddress: CreateOrderDeliveryAddress };
