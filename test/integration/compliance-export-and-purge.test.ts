import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runCli } from "../../stack/cli";
import { useStack } from "../support/use-stack";

const dir = mkdtempSync(join(tmpdir(), "compliance-export-"));
const stack = useStack();
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
});

const DAY_MS = 24 * 60 * 60 * 1000;

async function order(
  shopDomain: string,
  id: string,
  state: { shipmentState?: string; shipmentStateAt?: Date; syncState?: string },
) {
  const shop = await stack.db.shop.findUniqueOrThrow({ where: { domain: shopDomain } });
  return stack.db.orderSync.create({
    data: {
      shopId: shop.id,
      shopifyOrderGid: `gid://shopify/Order/${id}`,
      orderName: `#${id}`,
      shopifyCustomerGid: "gid://shopify/Customer/77",
      customerEmail: "awa@example.com",
      customerPhone: "+2250707123456",
      externalOrderRef: `ref-${id}`,
      requestJson: JSON.stringify({ customer: { fullName: "Awa Koné", phoneE164: "+2250707123456" } }),
      shopifyOrderJson: JSON.stringify({ email: "awa@example.com" }),
      ...state,
    },
  });
}

describe("compliance:export", () => {
  test("a customers/data_request export is listed as pending, written for the merchant, then recorded delivered", async () => {
    const shop = await stack.installShop({ label: "export" });
    await order(shop, "5101", {});
    const response = await stack.shopify.sendWebhook({
      path: "/webhooks/compliance",
      topic: "customers/data_request",
      shop,
      payload: {
        shop_id: 1,
        shop_domain: shop,
        customer: { id: 77 },
        orders_requested: [5101],
        data_request: { id: 1 },
      },
    });
    expect(response.status).toBe(200);

    const pending = await runCli(stack, ["compliance:export", "--pending", "--shop", shop, "--json"]);
    expect(pending.code, pending.stderr).toBe(0);
    const [request] = pending.json<Array<{ id: string; customerGid: string; recordsAffected: number }>>();
    expect(request).toMatchObject({ customerGid: "gid://shopify/Customer/77", recordsAffected: 1 });
    const table = (await runCli(stack, ["compliance:export", "--pending", "--shop", shop])).stdout.split("\n");
    expect(table[0]).toMatch(/^Request +Shop +Customer +Orders +Received$/);
    expect(table[1]).toMatch(new RegExp(`^${request.id} +${shop} +gid://shopify/Customer/77 +1 +\\d{4}-`));

    const out = join(dir, "export.json");
    const run = await runCli(stack, ["compliance:export", "--id", request.id, "--out", out]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe("");
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(out, "utf8"))).toMatchObject({
      requestId: request.id,
      shopDomain: shop,
      orders: [{ orderName: "#5101", email: "awa@example.com", phone: "+2250707123456", externalOrderRef: "ref-5101" }],
    });
    const stored = await stack.db.complianceRequest.findUniqueOrThrow({ where: { id: request.id } });
    expect(stored.deliveredAt).toBeInstanceOf(Date);
    expect((await runCli(stack, ["compliance:export", "--pending", "--shop", shop, "--json"])).json()).toEqual([]);

    // Asked again: printed again, the first delivery's time kept and said.
    const again = await runCli(stack, ["compliance:export", "--id", request.id]);
    expect(again.code).toBe(0);
    expect(again.json()).toMatchObject({ requestId: request.id });
    expect(again.stderr).toContain(`first delivered at ${stored.deliveredAt!.toISOString()}`);
    expect((await stack.db.complianceRequest.findUniqueOrThrow({ where: { id: request.id } })).deliveredAt).toEqual(
      stored.deliveredAt,
    );
  });

  test("an unknown id is refused with where to find the right one; no id is a usage error", async () => {
    const unknown = await runCli(stack, ["compliance:export", "--id", "nope"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No customers/data_request export with id nope");
    expect(unknown.stderr).toContain("compliance:export --pending");
    expect((await runCli(stack, ["compliance:export"])).code).toBe(2);
  });
});

describe("personal data of ended orders", () => {
  test("is erased PERSONAL_DATA_RETENTION_DAYS after the order was delivered, cancelled or returned, and not before", async () => {
    const shop = await stack.installShop({ label: "purge" });
    const old = new Date(Date.now() - 31 * DAY_MS);
    const recent = new Date(Date.now() - 29 * DAY_MS);
    const delivered = await order(shop, "6101", { shipmentState: "delivered", shipmentStateAt: old });
    const cancelled = await order(shop, "6102", {
      shipmentState: "cancelled",
      shipmentStateAt: old,
      syncState: "CANCELLED",
    });
    const returned = await order(shop, "6103", { shipmentState: "returned", shipmentStateAt: old });
    const deliveredRecently = await order(shop, "6104", { shipmentState: "delivered", shipmentStateAt: recent });
    const inTransit = await order(shop, "6105", { shipmentState: "in_transit", shipmentStateAt: old });

    const run = await runCli(stack, ["compliance:purge", "--json"], { PERSONAL_DATA_RETENTION_DAYS: "30" });
    expect(run.code, run.stderr).toBe(0);
    expect(run.json()).toMatchObject({ retentionDays: 30 });
    expect(run.json<{ purged: number }>().purged).toBeGreaterThanOrEqual(3);

    for (const row of [delivered, cancelled, returned]) {
      const after = await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } });
      expect(after).toMatchObject({
        customerEmail: null,
        customerPhone: null,
        requestJson: null,
        shopifyOrderJson: null,
        shopifyCustomerGid: null,
        orderName: row.orderName,
        externalOrderRef: row.externalOrderRef,
      });
      expect(after.personalDataPurgedAt).toBeInstanceOf(Date);
    }
    for (const row of [deliveredRecently, inTransit]) {
      expect(await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
        customerEmail: "awa@example.com",
        requestJson: row.requestJson,
        personalDataPurgedAt: null,
      });
    }
    // With the default 90 days, the 31-day-old delivered order would still be kept.
    expect((await runCli(stack, ["compliance:purge", "--json"])).json()).toMatchObject({ retentionDays: 90 });
  });
});
