// The body Shopify POSTs to a carrier service's callbackUrl at checkout (docs/reference/shopify-facts.md §1.1), shaped like the
// documented example and the observed real payload (docs/reference/shopify-samples/carrier-service-rate-request.*.json).

export type RateItemInput = {
  sku?: string | null;
  name?: string;
  quantity: number;
  /** 0 when the variant has no weight, as Shopify sends it. */
  grams?: number;
  /** Unit price in subunits (1999 = 19.99); for XOF/JPY presumably amount × 100 (docs/reference/shopify-facts.md §1.3, unverified). */
  price: number;
  requiresShipping?: boolean;
};

export type RateAddressInput = {
  country: string;
  province?: string | null;
  city?: string | null;
  postalCode?: string | null;
  address1?: string | null;
  address2?: string | null;
  companyName?: string | null;
  latitude?: number | null;
  longitude?: number | null;
};

export type RateRequestInput = RateAddressInput & {
  /** The shop's base currency: Shopify never sends the buyer's presentment currency here. */
  currency: string;
  items: RateItemInput[];
  locale?: string;
  origin?: RateAddressInput;
  customer?: { id: number; tags: string[] } | null;
  discountAmount?: number;
};

function rateAddress(input: RateAddressInput) {
  // Rate-time addresses never carry the buyer's name, phone or email: they were null in the observed payload.
  return {
    country: input.country,
    postal_code: input.postalCode ?? null,
    province: input.province ?? null,
    city: input.city ?? null,
    name: null,
    address1: input.address1 ?? null,
    address2: input.address2 ?? null,
    address3: null,
    phone: null,
    fax: null,
    email: null,
    address_type: null,
    company_name: input.companyName ?? null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
  };
}

export function carrierRateRequest(input: RateRequestInput) {
  const items = input.items.map((item, index) => ({
    name: item.name ?? `Item ${index + 1}`,
    sku: item.sku ?? "",
    quantity: item.quantity,
    grams: item.grams ?? 0,
    price: item.price,
    vendor: "Stand-in Store",
    requires_shipping: item.requiresShipping ?? true,
    taxable: true,
    fulfillment_service: "manual",
    properties: null,
    product_id: 8_530_212_880_000 + index,
    variant_id: 45_870_380_480_000 + index,
  }));
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const discount = input.discountAmount ?? 0;
  return {
    rate: {
      origin: rateAddress(input.origin ?? { country: input.country, companyName: "Stand-in Store" }),
      destination: rateAddress(input),
      items,
      currency: input.currency,
      locale: input.locale ?? "en",
      // Integers, as in the observed payload (the docs show strings; the app must accept both).
      order_totals: { subtotal_price: subtotal, total_price: subtotal - discount, discount_amount: discount },
      customer: input.customer ?? null,
    },
  };
}
