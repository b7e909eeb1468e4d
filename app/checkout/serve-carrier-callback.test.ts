import type { IncomingMessage } from "node:http";
import { expect, test } from "vitest";
import { isCarrierCallback } from "./serve-carrier-callback.server";

const incoming = (method: string, url: string) => ({ method, url }) as IncomingMessage;

test("only a POST to the callback path takes the fast path; everything else goes to Remix", () => {
  expect(isCarrierCallback(incoming("POST", "/carrier-service/rates?token=abc"))).toBe(true);
  expect(isCarrierCallback(incoming("POST", "/carrier-service/rates"))).toBe(true);
  // Remix's route answers these (405 for GET, 404 for the others).
  expect(isCarrierCallback(incoming("GET", "/carrier-service/rates?token=abc"))).toBe(false);
  expect(isCarrierCallback(incoming("POST", "/carrier-service/rates-old?token=abc"))).toBe(false);
  expect(isCarrierCallback(incoming("POST", "/carrier-service/rates/extra"))).toBe(false);
  expect(isCarrierCallback(incoming("POST", "/app/carrier-service/rates"))).toBe(false);
});
