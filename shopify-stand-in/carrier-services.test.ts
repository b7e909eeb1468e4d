import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_SCOPES, CARRIER_SERVICE_CREATE } from "./documents.fixture";
import { PLAN_REFUSAL } from "./mutations-carrier-services";
import { createShopifyStandIn, type ShopifyStandIn } from "./stand-in";
import { adminGraphql, API_SECRET } from "./test-kit";

const ADVANCED = "advanced-plan.myshopify.com";
const BASIC = "basic-plan.myshopify.com";
const INPUT = {
  name: "Delivery Connect",
  callbackUrl: "http://127.0.0.1:3000/carrier-service/rates?token=t1",
  active: true,
  supportsServiceDiscovery: true,
};
let standIn: ShopifyStandIn;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  standIn = await createShopifyStandIn({ apiSecret: API_SECRET });
  tokens[ADVANCED] = standIn.state.addShop({ domain: ADVANCED, scopes: APP_SCOPES });
  tokens[BASIC] = standIn.state.addShop({
    domain: BASIC,
    scopes: APP_SCOPES,
    plan: { carrierCalculatedShipping: false },
  });
});
afterAll(() => standIn.close());

const call = (shop: string, query: string, variables: Record<string, unknown>) =>
  adminGraphql(standIn.url, shop, tokens[shop], query, variables);

describe("carrier services", () => {
  it("creates a carrier service on a plan with carrier-calculated shipping and lists it", async () => {
    const created = await call(ADVANCED, CARRIER_SERVICE_CREATE, { input: INPUT });
    const listed = await call(ADVANCED, "{ carrierServices(first: 10) { nodes { id name callbackUrl active } } }", {});

    const service = created.body.data!.carrierServiceCreate;
    expect(service.userErrors).toEqual([]);
    expect(service.carrierService).toMatchObject({
      name: "Delivery Connect",
      formattedName: "Delivery Connect (Rates provided by app)",
      active: true,
    });
    expect(service.carrierService.id).toMatch(/^gid:\/\/shopify\/DeliveryCarrierService\/\d+$/);
    expect(listed.body.data!.carrierServices.nodes).toEqual([
      { id: service.carrierService.id, name: "Delivery Connect", callbackUrl: INPUT.callbackUrl, active: true },
    ]);
  });

  it("refuses a second carrier service with the same name", async () => {
    const again = await call(ADVANCED, CARRIER_SERVICE_CREATE, { input: INPUT });

    expect(again.body.data!.carrierServiceCreate).toEqual({
      carrierService: null,
      userErrors: [
        {
          field: ["input", "name"],
          message: "Delivery Connect is already configured",
          code: "CARRIER_SERVICE_CREATE_FAILED",
        },
      ],
    });
  });

  it("refuses to create one when the shop's plan lacks carrier-calculated shipping", async () => {
    const refused = await call(BASIC, CARRIER_SERVICE_CREATE, { input: INPUT });

    expect(refused.body.data!.carrierServiceCreate).toEqual({
      carrierService: null,
      userErrors: [{ field: null, message: PLAN_REFUSAL, code: "CARRIER_SERVICE_CREATE_FAILED" }],
    });
    expect(standIn.state.carrierServices(BASIC)).toEqual([]);
  });

  it("updates the callback URL and deletes the service", async () => {
    const [service] = standIn.state.carrierServices(ADVANCED);
    const update = `mutation($input: DeliveryCarrierServiceUpdateInput!) {
      carrierServiceUpdate(input: $input) { carrierService { id callbackUrl active } userErrors { field message code } } }`;
    const remove = `mutation($id: ID!) { carrierServiceDelete(id: $id) { deletedId userErrors { field message code } } }`;

    const updated = await call(ADVANCED, update, {
      input: { id: service.id, callbackUrl: "http://127.0.0.1:3000/rates?token=t2", active: false },
    });
    const deleted = await call(ADVANCED, remove, { id: service.id });
    const deletedAgain = await call(ADVANCED, remove, { id: service.id });

    expect(updated.body.data!.carrierServiceUpdate).toEqual({
      carrierService: { id: service.id, callbackUrl: "http://127.0.0.1:3000/rates?token=t2", active: false },
      userErrors: [],
    });
    expect(deleted.body.data!.carrierServiceDelete).toEqual({ deletedId: service.id, userErrors: [] });
    expect(deletedAgain.body.data!.carrierServiceDelete.userErrors).toEqual([
      { field: ["id"], message: "The carrier or app could not be found.", code: "CARRIER_SERVICE_DELETE_FAILED" },
    ]);
    expect(standIn.state.carrierServices(ADVANCED)).toEqual([]);
  });
});
