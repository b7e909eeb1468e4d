/**
 * The body of the service's POST /orders in the API's own field names (spec §4 POST /orders,
 * §2 Customer / Address / Item). Kept here until `app/delivery/` exports its request type;
 * the lead then replaces these types with an import and this file goes away.
 */
export const PAYMENT_TYPES = ["COD", "MobileMoney", "Card", "BankTransfer", "Wallet"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const PAID_VIA = ["manual_bank_transfer", "manual_cash", "manual_other"] as const;
export type PaidVia = (typeof PAID_VIA)[number];

export type CreateOrderCustomer = {
  fullName: string;
  phoneE164: string;
  email?: string;
  businessName?: string;
  taxId?: string;
  countryCode?: string;
};

export type CreateOrderDeliveryAddress = {
  freeTextAddress: string;
  city: string;
  state: string;
  countryCode: string;
  landmark?: string;
  accessNotes?: string;
};

export type CreateOrderBillingAddress = {
  freeTextAddress: string;
  city: string;
  countryCode?: string;
};

export type CreateOrderItem = {
  sku?: string;
  name: string;
  quantity: number;
  unitPriceMinor: number;
};

export type CreateOrderRequest = {
  externalOrderRef: string;
  customerType?: "B2C" | "B2B";
  customer: CreateOrderCustomer;
  deliveryAddress: CreateOrderDeliveryAddress;
  billingAddress?: CreateOrderBillingAddress;
  paymentType: PaymentType;
  codAmountMinor: number;
  currency: string;
  items: CreateOrderItem[];
};
