/**
 * The contract battery of the delivery client (spec: docs/reference/delivery-service-api.md), in the manner
 * of shopify-app-js's `batteryOfTests`: one suite, any target. Against the sandbox (a target with
 * `control`) it drives every endpoint and error code, the webhook sender, faults and the budget;
 * against a real service only what reads or is refused without creating anything.
 *
 * Tests that need a capability (the control API, a checkout-only key, a revoked key…) are defined
 * only when the target has it — never skipped — so the target is made while the suite is collected.
 */
import { afterAll, beforeEach, describe } from "vitest";
import { contractContext, sandboxContext, type ContractTarget } from "../support/contract-kit";
import { errorContract } from "./errors";
import { orderErrorContract } from "./order-errors";
import { orderListContract } from "./order-lists";
import { ordersContract } from "./orders";
import { paymentsContract } from "./payments";
import { pricingContract } from "./pricing";
import { retriesContract } from "./retries";
import { webhooksContract } from "./webhooks";

export type { ContractKeys, ContractTarget, SandboxControl } from "../support/contract-kit";

export function deliveryClientContract(makeTarget: () => Promise<ContractTarget>): void {
  describe("delivery client contract", async () => {
    const target = await makeTarget();
    afterAll(() => target.close());
    const t = contractContext(target);
    const s = target.control ? sandboxContext(t, target.control) : undefined;
    // Each test starts from the sandbox's seed: no orders, endpoints, faults or rate-limit windows.
    if (s) beforeEach(() => s.sandbox("POST", "/reset"));

    pricingContract(t, s);
    orderListContract(t, s);
    errorContract(t, s);
    if (s) {
      ordersContract(s);
      orderErrorContract(s);
      paymentsContract(s);
      webhooksContract(s);
      retriesContract(s);
    }
  });
}
