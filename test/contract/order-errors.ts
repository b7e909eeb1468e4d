// The error codes of spec §7 that only an order creation can provoke (rules 1–5 of POST /orders and
// idempotency), plus VALIDATION_FAILED's dotted paths and an unknown reference. Sandbox only: a
// mistake here would create a real order on a real service.
import { describe, expect, test } from "vitest";
import {
  DeliveryConflictError,
  DeliveryCustomerError,
  DeliveryNotFoundError,
  DeliveryPermissionError,
  DeliveryPlanError,
  DeliveryValidationError,
  type CreateOrderParams,
} from "~/delivery";
import { errorScenarioTests, type ErrorScenario } from "./errors";
import type { SandboxContext } from "../support/contract-kit";

const b2b = (customer: Partial<CreateOrderParams["customer"]>): Partial<CreateOrderParams> => ({
  customerType: "B2B",
  customer: {
    fullName: "Awa Koné",
    phoneE164: "+2250707070707",
    businessName: "Koné Textiles SARL",
    countryCode: "CI",
    ...customer,
  },
});

function orderScenarios(s: SandboxContext): ErrorScenario[] {
  return [
    {
      code: "VALIDATION_FAILED",
      status: 400,
      errorClass: DeliveryValidationError,
      when: "an item's price is negative",
      provoke: (client) =>
        client.createOrder(s.order({ items: [{ name: "T-shirt", quantity: 1, unitPriceMinor: -1 }] })),
      check: (error) => {
        expect(error).toMatchObject({
          fields: ["items.0.unitPriceMinor"],
          details: { fields: ["items.0.unitPriceMinor"] },
        });
        expect(error).not.toBeInstanceOf(DeliveryCustomerError);
      },
    },
    {
      code: "API_KEY_SCOPE_MISSING",
      status: 403,
      errorClass: DeliveryPermissionError,
      when: "a read-only key creates an order",
      key: (keys) => keys.readonly,
      provoke: (client) => client.createOrder(s.order()),
      check: (error) => expect(error).toMatchObject({ missingScopes: ["orders:write"] }),
    },
    {
      code: "IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD",
      status: 409,
      errorClass: DeliveryConflictError,
      when: "an Idempotency-Key is reused with another body",
      async provoke(client) {
        const key = s.ref("idem");
        await client.createOrder(s.order(), { idempotencyKey: key });
        return client.createOrder(s.order(), { idempotencyKey: key });
      },
    },
    {
      code: "CROSS_BORDER_NOT_INCLUDED_IN_PLAN",
      status: 403,
      errorClass: DeliveryPlanError,
      when: "cross-border delivery is not active",
      async provoke(client) {
        await s.sandbox("PATCH", "/account", { crossBorderActive: false });
        return client.createOrder(
          s.order({
            customer: { fullName: "Moussa Diop", phoneE164: "+221771234567" },
            deliveryAddress: { freeTextAddress: "Rue 10, Plateau", city: "Dakar", state: "Dakar", countryCode: "SN" },
          }),
        );
      },
      // The plan, not the key, refuses; callers catching permission errors still catch it.
      check: (error) => expect(error).toBeInstanceOf(DeliveryPermissionError),
    },
    {
      code: "CUSTOMER_BUSINESS_NAME_REQUIRED",
      status: 400,
      errorClass: DeliveryCustomerError,
      when: "a B2B order has no business name",
      provoke: (client) => client.createOrder(s.order(b2b({ businessName: undefined }))),
      check: (error) => expect(error).toBeInstanceOf(DeliveryValidationError),
    },
    {
      code: "CUSTOMER_TYPE_B2C_HAS_BUSINESS_DETAILS",
      status: 400,
      errorClass: DeliveryCustomerError,
      when: "a B2C order carries a tax number",
      provoke: (client) =>
        client.createOrder(
          s.order({
            customerType: "B2C",
            customer: { fullName: "Awa Koné", phoneE164: "+2250707070707", taxId: "1234567A" },
          }),
        ),
    },
    {
      code: "CUSTOMER_TAX_ID_FORMAT",
      status: 400,
      errorClass: DeliveryCustomerError,
      when: "a stated B2B buyer's tax number breaks the official format",
      provoke: (client) => client.createOrder(s.order(b2b({ taxId: "12-AB" }))),
    },
    {
      code: "CUSTOMER_PHONE_INVALID",
      status: 400,
      errorClass: DeliveryCustomerError,
      when: "the phone number cannot be rung",
      provoke: (client) => client.createOrder(s.order({ customer: { fullName: "Awa Koné", phoneE164: "+225 12" } })),
    },
    {
      code: "ORDER_NOT_FOUND",
      status: 404,
      errorClass: DeliveryNotFoundError,
      when: "no order matches the reference (sandbox's code; spec: not shown)",
      provoke: (client) => client.getOrder("CT-no-such-order"),
    },
  ];
}

export function orderErrorContract(s: SandboxContext): void {
  describe("order refusals", () => {
    errorScenarioTests(s, orderScenarios(s));

    test("a tax number in a secondary format is accepted with a warning", async () => {
      const created = await s.client().createOrder(s.order(b2b({ taxId: "CI0123456789" })));
      expect(created.customer).toMatchObject({ type: "B2B", country: "CI", taxIdFormatWarning: true });
      const official = await s.client().createOrder(s.order(b2b({ taxId: "1234567A" })));
      expect(official.customer).toMatchObject({ type: "B2B", taxIdFormatWarning: false });
    });

    test("without customerType the buyer is never refused: a tax number with a digit makes it B2B, invoiced to the person", async () => {
      const client = s.client();
      const created = await client.createOrder(
        s.order({ customer: { fullName: "Awa Koné", phoneE164: "0707070707", taxId: "12-AB" } }),
      );
      expect(created.customer).toMatchObject({ type: "B2B", taxIdFormatWarning: true });
      expect((await client.getOrder(created.orderId)).buyer).toMatchObject({
        customerType: "B2B",
        businessName: "Awa Koné",
        taxId: "12-AB",
      });
      expect((await client.getOrder(created.orderId)).customer.phoneE164).toBe("+2250707070707");
    });

    test("no order is created by a refused request", async () => {
      const client = s.client();
      await s.sandbox("DELETE", "/requests");
      for (const scenario of orderScenarios(s).filter((sc) => sc.code.startsWith("CUSTOMER_")))
        await scenario.provoke(client).catch(() => undefined);
      expect((await client.listOrders()).total).toBe(0);
    });
  });
}
