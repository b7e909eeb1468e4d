import { describe, expect, test } from "vitest";
import { useSandbox, validOrder } from "./test-support";

const t = useSandbox();

const countOrders = async () => (await t.api("GET", "/orders")).body.total as number;

describe("idempotency of POST /orders (spec §4)", () => {
  test("the same Idempotency-Key and body return the stored result and create no second order", async () => {
    const body = validOrder({ externalOrderRef: "IDEM-1" });
    const headers = { "Idempotency-Key": "shop-1:order-1:create" };
    const first = await t.api("POST", "/orders", { body, headers });
    const again = await t.api("POST", "/orders", { rawBody: JSON.stringify(body, null, 2), headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await countOrders()).toBe(1);
  });

  test("key order in the JSON does not make a different body", async () => {
    const body = validOrder({ externalOrderRef: "IDEM-ORDER" });
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const first = await t.api("POST", "/orders", { body });
    const again = await t.api("POST", "/orders", { body: reordered });
    expect(again.body.orderId).toBe(first.body.orderId);
  });

  test("without the header, externalOrderRef is the key", async () => {
    const body = validOrder({ externalOrderRef: "IDEM-REF" });
    const first = await t.api("POST", "/orders", { body });
    const again = await t.api("POST", "/orders", { body });
    expect(again.body.orderId).toBe(first.body.orderId);
    expect(await countOrders()).toBe(1);
    const changed = await t.api("POST", "/orders", { body: { ...body, codAmountMinor: 1 } });
    expect([changed.status, changed.body.code]).toEqual([409, "IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD"]);
  });

  test("the same key with a different body is refused with 409", async () => {
    const headers = { "Idempotency-Key": "key-2" };
    await t.api("POST", "/orders", { body: validOrder({ externalOrderRef: "IDEM-2" }), headers });
    const answer = await t.api("POST", "/orders", { body: validOrder({ externalOrderRef: "IDEM-3" }), headers });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      error: "Conflict",
      statusCode: 409,
      code: "IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD",
    });
    expect(await countOrders()).toBe(1);
  });

  test("a refused request stores nothing, so the corrected request with the same key succeeds", async () => {
    const headers = { "Idempotency-Key": "key-3" };
    const refused = await t.api("POST", "/orders", {
      body: validOrder({ externalOrderRef: "IDEM-4", currency: "xof" }),
      headers,
    });
    expect(refused.status).toBe(400);
    const accepted = await t.api("POST", "/orders", { body: validOrder({ externalOrderRef: "IDEM-4" }), headers });
    expect(accepted.status).toBe(201);
  });

  test("different keys create different orders even with the same body", async () => {
    const body = validOrder({ externalOrderRef: "IDEM-5" });
    const a = await t.api("POST", "/orders", { body, headers: { "Idempotency-Key": "a" } });
    const b = await t.api("POST", "/orders", { body, headers: { "Idempotency-Key": "b" } });
    expect(a.body.orderId).not.toBe(b.body.orderId);
    expect(await countOrders()).toBe(2);
  });
});
