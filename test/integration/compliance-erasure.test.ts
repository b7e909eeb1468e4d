import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runCli } from "../../stack/cli";
import { useStack } from "../support/use-stack";

/*
 * What customers/redact and the retention purge leave behind: no export of the customer's data,
 * no export file readable by others, and no receipt kept forever. A malformed but signed payload
 * is answered 400, not retried by Shopify for days.
 */
const dir = mkdtempSync(join(tmpdir(), "compliance-erasure-"));
const stack = useStack();
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
});

const DAY_MS = 24 * 60 * 60 * 1000;
const PERSONAL = ["Awa", "Koné", "awa@example.com", "+2250707123456", "Rue des Jardins"];

async function order(shopDomain: string, id: string, customerId = "77") {
  const shop = await stack.db.shop.findUniqueOrThrow({ where: { domain: shopDomain } });
  return stack.db.orderSync.create({
    data: {
      shopId: shop.id,
      shopifyOrderGid: `gid://shopify/Order/${id}`,
      orderName: `#${id}`,
      shopifyCustomerGid: `gid://shopify/Customer/${customerId}`,
      customerEmail: "awa@example.com",
      customerPhone: "+2250707123456",
      externalOrderRef: `ref-${id}`,
      requestJson: JSON.stringify({
        customer: { fullName: "Awa Koné", phoneE164: "+2250707123456" },
        destination: { addressLine1: "Rue des Jardins 12", city: "Abidjan" },
      }),
      shopifyOrderJson: JSON.stringify({ email: "awa@example.com" }),
    },
  });
}

async function dataRequest(shop: string, customerId: number, orderIds: number[]) {
  const response = await stack.shopify.sendWebhook({
    path: "/webhooks/compliance",
    topic: "customers/data_request",
    shop,
    payload: {
      shop_id: 1,
      shop_domain: shop,
      customer: { id: customerId },
      orders_requested: orderIds,
      data_request: { id: 1 },
    },
  });
  expect(response.status).toBe(200);
  const pending = await runCli(stack, ["compliance:export", "--pending", "--shop", shop, "--json"]);
  return pending.json<Array<{ id: string; customerGid: string }>>().at(-1)!.id;
}

describe("customers/redact", () => {
  test("erases the exports made earlier for the customer: compliance:export then shows nothing personal", async () => {
    const shop = await stack.installShop({ label: "erase-export" });
    await order(shop, "7101");
    await order(shop, "7102", "88");
    const byCustomer = await dataRequest(shop, 77, [7101]);
    const byOrder = await dataRequest(shop, 99, [7102]);
    const someoneElse = await dataRequest(shop, 55, []);
    const before = await runCli(stack, ["compliance:export", "--id", byCustomer]);
    expect(before.stdout).toContain("awa@example.com");

    const response = await stack.shopify.sendWebhook({
      path: "/webhooks/compliance",
      topic: "customers/redact",
      shop,
      payload: { shop_id: 1, shop_domain: shop, customer: { id: 77 }, orders_to_redact: [7102] },
    });
    expect(response.status).toBe(200);

    for (const id of [byCustomer, byOrder]) {
      const after = await runCli(stack, ["compliance:export", "--id", id]);
      expect(after.code).toBe(1);
      expect(after.stderr).toContain(`export ${id} was erased`);
      for (const value of PERSONAL) expect(after.stdout + after.stderr).not.toContain(value);
      const row = await stack.db.complianceRequest.findUniqueOrThrow({ where: { id } });
      expect(row.exportCiphertext).toBeNull();
    }
    const pending = await runCli(stack, ["compliance:export", "--pending", "--shop", shop, "--json"]);
    expect(pending.json<Array<{ id: string }>>().map((row) => row.id)).toEqual([someoneElse]);
  });

  test("a signed payload that is not the documented shape is refused with 400 and a reason, and changes nothing", async () => {
    const shop = await stack.installShop({ label: "malformed" });
    const row = await order(shop, "7201");
    for (const payload of [
      { shop_id: 1, shop_domain: shop, customer: { id: { nested: true } }, orders_to_redact: [7201] },
      { shop_id: 1, shop_domain: shop, orders_to_redact: "7201" },
    ]) {
      const response = await stack.shopify.sendWebhook({
        path: "/webhooks/compliance",
        topic: "customers/redact",
        shop,
        payload,
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/customers\/redact|CUSTOMERS_REDACT/i);
    }
    // A body that is not a JSON object is no Shopify webhook however it is signed: refused before the topic is read.
    const array = await stack.shopify.sendWebhook({
      path: "/webhooks/compliance",
      topic: "customers/redact",
      shop,
      payload: "[]",
    });
    expect(array.status).toBe(400);
    expect((await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } })).customerEmail).toBe(
      "awa@example.com",
    );
    expect(await stack.db.complianceRequest.count({ where: { shopDomain: shop } })).toBe(0);
  });
});

describe("compliance:export --out", () => {
  test("into an existing world-readable file leaves it readable by its owner only", async () => {
    const shop = await stack.installShop({ label: "export-mode" });
    await order(shop, "7301");
    const id = await dataRequest(shop, 77, [7301]);
    const out = join(dir, "existing.json");
    writeFileSync(out, "old content\n");
    chmodSync(out, 0o644);

    const run = await runCli(stack, ["compliance:export", "--id", id, "--out", out]);
    expect(run.code, run.stderr).toBe(0);
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(out, "utf8"))).toMatchObject({ requestId: id });
  });
});

describe("the retention purge", () => {
  test("erases exports received PERSONAL_DATA_RETENTION_DAYS ago, not the recent ones", async () => {
    const shop = await stack.installShop({ label: "purge-export" });
    await order(shop, "7401");
    const old = await dataRequest(shop, 77, [7401]);
    const recent = await dataRequest(shop, 77, [7401]);
    await stack.db.complianceRequest.update({
      where: { id: old },
      data: { receivedAt: new Date(Date.now() - 31 * DAY_MS) },
    });

    const run = await runCli(stack, ["compliance:purge", "--json"], { PERSONAL_DATA_RETENTION_DAYS: "30" });
    expect(run.code, run.stderr).toBe(0);
    expect(run.json<{ exportsErased: number }>().exportsErased).toBeGreaterThanOrEqual(1);
    expect((await stack.db.complianceRequest.findUniqueOrThrow({ where: { id: old } })).exportCiphertext).toBeNull();
    expect((await runCli(stack, ["compliance:export", "--id", old])).stdout).not.toContain("awa@example.com");
    expect((await runCli(stack, ["compliance:export", "--id", recent])).stdout).toContain("awa@example.com");
  });

  test("deletes webhook receipts older than the receipts' retention, keeping recent, failed, unapplied and fiscal ones", async () => {
    const domain = await stack.installShop({ label: "receipts" });
    const shop = await stack.db.shop.findUniqueOrThrow({ where: { domain } });
    const id = (label: string) => `${label}-${randomBytes(4).toString("hex")}`;
    const old = new Date(Date.now() - 31 * DAY_MS);
    const recent = new Date(Date.now() - 29 * DAY_MS);
    const shopifyOld = id("shopify-old");
    const shopifyRecent = id("shopify-recent");
    await stack.db.shopifyWebhookReceipt.createMany({
      data: [
        { webhookId: shopifyOld, shopDomain: domain, topic: "orders/create", receivedAt: old },
        { webhookId: shopifyRecent, shopDomain: domain, topic: "orders/create", receivedAt: recent },
      ],
    });
    const delivery = (label: string, receivedAt: Date, extra: Record<string, unknown> = {}) => ({
      id: id(label),
      shopId: shop.id,
      event: "shipment.delivered",
      occurredAt: receivedAt,
      payloadJson: "{}",
      receivedAt,
      processedAt: receivedAt,
      ...extra,
    });
    const applied = delivery("applied-old", old);
    const kept = [
      delivery("applied-recent", recent),
      delivery("failed-old", old, { lastError: "Shopify refused" }),
      delivery("unapplied-old", old, { processedAt: null }),
      delivery("fiscal-old", old, { event: "fiscal_document.issued" }),
    ];
    await stack.db.deliveryWebhookReceipt.createMany({ data: [applied, ...kept] });

    const run = await runCli(stack, ["compliance:purge", "--json"]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.json()).toMatchObject({ webhookReceiptRetentionDays: 30 });
    expect(await stack.db.shopifyWebhookReceipt.findUnique({ where: { webhookId: shopifyOld } })).toBeNull();
    expect(await stack.db.shopifyWebhookReceipt.findUnique({ where: { webhookId: shopifyRecent } })).not.toBeNull();
    expect(await stack.db.deliveryWebhookReceipt.findUnique({ where: { id: applied.id } })).toBeNull();
    const left = await stack.db.deliveryWebhookReceipt.findMany({ where: { shopId: shop.id }, select: { id: true } });
    expect(left.map((row) => row.id).sort()).toEqual(kept.map((row) => row.id).sort());
  });
});
