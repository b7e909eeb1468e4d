import { describe, expect, it } from "vitest";
import { mapShopifyOrderToServiceOrder, type MapOrderContext, type PlannedPayment } from "./map-order";
import { orderRevision } from "./order-revision";
import { exactToMinor, makeOrder, settingsWith } from "./shopify-order.fixture";

const COD: PlannedPayment = { kind: "cod", paymentType: "COD", codAmountMinor: 2750000 };
const ctx: MapOrderContext = {
  shopDomain: "boutique-abidjan.myshopify.com",
  settings: settingsWith(),
  plan: COD,
  toMinor: exactToMinor,
  b2b: null,
};
const map = (patch: Record<string, unknown> = {}, over: Partial<MapOrderContext> = {}) =>
  mapShopifyOrderToServiceOrder(makeOrder(patch), { ...ctx, ...over });
const requestOf = (result: ReturnType<typeof map>) => {
  if (!result.ok) throw new Error(`expected a request, got ${JSON.stringify(result.problems)}`);
  return result.request;
};
const codesOf = (result: ReturnType<typeof map>) => (result.ok ? [] : result.problems.map((p) => p.code));

describe("mapShopifyOrderToServiceOrder", () => {
  it("maps an Abidjan cash-on-delivery order in XOF to the service's create-order body", () => {
    const result = map();
    expect(result.ok && result.revision).toBe(result.ok && orderRevision(result.request));
    expect(requestOf(result)).toEqual({
      externalOrderRef: expect.stringMatching(/^boutique-abidjan-1001-[0-9a-f]{8}$/),
      customer: { fullName: "Awa Koné", phoneE164: "+2250707123456", email: "awa@example.ci" },
      deliveryAddress: {
        freeTextAddress: "Rue des Jardins, Villa 12, Cocody II Plateaux",
        city: "Abidjan",
        state: "Abidjan", // no province in Côte d'Ivoire's address form: the city stands in
        countryCode: "CI",
        landmark: "En face de la pharmacie Saint-Jean",
      },
      billingAddress: {
        freeTextAddress: "Rue des Jardins, Villa 12, Cocody II Plateaux",
        city: "Abidjan",
        countryCode: "CI",
      },
      paymentType: "COD",
      codAmountMinor: 2750000,
      currency: "XOF",
      items: [{ sku: "PAGNE-WAX-6Y", name: "Pagne wax - 6 yards", quantity: 2, unitPriceMinor: 1250000 }],
    });
  });

  it("converts a two-decimal currency exactly and keeps the province as the state", () => {
    const request = requestOf(
      map(
        {
          currency: "NGN",
          presentment_currency: "NGN",
          shipping_address: {
            name: "Chidi Okafor",
            address1: "12 Admiralty Way",
            city: "Lekki",
            province: "Lagos",
            province_code: "LA",
            zip: "106104",
            country_code: "NG",
            phone: "0803 123 4567",
          },
          line_items: [{ sku: "", name: "Ankara tote", quantity: 1, price: "14999.50", requires_shipping: true }],
        },
        {
          plan: { kind: "paid", paymentType: "Card", codAmountMinor: 0 },
        },
      ),
    );
    expect(request.deliveryAddress).toEqual({
      freeTextAddress: "12 Admiralty Way, 106104",
      city: "Lekki",
      state: "Lagos",
      countryCode: "NG",
      landmark: "En face de la pharmacie Saint-Jean",
    });
    expect(request.items).toEqual([{ name: "Ankara tote", quantity: 1, unitPriceMinor: 1499950 }]);
    expect(request.customer.phoneE164).toBe("+2348031234567");
    expect(request).toMatchObject({ paymentType: "Card", codAmountMinor: 0, currency: "NGN" });
  });

  it("uses the province code when the province name is missing", () => {
    const request = requestOf(
      map({ shipping_address: { ...makeOrder().shipping_address, province: "", province_code: "AB" } }),
    );
    expect(request.deliveryAddress.state).toBe("AB");
  });

  it("sends only what the rider carries, with edited quantities and variant names", () => {
    const request = requestOf(
      map({
        line_items: [
          { sku: "EBOOK", name: "Recettes (PDF)", quantity: 1, price: "2000", requires_shipping: false },
          {
            sku: "BAG",
            name: "",
            title: "Sac",
            variant_title: "Rouge",
            quantity: 3,
            current_quantity: 1,
            price: "9000",
            requires_shipping: true,
          },
          { sku: "MUG", name: "Tasse", quantity: 2, current_quantity: 0, price: "3000", requires_shipping: true },
        ],
      }),
    );
    expect(request.items).toEqual([{ sku: "BAG", name: "Sac - Rouge", quantity: 1, unitPriceMinor: 900000 }]);
  });

  it("sends only what is still to fulfil: items the merchant already fulfilled are not sent again", () => {
    const line = (sku: string, quantity: number, fulfillable: number) => ({
      sku,
      name: sku,
      quantity,
      current_quantity: quantity,
      fulfillable_quantity: fulfillable,
      fulfillment_status: fulfillable === 0 ? "fulfilled" : null,
      price: "1000",
      requires_shipping: true,
    });
    const request = requestOf(
      map({
        fulfillment_status: "partial",
        line_items: [line("SHIPPED", 2, 0), line("HALF", 4, 1), line("NEW", 1, 1)],
      }),
    );
    expect(request.items).toEqual([
      { sku: "HALF", name: "HALF", quantity: 1, unitPriceMinor: 100000 },
      { sku: "NEW", name: "NEW", quantity: 1, unitPriceMinor: 100000 },
    ]);
  });

  it("follows a handed-off order up at its quantities after edits, whatever was fulfilled since", () => {
    const fulfilled = {
      sku: "PAGNE-WAX-6Y",
      name: "Pagne wax - 6 yards",
      quantity: 2,
      current_quantity: 2,
      fulfillable_quantity: 0,
      price: "12500",
      requires_shipping: true,
    };
    expect(requestOf(map({ line_items: [fulfilled] }, { afterHandoff: true })).items).toEqual([
      { sku: "PAGNE-WAX-6Y", name: "Pagne wax - 6 yards", quantity: 2, unitPriceMinor: 1250000 },
    ]);
  });

  it("reads the access notes attribute ignoring case and spacing, and leaves out empty attributes", () => {
    const request = requestOf(
      map({
        note_attributes: [
          { name: "Delivery Instructions", value: "Appeler avant d'arriver" },
          { name: "landmark", value: "  " },
        ],
      }),
    );
    expect(request.deliveryAddress.accessNotes).toBe("Appeler avant d'arriver");
    expect(request.deliveryAddress).not.toHaveProperty("landmark");
  });

  it("leaves out a billing address without a country, which the service would read as the merchant's (spec §2)", () => {
    const billing = { ...makeOrder().billing_address, country_code: null };
    expect(requestOf(map({ billing_address: billing }))).not.toHaveProperty("billingAddress");
    expect(requestOf(map({ billing_address: { ...billing, country_code: "sn" } })).billingAddress).toMatchObject({
      countryCode: "SN",
    });
  });

  it("falls back to the customer's name and phone when the shipping address has none", () => {
    const ship = { ...makeOrder().shipping_address, name: null, first_name: null, last_name: null, phone: null };
    const request = requestOf(
      map({
        shipping_address: ship,
        billing_address: null,
        customer: { first_name: "Moussa", last_name: "Diop", phone: "+221 77 123 45 67", email: "not-an-email" },
        email: null,
      }),
    );
    expect(request.customer).toEqual({ fullName: "Moussa Diop", phoneE164: "+221771234567" });
    expect(request).not.toHaveProperty("billingAddress");
  });

  it("sends a Shopify B2B order as B2B with the company, its tax number and the billing country", () => {
    const request = requestOf(
      map(
        {
          company: { id: 1, location_id: 2 },
          billing_address: { ...makeOrder().billing_address, country_code: "SN", address1: "Rue 10", city: "Dakar" },
        },
        { b2b: { companyName: "Société Ivoirienne de Négoce SARL", taxRegistrationId: "CI-1234567-A" } },
      ),
    );
    expect(request.customerType).toBe("B2B");
    expect(request.customer).toMatchObject({
      businessName: "Société Ivoirienne de Négoce SARL",
      taxId: "CI-1234567-A",
      countryCode: "SN",
    });
  });

  it("never sends business details or a customer type for a consumer order with a company line", () => {
    const request = requestOf(
      map({ shipping_address: { ...makeOrder().shipping_address, company: "Banque Atlantique" } }),
    );
    expect(request).not.toHaveProperty("customerType");
    expect(request.customer).not.toHaveProperty("businessName");
    expect(request.customer).not.toHaveProperty("taxId");
  });

  it("refuses to guess when a company order arrives without its B2B details", () => {
    expect(() => map({ company: { id: 1, location_id: 2 } }, { b2b: undefined })).toThrow(TypeError);
  });

  it.each([
    ["no shipping address", { shipping_address: null }, ["missing_address"]],
    [
      "no street",
      { shipping_address: { ...makeOrder().shipping_address, address1: " ", address2: null, zip: "00225" } },
      ["missing_address"],
    ],
    [
      "no city but a province",
      { shipping_address: { ...makeOrder().shipping_address, city: "", province: "Lagunes" } },
      ["missing_city"],
    ],
    [
      "no city and no province",
      { shipping_address: { ...makeOrder().shipping_address, city: null } },
      ["missing_city", "missing_state"],
    ],
    ["no country", { shipping_address: { ...makeOrder().shipping_address, country_code: null } }, ["missing_country"]],
    [
      "no phone anywhere",
      { shipping_address: { ...makeOrder().shipping_address, phone: null }, billing_address: null },
      ["missing_phone"],
    ],
    [
      "an unringable phone",
      { shipping_address: { ...makeOrder().shipping_address, phone: "07 12 34" }, billing_address: null },
      ["invalid_phone"],
    ],
    [
      "no name anywhere",
      {
        shipping_address: { ...makeOrder().shipping_address, name: "", first_name: null, last_name: null },
        billing_address: null,
        customer: null,
      },
      ["missing_name"],
    ],
    [
      "nothing that travels",
      { line_items: [{ name: "Carte cadeau", quantity: 1, price: "5000", requires_shipping: false }] },
      ["no_items"],
    ],
  ])("holds the order with a problem for %s", (_name, patch, codes) => {
    expect(codesOf(map(patch))).toEqual(codes);
  });

  it("lists every problem at once", () => {
    const result = map({
      shipping_address: { ...makeOrder().shipping_address, phone: null, city: null, province: "Lagunes" },
      billing_address: null,
    });
    expect(codesOf(result)).toEqual(["missing_phone", "missing_city"]);
  });

  it("holds a B2B order whose company has no name", () => {
    expect(
      codesOf(map({ company: { id: 1, location_id: 2 } }, { b2b: { companyName: " ", taxRegistrationId: "123" } })),
    ).toEqual(["missing_business_name"]);
  });

  it("sends an order the buyer checked out in another currency in that currency, its items at the buyer's prices", () => {
    const inEuros = {
      currency: "XOF",
      presentment_currency: "EUR",
      line_items: [
        {
          sku: "PAGNE-WAX-6Y",
          name: "Pagne wax - 6 yards",
          quantity: 2,
          price: "12500",
          price_set: { shop_money: { amount: "12500.00" }, presentment_money: { amount: "19.06" } },
          requires_shipping: true,
        },
      ],
    };
    const request = requestOf(map(inEuros));
    expect(request).toMatchObject({ currency: "EUR", codAmountMinor: 2750000 });
    expect(request.items).toEqual([
      { sku: "PAGNE-WAX-6Y", name: "Pagne wax - 6 yards", quantity: 2, unitPriceMinor: 1906 },
    ]);
    // A paid order too: nothing is collected, and an edit that leaves it owing is owed in the same currency.
    const paid: PlannedPayment = { kind: "paid", paymentType: "Card", codAmountMinor: 0 };
    expect(requestOf(map(inEuros, { plan: paid }))).toMatchObject({ currency: "EUR", codAmountMinor: 0 });
  });

  it("throws on a malformed Shopify amount instead of sending a wrong price", () => {
    expect(() => map({ line_items: [{ name: "X", quantity: 1, price: "12,50", requires_shipping: true }] })).toThrow(
      TypeError,
    );
  });
});

describe("idempotency key and revision", () => {
  const keyOf = (result: ReturnType<typeof map>) => (result.ok ? result.idempotencyKey : "not mapped");

  it("is the same for the same payload, even when Shopify fields that are not sent change", () => {
    const first = keyOf(map());
    expect(first).toMatch(/^shopify-order:gid:\/\/shopify\/Order\/5904170139862:create:r[0-9a-f]{16}$/);
    expect(keyOf(map({ updated_at: "2026-07-03T00:00:00Z", tags: "vip" }))).toBe(first);
  });

  it("changes when the corrected order would send a different body", () => {
    const corrected = keyOf(map({ shipping_address: { ...makeOrder().shipping_address, phone: "07 07 12 34 57" } }));
    expect(corrected).not.toBe(keyOf(map()));
    expect(keyOf(map({}, { plan: { ...COD, codAmountMinor: 2000000 } }))).not.toBe(keyOf(map()));
  });
});
