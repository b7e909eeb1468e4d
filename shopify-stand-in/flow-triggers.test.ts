import { describe, expect, it } from "vitest";
import { FLOW_TRIGGER_HANDLES, flowPayload } from "~/flow/flow-triggers";
import { appFlowTriggers, flowMutations, payloadKeys } from "./mutations-flow";
import { createStore } from "./store";
import { addShop } from "./shops";
import { addOrder } from "./orders";

// The app's Flow trigger extensions as the Shopify CLI reads them, against what the app sends.
describe("the app's Flow triggers", () => {
  const triggers = appFlowTriggers();

  it("are declared for every handle the app sends, each with the order, the shipment state and the reason", () => {
    expect([...triggers.keys()].sort()).toEqual([...FLOW_TRIGGER_HANDLES].sort());
    const sent = Object.keys(flowPayload("gid://shopify/Order/1", "delivered", "why")).sort();
    for (const definition of triggers.values()) {
      expect(payloadKeys(definition).sort()).toEqual(sent);
      expect(definition.handle.length).toBeLessThanOrEqual(30);
    }
  });

  it("are refused by the stand-in's Flow for an unknown handle, a missing or extra field, or an order the shop does not have", () => {
    const store = createStore();
    addShop(store, { domain: "flow.myshopify.com", scopes: [] });
    const shop = store.shop("flow.myshopify.com");
    const { id } = addOrder(store, "flow.myshopify.com", {
      lineItems: [{ title: "Rice", quantity: 1, price: "4500" }],
    });
    const { flowTriggerReceive } = flowMutations(triggers);
    const context = { store, shop };
    const good = flowPayload(id, "delivered", "Delivered.");
    expect(flowTriggerReceive({ handle: "shipment-delivered", payload: good }, context).userErrors).toEqual([]);
    expect(flowTriggerReceive({ handle: "nope", payload: good }, context).userErrors[0].field).toEqual(["handle"]);
    expect(
      flowTriggerReceive({ handle: "shipment-delivered", payload: { ...good, extra: "x" } }, context).userErrors[0]
        .field,
    ).toEqual(["payload", "extra"]);
    const { Reason: _reason, ...missing } = good;
    expect(flowTriggerReceive({ handle: "shipment-delivered", payload: missing }, context).userErrors[0].field).toEqual(
      ["payload", "Reason"],
    );
    expect(
      flowTriggerReceive({ handle: "shipment-delivered", payload: { ...good, order_id: 999 } }, context).userErrors[0]
        .message,
    ).toContain("does not exist");
    expect(store.flowTriggers).toHaveLength(1);
  });
});
