// Create, idempotency, fetch in both response forms, references, tracking (spec §4) through the client.
// Every test here creates orders, so it runs against the sandbox only.
import { describe, expect, test } from "vitest";
import { DeliveryConflictError } from "~/delivery";
import { ordersWithRef, refusal, type SandboxContext } from "../support/contract-kit";

export function ordersContract(s: SandboxContext): void {
  describe("orders", () => {
    test("a created order answers in the later form and can be fetched by orderId and by externalOrderRef", async () => {
      const client = s.client();
      const params = s.order();
      const created = await client.createOrder(params);
      expect(created).toMatchObject({
        externalOrderRef: params.externalOrderRef,
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
      const byId = await client.getOrder(created.orderId);
      expect(await client.getOrder(params.externalOrderRef)).toEqual(byId);
      expect(byId).toMatchObject({
        orderId: created.orderId,
        cancelledAt: null,
        currency: "XOF",
        paymentType: "MobileMoney",
        codAmountMinor: 1500000,
        payment: null,
        customer: { fullName: "Awa Koné", phoneE164: "+2250707070707" },
        items: [{ sku: "TSHIRT-M", name: "T-shirt", quantity: 2, unitPriceMinor: 750000 }],
        deliveryAddress: {
          freeTextAddress: "Rue des Jardins, Cocody",
          city: "Abidjan",
          stateRegion: "Abidjan",
          landmark: "Near the pharmacy",
          countryCode: "CI",
        },
        buyer: {
          customerType: "B2C",
          customerCountry: "CI",
          transactionScope: "DOMESTIC",
          businessName: null,
          taxId: null,
          taxIdStatus: "NOT_REQUIRED",
        },
        fiscal: { sale: null, corrections: [] },
        shipment: {
          shipmentId: created.shipmentId,
          shipmentState: "created",
          paymentState: "expected",
          deliveredAt: null,
        },
      });
      expect(byId.shipment.timeline).toEqual([
        expect.objectContaining({ eventType: "shipment.created", newState: "created" }),
      ]);
    });

    // §2 Address: a missing countryCode "defaults to the merchant's own country" (CI here), billing included;
    // §4 rule 6 then takes the buyer's country from the billing address before the delivery address.
    test("a billing address without a countryCode is in the merchant's country, for B2C and B2B, created and fetched", async () => {
      const client = s.client();
      const inDakar = { freeTextAddress: "Rue 10, Plateau", city: "Dakar", state: "Dakar", countryCode: "SN" };
      const billing = { freeTextAddress: "Boulevard Latrille", city: "Abidjan" };
      const customer = { fullName: "Awa Koné", phoneE164: "+221771234567" };
      const business = { ...customer, businessName: "Koné SARL", taxId: "1234567A" };
      const cases = [
        { sent: { customer }, country: "CI", scope: "DOMESTIC", type: "B2C" },
        { sent: { customerType: "B2B" as const, customer: business }, country: "CI", scope: "DOMESTIC", type: "B2B" },
        {
          sent: { customerType: "B2B" as const, customer: { ...business, taxId: "1234567890", countryCode: "NG" } },
          country: "NG",
          scope: "CROSS_BORDER",
          type: "B2B",
        },
        {
          sent: { customerType: "B2C" as const, customer: { ...customer, countryCode: "SN" } },
          country: "SN",
          scope: "CROSS_BORDER",
          type: "B2C",
        },
      ];
      for (const { sent, country, scope, type } of cases) {
        const created = await client.createOrder(
          s.order({ deliveryAddress: inDakar, billingAddress: billing, ...sent }),
        );
        expect(created.customer, JSON.stringify(sent)).toMatchObject({ type, country, transactionScope: scope });
        const fetched = await client.getOrder(created.orderId);
        expect(fetched.buyer, JSON.stringify(sent)).toMatchObject({
          customerType: type,
          customerCountry: country,
          transactionScope: scope,
        });
        expect(fetched.deliveryAddress?.countryCode).toBe("SN");
      }
    });

    test("the same Idempotency-Key and body return the stored result and create no second order", async () => {
      const client = s.client();
      const params = s.order();
      const first = await client.createOrder(params, { idempotencyKey: `idem-${params.externalOrderRef}` });
      const again = await client.createOrder(params, { idempotencyKey: `idem-${params.externalOrderRef}` });
      expect(again).toEqual(first);
      expect(await ordersWithRef(client, params.externalOrderRef)).toHaveLength(1);
    });

    test("without an Idempotency-Key the externalOrderRef is the key", async () => {
      const client = s.client();
      const params = s.order();
      const first = await client.createOrder(params);
      expect(await client.createOrder(params)).toEqual(first);
      expect(await ordersWithRef(client, params.externalOrderRef)).toHaveLength(1);
      const changed = await refusal(client.createOrder({ ...params, codAmountMinor: 1 }));
      expect(changed).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD", statusCode: 409 });
    });

    test("the same Idempotency-Key with another body is a DeliveryConflictError and creates nothing", async () => {
      const client = s.client();
      const params = s.order();
      await client.createOrder(params, { idempotencyKey: `idem-${params.externalOrderRef}` });
      const other = { ...params, externalOrderRef: s.ref("other") };
      const error = await refusal(client.createOrder(other, { idempotencyKey: `idem-${params.externalOrderRef}` }));
      expect(error).toBeInstanceOf(DeliveryConflictError);
      expect(error).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD", statusCode: 409 });
      expect(await ordersWithRef(client, other.externalOrderRef)).toHaveLength(0);
    });

    test("the earlier response form parses, and the later form's fields stay absent rather than invented", async () => {
      await s.sandbox("PATCH", "/account", { responseForm: "earlier" });
      const client = s.client();
      const created = await client.createOrder(s.order());
      expect(created.customer).toBeUndefined();
      const order = await client.getOrder(created.orderId);
      expect(order).toMatchObject({ orderId: created.orderId, shipment: { shipmentState: "created" } });
      for (const field of ["orderPlacedAt", "payment", "deliveryAddress", "buyer", "fiscal"] as const)
        expect(order[field]).toBeUndefined();

      await s.sandbox("PATCH", "/account", { responseForm: "later" });
      expect(await client.getOrder(created.orderId)).toMatchObject({ payment: null, buyer: { customerType: "B2C" } });
    });

    test("a reference holding '#', '/' and spaces is sent as one encoded path segment and finds its order", async () => {
      const client = s.client();
      const reference = `#${s.ref("A/B")} Cocody`;
      const created = await client.createOrder(s.order({ externalOrderRef: reference }));
      expect((await client.getOrder(reference)).orderId).toBe(created.orderId);
      expect((await client.getTracking(reference)).orderId).toBe(created.orderId);
      expect((await client.createPaymentLink(reference)).orderId).toBe(created.orderId);
      expect((await client.cancelOrder(reference)).orderId).toBe(created.orderId);
      const encoded = `/orders/${encodeURIComponent(reference)}`;
      expect(encoded).toMatch(/^\/orders\/%23.*%2F.*%20/);
      const paths = (await s.requests("/orders/")).map((r) => r.path);
      expect(paths).toEqual([
        `/v1/public-api${encoded}`,
        `/v1/public-api${encoded}/tracking`,
        `/v1/public-api${encoded}/payment-link`,
        `/v1/public-api${encoded}/cancel`,
      ]);
    });

    test("tracking shows the shipment's moves with checkpoints and no customer or item data", async () => {
      const client = s.client({ apiKey: s.keys.tracking ?? s.keys.all });
      const created = await s.client().createOrder(
        s.order({
          deliveryAddress: { freeTextAddress: "Rue 10, Plateau", city: "Dakar", state: "Dakar", countryCode: "SN" },
          customer: { fullName: "Moussa Diop", phoneE164: "+221771234567" },
        }),
      );
      const ref = created.externalOrderRef;
      await s.move(ref, "shipment.assigned");
      await s.move(ref, "shipment.leg_started");
      await s.move(ref, "shipment.leg_checkpoint", { checkpoint: { name: "Noé border post", countryCode: "CI" } });
      await s.move(ref, "shipment.arriving", { etaAt: "2030-01-02T10:00:00.000Z" });
      await s.move(ref, "shipment.delivered");
      const tracking = await client.getTracking(ref);
      expect(tracking).toMatchObject({
        orderId: created.orderId,
        externalOrderRef: ref,
        shipment: {
          shipmentId: created.shipmentId,
          shipmentState: "delivered",
          etaAt: "2030-01-02T10:00:00.000Z",
          deliveredAt: expect.any(String),
        },
      });
      expect(tracking).not.toHaveProperty("customer");
      expect(tracking).not.toHaveProperty("items");
      expect(tracking.shipment.events.map((e) => [e.eventType, e.previousState, e.newState])).toEqual([
        ["shipment.created", null, "created"],
        ["shipment.assigned", "created", "assigned"],
        ["shipment.leg_started", "assigned", "in_transit"],
        ["shipment.leg_checkpoint", null, null],
        ["shipment.arriving", "in_transit", "arriving"],
        ["shipment.delivered", "arriving", "delivered"],
      ]);
      expect(tracking.shipment.events[3]?.checkpoint).toEqual({ name: "Noé border post", countryCode: "CI" });
      const timeline = (await s.client().getOrder(ref)).shipment.timeline;
      expect(timeline.map((e) => e.eventType)).toEqual(tracking.shipment.events.map((e) => e.eventType));
    });
  });
}
