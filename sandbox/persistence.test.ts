import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { createSandbox, type Sandbox } from "./server";
import { fixtureFor, manualClock, startReceiver, validOrder } from "./test-support";

let directory: string;
const open: Sandbox[] = [];
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), "sandbox-state-"));
});
afterEach(async () => {
  for (const sandbox of open.splice(0)) await sandbox.close();
  rmSync(directory, { recursive: true, force: true });
});

async function start(clock: () => number) {
  const sandbox = await createSandbox({ port: 0, clock, stateFile: join(directory, "state.json") });
  open.push(sandbox);
  return fixtureFor(sandbox);
}

describe("state file (SANDBOX_STATE_FILE)", () => {
  test("orders, keys, account settings and endpoints survive a restart", async () => {
    const clock = manualClock();
    const first = await start(clock.now);
    const order = await first.api("POST", "/orders", { body: validOrder({ externalOrderRef: "KEEP-1" }) });
    const key = (await first.control("POST", "/keys", { scopes: ["orders:read"] })).body.key as string;
    await first.control("PATCH", "/account", { displayName: "Persisted Express", responseForm: "earlier" });
    await first.control("POST", "/webhook-endpoints", {
      url: "http://127.0.0.1:9/hooks",
      events: ["shipment.delivered"],
    });
    await first.sandbox.close();

    const second = await start(clock.now);
    const fetched = await second.api("GET", "/orders/KEEP-1", { key });
    expect(fetched.status).toBe(200);
    expect(fetched.body.orderId).toBe(order.body.orderId);
    expect(fetched.body).not.toHaveProperty("buyer"); // the earlier form survived too
    expect((await second.control("GET", "/account")).body.displayName).toBe("Persisted Express");
    expect((await second.control("GET", "/webhook-endpoints")).body.endpoints).toHaveLength(1);
  });

  test("a pending webhook retry is still due after a restart", async () => {
    const clock = manualClock();
    const receiver = await startReceiver((i) => (i === 0 ? 500 : 200));
    try {
      const first = await start(clock.now);
      await first.control("POST", "/webhook-endpoints", { url: receiver.url, events: ["*"] });
      await first.api("POST", "/orders", { body: validOrder({ externalOrderRef: "KEEP-2" }) });
      await first.sandbox.flushWebhooks();
      await first.sandbox.close();
      const second = await start(clock.now);
      await second.control("POST", "/clock/advance", { ms: 60_000 });
      expect(receiver.received).toHaveLength(2);
      expect((await second.control("GET", "/deliveries")).body.deliveries[0].status).toBe("succeeded");
    } finally {
      await receiver.close();
    }
  });
});

describe("POST /__sandbox/reset", () => {
  test("returns to the seed: orders, new keys, endpoints and account changes are gone", async () => {
    const clock = manualClock();
    const t = await start(clock.now);
    await t.api("POST", "/orders", { body: validOrder({ externalOrderRef: "GONE-1" }) });
    const key = (await t.control("POST", "/keys", { scopes: ["orders:read"] })).body.key as string;
    await t.control("PATCH", "/account", { crossBorderActive: false });
    await t.control("POST", "/clock/advance", { ms: 5000 });
    expect((await t.control("POST", "/reset")).status).toBe(200);
    expect((await t.api("GET", "/orders/GONE-1")).status).toBe(404);
    expect((await t.api("GET", "/corridors", { key })).body.code).toBe("API_KEY_INVALID");
    expect((await t.control("GET", "/account")).body).toMatchObject({
      displayName: "Sandbox Express",
      countryCode: "CI",
      currency: "XOF",
      crossBorderActive: true,
      responseForm: "later",
    });
    expect((await t.control("GET", "/clock")).body.offsetMs).toBe(5000); // sandbox time never runs backwards
    t.sandbox.reset();
    expect((await t.api("GET", "/orders")).body.total).toBe(0);
  });
});
