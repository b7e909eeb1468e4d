// The sandbox's whole state as plain JSON-able data, so it can be persisted to a file (SANDBOX_STATE_FILE)
// and reset to the seed. Field names follow the spec's vocabulary (spec §2).

export const SCOPES = ["orders:write", "orders:read", "orders:cancel", "tracking:read", "checkout:rates"] as const;
export type Scope = (typeof SCOPES)[number];

export const PAYMENT_TYPES = ["COD", "MobileMoney", "Card", "BankTransfer", "Wallet"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

// spec §3 lists created…cancelled; the rest are sandbox choices implied by event names (README).
export const SHIPMENT_STATES = [
  "created",
  "assigned",
  "picked_up",
  "in_transit",
  "arriving",
  "delivered",
  "failed_attempt",
  "returning",
  "returned",
  "cancelled",
] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

export type ResponseForm = "earlier" | "later";

export interface ApiKeyRecord {
  key: string;
  scopes: Scope[];
  revoked: boolean;
  createdAt: string;
}

export interface Account {
  displayName: string;
  countryCode: string;
  currency: string;
  crossBorderActive: boolean;
  responseForm: ResponseForm;
  cancelResponseStatus: 200 | 201;
  cancelRefusedStates: ShipmentState[];
}

export interface RateCard {
  routeScope: string;
  originCountryCode: string;
  destinationCountryCode: string;
  serviceCode: string;
  currency: string;
  pricing: "weight" | "per_piece" | "distance";
  baseMinor: number;
  perKgMinor: number;
  perPieceMinor: number;
  perKmMinor: number;
  transitDaysMin: number;
  transitDaysMax: number;
}

export interface LocalisedText {
  en: string;
  fr: string;
}

export interface CheckoutPrice {
  countryCode: string;
  regions: string[]; // names or codes; empty = the whole country
  service: string;
  code: string;
  name: LocalisedText;
  description: LocalisedText;
  currency: string;
  priceMinor: number;
  freeOverMinor: number | null;
  minDays: number;
  maxDays: number;
  // The "weight and total" mode (README): a price that also grows per started weight step of the
  // cart and per whole goods-total step. Absent or 0: the price depends on the destination only.
  perWeightStepMinor?: number;
  weightStepGrams?: number;
  perTotalStepMinor?: number;
  totalStepMinor?: number;
}

export interface Payment {
  status: "pending" | "paid";
  provider: string | null;
  paidVia: "manual_bank_transfer" | "manual_cash" | "manual_other" | null;
  paidAt: string | null;
  amountMinor: number;
  currency: string;
  paymentLinkUrl: string | null;
  reference: string;
  recordedBy: string; // spec §4 mark-paid: "recorded with who stated it and when"
  recordedAt: string;
  linkToken: string | null;
}

export interface ShipmentEventRecord {
  eventType: string;
  occurredAt: string;
  previousState: ShipmentState | null;
  newState: ShipmentState | null;
  checkpoint: { name: string; countryCode: string } | null;
}

export interface StoredAddress {
  freeTextAddress: string;
  landmark: string | null;
  accessNotes: string | null;
  city: string;
  stateRegion: string | null;
  postalCode: string | null;
  countryCode: string;
}

export interface Buyer {
  customerType: "B2C" | "B2B";
  customerCountry: string;
  transactionScope: string;
  businessName: string | null;
  taxId: string | null;
  taxIdStatus: string;
}

export interface StoredOrder {
  orderId: string;
  externalOrderRef: string;
  createdAt: string;
  updatedAt: string;
  orderPlacedAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  currency: string;
  paymentType: PaymentType;
  codAmountMinor: number;
  payment: Payment | null;
  cashCollectedAt: string | null;
  metadata: unknown;
  customer: { fullName: string; phoneE164: string; email: string | null };
  deliveryAddress: StoredAddress;
  billingAddress: StoredAddress;
  buyer: Buyer;
  taxIdFormatWarning: boolean;
  addressAssessment: { confidenceScore: number; verified: boolean; needsManualVerification: boolean };
  fiscal: { sale: Record<string, unknown> | null; corrections: Record<string, unknown>[] };
  items: { sku: string | null; name: string; quantity: number; unitPriceMinor: number }[];
  shipment: {
    shipmentId: string;
    shipmentState: ShipmentState;
    paymentState: string;
    deliveredAt: string | null;
    etaAt: string | null;
    events: ShipmentEventRecord[];
  };
}

export interface IdempotencyRecord {
  bodyHash: string;
  status: number;
  body: unknown;
  orderId: string;
}

export interface WebhookEndpoint {
  id: string;
  url: string;
  events: string[];
  secret: string;
  enabled: boolean;
  consecutiveFailures: number;
  disabledAt: string | null;
  createdAt: string;
}

export interface DeliveryAttempt {
  at: string;
  statusCode: number | null;
  error: string | null;
  signatureTimestamp: number;
  duplicate: boolean;
}

export interface Delivery {
  id: string;
  endpointId: string;
  event: string;
  payload: string; // the exact bytes sent on every attempt
  createdAt: string;
  status: "pending" | "succeeded" | "dead_lettered";
  attempts: DeliveryAttempt[];
  nextAttemptAtMs: number | null;
}

export interface Notification {
  at: string;
  kind: "endpoint_disabled";
  endpointId: string;
  message: string;
}

export interface SandboxState {
  version: 1;
  clockOffsetMs: number;
  account: Account;
  keys: ApiKeyRecord[];
  rateCards: RateCard[];
  dutyRates: Record<string, number>; // destination country → share of declared value
  checkoutPrices: CheckoutPrice[];
  orders: StoredOrder[];
  idempotency: Record<string, IdempotencyRecord>;
  endpoints: WebhookEndpoint[];
  deliveries: Delivery[];
  notifications: Notification[];
}
