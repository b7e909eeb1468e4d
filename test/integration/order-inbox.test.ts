import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import { restOrderPayload } from "../../shopify-stand-in/rest-payload";
import { startApp, type AppProcess } from "../../stack/app-process";
import { runCli } from "../../stack/cli";
import { connectTestShop } from "../../stack/connect";
import { abidjanOrder, sandboxOrder, waitForOrderSync } from "../../stack/orders";
import { startStack, type Stack } from "../../stack/stack";
import { eventually } from "../support/tracking-kit";

/*
 * The order inbox (docs/decisions/051): orders/create, paid, updated and cancelled are answered once
 * their signed body is stored, encrypted, under their webhook id; a job takes the order in and
 * deletes the row. The app answering here runs no jobs (a web instance), so what it stored can be
 * read before a worker instance, started by the test, takes it in.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
// As they stand in the JSON body. Each holds a character the ciphertext's alphabet has not (a quote, a space, "@",
// "é"): a bare "Awa" turned up by chance in the base64 of one ciphertext (about one in a hundred).
const PERSONAL = ['"Awa"', "Koné", "awa@example.com", "07 07 12 34 56", "Rue des Jardins"];
let stack: Stack;
let domain: string;

beforeAll(async () => {
  stack = await startStack({ JOB_WORKERS: "off" });
  domain = await stack.installShop({ currency: "XOF" });
  await connectTestShop(stack, domain);
});
afterAll(() => stack?.stop());

/** A worker instance on the same database for the time of `body`: it runs the inbox's jobs. */
async function withWorker(body: (worker: AppProcess) => Promise<void>) {
  const worker = await startApp({ ...stack.env, JOB_WORKERS: "on" });
  try {
    await body(worker);
  } finally {
    await worker.stop();
  }
}

function orderWebhook(shop: string, orderId = String(700_000_000 + randomBytes(3).readUIntBE(0, 3))) {
  const { id: gid } = stack.shopify.state.addOrder(shop, abidjanOrder({ id: orderId }));
  const payload = restOrderPayload(stack.shopify.state.getOrder(gid)!);
  const webhookId = `inbox-${randomBytes(6).toString("hex")}`;
  return { gid, orderId, webhookId, path: "/webhooks/orders/create", topic: "orders/create", shop, payload };
}

const inboxRows = (where: { webhookId?: string; shopDomain?: string }) =>
  where.webhookId
    ? stack.db.$queryRaw<Array<Record<string, string>>>`
        SELECT "webhookId", "shopDomain", "topic", "bodyCiphertext" FROM "OrderWebhookInbox" WHERE "webhookId" = ${where.webhookId}`
    : stack.db.$queryRaw<Array<Record<string, string>>>`
        SELECT "webhookId", "shopDomain", "topic", "bodyCiphertext" FROM "OrderWebhookInbox" WHERE "shopDomain" = ${where.shopDomain}`;

test("a webhook sent twice is stored once, its body encrypted at rest, and answered before any snapshot", async () => {
  const webhook = orderWebhook(domain);
  const first = await stack.shopify.sendWebhook(webhook);
  const second = await stack.shopify.sendWebhook(webhook);
  expect([first.status, second.status]).toEqual([200, 200]);

  const rows = await inboxRows({ webhookId: webhook.webhookId });
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ shopDomain: domain, topic: "ORDERS_CREATE" });
  // The raw row holds a ciphertext, and it opens to the very body Shopify signed.
  expect(rows[0].bodyCiphertext).toMatch(/^v1\./);
  expect(rows[0].bodyCiphertext).toMatch(/^v\d+\.[\w.-]+$/);
  for (const personal of PERSONAL) expect(rows[0].bodyCiphertext).not.toContain(personal);
  const body = JSON.parse(stack.secrets.decrypt(rows[0].bodyCiphertext)) as { admin_graphql_api_id: string };
  expect(body.admin_graphql_api_id).toBe(webhook.gid);
  // Nothing is parsed or mapped before the answer: the order exists once the job has run.
  expect(await stack.db.orderSync.count({ where: { shopifyOrderGid: webhook.gid } })).toBe(0);
});

test("an unknown shop's webhook and a refused signature store nothing", async () => {
  const unknown = { ...orderWebhook(domain), shop: `nobody-${randomBytes(3).toString("hex")}.myshopify.com` };
  expect((await stack.shopify.sendWebhook(unknown)).status).toBe(200);
  const unsigned = { ...orderWebhook(domain), hmacOverride: "bm90IGEgc2lnbmF0dXJl" };
  expect((await stack.shopify.sendWebhook(unsigned)).status).toBe(401);
  for (const webhookId of [unknown.webhookId, unsigned.webhookId])
    expect(await inboxRows({ webhookId })).toHaveLength(0);
});

test("the job takes the order in once and deletes its row; a redelivery afterwards stores nothing", async () => {
  const webhook = orderWebhook(domain);
  expect((await stack.shopify.sendWebhook(webhook)).status).toBe(200);
  await withWorker(async () => {
    const row = await waitForOrderSync(stack, webhook.gid, (r) => r?.syncState === "SENT", "sent");
    await eventually(async () => expect(await inboxRows({ webhookId: webhook.webhookId })).toHaveLength(0));
    expect(await stack.db.shopifyWebhookReceipt.count({ where: { webhookId: webhook.webhookId } })).toBe(1);

    // Shopify sends it again (a retry after a lost answer): dropped at the door by its receipt.
    expect((await stack.shopify.sendWebhook(webhook)).status).toBe(200);
    expect(await inboxRows({ webhookId: webhook.webhookId })).toHaveLength(0);
    expect(await stack.db.orderSync.count({ where: { shopifyOrderGid: webhook.gid } })).toBe(1);
    expect(await sandboxOrder(stack, row.externalOrderRef)).not.toBeNull();
  });
});

test("customers/redact deletes the inbox rows of the orders it names, shop/redact every row of the shop", async () => {
  const shop = await stack.installShop({ label: "inbox-erasure", currency: "XOF" });
  const named = orderWebhook(shop);
  const other = orderWebhook(shop);
  for (const webhook of [named, other]) expect((await stack.shopify.sendWebhook(webhook)).status).toBe(200);
  expect(await inboxRows({ shopDomain: shop })).toHaveLength(2);

  const redact = await stack.shopify.sendWebhook({
    path: "/webhooks/compliance",
    topic: "customers/redact",
    shop,
    payload: { shop_id: 1, shop_domain: shop, customer: { id: 424242 }, orders_to_redact: [Number(named.orderId)] },
  });
  expect(redact.status).toBe(200);
  expect((await inboxRows({ shopDomain: shop })).map((row) => row.webhookId)).toEqual([other.webhookId]);

  const shopRedact = await stack.shopify.sendWebhook({
    path: "/webhooks/compliance",
    topic: "shop/redact",
    shop,
    payload: { shop_id: 1, shop_domain: shop },
  });
  expect(shopRedact.status).toBe(200);
  expect(await inboxRows({ shopDomain: shop })).toHaveLength(0);
});

test("rows left behind are deleted after the inbox's retention by the purge; recent ones are kept", async () => {
  const id = (label: string) => `inbox-${label}-${randomBytes(4).toString("hex")}`;
  const row = (webhookId: string, receivedAt: Date) => ({
    webhookId,
    shopDomain: domain,
    topic: "ORDERS_CREATE",
    bodyCiphertext: stack.secrets.encrypt("{}"),
    receivedAt,
  });
  const old = id("old");
  const recent = id("recent");
  await stack.db.orderWebhookInbox.createMany({
    data: [row(old, new Date(Date.now() - 8 * DAY_MS)), row(recent, new Date(Date.now() - 6 * DAY_MS))],
  });
  const run = await runCli(stack, ["compliance:purge", "--json"]);
  expect(run.code, run.stderr).toBe(0);
  expect(run.json()).toMatchObject({ orderInboxRetentionDays: 7 });
  expect(run.json<{ orderInboxRowsDeleted: number }>().orderInboxRowsDeleted).toBeGreaterThanOrEqual(1);
  expect(await stack.db.orderWebhookInbox.findUnique({ where: { webhookId: old } })).toBeNull();
  expect(await stack.db.orderWebhookInbox.findUnique({ where: { webhookId: recent } })).not.toBeNull();
  await stack.db.orderWebhookInbox.deleteMany({ where: { webhookId: recent } });
});
