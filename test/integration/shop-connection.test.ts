import { rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import { createSecretBox } from "~/secrets/encryption.server";
import { runCli, spawnCli } from "../../stack/cli";
import { TEST_ENCRYPTION_KEY } from "../../stack/test-env";
import { syncPausedText } from "~/problems/problem-text";
import { useStack } from "../support/use-stack";

const stack = useStack();

const FULL_KEY = "svc_live_sandbox_all";
const CHECKOUT_KEY = "svc_live_sandbox_checkout";
const SECRET = "whsec_test_connection_secret_0001";

describe("shop:configure and shop:show", () => {
  test("a valid key is checked live, stored encrypted, and the carrier service is registered", async () => {
    const shop = await stack.installShop();
    const run = await runCli(stack, [
      "shop:configure",
      "--shop",
      shop,
      "--api-key",
      FULL_KEY,
      "--checkout-api-key",
      CHECKOUT_KEY,
      "--webhook-secret",
      SECRET,
      "--json",
    ]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const shown = run.json();
    expect(shown).toMatchObject({
      connected: true,
      apiKeyHint: "svc_live_…_all",
      webhookSecretCount: 1,
      carrierService: { state: "ACTIVE" },
    });
    expect(run.stdout).not.toContain(FULL_KEY);
    expect(run.stdout).not.toContain(SECRET);

    const connection = await stack.db.serviceConnection.findFirstOrThrow({ where: { shop: { domain: shop } } });
    const stored = JSON.stringify(connection);
    for (const secret of [FULL_KEY, CHECKOUT_KEY, SECRET]) expect(stored).not.toContain(secret);
    expect(stack.secrets.decrypt(connection.apiKeyCiphertext)).toBe(FULL_KEY);

    const [carrierService] = stack.shopify.state.carrierServices(shop);
    expect(carrierService).toMatchObject({ active: true, callbackUrl: shown.carrierServiceCallbackUrl });
    expect(shown.carrierServiceCallbackUrl).toMatch(
      new RegExp(`^${stack.app.url}/carrier-service/rates\\?token=[A-Za-z0-9_-]{32}$`),
    );
    expect(shown.deliveryWebhookUrl).toMatch(new RegExp(`^${stack.app.url}/webhooks/delivery/[A-Za-z0-9_-]{32}$`));
    stack.shopify.state.assertNoInvalidDocuments();
  });

  test("a key that lacks scopes is refused, naming the missing scopes, and nothing is stored", async () => {
    const shop = await stack.installShop();
    const run = await runCli(stack, ["shop:configure", "--shop", shop, "--api-key", "svc_live_sandbox_readonly"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("API_KEY_SCOPE_MISSING");
    for (const scope of ["orders:write", "orders:cancel", "tracking:read"]) expect(run.stderr).toContain(scope);
    expect(run.stderr).not.toContain("svc_live_sandbox_readonly");
    expect(await stack.db.serviceConnection.count({ where: { shop: { domain: shop } } })).toBe(0);
  });

  test("the service failing while the key is checked is a clear refusal, and nothing is stored", async () => {
    const shop = await stack.installShop();
    // The corridors read (the orders:read check, whose answer gives the origin country) fails on every try.
    const fault = await fetch(`${stack.sandbox.url}/__sandbox/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ kind: "error", status: 503, count: 3, path: "/v1/public-api/corridors", method: "GET" }),
    });
    expect(fault.ok).toBe(true);
    const run = await runCli(stack, ["shop:configure", "--shop", shop, "--api-key", FULL_KEY]);
    await fetch(`${stack.sandbox.url}/__sandbox/faults`, { method: "DELETE" });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("could not check the key");
    expect(run.stderr).not.toContain("Unexpected");
    expect(await stack.db.serviceConnection.count({ where: { shop: { domain: shop } } })).toBe(0);
  });

  test("secrets:rotate re-encrypts stored keys with the new ENCRYPTION_KEY, after which the old key can go", async () => {
    const shop = await stack.installShop();
    expect(
      (await runCli(stack, ["shop:configure", "--shop", shop, "--api-key", FULL_KEY, "--webhook-secret", SECRET])).code,
    ).toBe(0);
    const { shopId } = await stack.db.serviceConnection.findFirstOrThrow({ where: { shop: { domain: shop } } });
    const mine = `serviceConnection:${shopId}`;
    const newKey = randomBytes(32).toString("base64");
    const rotation = { ENCRYPTION_KEY: newKey, ENCRYPTION_KEYS_PREVIOUS: TEST_ENCRYPTION_KEY };
    // Rows of other test files on this database use other keys: they are reported, never touched.
    const rotated = await runCli(stack, ["secrets:rotate", "--json"], rotation);
    const result = rotated.json<{ serviceConnections: number; sessions: number; undecryptable: string[] }>();
    expect(rotated.code).toBe(result.undecryptable.length > 0 ? 1 : 0);
    expect(result.serviceConnections).toBeGreaterThanOrEqual(1);
    expect(result.undecryptable).not.toContain(mine);

    const connection = await stack.db.serviceConnection.findUniqueOrThrow({ where: { shopId } });
    const onlyNew = createSecretBox(newKey);
    expect(onlyNew.decrypt(connection.apiKeyCiphertext)).toBe(FULL_KEY);
    expect(JSON.parse(onlyNew.decrypt(connection.webhookSecretsCiphertext!))).toEqual([SECRET]);
    const session = await stack.db.session.findFirstOrThrow({ where: { shop } });
    expect(onlyNew.decrypt(session.accessToken).length).toBeGreaterThan(0);
    expect(() => stack.secrets.decrypt(connection.apiKeyCiphertext)).toThrow(/unknown key/);
    // A second run finds nothing of ours left to do.
    expect((await runCli(stack, ["secrets:rotate", "--json"], rotation)).json()).toMatchObject({
      serviceConnections: 0,
      sessions: 0,
      complianceExports: 0,
    });

    // A key left out of ENCRYPTION_KEYS_PREVIOUS too early: the row is reported, left as it is, and the run fails.
    const forgotten = await runCli(stack, ["secrets:rotate", "--json"], {
      ENCRYPTION_KEY: randomBytes(32).toString("base64"),
      ENCRYPTION_KEYS_PREVIOUS: "",
    });
    expect(forgotten.code).toBe(1);
    expect(forgotten.json<{ undecryptable: string[]; next: string }>()).toMatchObject({
      undecryptable: expect.arrayContaining([mine]),
      next: expect.stringContaining("ENCRYPTION_KEYS_PREVIOUS"),
    });
    expect((await stack.db.serviceConnection.findUniqueOrThrow({ where: { shopId } })).apiKeyCiphertext).toBe(
      connection.apiKeyCiphertext,
    );

    // Every other test of this file uses the stack's key: put this shop back under it.
    await runCli(stack, ["secrets:rotate", "--json"], {
      ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
      ENCRYPTION_KEYS_PREVIOUS: newKey,
    });
    expect(
      stack.secrets.decrypt(
        (await stack.db.serviceConnection.findUniqueOrThrow({ where: { shopId } })).apiKeyCiphertext,
      ),
    ).toBe(FULL_KEY);
  });

  test("a revoked key and a malformed key are refused with clear messages", async () => {
    const shop = await stack.installShop();
    const revoked = await runCli(stack, ["shop:configure", "--shop", shop, "--api-key", "svc_live_sandbox_revoked"]);
    expect(revoked.code).toBe(1);
    expect(revoked.stderr).toContain("API_KEY_INVALID");
    const malformed = await runCli(stack, ["shop:configure", "--shop", shop, "--api-key", "sk_test_123"]);
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toContain("svc_live_");
    const badSecret = await runCli(stack, [
      "shop:configure",
      "--shop",
      shop,
      "--api-key",
      FULL_KEY,
      "--webhook-secret",
      "not-a-secret",
    ]);
    expect(badSecret.stderr).toContain("whsec_");
  });

  // Refused by the format check, which comes before the key is tried at the service.
  test("a key or a secret with a control, bidi or line-break character is refused whole, nothing stored or sent", async () => {
    const shop = await stack.installShop({ label: "connect-invisible" });
    for (const args of [
      ["--api-key", `${FULL_KEY}\r\nX-Injected: 1`],
      ["--api-key", `svc_live_\u202e${FULL_KEY.slice(9)}`],
      ["--api-key", `${FULL_KEY}${"k".repeat(250)}`],
      ["--api-key", FULL_KEY, "--webhook-secret", "whsec_abc\u0000def"],
    ]) {
      const run = await runCli(stack, ["shop:configure", "--shop", shop, ...args]);
      expect(run.code, args.join(" ")).toBe(1);
      expect(run.stderr).toMatch(/API_KEY_FORMAT|WEBHOOK_SECRET_FORMAT/);
    }
    const { id: shopId } = await stack.db.shop.findUniqueOrThrow({ where: { domain: shop } });
    expect(await stack.db.serviceConnection.findUnique({ where: { shopId } })).toBeNull();
  });

  test("a shop that has not installed the app cannot be configured", async () => {
    const run = await runCli(stack, [
      "shop:configure",
      "--shop",
      "never-installed.myshopify.com",
      "--api-key",
      FULL_KEY,
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("has not installed the app");
  });

  // The first through the real command in its own process: its exit code is the process's.
  test("missing options are a usage error (exit 2) and an unknown shop cannot be shown", async () => {
    const usage = await spawnCli(stack, ["shop:configure", "--shop", "x.myshopify.com"]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("--api-key");
    const unknown = await runCli(stack, ["shop:show", "--shop", "nobody.myshopify.com", "--json"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Unknown shop");
    const noCommand = await runCli(stack, ["frobnicate"]);
    expect(noCommand.code).toBe(2);
    expect(noCommand.stderr).toContain("shop:configure");
  });

  // Importing the commands must not wire the process (as the old Shopify module at the root of app/ once did): Shopify's session
  // storage polled this empty database for its table and crashed the run a few seconds later.
  test("the real command lists its commands on a database that has no tables yet, and nothing opens Shopify's session storage", async () => {
    const empty = `.data/cli-empty-${process.pid}-${Date.now()}.db`;
    writeFileSync(empty, "");
    try {
      // No command: a usage error (exit 2) that lists the commands, every one of them imported.
      const usage = await spawnCli(stack, [], { DATABASE_URL: `file:./${empty}` });
      expect(usage.stderr).toContain("orders:list");
      expect(usage.stderr).not.toMatch(/session table/i);
      expect(usage.code).toBe(2);
    } finally {
      rmSync(empty, { force: true });
    }
  });

  test("a plan without carrier-calculated shipping keeps the connection and explains what to change", async () => {
    const shop = await stack.installShop({ carrierCalculatedShipping: false });
    const run = await runCli(stack, ["shop:configure", "--shop", shop, "--api-key", FULL_KEY, "--json"]);
    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({
      connected: true,
      carrierService: { state: "REFUSED", message: expect.stringContaining("Advanced plan") },
    });
  });

  test("a carrier service the merchant deleted in Shopify is registered anew on reconnecting", async () => {
    const shop = await stack.installShop();
    expect((await runCli(stack, ["shop:configure", "--shop", shop, "--api-key", FULL_KEY])).code).toBe(0);
    const [first] = stack.shopify.state.carrierServices(shop);
    stack.shopify.state.deleteCarrierServices(shop);
    const again = await runCli(stack, ["shop:configure", "--shop", shop, "--api-key", FULL_KEY, "--json"]);
    expect(again.code).toBe(0);
    expect(again.json()).toMatchObject({ connected: true, carrierService: { state: "ACTIVE" } });
    const services = stack.shopify.state.carrierServices(shop);
    expect(services).toEqual([
      expect.objectContaining({ active: true, callbackUrl: again.json().carrierServiceCallbackUrl }),
    ]);
    expect(services[0].id).not.toBe(first.id);
  });

  test("disconnecting deactivates the carrier service and reconnecting reuses it", async () => {
    const shop = await stack.installShop();
    await runCli(stack, ["shop:configure", "--shop", shop, "--api-key", FULL_KEY]);
    const disconnected = await runCli(stack, ["shop:disconnect", "--shop", shop, "--json"]);
    expect(disconnected.json()).toMatchObject({
      connected: false,
      syncState: "PAUSED",
      carrierService: { state: "INACTIVE" },
    });
    // What the merchant reads on the dashboard, with what to do.
    expect(syncPausedText(await stack.db.shop.findUniqueOrThrow({ where: { domain: shop } }), "en")).toContain(
      "connected again in Settings",
    );
    expect(stack.shopify.state.carrierServices(shop)).toEqual([expect.objectContaining({ active: false })]);
    const again = await runCli(stack, ["shop:configure", "--shop", shop, "--api-key", FULL_KEY, "--json"]);
    expect(again.json()).toMatchObject({ connected: true, carrierService: { state: "ACTIVE" } });
    expect(stack.shopify.state.carrierServices(shop)).toHaveLength(1);
  });
});
