// GET /orders through the client: paging (offset, limit ≤ 200 — spec §8), every filter of spec §4,
// and iterateOrders across pages. The read-only tests run against any service.
import { describe, expect, test } from "vitest";
import { MAX_ORDERS_PAGE_SIZE } from "~/delivery";
import type { ContractContext, SandboxContext } from "../support/contract-kit";

export function orderListContract(t: ContractContext, s: SandboxContext | undefined): void {
  describe("listing orders", () => {
    test("a page never holds more orders than its limit", async () => {
      const page = await t.client().listOrders({ limit: 2 });
      expect(page.orders.length).toBeLessThanOrEqual(2);
      for (const order of page.orders)
        expect(order).toMatchObject({ orderId: expect.any(String), externalOrderRef: expect.any(String) });
    });

    test("a limit above 200 is refused by the client before anything is sent", async () => {
      const client = t.client();
      await expect(client.listOrders({ limit: MAX_ORDERS_PAGE_SIZE + 1 })).rejects.toThrow(RangeError);
      await expect(client.listOrders({ limit: MAX_ORDERS_PAGE_SIZE })).resolves.toMatchObject({
        orders: expect.any(Array),
      });
      if (s) expect((await s.requests("/orders")).map((r) => r.path)).toEqual(["/v1/public-api/orders?limit=200"]);
    });

    if (s) seededLists(s);
  });
}

// Five orders, one sandbox second apart: COD, MobileMoney, COD, Card, MobileMoney.
async function fiveOrders(s: SandboxContext) {
  const client = s.client();
  const refs: string[] = [];
  for (const paymentType of ["COD", "MobileMoney", "COD", "Card", "MobileMoney"] as const) {
    refs.push((await client.createOrder(s.order({ paymentType }))).externalOrderRef);
    await s.sandbox("POST", "/clock/advance", { ms: 1000 });
  }
  const createdAt = await Promise.all(refs.map(async (ref) => (await client.getOrder(ref)).createdAt));
  return { client, refs, createdAt };
}

function seededLists(s: SandboxContext): void {
  test("offset and limit select a page, oldest first, with the total of matching orders", async () => {
    const { client, refs } = await fiveOrders(s);
    const page = await client.listOrders({ offset: 1, limit: 2 });
    expect(page).toMatchObject({ offset: 1, limit: 2, total: 5 });
    expect(page.orders.map((o) => o.externalOrderRef)).toEqual(refs.slice(1, 3));
    expect((await client.listOrders({ offset: 5 })).orders).toEqual([]);
  });

  test("iterateOrders walks every page and stops after the last", async () => {
    const { client, refs } = await fiveOrders(s);
    await s.sandbox("DELETE", "/requests");
    const seen = [];
    for await (const order of client.iterateOrders({ limit: 2 })) seen.push(order.externalOrderRef);
    expect(seen).toEqual(refs);
    const pages = (await s.requests("/orders")).map((r) =>
      Object.fromEntries(new URL(r.path, "http://x").searchParams),
    );
    expect(pages).toEqual([
      { offset: "0", limit: "2" },
      { offset: "2", limit: "2" },
      { offset: "4", limit: "2" },
    ]);
  });

  test("paymentType and shipmentState filter the list", async () => {
    const { client, refs } = await fiveOrders(s);
    await s.move(refs[3]!, "shipment.assigned");
    const cod = await client.listOrders({ paymentType: "COD" });
    expect(cod.orders.map((o) => o.externalOrderRef)).toEqual([refs[0], refs[2]]);
    const assigned = await client.listOrders({ shipmentState: "assigned" });
    expect(assigned.orders.map((o) => o.externalOrderRef)).toEqual([refs[3]]);
    expect((await client.listOrders({ paymentType: "Wallet" })).orders).toEqual([]);
  });

  test("createdFrom and createdTo bound the creation time, from inclusive and to exclusive", async () => {
    const { client, refs, createdAt } = await fiveOrders(s);
    const from = await client.listOrders({ createdFrom: createdAt[2] });
    expect(from.orders.map((o) => o.externalOrderRef)).toEqual(refs.slice(2));
    const to = await client.listOrders({ createdTo: createdAt[2] });
    expect(to.orders.map((o) => o.externalOrderRef)).toEqual(refs.slice(0, 2));
    const between = await client.listOrders({ createdFrom: createdAt[1], createdTo: createdAt[3] });
    expect(between.orders.map((o) => o.externalOrderRef)).toEqual(refs.slice(1, 3));
  });

  test("updatedSince returns the orders changed since then, for reconciliation", async () => {
    const { client, refs } = await fiveOrders(s);
    const since = (await s.sandbox("GET", "/clock")).now as string;
    await s.sandbox("POST", "/clock/advance", { ms: 1000 });
    await client.markPaid(refs[1]!, { paidVia: "manual_cash", reference: "RCPT-1", paidAt: since });
    await s.move(refs[4]!, "shipment.assigned");
    const changed = await client.listOrders({ updatedSince: since });
    expect(changed.orders.map((o) => o.externalOrderRef)).toEqual([refs[1], refs[4]]);
  });
}
