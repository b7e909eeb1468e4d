import { describe, expect, test } from "vitest";
import { manualClock, useSandbox, validOrder } from "./test-support";

const clock = manualClock("2026-03-10T09:00:00.000Z");
const t = useSandbox(() => ({ clock: clock.now }));

async function createOrders(count: number, overrides: Record<string, unknown> = {}): Promise<string[]> {
  const refs: string[] = [];
  for (let i = 0; i < count; i++) {
    const ref = `LIST-${refs.length}-${Math.random()}`;
    expect((await t.api("POST", "/orders", { body: validOrder({ externalOrderRef: ref, ...overrides }) })).status).toBe(
      201,
    );
    refs.push(ref);
    clock.advance(1000);
  }
  return refs;
}

describe("GET /orders", () => {
  test("pages default to 50 orders, oldest first, with offset, limit and total", async () => {
    const refs = await createOrders(55);
    const first = await t.api("GET", "/orders");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ offset: 0, limit: 50, total: 55 });
    expect(first.body.orders).toHaveLength(50);
    expect(first.body.orders[0].externalOrderRef).toBe(refs[0]);
    const second = await t.api("GET", "/orders?offset=50&limit=10");
    expect(second.body.orders.map((o: { externalOrderRef: string }) => o.externalOrderRef)).toEqual(refs.slice(50));
  });

  test("a page of up to 200 is allowed; above 200 or a non-integer is a validation failure", async () => {
    expect((await t.api("GET", "/orders?limit=200")).status).toBe(200);
    for (const query of ["limit=201", "limit=2.5", "limit=0", "offset=-1", "offset=abc"]) {
      const answer = await t.api("GET", `/orders?${query}`);
      expect({ query, status: answer.status, code: answer.body.code }).toEqual({
        query,
        status: 400,
        code: "VALIDATION_FAILED",
      });
    }
    expect((await t.api("GET", "/orders?limit=201")).body.details.fields).toEqual(["limit"]);
  });

  test("createdFrom is inclusive and createdTo exclusive", async () => {
    const start = clock.now();
    await createOrders(3); // one second apart
    const at = (seconds: number) => new Date(start + seconds * 1000).toISOString();
    const answer = await t.api("GET", `/orders?createdFrom=${at(1)}&createdTo=${at(2)}`);
    expect(answer.body.total).toBe(1);
    expect(answer.body.orders[0].createdAt).toBe(at(1));
  });

  test("updatedSince returns orders changed since then, for reconciliation", async () => {
    const [older, newer] = await createOrders(2);
    clock.advance(60_000);
    const since = new Date(clock.now()).toISOString();
    await t.api("POST", `/orders/${encodeURIComponent(older ?? "")}/cancel`, { body: {} });
    const answer = await t.api("GET", `/orders?updatedSince=${encodeURIComponent(since)}`);
    expect(answer.body.orders.map((o: { externalOrderRef: string }) => o.externalOrderRef)).toEqual([older]);
    expect(answer.body.orders.map((o: { externalOrderRef: string }) => o.externalOrderRef)).not.toContain(newer);
  });

  test("paymentType and shipmentState filter the list", async () => {
    await createOrders(2, { paymentType: "COD" });
    const [cardRef] = await createOrders(1, { paymentType: "Card" });
    await t.control("POST", `/orders/${encodeURIComponent(cardRef ?? "")}/events`, { event: "shipment.assigned" });
    expect((await t.api("GET", "/orders?paymentType=COD")).body.total).toBe(2);
    const assigned = await t.api("GET", "/orders?shipmentState=assigned");
    expect(assigned.body.orders.map((o: { externalOrderRef: string }) => o.externalOrderRef)).toEqual([cardRef]);
  });

  test("unknown filter values and malformed instants are validation failures", async () => {
    const answer = await t.api("GET", "/orders?paymentType=Cheque&shipmentState=lost&updatedSince=yesterday");
    expect(answer.status).toBe(400);
    expect(answer.body.details.fields.sort()).toEqual(["paymentType", "shipmentState", "updatedSince"]);
  });
});
