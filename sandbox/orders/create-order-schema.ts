import { z } from "zod";
import { PAYMENT_TYPES } from "../state";
import {
  CountryCodeSchema,
  CurrencySchema,
  IsoInstantSchema,
  OptionalTextSchema,
  RequiredTextSchema,
} from "../validation";

// spec §4 POST /orders request. Required beyond the delivery address's three fields is "not shown";
// the sandbox requires what an order cannot be delivered or charged without (README).
const DeliveryAddressSchema = z.object({
  freeTextAddress: RequiredTextSchema,
  city: RequiredTextSchema,
  state: RequiredTextSchema,
  countryCode: CountryCodeSchema.nullish(),
  landmark: OptionalTextSchema,
  accessNotes: OptionalTextSchema,
});

const BillingAddressSchema = z.object({
  freeTextAddress: RequiredTextSchema,
  city: RequiredTextSchema,
  countryCode: CountryCodeSchema.nullish(),
});

const CustomerSchema = z.object({
  fullName: RequiredTextSchema,
  phoneE164: RequiredTextSchema,
  email: OptionalTextSchema,
  businessName: OptionalTextSchema,
  taxId: OptionalTextSchema,
  countryCode: CountryCodeSchema.nullish(),
});

const ItemSchema = z.object({
  sku: OptionalTextSchema,
  name: RequiredTextSchema,
  quantity: z.int().min(1),
  unitPriceMinor: z.int().min(0),
});

export const CreateOrderSchema = z.object({
  externalOrderRef: RequiredTextSchema,
  customerType: z.enum(["B2C", "B2B"]).nullish(),
  customer: CustomerSchema,
  billingAddress: BillingAddressSchema.nullish(),
  deliveryAddress: DeliveryAddressSchema,
  paymentType: z.enum(PAYMENT_TYPES),
  codAmountMinor: z.int().min(0),
  currency: CurrencySchema,
  items: z.array(ItemSchema).min(1),
  metadata: z.unknown().optional(),
  orderPlacedAt: IsoInstantSchema.nullish(), // sandbox: accepted so the later form can return it (README)
});
export type CreateOrderRequest = z.infer<typeof CreateOrderSchema>;
