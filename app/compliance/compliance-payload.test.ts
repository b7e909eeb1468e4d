import { describe, expect, test } from "vitest";
import { bindCompliancePayload } from "./compliance-payload";

const shop = "a.myshopify.com";
const dataRequest = {
  shop_id: 1,
  shop_domain: shop,
  customer: { id: 1 },
  orders_requested: [2],
  data_request: { id: 3 },
};
const customersRedact = { shop_id: 1, shop_domain: shop, customer: { id: 1 }, orders_to_redact: [2] };
const shopRedact = { shop_id: 1, shop_domain: shop };

describe("bindCompliancePayload", () => {
  test("each topic's own body, naming the header's shop, is taken", () => {
    expect(bindCompliancePayload("SHOP_REDACT", shop, shopRedact)).toMatchObject({ ok: true });
    expect(bindCompliancePayload("CUSTOMERS_REDACT", shop, customersRedact)).toMatchObject({ ok: true });
    expect(bindCompliancePayload("CUSTOMERS_DATA_REQUEST", shop, dataRequest)).toMatchObject({ ok: true });
  });

  test("a body of another topic is refused with 400", () => {
    for (const [topic, body] of [
      ["SHOP_REDACT", dataRequest],
      ["SHOP_REDACT", customersRedact],
      ["CUSTOMERS_REDACT", dataRequest],
      ["CUSTOMERS_DATA_REQUEST", customersRedact],
      ["CUSTOMERS_REDACT", shopRedact],
    ] as const)
      expect(bindCompliancePayload(topic, shop, body), topic).toMatchObject({ ok: false, status: 400 });
  });

  test("a body naming another shop is refused with 403", () => {
    expect(bindCompliancePayload("SHOP_REDACT", "b.myshopify.com", shopRedact)).toMatchObject({
      ok: false,
      status: 403,
    });
  });
});
