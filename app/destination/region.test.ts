import { describe, expect, test } from "vitest";
import { mapRateRequest } from "~/checkout/map-rate-request";
import { parseRateRequest } from "~/checkout/parse-rate-request";
import { mapDeliveryAddress } from "~/order-mapping/map-address";
import { makeOrder, settingsWith } from "~/order-mapping/shopify-order.fixture";
import { callbackBody } from "../../test/support/checkout-fixtures";
import { destinationRegion } from "./region";

describe("destinationRegion: one reading of the destination", () => {
  test.each([
    [
      "a province with its name (an order)",
      { countryCode: "NG", province: "Lagos", provinceCode: "LA" },
      { region: "LA", regionName: "Lagos" },
    ],
    [
      "a province code only, named from Shopify's codes (checkout)",
      { countryCode: "NG", provinceCode: "LA" },
      { region: "LA", regionName: "Lagos" },
    ],
    [
      "an ISO code with its country prefix, in any case",
      { countryCode: "ng", provinceCode: " ng-la " },
      { region: "ng-la", regionName: "Lagos" },
    ],
    ["a code no table knows", { countryCode: "SN", provinceCode: "DK", city: "Dakar" }, { region: "DK" }],
    [
      "no province (Côte d'Ivoire): the city stands in",
      { countryCode: "CI", province: "", city: " Abidjan " },
      { region: "Abidjan", regionName: "Abidjan" },
    ],
    ["nothing at all", { countryCode: "CI" }, {}],
  ] as const)("%s", (_label, destination, expected) => {
    expect(destinationRegion(destination)).toEqual(expected);
  });
});

/** The same address as a checkout callback (province code only) and as an order (name and code). */
function bothSides(address: { country: string; province: string | null; provinceName: string | null; city: string }) {
  const parsed = parseRateRequest(
    callbackBody({ destination: { country: address.country, province: address.province, city: address.city } }),
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  const checkout = mapRateRequest(parsed.request).destination;
  const order = makeOrder();
  const mapped = mapDeliveryAddress(
    makeOrder({
      shipping_address: {
        ...order.shipping_address,
        country_code: address.country,
        province: address.provinceName,
        province_code: address.province,
        city: address.city,
      },
    }),
    settingsWith({}),
  );
  if (!mapped.ok) throw new Error(JSON.stringify(mapped.problems));
  return { checkout, state: mapped.address.state };
}

describe("checkout and the order describe the destination alike", () => {
  test("Côte d'Ivoire, no province: the city is the region on both sides, so a price set for Abidjan applies at checkout", () => {
    const { checkout, state } = bothSides({ country: "CI", province: null, provinceName: null, city: "Abidjan" });
    expect(checkout).toMatchObject({ countryCode: "CI", region: "Abidjan", city: "Abidjan" });
    expect(state).toBe("Abidjan");
    expect([checkout.region, checkout.regionName]).toContain(state);
  });

  test("Nigeria, Lagos: the code at checkout with its name, the name on the order", () => {
    const { checkout, state } = bothSides({ country: "NG", province: "LA", provinceName: "Lagos", city: "Ikeja" });
    expect(checkout).toMatchObject({ region: "LA", regionName: "Lagos" });
    expect(state).toBe("Lagos");
    // An order that carries the code only reads the same name.
    expect(bothSides({ country: "NG", province: "LA", provinceName: null, city: "Ikeja" }).state).toBe("Lagos");
  });
});
