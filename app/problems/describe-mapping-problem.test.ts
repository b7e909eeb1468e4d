import { expect, test } from "vitest";
import { mapShopifyOrderToServiceOrder } from "~/order-mapping/map-order";
import { makeOrder, settingsWith } from "~/order-mapping/shopify-order.fixture";
import type { MappingProblem, MappingProblemCode } from "~/order-mapping/mapping-problem";
import { describeMappingProblems } from "./describe-mapping-problem";

const CODES: MappingProblemCode[] = [
  "missing_name",
  "missing_phone",
  "invalid_phone",
  "missing_address",
  "missing_city",
  "missing_state",
  "missing_country",
  "missing_business_name",
  "no_items",
  "presentment_currency_differs",
];

test("every problem reads in English and in French, with its Shopify field", () => {
  for (const code of CODES) {
    const problem: MappingProblem = {
      field: "shipping_address.phone",
      code,
      message: "english",
      params: { country: "CI", paid: "EUR", shop: "XOF" },
    };
    const en = describeMappingProblems([problem], "en");
    const fr = describeMappingProblems([problem], "fr-CI");
    expect(en.startsWith("shipping_address.phone: ")).toBe(true);
    expect(fr.startsWith("shipping_address.phone: ")).toBe(true);
    expect(fr).not.toBe(en);
    expect(`${en} ${fr}`).not.toContain("undefined");
  }
});

test("values a message needs are kept in both languages, and several problems are listed in order", () => {
  const problems: MappingProblem[] = [
    { field: "shipping_address.phone", code: "invalid_phone", message: "x", params: { country: "SN" } },
    {
      field: "presentment_currency",
      code: "presentment_currency_differs",
      message: "x",
      params: { paid: "EUR", shop: "XOF" },
    },
  ];
  expect(describeMappingProblems(problems, "fr")).toBe(
    "shipping_address.phone: Ce numéro ne peut pas être appelé depuis SN\u202f; corrigez-le dans la commande.; presentment_currency: L'acheteur a payé en EUR mais les montants sont en XOF\u202f; encaissez le paiement vous-même.",
  );
  expect(describeMappingProblems([{ ...problems[0], params: {} }], "en")).toContain("from the destination country");
});

test("the mapping gives the values its messages need", () => {
  const dakar = { name: "Awa Diop", address1: "Rue 10", city: "Dakar", country_code: "SN", phone: "12" };
  const result = mapShopifyOrderToServiceOrder(
    makeOrder({ presentment_currency: "EUR", shipping_address: dakar, billing_address: dakar }),
    {
      shopDomain: "shop.myshopify.com",
      settings: settingsWith({}),
      plan: { kind: "cod", paymentType: "COD", codAmountMinor: 100 },
      toMinor: () => 0,
      b2b: null,
    },
  );
  expect(result.ok).toBe(false);
  const problems = result.ok ? [] : result.problems;
  expect(problems.find((problem) => problem.code === "invalid_phone")?.params).toEqual({ country: "SN" });
  // The buyer's own currency is no problem: the order is collected in it (docs/decisions/077).
  expect(problems.map((problem) => problem.code)).not.toContain("presentment_currency_differs");
});
