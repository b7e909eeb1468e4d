import { waitForShopIdle } from "../../stack/idle";
import { expect, test } from "vitest";
import { runCli } from "../../stack/cli";
import { connectTestShop } from "../../stack/connect";
import { abidjanOrder, placeOrder, sandboxRequests, waitForOrderSync } from "../../stack/orders";
import { useStack } from "../support/use-stack";

/*
 * Orders placed before the app was connected, imported on the merchant's say-so: counted by a dry
 * run, sent once by the import, never again by a second one, with progress page by page.
 */
const stack = useStack();

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const ALL_SHIPPING = { orderSelection: "all_shipping" };

type ImportAnswer = {
  state: string;
  pagesRead: number;
  ordersRead: number;
  ordersMatching: number;
  ordersQueued: number;
  ordersKnown: number;
};

async function importOrders(domain: string, since: string, ...flags: string[]) {
  const run = await runCli(stack, [
    "orders:import",
    "--shop",
    domain,
    "--since",
    since.slice(0, 10),
    "--json",
    ...flags,
  ]);
  expect(run.code, run.stderr).toBe(0);
  return {
    result: run.json<ImportAnswer>(),
    progress: run.stderr.split("\n").filter((line) => line.startsWith("page ")),
  };
}

async function creates() {
  return (await sandboxRequests(stack, "/v1/public-api/orders")).filter(
    (request) => request.method === "POST" && request.path === "/v1/public-api/orders",
  );
}

test("a dry run counts the open unfulfilled orders the rules select; the import sends them once; a second import sends nothing", async () => {
  const domain = await stack.installShop({ currency: "XOF" });
  // Placed before the app was connected: three to deliver, one too old, one cancelled, one picked up in store.
  const older = (days: number, overrides = {}) =>
    stack.shopify.state.addOrder(domain, abidjanOrder({ createdAt: daysAgo(days), ...overrides })).id;
  const wanted = [older(1), older(2), older(6)];
  older(12);
  older(3, { cancelledAt: daysAgo(3), cancelReason: "CUSTOMER" });
  older(4, {
    shippingAddress: null,
    shippingLines: [{ title: "Pickup in store", code: "pickup", source: "shopify", price: "0" }],
  });
  await connectTestShop(stack, domain, { settings: ALL_SHIPPING });
  // And one that came the usual way, by its webhook, after connecting.
  const live = await placeOrder(stack, domain, abidjanOrder());
  await waitForOrderSync(stack, live.gid, (r) => r?.syncState === "SENT", "sent from its webhook");
  const createsBefore = (await creates()).length;

  const dry = await importOrders(domain, daysAgo(7), "--dry-run");
  expect(dry.result).toMatchObject({
    state: "DONE",
    ordersRead: 5,
    ordersMatching: 3,
    ordersQueued: 0,
    ordersKnown: 1,
  });
  expect(dry.progress).toEqual(["page 1: 5 orders read, 3 matching the sync rules, 0 queued to send, 1 already known"]);
  expect(await stack.db.orderSync.count({ where: { shopifyOrderGid: { in: wanted } } })).toBe(0);

  const real = await importOrders(domain, daysAgo(7));
  expect(real.result).toMatchObject({ state: "DONE", ordersMatching: 3, ordersQueued: 3, ordersKnown: 1 });
  for (const id of wanted) {
    const row = await waitForOrderSync(stack, id, (r) => r?.syncState === "SENT", "sent by the import");
    expect(row.intakeSource).toBe("import");
  }
  expect((await creates()).length - createsBefore).toBe(3);

  const again = await importOrders(domain, daysAgo(7));
  expect(again.result).toMatchObject({ state: "DONE", ordersMatching: 0, ordersQueued: 0, ordersKnown: 4 });
  // The sync of a known order never runs a create again.
  await waitForShopIdle(stack, domain);
  expect((await creates()).length - createsBefore).toBe(3);
  stack.shopify.state.assertNoInvalidDocuments();
});

test("a long import shows its progress page by page and records it for the settings page", async () => {
  const domain = await stack.installShop({ currency: "XOF" });
  // 105 orders picked up in store: read and judged, none to deliver (so nothing is sent).
  for (let index = 0; index < 105; index++) {
    stack.shopify.state.addOrder(
      domain,
      abidjanOrder({
        id: undefined,
        createdAt: daysAgo(2),
        shippingAddress: null,
        shippingLines: [{ title: "Pickup", code: "pickup", source: "shopify", price: "0" }],
      }),
    );
  }
  await connectTestShop(stack, domain, { settings: ALL_SHIPPING });

  const { result, progress } = await importOrders(domain, daysAgo(3));

  expect(progress).toEqual([
    "page 1: 100 orders read, 0 matching the sync rules, 0 queued to send, 0 already known",
    "page 2: 105 orders read, 0 matching the sync rules, 0 queued to send, 0 already known",
  ]);
  expect(result).toMatchObject({ state: "DONE", pagesRead: 2, ordersRead: 105, ordersQueued: 0 });
  const recorded = await stack.db.orderImport.findFirstOrThrow({
    where: { shop: { domain } },
    orderBy: { startedAt: "desc" },
  });
  expect(recorded).toMatchObject({ state: "DONE", pagesRead: 2, ordersRead: 105, dryRun: false });
});

test("an import further back than Shopify's 60 days of read_orders, or of an unknown shop, is refused with what to do", async () => {
  const domain = await stack.installShop({ currency: "XOF" });
  await connectTestShop(stack, domain);

  const tooOld = await runCli(stack, ["orders:import", "--shop", domain, "--since", daysAgo(61).slice(0, 10)]);
  const badDate = await runCli(stack, ["orders:import", "--shop", domain, "--since", "last week"]);

  expect(tooOld.code).toBe(1);
  expect(tooOld.stderr).toMatch(/SINCE_TOO_OLD: Shopify lets the app read the last 60 days of orders only/);
  expect(badDate.code).toBe(2);
  expect(badDate.stderr).toMatch(/--since must be a date/);
});
