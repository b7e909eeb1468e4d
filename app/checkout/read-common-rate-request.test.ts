import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { callbackBody, shopifyItem } from "../../test/support/checkout-fixtures";
import { ShopifyRateCallbackSchema } from "./rate-request-schema";
import { readCommonRateRequest } from "./read-common-rate-request";

/*
 * The reader without zod must give what the schema gives, or step aside. Each body below is read by both; where the
 * reader answers, its output equals the schema's key for key and in the same order (JSON text compared too), and it
 * never answers a body the schema refuses.
 */

const sample = (name: string) =>
  JSON.parse(
    readFileSync(`docs/reference/shopify-samples/carrier-service-rate-request.${name}.json`, "utf8"),
  ) as unknown;

/** Values a JSON body can hold where a field is expected: the readable, the borderline and the wrong. */
const VALUES: unknown[] = [
  null,
  "",
  "   ",
  " Dakar\u0007 ",
  "line\nbreak",
  "ci",
  " xof ",
  "SEN",
  "12",
  " 12 ",
  "1234567890123456",
  "-3",
  "1.5",
  0,
  7,
  -1,
  2.6,
  2 ** 53,
  true,
  false,
  {},
  [],
  { nested: 1 },
];

type Body = ReturnType<typeof callbackBody>;
const FIELDS: Array<[string, (body: Body, value: unknown) => void]> = [
  ...["country", "postal_code", "province", "city", "address1", "address2"].flatMap(
    (key): Array<[string, (body: Body, value: unknown) => void]> => [
      [`destination.${key}`, (body, value) => void ((body.rate.destination as Record<string, unknown>)[key] = value)],
      [`origin.${key}`, (body, value) => void ((body.rate.origin as Record<string, unknown>)[key] = value)],
    ],
  ),
  ...["name", "sku", "quantity", "grams", "price", "requires_shipping", "product_id", "variant_id"].map(
    (key): [string, (body: Body, value: unknown) => void] => [
      `items.0.${key}`,
      (body, value) => void ((body.rate.items[0] as Record<string, unknown>)[key] = value),
    ],
  ),
  ...["subtotal_price", "total_price", "discount_amount"].map((key): [string, (body: Body, value: unknown) => void] => [
    `order_totals.${key}`,
    (body, value) => void ((body.rate.order_totals as Record<string, unknown>)[key] = value),
  ]),
  ["currency", (body, value) => void ((body.rate as Record<string, unknown>).currency = value)],
  ["locale", (body, value) => void ((body.rate as Record<string, unknown>).locale = value)],
  ["origin", (body, value) => void ((body.rate as Record<string, unknown>).origin = value)],
  ["destination", (body, value) => void ((body.rate as Record<string, unknown>).destination = value)],
  ["items", (body, value) => void ((body.rate as Record<string, unknown>).items = value)],
  ["items.0", (body, value) => void ((body.rate.items as unknown[])[0] = value)],
  ["order_totals", (body, value) => void ((body.rate as Record<string, unknown>).order_totals = value)],
  ["rate", (body, value) => void ((body as Record<string, unknown>).rate = value)],
];

/** Both readings of a body as it arrives (JSON text), compared. */
function expectSameReading(body: unknown): "read" | "left to the schema" {
  const json = JSON.parse(JSON.stringify(body)) as unknown;
  const schema = ShopifyRateCallbackSchema.safeParse(json);
  const common = readCommonRateRequest(json);
  if (common === undefined) return "left to the schema";
  expect(schema.success).toBe(true);
  expect(common).toStrictEqual(schema.data?.rate);
  expect(JSON.stringify(common)).toBe(JSON.stringify(schema.data?.rate));
  return "read";
}

describe("readCommonRateRequest: the schema's reading, without zod", () => {
  test("Shopify's documented and observed bodies, and the stand-in's, are read as the schema reads them", () => {
    const bodies = [
      sample("docs-example"),
      sample("community-observed"),
      callbackBody(),
      callbackBody({
        locale: null,
        order_totals: null,
        items: [shopifyItem(), shopifyItem({ sku: null, grams: 12.5 })],
      }),
    ];
    expect(bodies.map(expectSameReading)).toEqual(["read", "read", "read", "read"]);
  });

  test.each(FIELDS)("every value of %s is read as the schema reads it, or left to it", (field, set) => {
    const outcomes = VALUES.map((value) => {
      const body = callbackBody({ items: [shopifyItem(), shopifyItem({ sku: "B" })] });
      set(body, value);
      return expectSameReading(body);
    });
    // Some value of each field is read without zod, except where the field is a whole object none of these fills.
    const objects = ["rate", "destination", "items.0"];
    expect(outcomes.includes("read")).toBe(!objects.includes(field));
  });

  test("a key left out of the origin or the order totals stays out, as the schema leaves it", () => {
    const body = callbackBody({ order_totals: { total_price: 5 } });
    body.rate.origin = { city: "Dakar" } as typeof body.rate.origin;
    expect(expectSameReading(body)).toBe("read");
    expect(readCommonRateRequest(body)).toMatchObject({ origin: { city: "Dakar" }, order_totals: { total_price: 5 } });
    expect(Object.keys(readCommonRateRequest(body)!.origin ?? {})).toEqual(["city"]);
  });

  test("a body the schema refuses is never read", () => {
    for (const body of [null, [], "text", { rate: null }, { rate: { destination: { country: "SEN" } } }]) {
      expect(readCommonRateRequest(body)).toBeUndefined();
      expect(ShopifyRateCallbackSchema.safeParse(body).success).toBe(false);
    }
  });
});
