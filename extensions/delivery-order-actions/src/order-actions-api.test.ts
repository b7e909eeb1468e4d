import { describe, expect, test } from "vitest";
import { loadOrderActions, runOrderAction, type FetchLike } from "./order-actions-api";

const ORDER = "gid://shopify/Order/820982911946154508";

/** A transport that answers `body` with `status` and remembers what it was asked. */
function answering(status: number, body: unknown) {
  const calls: Array<{ url: string; init?: Parameters<FetchLike>[1] }> = [];
  const fetchImpl: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return new Response(typeof body === "string" ? body : JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  };
  return { fetchImpl, calls };
}

describe("loadOrderActions", () => {
  test("asks the app's route for the order, relative to the app, and reads the actions", async () => {
    const view = { orderName: "#1042", actions: ["cancel", "paymentLink"], paymentLinkUrl: null, syncState: "SENT" };
    const { fetchImpl, calls } = answering(200, view);
    expect(await loadOrderActions(fetchImpl, ORDER, "fr")).toEqual({
      status: "ok",
      view: { orderName: "#1042", actions: ["cancel", "paymentLink"], paymentLinkUrl: null },
    });
    const url = new URL(calls[0].url, "https://app.example");
    expect(url.pathname).toBe("/api/order-actions");
    expect(Object.fromEntries(url.searchParams)).toEqual({ orderId: ORDER, locale: "fr" });
    expect(calls[0].url.startsWith("/")).toBe(true);
  });

  test("an order the app does not know, a failure and a strange answer are values", async () => {
    expect(await loadOrderActions(answering(404, { error: "…" }).fetchImpl, ORDER, "en")).toEqual({
      status: "not_found",
    });
    expect(await loadOrderActions(answering(500, "oops").fetchImpl, ORDER, "en")).toEqual({
      status: "error",
      reason: "http",
      httpStatus: 500,
    });
    const unknownAction = { orderName: "#1", actions: ["explode"], paymentLinkUrl: null };
    expect(await loadOrderActions(answering(200, unknownAction).fetchImpl, ORDER, "en")).toEqual({
      status: "error",
      reason: "invalid",
    });
    const down: FetchLike = async () => {
      throw new TypeError("fetch failed");
    };
    expect(await loadOrderActions(down, ORDER, "en")).toEqual({ status: "error", reason: "network" });
  });
});

describe("runOrderAction", () => {
  test("posts the confirmed action as JSON and reads what was done", async () => {
    const { fetchImpl, calls } = answering(200, {
      ok: true,
      intent: "paymentLink",
      message: "The payment link is ready.",
      url: "https://pay.example/l/1",
    });
    const run = await runOrderAction(fetchImpl, { orderGid: ORDER, action: "paymentLink", locale: "en" });
    expect(run).toEqual({ status: "done", message: "The payment link is ready.", url: "https://pay.example/l/1" });
    expect(calls[0].url).toBe("/api/order-actions");
    expect(calls[0].init?.method).toBe("POST");
    expect(JSON.parse(calls[0].init?.body ?? "")).toEqual({
      orderId: ORDER,
      intent: "paymentLink",
      reason: "",
      confirmed: true,
      locale: "en",
    });
  });

  test("an order of several parcels is answered parcel by parcel, partial when one was refused", async () => {
    const lines = [
      "Parcel 1 of 2 not cancelled: too far along. (code ORDER_NOT_CANCELLABLE)",
      "Parcel 2 of 2 cancelled.",
    ];
    const { fetchImpl } = answering(200, {
      ok: true,
      intent: "cancel",
      message: lines.join(" "),
      url: null,
      parcels: [
        { parcelNumber: 1, ok: false, code: "ORDER_NOT_CANCELLABLE", reason: "too far along.", text: lines[0] },
        { parcelNumber: 2, ok: true, url: null, text: lines[1] },
      ],
    });
    const run = await runOrderAction(fetchImpl, { orderGid: ORDER, action: "cancel", locale: "en" });
    expect(run).toEqual({ status: "done", message: lines.join(" "), url: null, lines, partial: true, links: [] });
  });

  test("a refusal (409) carries its code, its sentence and the advice", async () => {
    const refused = {
      ok: false,
      intent: "cancel",
      code: "ORDER_NOT_CANCELLABLE",
      message: "The shipment is too far along to be cancelled.",
      advice: null,
    };
    expect(
      await runOrderAction(answering(409, refused).fetchImpl, {
        orderGid: ORDER,
        action: "cancel",
        reason: "x",
        locale: "en",
      }),
    ).toEqual({ status: "refused", code: refused.code, message: refused.message, advice: null });
    expect(
      await runOrderAction(answering(404, { error: "…" }).fetchImpl, { orderGid: ORDER, action: "send", locale: "en" }),
    ).toEqual({ status: "not_found" });
  });
});
