/**
 * The merchant's sync rules, stored as JSON per shop. One zod shape gives two readers:
 * - `parseSyncSettings` for the settings page: reports every bad field, so the form can show it;
 * - `readSyncSettings` for the runtime: never fails; a bad or missing field takes its default, so
 *   a row written by an older version of the app still syncs orders.
 * Unknown keys are dropped by both (old settings that no longer exist are not errors).
 */
import { z } from "zod";
import { PAID_VIA_VALUES, PAYMENT_TYPES } from "~/delivery/browser";
import { plainTextField } from "~/http/browser";

/**
 * The longest name a merchant may type (a payment method, an attribute, a fallback rate), and the most names in a
 * list. Names are made plain (no control or bidi character reaches the service, Shopify or checkout) and bounded:
 * a longer one is refused with a message, never cut short (docs/decisions/071).
 */
export const MAX_NAME_LENGTH = 100;
export const MAX_NAMES = 100;
export const MAX_CARRIER_NAME_LENGTH = 80;
export const MAX_TRACKING_URL_LENGTH = 500;
const name = (max = MAX_NAME_LENGTH) => plainTextField(max, { required: true, label: "name" });

export const GatewayMappingEntrySchema = z.object({
  gateway: name(),
  paymentType: z.enum(PAYMENT_TYPES),
  paidVia: z.enum(PAID_VIA_VALUES),
});
export type GatewayMappingEntry = z.infer<typeof GatewayMappingEntrySchema>;

const mobileMoney = (gateway: string): GatewayMappingEntry => ({
  gateway,
  paymentType: "MobileMoney",
  paidVia: "manual_other",
});

/**
 * Names are Shopify's reserved manual-method names (docs/reference/shopify-facts.md §4.1) and common gateway names in the
 * markets served. A gateway not listed is treated as Card / manual_other (see app/payments/payment-plan.ts).
 */
export const DEFAULT_GATEWAY_MAPPING: GatewayMappingEntry[] = [
  { gateway: "Cash on Delivery (COD)", paymentType: "COD", paidVia: "manual_cash" },
  { gateway: "Cash", paymentType: "COD", paidVia: "manual_cash" },
  { gateway: "Bank Deposit", paymentType: "BankTransfer", paidVia: "manual_bank_transfer" },
  { gateway: "Money Order", paymentType: "BankTransfer", paidVia: "manual_other" },
  // Matching ignores case and punctuation, so this also covers "Shopify Payments".
  { gateway: "shopify_payments", paymentType: "Card", paidVia: "manual_other" },
  { gateway: "paypal", paymentType: "Wallet", paidVia: "manual_other" },
  { gateway: "gift_card", paymentType: "Wallet", paidVia: "manual_other" },
  ...["M-Pesa", "MPesa", "MTN Mobile Money", "MTN MoMo", "Orange Money", "Wave", "Airtel Money", "Moov Money"].map(
    mobileMoney,
  ),
];

export const FallbackRateSchema = z
  .object({
    countryCode: z.string().regex(/^[A-Z]{2}$/),
    name: name(),
    priceMinor: z.number().int().nonnegative(),
    currency: z.string().regex(/^[A-Z]{3}$/),
    minDays: z.number().int().nonnegative(),
    maxDays: z.number().int().nonnegative(),
  })
  .refine((rate) => rate.maxDays >= rate.minDays, { message: "maxDays must not be below minDays", path: ["maxDays"] });
export type FallbackRate = z.infer<typeof FallbackRateSchema>;

// An https address with a placeholder the app fills in when it writes tracking to Shopify.
const TrackingUrlTemplateSchema = plainTextField(MAX_TRACKING_URL_LENGTH, { label: "trackingUrlTemplate" }).pipe(
  z
    .string()
    .regex(/^https:\/\/\S+$/, "must be an https:// address")
    .refine(
      (t) => t.includes("{shipmentId}") || t.includes("{externalOrderRef}"),
      "must contain {shipmentId} or {externalOrderRef}",
    ),
);

const shape = {
  /** carrier_service: only orders whose shipping line came from our carrier service. */
  orderSelection: z.enum(["carrier_service", "all_shipping", "manual"]).default("carrier_service"),
  /** What to do with an unpaid order that is not cash on delivery (spec §1). */
  unpaidOrders: z.enum(["wait_for_payment", "payment_link"]).default("wait_for_payment"),
  codGatewayNames: z
    .array(name())
    .max(MAX_NAMES)
    .default(() => ["Cash on Delivery (COD)"]),
  gatewayMapping: z
    .array(GatewayMappingEntrySchema)
    .max(MAX_NAMES)
    .default(() => structuredClone(DEFAULT_GATEWAY_MAPPING)),
  /** Order note attribute (cart attribute) names; matched ignoring case, spaces and underscores. */
  landmarkAttribute: name().default("landmark"),
  accessNotesAttribute: name().default("delivery_instructions"),
  notifyCustomer: z.boolean().default(true),
  markCodPaidOnDelivery: z.boolean().default(true),
  trackingUrlTemplate: TrackingUrlTemplateSchema.nullable().default(null),
  /** The carrier name on Shopify fulfillments (the service's display name is not in its API). */
  trackingCompany: name(MAX_CARRIER_NAME_LENGTH).nullable().default(null),
  fallbackRates: z
    .array(FallbackRateSchema)
    .max(MAX_NAMES)
    .default(() => []),
  /** Rates carry phone_required: the service cannot deliver (or collect cash) without a number to ring. */
  requirePhoneAtCheckout: z.boolean().default(true),
  /**
   * Push back the latest delivery date shown at checkout for destinations delivered late too often
   * (app/performance/lateness.ts, docs/decisions/047). Off until the merchant turns it on.
   */
  widenLateDates: z.boolean().default(false),
};

export const SyncSettingsSchema = z.object(shape);
export type SyncSettings = z.infer<typeof SyncSettingsSchema>;

export const DEFAULT_SYNC_SETTINGS: SyncSettings = SyncSettingsSchema.parse({});

// Each field falls back to its own default on any error, independently of the others.
const lenientShape: Record<string, z.ZodType> = {};
for (const [key, field] of Object.entries(shape)) {
  const fallback = DEFAULT_SYNC_SETTINGS[key as keyof SyncSettings];
  lenientShape[key] = (field as z.ZodType).catch(() => structuredClone(fallback));
}
const LenientSyncSettingsSchema = z.object(lenientShape);

export type SettingsIssue = { path: string; message: string };

/** For the settings page: defaults filled in, or every invalid field listed. Never throws. */
export function parseSyncSettings(
  json: unknown,
): { ok: true; settings: SyncSettings } | { ok: false; issues: SettingsIssue[] } {
  const result = SyncSettingsSchema.safeParse(json ?? {});
  if (result.success) return { ok: true, settings: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
  };
}

/**
 * A shop's settings as stored (Shop.settingsJson), the one way every reader takes them: always
 * settings, an invalid field taking its default. The app alone writes that column (through
 * parseSyncSettings), so text that is not JSON means damage, not a choice: it reads as the
 * defaults too rather than failing checkout, order sync and tracking alike.
 */
export function readStoredSyncSettings(settingsJson: string | null | undefined): SyncSettings {
  let json: unknown = {};
  try {
    json = JSON.parse(settingsJson ?? "{}");
  } catch {
    // The defaults (above).
  }
  return readSyncSettings(json);
}

/** For the runtime: always settings; an invalid field takes its default. */
export function readSyncSettings(json: unknown): SyncSettings {
  const input = typeof json === "object" && json !== null && !Array.isArray(json) ? json : {};
  return LenientSyncSettingsSchema.parse(input) as SyncSettings;
}

/** Gateway and attribute names compare ignoring case, accents, spaces and punctuation. */
export function normalizeName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
