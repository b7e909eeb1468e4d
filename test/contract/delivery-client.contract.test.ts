// Runs the contract battery against the sandbox started in-process on port 0 and, when
// DELIVERY_CONTRACT_BASE_URL and DELIVERY_CONTRACT_API_KEY are set, against that service too
// (its read-only and refused-request parts only; see sandbox-target.ts for the optional keys).
import { describe } from "vitest";
import { deliveryClientContract } from "./delivery-client.contract";
import { serviceTargetFromEnv, startSandboxTarget } from "./sandbox-target";

describe("against the sandbox", () => {
  deliveryClientContract(() => startSandboxTarget());
});

const service = serviceTargetFromEnv(process.env);
if (service) {
  describe("against the service at DELIVERY_CONTRACT_BASE_URL", () => {
    deliveryClientContract(service);
  });
}
