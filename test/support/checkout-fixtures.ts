/**
 * Builders for callback bodies and service rates in tests. The default body follows Shopify's docs
 * example (docs/reference/shopify-facts.md §1.1), moved to Dakar so that the zero-decimal case is the ordinary one.
 */
import type { CheckoutRate, CheckoutRates } from "~/delivery";

type Overrides = {
  currency?: string;
  locale?: string | null;
  destination?: Record<string, unknown>;
  items?: Record<string, unknown>[];
  order_totals?: unknown;
};

export function shopifyItem(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Wax print dress",
    sku: "DRESS-01",
    quantity: 1,
    grams: 400,
    price: 250000, // 2 500 XOF in Shopify subunits (×100, docs/reference/shopify-facts.md §1.3)
    vendor: "Boutique Dakar",
    requires_shipping: true,
    taxable: true,
    fulfillment_service: "manual",
    properties: null,
    product_id: 48447225880,
    variant_id: 258644705304,
    ...overrides,
  };
}

export function callbackBody(overrides: Overrides = {}) {
  return {
    rate: {
      origin: { country: "SN", postal_code: null, province: "DK", city: "Dakar", name: null, address1: "1 Rue A" },
      destination: {
        country: "SN",
        postal_code: "10200",
        province: "DK",
        city: "Dakar",
        name: null,
        address1: "12 Avenue Cheikh Anta Diop",
        address2: "",
        address3: null,
        phone: null,
        email: null,
        latitude: 14.69,
        longitude: -17.45,
        ...overrides.destination,
      },
      items: overrides.items ?? [shopifyItem()],
      currency: overrides.currency ?? "XOF",
      locale: overrides.locale === undefined ? "fr-SN" : overrides.locale,
      order_totals: overrides.order_totals ?? { subtotal_price: "250000", total_price: "250000", discount_amount: "0" },
      customer: null,
    },
  };
}

export function serviceRate(overrides: Partial<CheckoutRate> = {}): CheckoutRate {
  return {
    service: "standard",
    code: "STD-SN",
    name: "Livraison standard",
    description: "Livraison à domicile en 2 à 3 jours",
    priceMinor: 250000,
    currency: "XOF",
    free: false,
    minDays: 2,
    maxDays: 3,
    earliestDate: "2026-11-24",
    latestDate: "2026-11-25",
    ...overrides,
  };
}

export function serviceResponse(rates: CheckoutRate[] = [serviceRate()]): CheckoutRates {
  return { rates, reason: null };
}
