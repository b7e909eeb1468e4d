import { describe, expect, test } from "vitest";
import { useSandbox, validOrder } from "./test-support";

const t = useSandbox();

const order = (
  customerType: string | undefined,
  customer: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) =>
  t.api("POST", "/orders", {
    body: validOrder({
      ...(customerType ? { customerType } : {}),
      customer: { fullName: "Awa Koné", phoneE164: "+2250707070707", ...customer },
      ...extra,
    }),
  });

describe("buyer rules of POST /orders (spec §4 rules 3–7)", () => {
  test("a B2B order without a business name is refused", async () => {
    const answer = await order("B2B", { taxId: "1234567A" });
    expect([answer.status, answer.body.code]).toEqual([400, "CUSTOMER_BUSINESS_NAME_REQUIRED"]);
  });

  test("a B2C order carrying a business name or a tax number is refused", async () => {
    for (const details of [{ businessName: "Koné SARL" }, { taxId: "1234567A" }]) {
      const answer = await order("B2C", details);
      expect([answer.status, answer.body.code]).toEqual([400, "CUSTOMER_TYPE_B2C_HAS_BUSINESS_DETAILS"]);
    }
  });

  test("a B2B tax number that matches no format of the buyer's country is refused", async () => {
    const answer = await order("B2B", { businessName: "Koné SARL", taxId: "ABC", countryCode: "CI" });
    expect([answer.status, answer.body.code]).toEqual([400, "CUSTOMER_TAX_ID_FORMAT"]);
  });

  test("an official-format tax number is accepted without warning", async () => {
    const answer = await order("B2B", {
      businessName: "Koné SARL",
      taxId: "1234567 a",
      countryCode: "CI",
      email: "compta@kone.ci",
    });
    expect(answer.status).toBe(201);
    expect(answer.body.customer).toEqual({
      type: "B2B",
      country: "CI",
      transactionScope: "DOMESTIC",
      taxIdStatus: "NOT_REQUIRED",
      taxIdFormatWarning: false,
    });
  });

  test("a secondary-format tax number is accepted with taxIdFormatWarning", async () => {
    const answer = await order("B2B", { businessName: "Dangote Ltd", taxId: "1234567890", countryCode: "NG" });
    expect(answer.status).toBe(201);
    expect(answer.body.customer).toMatchObject({
      type: "B2B",
      country: "NG",
      transactionScope: "CROSS_BORDER",
      taxIdFormatWarning: true,
    });
  });

  test("the tax number is checked against the buyer's country, not the merchant's", async () => {
    const kenyan = await order("B2B", { businessName: "Nairobi Ltd", taxId: "A123456789B", countryCode: "KE" });
    const ivorianFormatInKenya = await order("B2B", {
      businessName: "Nairobi Ltd",
      taxId: "1234567A",
      countryCode: "KE",
    });
    expect(kenyan.status).toBe(201);
    expect(ivorianFormatInKenya.body.code).toBe("CUSTOMER_TAX_ID_FORMAT");
  });

  test("without customerType, a tax number holding a digit makes the order B2B, invoiced to the person's name", async () => {
    const answer = await order(undefined, { taxId: "1234567A" }, { externalOrderRef: "RULE6-B2B" });
    expect(answer.status).toBe(201);
    expect(answer.body.customer).toMatchObject({ type: "B2B", taxIdFormatWarning: false });
    const fetched = await t.api("GET", "/orders/RULE6-B2B");
    expect(fetched.body.buyer).toEqual({
      customerType: "B2B",
      customerCountry: "CI",
      transactionScope: "DOMESTIC",
      businessName: "Awa Koné",
      taxId: "1234567A",
      taxIdStatus: "NOT_REQUIRED",
    });
  });

  test("without customerType, an order is never refused over buyer details and odd tax numbers are flagged", async () => {
    const answer = await order(
      undefined,
      { businessName: "Koné SARL", taxId: "42-XYZ" },
      { externalOrderRef: "RULE6-ODD" },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.customer).toMatchObject({ type: "B2B", taxIdFormatWarning: true });
    expect((await t.api("GET", "/orders/RULE6-ODD")).body.buyer.taxId).toBe("42-XYZ");
  });

  test("without customerType, a tax number with no digit leaves the order B2C", async () => {
    const answer = await order(undefined, { businessName: "Koné SARL", taxId: "N/A" });
    expect(answer.status).toBe(201);
    expect(answer.body.customer.type).toBe("B2C");
  });

  test("the buyer's country comes from the billing address, then the delivery address", async () => {
    const billed = await order(
      undefined,
      {},
      { billingAddress: { freeTextAddress: "1 rue de Rivoli", city: "Paris", countryCode: "FR" } },
    );
    expect(billed.body.customer).toMatchObject({ country: "FR", transactionScope: "CROSS_BORDER" });
    const delivered = await order(
      undefined,
      { phoneE164: "+221771234567" },
      { deliveryAddress: { freeTextAddress: "Rue 10", city: "Dakar", state: "Dakar", countryCode: "SN" } },
    );
    expect(delivered.body.customer.country).toBe("SN");
    // Without a customerType the addresses decide even when the customer names a country (rule 6).
    const named = await order(
      undefined,
      { countryCode: "SN" },
      { billingAddress: { freeTextAddress: "1 rue de Rivoli", city: "Paris", countryCode: "FR" } },
    );
    expect(named.body.customer.country).toBe("FR");
  });

  // §2 Address: countryCode "defaults to the merchant's own country" — on the billing address too.
  describe("a billing address without a countryCode is in the merchant's country (CI)", () => {
    const inDakar = {
      deliveryAddress: { freeTextAddress: "Rue 10", city: "Dakar", state: "Dakar", countryCode: "SN" },
    };
    const billedWithoutCountry = { freeTextAddress: "Boulevard Latrille", city: "Abidjan" };
    const senegalesePhone = { phoneE164: "+221771234567" };

    test("a buyer with no type is domestic, in the create answer and the fetched order", async () => {
      const created = await order(undefined, senegalesePhone, {
        ...inDakar,
        billingAddress: billedWithoutCountry,
        externalOrderRef: "BILL-NO-COUNTRY-B2C",
      });
      expect(created.status).toBe(201);
      expect(created.body.customer).toMatchObject({ type: "B2C", country: "CI", transactionScope: "DOMESTIC" });
      const fetched = (await t.api("GET", "/orders/BILL-NO-COUNTRY-B2C")).body;
      expect(fetched.deliveryAddress.countryCode).toBe("SN");
      expect(fetched.buyer).toMatchObject({ customerCountry: "CI", transactionScope: "DOMESTIC" });
    });

    test("a B2B buyer without its own countryCode takes it, and one with a countryCode keeps its own", async () => {
      const business = { ...senegalesePhone, businessName: "Koné SARL", taxId: "1234567A" };
      const fromBilling = await order("B2B", business, {
        ...inDakar,
        billingAddress: billedWithoutCountry,
        externalOrderRef: "BILL-NO-COUNTRY-B2B",
      });
      expect(fromBilling.body.customer).toMatchObject({ type: "B2B", country: "CI", transactionScope: "DOMESTIC" });
      expect((await t.api("GET", "/orders/BILL-NO-COUNTRY-B2B")).body.buyer).toMatchObject({
        customerCountry: "CI",
        transactionScope: "DOMESTIC",
      });

      const named = await order(
        "B2B",
        { ...business, taxId: "1234567890", countryCode: "NG" },
        { ...inDakar, billingAddress: billedWithoutCountry, externalOrderRef: "BILL-NO-COUNTRY-B2B-NG" },
      );
      expect(named.body.customer).toMatchObject({ type: "B2B", country: "NG", transactionScope: "CROSS_BORDER" });
      expect((await t.api("GET", "/orders/BILL-NO-COUNTRY-B2B-NG")).body.buyer).toMatchObject({
        customerCountry: "NG",
        transactionScope: "CROSS_BORDER",
      });
    });

    test("without any billing address the delivery country still decides", async () => {
      const created = await order(undefined, senegalesePhone, { ...inDakar, externalOrderRef: "NO-BILLING" });
      expect(created.body.customer).toMatchObject({ country: "SN", transactionScope: "CROSS_BORDER" });
      expect((await t.api("GET", "/orders/NO-BILLING")).body.buyer).toMatchObject({
        customerCountry: "SN",
        transactionScope: "CROSS_BORDER",
      });
    });
  });

  test("a country that publishes only a secondary format warns instead of refusing", async () => {
    const answer = await order("B2B", { businessName: "Cotonou SA", taxId: "XYZ", countryCode: "BJ" });
    expect(answer.status).toBe(201);
    expect(answer.body.customer.taxIdFormatWarning).toBe(true);
  });
});
