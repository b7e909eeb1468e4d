import { describe, expect, test } from "vitest";
import { settingsToFormValues, type SettingsFormValues } from "~/admin/settings-form";
import { DEFAULT_SYNC_SETTINGS, readStoredSyncSettings } from "~/order-mapping/sync-settings";
import { connectedShop } from "../../stack/connect";
import {
  abidjanOrder,
  cashOnDeliveryOrder,
  placeOrder,
  sandboxOrder,
  sandboxRequests,
  waitForOrderSync,
} from "../../stack/orders";
import { sessionToken, BROWSER_USER_AGENT as BROWSER } from "../support/browser/session-token";
import { useStack } from "../support/use-stack";

/*
 * What a merchant types in the admin's forms, posted over HTTP as the embedded pages post it (Remix's data
 * requests with the session token): control and bidi characters never reach the database nor the service, and a
 * too-long text is refused with its message, nothing stored or sent (docs/decisions/071). The admin extensions'
 * cancel reason is in admin-order-actions.test.ts.
 */
const stack = useStack();

const DIRTY = "Rapide\u202egnp.exe\u0007\u0000\r\nX-Injected: 1";
const PLAIN = "Rapidegnp.exe X-Injected: 1";
// C0 and C1 controls, bidi embeddings, overrides, isolates and marks: none is left anywhere.
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** The page's form as its action reads it, posted as a data request. */
function postForm(shop: string, path: string, form: Record<string, string>) {
  return fetch(`${stack.app.url}${path}.data`, {
    method: "POST",
    headers: {
      "User-Agent": BROWSER,
      Authorization: `Bearer ${sessionToken(shop)}`,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(form),
  });
}

function saveSettings(shop: string, values: SettingsFormValues) {
  return postForm(shop, "/app/settings", { intent: "settings", settings: JSON.stringify(values) });
}

async function storedSettings(shop: string) {
  const { settingsJson } = await stack.db.shop.findUniqueOrThrow({ where: { domain: shop } });
  return settingsJson;
}

describe("the settings page's sync rules", () => {
  test("names are stored plain: a rate's, a payment method's, an attribute's, the carrier's", async () => {
    const shop = await connectedShop(stack, { label: "text-settings" });
    const values = settingsToFormValues(DEFAULT_SYNC_SETTINGS);
    values.fallbackRates = [
      { countryCode: "CI", name: DIRTY, price: "2500", currency: "XOF", minDays: "1", maxDays: "3" },
    ];
    values.gatewayMapping = [
      { gateway: "Paiement à la livraison 🚚", paymentType: "COD", paidVia: "manual_cash" },
      { gateway: "\u2066Espèces\u2069\u0000", paymentType: "COD", paidVia: "manual_cash" },
      { gateway: "Wave\u200f Sénégal", paymentType: "MobileMoney", paidVia: "manual_other" },
    ];
    values.landmarkAttribute = "repère\u0000";
    values.trackingCompany = `Express${DIRTY}`;
    const response = await saveSettings(shop, values);
    expect(response.status).toBe(200);
    const stored = await storedSettings(shop);
    expect(JSON.stringify(JSON.parse(stored ?? "{}"), null, 0)).not.toMatch(INVISIBLE);
    expect(readStoredSyncSettings(stored)).toMatchObject({
      fallbackRates: [{ name: PLAIN }],
      codGatewayNames: ["Paiement à la livraison 🚚", "Espèces"],
      gatewayMapping: [{ gateway: "Paiement à la livraison 🚚" }, { gateway: "Espèces" }, { gateway: "Wave Sénégal" }],
      landmarkAttribute: "repère",
      trackingCompany: `Express${PLAIN}`,
    });
  });

  test("a too-long name is refused with its message, and nothing is stored", async () => {
    const shop = await connectedShop(stack, { label: "text-settings-long" });
    const before = await storedSettings(shop);
    const values = settingsToFormValues(DEFAULT_SYNC_SETTINGS);
    values.fallbackRates = [
      { countryCode: "CI", name: "x".repeat(101), price: "2500", currency: "XOF", minDays: "1", maxDays: "3" },
    ];
    values.trackingCompany = "y".repeat(81);
    const response = await saveSettings(shop, values);
    expect(response.status).toBe(200);
    const answer = await response.text();
    expect(answer).toContain("fallbackRates.0.name");
    expect(answer).toContain("settings.error.nameTooLong");
    expect(answer).toContain("settings.error.trackingCompany");
    expect(await storedSettings(shop)).toBe(before);
  });
});

describe("the order page's cancel form", () => {
  test("the reason reaches the service plain; a too-long one is refused with its message and nothing is sent", async () => {
    const shop = await connectedShop(stack, { label: "text-cancel" });
    const placed = await placeOrder(stack, shop, abidjanOrder());
    const row = await waitForOrderSync(stack, placed.gid, (r) => r?.syncState === "SENT", "sent");
    const cancelCalls = async () =>
      (await sandboxRequests(stack, `/v1/public-api/orders/${row.externalOrderRef}/cancel`)).filter(
        (request) => request.method === "POST",
      );

    const tooLong = await postForm(shop, `/app/orders/${row.id}`, { intent: "cancel", reason: "r".repeat(501) });
    expect(tooLong.status).toBe(200);
    expect(await tooLong.text()).toContain("REASON_TOO_LONG");
    expect(await cancelCalls()).toEqual([]);
    expect((await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } })).syncState).toBe("SENT");

    const cancel = await postForm(shop, `/app/orders/${row.id}`, { intent: "cancel", reason: DIRTY });
    expect(cancel.status).toBe(200);
    await waitForOrderSync(stack, placed.gid, (r) => r?.syncState === "CANCELLED", "cancelled");
    expect((await cancelCalls()).map((call) => call.body)).toEqual([{ reason: PLAIN }]);
    expect(await sandboxOrder(stack, row.externalOrderRef)).toMatchObject({ cancelReason: PLAIN });
    const after = await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } });
    expect(JSON.stringify(after, (_, value) => (typeof value === "bigint" ? String(value) : value))).not.toMatch(
      INVISIBLE,
    );
  });
});

describe("the order page's record-payment form", () => {
  test("the reference reaches the service plain; a too-long one is refused with its message and nothing is sent", async () => {
    const shop = await connectedShop(stack, { label: "text-payment" });
    // Cash on delivery, not collected yet: the merchant may record a payment received another way.
    const placed = await placeOrder(stack, shop, cashOnDeliveryOrder());
    const row = await waitForOrderSync(stack, placed.gid, (r) => r?.syncState === "SENT", "sent");
    const markPaids = async () =>
      (await sandboxRequests(stack, `/v1/public-api/orders/${row.externalOrderRef}/mark-paid`)).filter(
        (request) => request.method === "POST",
      );
    const form = { intent: "recordPayment", paidVia: "manual_bank_transfer", paidAt: "2026-11-27" };

    const before = (await markPaids()).length;

    const tooLong = await postForm(shop, `/app/orders/${row.id}`, { ...form, reference: "f".repeat(201) });
    expect(tooLong.status).toBe(200);
    expect(await tooLong.text()).toContain("REFERENCE_TOO_LONG");
    expect(await markPaids()).toHaveLength(before);

    const recorded = await postForm(shop, `/app/orders/${row.id}`, { ...form, reference: `VIR-12${DIRTY}` });
    expect(recorded.status).toBe(200);
    await expect.poll(async () => (await markPaids()).length).toBe(before + 1);
    expect((await markPaids()).at(-1)?.body).toMatchObject({ reference: `VIR-12${PLAIN}` });
    const after = await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } });
    expect(JSON.stringify(after, (_, value) => (typeof value === "bigint" ? String(value) : value))).not.toMatch(
      INVISIBLE,
    );
  });
});
