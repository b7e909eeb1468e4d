import { describe, expect, test } from "vitest";
import { loadDelivery, type FetchLike } from "./load-delivery";

const ORDER = "gid://shopify/Order/820982911946154508";
const FOUND = {
  found: true,
  orderSyncId: "cm_1",
  orderName: "#1042",
  syncState: "SENT",
  shipmentState: "delivered",
  shipmentStateAt: "2026-03-03T14:05:00.000Z",
  etaAt: null,
  shipmentId: "shp_1",
  lastEvent: {
    eventType: "shipment.delivered",
    occurredAt: "2026-03-03T14:05:00.000Z",
    checkpointName: null,
    checkpointCountry: null,
  },
  trackingUrl: null,
  attention: { code: "SHIPMENT_RETURNED", message: "…" },
  payment: { story: "cod_collected", stillToCollectMinor: 0, currency: "XOF", text: "Cash collected by the rider" },
  parcels: [],
};

/** A transport that answers `body` with `status` and remembers what it was asked. */
function answering(status: number, body: unknown) {
  const calls: Array<{ url: string; headers?: Record<string, string> }> = [];
  const fetchImpl: FetchLike = async (url, init) => {
    calls.push({ url, headers: init?.headers });
    return new Response(typeof body === "string" ? body : JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  };
  return { fetchImpl, calls };
}

describe("loadDelivery", () => {
  test("asks the app's route for the order, in the block's language, and returns the payload", async () => {
    const { fetchImpl, calls } = answering(200, FOUND);
    expect(await loadDelivery(fetchImpl, ORDER, "fr")).toEqual({ status: "ok", payload: FOUND });
    const url = new URL(calls[0].url, "https://app.example");
    expect(url.pathname).toBe("/api/order-delivery");
    expect(Object.fromEntries(url.searchParams)).toEqual({ orderId: ORDER, locale: "fr" });
    // Relative: the admin resolves it against the app's URL and adds the session token.
    expect(calls[0].url.startsWith("/")).toBe(true);
  });

  test("an order the app does not know is a payload too", async () => {
    expect(await loadDelivery(answering(200, { found: false }).fetchImpl, ORDER, "en")).toEqual({
      status: "ok",
      payload: { found: false },
    });
  });

  test("a refusal keeps its HTTP status", async () => {
    expect(await loadDelivery(answering(401, "").fetchImpl, ORDER, "en")).toEqual({
      status: "error",
      reason: "http",
      httpStatus: 401,
    });
  });

  test.each([
    ["not JSON", "<html>Bad gateway</html>"],
    ["a field of the wrong type", { ...FOUND, shipmentId: 42 }],
    ["a missing field", { ...FOUND, orderName: undefined }],
    ["a malformed last event", { ...FOUND, lastEvent: { eventType: "shipment.delivered" } }],
    ["a malformed attention", { ...FOUND, attention: { code: "X" } }],
    ["no found flag", { orderSyncId: "cm_1" }],
  ])("a body with %s is invalid", async (_, body) => {
    expect(await loadDelivery(answering(200, body).fetchImpl, ORDER, "en")).toEqual({
      status: "error",
      reason: "invalid",
    });
  });

  test("a network failure is a value, not a throw", async () => {
    const failing: FetchLike = async () => {
      throw new TypeError("fetch failed");
    };
    expect(await loadDelivery(failing, ORDER, "en")).toEqual({ status: "error", reason: "network" });
  });
});
