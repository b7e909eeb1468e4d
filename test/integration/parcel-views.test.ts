import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseDeliveryPayload } from "../../extensions/delivery-order-block/src/delivery-payload";
import { runCli } from "../../stack/cli";
import { waitForShopIdle } from "../../stack/idle";
import { BROWSER_USER_AGENT, sessionToken } from "../support/browser/session-token";
import { eventually } from "../support/eventually";
import { adminPageText, orderOverLocations, pickUp, sentParcels, shopWithLocations } from "../support/parcels-kit";
import { useStack } from "../support/use-stack";

/*
 * An order over two locations is two parcels (docs/decisions/076); every view shows it as one order with both parcels,
 * each with its own amount (docs/decisions/086), end to end: stand-in → app → sandbox, on the database `npm test`
 * chose. The list has one row for it; the CLI and the cash-on-delivery ledger (page and CSV) name each parcel; the
 * lookups by Shopify GID (the order block's and the order action's) answer both.
 */
const stack = useStack();
afterAll(() => stack?.shopify.state.assertNoInvalidDocuments());

let shop: string;
let gid: string;
let first: Awaited<ReturnType<typeof sentParcels>>[number];
let second: typeof first;
// What is owed (31,500 XOF) split over the parcels by their items' values (test/integration/parcels.test.ts).
const FIRST_AMOUNT = /22[,\s\u202f]?500/;
const SECOND_AMOUNT = /9[,\s\u202f]?000/;
const WHOLE_AMOUNT = /31[,\s\u202f]?500/;

beforeAll(async () => {
  shop = await shopWithLocations(stack);
  const added = await orderOverLocations(stack, shop);
  gid = added.id;
  [first, second] = await sentParcels(stack, gid, 2);
  // Only the second parcel is picked up: the two parcels are in different states.
  await pickUp(stack, second.externalOrderRef);
  await eventually(async () => {
    const row = await stack.db.orderSync.findUniqueOrThrow({ where: { id: second.id } });
    expect(row.shipmentState).toBe("picked_up");
  });
  await waitForShopIdle(stack, shop);
  [first, second] = await sentParcels(stack, gid, 2);
});

const count = (text: string, part: string) => text.split(part).length - 1;

describe("the orders list", () => {
  test("shows the order once, saying it is two parcels, each with its state and amount, and the order's total", async () => {
    const english = await adminPageText(stack, shop, "/app/orders", "en");
    expect(count(english, first.orderName)).toBe(1);
    expect(english).toContain("2 parcels");
    expect(english).toContain("Page 1 of 1 (1 orders)");
    expect(english).toMatch(new RegExp(`Parcel 1: ${FIRST_AMOUNT.source}`));
    expect(english).toMatch(new RegExp(`Parcel 2: ${SECOND_AMOUNT.source}`));
    expect(english).toMatch(WHOLE_AMOUNT);
    // Each badge carries its tone for screen readers ("Success Sent").
    expect(english).toMatch(
      /Parcel 1\s+(\w+\s+)?Sent\s+(\w+\s+)?Created\s+Parcel 2\s+(\w+\s+)?Sent\s+(\w+\s+)?Picked up/,
    );

    const french = await adminPageText(stack, shop, "/app/orders", "fr");
    expect(french).toContain("2 colis");
    expect(french).toMatch(new RegExp(`Colis 2\u202f: ${SECOND_AMOUNT.source}`));
  });

  test("filters by order: an order is found when any of its parcels matches, and counted once", async () => {
    const pickedUp = await adminPageText(stack, shop, "/app/orders?shipmentState=picked_up", "en");
    expect(pickedUp).toContain("Page 1 of 1 (1 orders)");
    expect(count(pickedUp, first.orderName)).toBe(1);
    const delivered = await adminPageText(stack, shop, "/app/orders?shipmentState=delivered", "en");
    expect(delivered).toContain("(0 orders)");
  });
});

test("the CLI lists a row per parcel, each naming the order, the parcel and its amount; orders:show lists them", async () => {
  const text = await runCli(stack, ["orders:list", "--shop", shop]);
  expect(text.code).toBe(0);
  const [header, ...lines] = text.stdout.trimEnd().split("\n");
  expect(header).toMatch(/^Order\s+Parcel\s+State/);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(new RegExp(`^${first.orderName}\\s+1/2\\s+Sent\\s+Created\\s+${FIRST_AMOUNT.source}`));
  expect(lines[1]).toMatch(new RegExp(`^${first.orderName}\\s+2/2\\s+Sent\\s+Picked up\\s+${SECOND_AMOUNT.source}`));
  const json = await runCli(stack, ["orders:list", "--shop", shop, "--json"]);
  expect(json.json<{ orders: unknown[] }>().orders).toEqual([
    expect.objectContaining({ id: first.id, parcel: { number: 1, count: 2 } }),
    expect.objectContaining({ id: second.id, parcel: { number: 2, count: 2 } }),
  ]);
  // One order shown by its name is its first parcel, and lists every parcel with its reference and amount.
  const show = await runCli(stack, ["orders:show", "--shop", shop, "--order", first.orderName, "--json"]);
  expect(show.json()).toMatchObject({
    order: { id: first.id },
    parcels: [
      { number: 1, externalOrderRef: first.externalOrderRef, stillToCollectMinor: 2250000 },
      { number: 2, externalOrderRef: second.externalOrderRef, shipmentState: "picked_up", stillToCollectMinor: 900000 },
    ],
  });
});

describe("the cash-on-delivery ledger", () => {
  test("names each parcel of the order on its page, with the order's total, in both languages", async () => {
    const english = await adminPageText(stack, shop, "/app/cod-ledger", "en");
    expect(english).toMatch(new RegExp(`${first.orderName} · parcel 1 of 2\\s+${FIRST_AMOUNT.source}`));
    expect(english).toMatch(new RegExp(`${first.orderName} · parcel 2 of 2\\s+${SECOND_AMOUNT.source}`));
    expect(english).toMatch(new RegExp(`${first.orderName}, all its parcels\\s+${WHOLE_AMOUNT.source}`));
    const french = await adminPageText(stack, shop, "/app/cod-ledger", "fr");
    expect(french).toContain(`${first.orderName} · colis 2 sur 2`);
    expect(french).toContain(`${first.orderName}, tous ses colis`);
  });

  test("names each parcel in the CSV, a line per parcel with its own amount", async () => {
    const response = await fetch(`${stack.app.url}/app/cod-ledger/csv`, {
      headers: { "User-Agent": BROWSER_USER_AGENT, Authorization: `Bearer ${sessionToken(shop)}` },
    });
    expect(response.status).toBe(200);
    const lines = (await response.text()).split("\r\n");
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^on_the_road,,${first.orderName} · parcel 1 of 2,${first.id},XOF,2250000,`)),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^on_the_road,,${first.orderName} · parcel 2 of 2,${second.id},XOF,900000,`)),
    );
  });
});

describe("a lookup by the Shopify order's GID", () => {
  const extensionGet = (path: string) =>
    fetch(`${stack.app.url}${path}?${new URLSearchParams({ orderId: gid, locale: "en" })}`, {
      headers: {
        "User-Agent": BROWSER_USER_AGENT,
        Origin: "https://extensions.shopifycdn.com",
        Authorization: `Bearer ${sessionToken(shop)}`,
      },
    });

  test("the order block's answer has both parcels, each with its state, tracking and amount, and the block reads it", async () => {
    const response = await extensionGet("/api/order-delivery");
    expect(response.status).toBe(200);
    const payload = parseDeliveryPayload(await response.json());
    expect(payload?.found).toBe(true);
    if (!payload?.found) return;
    expect(payload.parcels).toEqual([
      expect.objectContaining({
        orderSyncId: first.id,
        parcelNumber: 1,
        shipmentId: first.shipmentId,
        payment: expect.objectContaining({ stillToCollectMinor: 2250000, text: expect.stringMatching(FIRST_AMOUNT) }),
      }),
      expect.objectContaining({
        orderSyncId: second.id,
        parcelNumber: 2,
        shipmentState: "picked_up",
        shipmentId: second.shipmentId,
        payment: expect.objectContaining({ stillToCollectMinor: 900000, text: expect.stringMatching(SECOND_AMOUNT) }),
      }),
    ]);
  });

  test("the order action's answer lists both parcels", async () => {
    const response = await extensionGet("/api/order-actions");
    expect(response.status).toBe(200);
    const view = (await response.json()) as { orderSyncId: string; parcels: unknown[] };
    expect(view.orderSyncId).toBe(first.id);
    expect(view.parcels).toEqual([
      expect.objectContaining({ orderSyncId: first.id, stillToCollectMinor: 2250000, currency: "XOF" }),
      expect.objectContaining({
        orderSyncId: second.id,
        shipmentState: "picked_up",
        shipmentId: second.shipmentId,
        stillToCollectMinor: 900000,
      }),
    ]);
  });
});
