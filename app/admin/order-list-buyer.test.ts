import { describe, expect, test } from "vitest";
import { orderListBuyer } from "./order-list-buyer";

const shopifyOrder = (address: Record<string, unknown> | null) => JSON.stringify({ shipping_address: address });

describe("the orders list's buyer and city", () => {
  test("come from the Shopify order's shipping address, its name or first and last names", () => {
    expect(
      orderListBuyer({
        shopifyOrderJson: shopifyOrder({ name: "Ama Mensah", first_name: "Ama", last_name: "M.", city: "Dakar" }),
        requestJson: null,
        destCity: null,
      }),
    ).toEqual({ buyerName: "Ama Mensah", city: "Dakar" });
    expect(
      orderListBuyer({
        shopifyOrderJson: shopifyOrder({ first_name: "Koffi", last_name: "Yao", city: " Abidjan " }),
        requestJson: null,
        destCity: null,
      }),
    ).toEqual({ buyerName: "Koffi Yao", city: "Abidjan" });
  });

  test("fall back on the request sent to the service, then on the city recorded at handoff", () => {
    const request = JSON.stringify({ customer: { fullName: "Awa Diop" }, deliveryAddress: { city: "Thiès" } });
    expect(orderListBuyer({ shopifyOrderJson: null, requestJson: request, destCity: "Dakar" })).toEqual({
      buyerName: "Awa Diop",
      city: "Thiès",
    });
    expect(orderListBuyer({ shopifyOrderJson: null, requestJson: null, destCity: "Dakar" })).toEqual({
      buyerName: null,
      city: "Dakar",
    });
  });

  test("read nothing from a payload that is not the expected JSON", () => {
    expect(orderListBuyer({ shopifyOrderJson: "{not json", requestJson: "[1]", destCity: " " })).toEqual({
      buyerName: null,
      city: null,
    });
    expect(orderListBuyer({ shopifyOrderJson: shopifyOrder(null), requestJson: null, destCity: null })).toEqual({
      buyerName: null,
      city: null,
    });
  });
});
