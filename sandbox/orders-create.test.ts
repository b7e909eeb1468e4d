import { describe, expect, test } from "vitest";
import { useSandbox, validOrder } from "./test-support";

const t = useSandbox();

describe("POST /orders", () => {
  test("a valid order is created with its shipment, answered in the later form", async () => {
    const answer = await t.api("POST", "/orders", { body: validOrder({ externalOrderRef: "#1001" }) });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      orderId: expect.any(String),
      externalOrderRef: "#1001",
      shipmentId: expect.any(String),
      shipmentState: "created",
      addressAssessment: {
        confidenceScore: expect.any(Number),
        verified: expect.any(Boolean),
        needsManualVerification: expect.any(Boolean),
      },
      customer: {
        type: "B2C",
        country: "CI",
        transactionScope: "DOMESTIC",
        taxIdStatus: "NOT_REQUIRED",
        taxIdFormatWarning: false,
      },
    });
    expect(answer.body.addressAssessment.verified).toBe(!answer.body.addressAssessment.needsManualVerification);
  });

  test("the earlier form, chosen through the control API, has no customer block", async () => {
    await t.control("PATCH", "/account", { responseForm: "earlier" });
    const answer = await t.api("POST", "/orders", { body: validOrder() });
    expect(answer.status).toBe(201);
    expect(answer.body).not.toHaveProperty("customer");
    expect(answer.body).toHaveProperty("addressAssessment");
  });

  test("every failing field is listed as a dotted path", async () => {
    const body = validOrder({
      deliveryAddress: { freeTextAddress: "Rue 12", city: "Abidjan" },
      items: [{ name: "T-shirt", quantity: 1, unitPriceMinor: "7500" }],
      paymentType: "Cheque",
      codAmountMinor: 10.5,
    });
    delete body.currency;
    const answer = await t.api("POST", "/orders", { body });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("VALIDATION_FAILED");
    expect(answer.body.details.fields.sort()).toEqual([
      "codAmountMinor",
      "currency",
      "deliveryAddress.state",
      "items.0.unitPriceMinor",
      "paymentType",
    ]);
  });

  test("an item without a sku is accepted", async () => {
    const answer = await t.api("POST", "/orders", {
      body: validOrder({ externalOrderRef: "NOSKU", items: [{ name: "Gift", quantity: 1, unitPriceMinor: 0 }] }),
    });
    expect(answer.status).toBe(201);
    expect((await t.api("GET", "/orders/NOSKU")).body.items).toEqual([
      { sku: null, name: "Gift", quantity: 1, unitPriceMinor: 0 },
    ]);
  });

  test("a phone number that cannot be rung is refused with CUSTOMER_PHONE_INVALID", async () => {
    for (const phoneE164 of ["12345", "+225 01", "not a phone"]) {
      const answer = await t.api("POST", "/orders", { body: validOrder({ customer: { fullName: "Awa", phoneE164 } }) });
      expect({ phoneE164, status: answer.status, code: answer.body.code }).toEqual({
        phoneE164,
        status: 400,
        code: "CUSTOMER_PHONE_INVALID",
      });
    }
  });

  test("a local phone number is read in the delivery country and stored in E.164", async () => {
    const ivorian = await t.api("POST", "/orders", {
      body: validOrder({ externalOrderRef: "LOCAL-CI", customer: { fullName: "Awa", phoneE164: "07 07 07 07 07" } }),
    });
    expect(ivorian.status).toBe(201);
    expect((await t.api("GET", "/orders/LOCAL-CI")).body.customer.phoneE164).toBe("+2250707070707");
    const senegalese = validOrder({
      externalOrderRef: "LOCAL-SN",
      customer: { fullName: "Moussa", phoneE164: "77 123 45 67" },
      deliveryAddress: { freeTextAddress: "Rue 10, Médina", city: "Dakar", state: "Dakar", countryCode: "SN" },
    });
    expect((await t.api("POST", "/orders", { body: senegalese })).status).toBe(201);
    expect((await t.api("GET", "/orders/LOCAL-SN")).body.customer.phoneE164).toBe("+221771234567");
  });

  test("a delivery abroad is refused with 403 CROSS_BORDER_NOT_INCLUDED_IN_PLAN when cross-border is not active", async () => {
    await t.control("PATCH", "/account", { crossBorderActive: false });
    const abroad = validOrder({
      customer: { fullName: "Kofi", phoneE164: "+233241234567" },
      deliveryAddress: { freeTextAddress: "Oxford St", city: "Accra", state: "Greater Accra", countryCode: "GH" },
    });
    const refused = await t.api("POST", "/orders", { body: abroad });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("CROSS_BORDER_NOT_INCLUDED_IN_PLAN");
    expect((await t.api("POST", "/orders", { body: validOrder() })).status).toBe(201);
    await t.control("PATCH", "/account", { crossBorderActive: true });
    expect((await t.api("POST", "/orders", { body: abroad })).status).toBe(201);
  });

  test("the delivery country defaults to the merchant's own country", async () => {
    await t.control("PATCH", "/account", { countryCode: "SN", crossBorderActive: false });
    const body = validOrder({
      externalOrderRef: "DEFAULT-COUNTRY",
      customer: { fullName: "Moussa", phoneE164: "771234567" },
    });
    expect((await t.api("POST", "/orders", { body })).status).toBe(201);
    expect((await t.api("GET", "/orders/DEFAULT-COUNTRY")).body.deliveryAddress.countryCode).toBe("SN");
  });
});
