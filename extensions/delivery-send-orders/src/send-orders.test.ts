import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { resultLines } from "./result-lines";
import { sendOrders, type FetchLike, type SendResult } from "./send-orders-api";
import { LOCALE_FILES, localeFileTranslate, localeKeys } from "./testing/locale-file-i18n";

const A = "gid://shopify/Order/1001";
const B = "gid://shopify/Order/1002";
const RESULT: SendResult = {
  queued: 1,
  skipped: 1,
  results: [
    { orderId: A, orderName: "#1001", outcome: "queued", message: "Queued: the order is being handed over." },
    { orderId: B, orderName: null, outcome: "skipped", code: "NOT_IN_APP", message: "No record of this order." },
  ],
};

function answering(status: number, body: unknown) {
  const calls: Array<{ url: string; init?: Parameters<FetchLike>[1] }> = [];
  const fetchImpl: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  };
  return { fetchImpl, calls };
}

describe("sendOrders", () => {
  test("posts the selected GIDs, confirmed, in the extension's language, and reads each order's result", async () => {
    const { fetchImpl, calls } = answering(200, RESULT);
    expect(await sendOrders(fetchImpl, [A, B], "fr")).toEqual({ status: "ok", result: RESULT });
    expect(calls[0].url).toBe("/api/send-orders");
    expect(calls[0].init?.method).toBe("POST");
    expect(JSON.parse(calls[0].init?.body ?? "")).toEqual({ orderIds: [A, B], confirmed: true, locale: "fr" });
  });

  test("a refused request, a strange answer and no network are values", async () => {
    expect(await sendOrders(answering(400, { error: "…" }).fetchImpl, [A], "en")).toEqual({
      status: "error",
      reason: "http",
      httpStatus: 400,
    });
    const skippedWithoutWhy = { ...RESULT, results: [{ ...RESULT.results[1], code: undefined }] };
    expect(await sendOrders(answering(200, skippedWithoutWhy).fetchImpl, [B], "en")).toEqual({
      status: "error",
      reason: "invalid",
    });
    const down: FetchLike = async () => {
      throw new TypeError("fetch failed");
    };
    expect(await sendOrders(down, [A], "en")).toEqual({ status: "error", reason: "network" });
  });
});

describe("the result lines", () => {
  test("the French file has every key of the English one, and no other", () => {
    expect(localeKeys(LOCALE_FILES.fr)).toEqual(localeKeys(LOCALE_FILES.en));
  });

  test("each order says what happened; an order the app does not know is named by its number", () => {
    expect(resultLines(localeFileTranslate("en"), RESULT)).toEqual({
      summary: "Queued: 1 · Skipped: 1",
      lines: [
        { key: A, order: "#1001", label: "Queued", tone: "success", message: RESULT.results[0].message },
        { key: B, order: "Order 1002", label: "Skipped", tone: "warning", message: RESULT.results[1].message },
      ],
    });
    const fr = resultLines(localeFileTranslate("fr"), RESULT);
    expect(fr.summary).toBe("En file d'attente : 1 · Ignorées : 1");
    expect(fr.lines.map((line) => [line.order, line.label])).toEqual([
      ["#1001", "En file d'attente"],
      ["Commande 1002", "Ignorée"],
    ]);
  });

  test("every text the extension shows exists in both languages", () => {
    for (const locale of ["en", "fr"] as const) {
      const t = localeFileTranslate(locale);
      for (const key of [
        "heading",
        "explain",
        "noneSelected",
        "send",
        "cancel",
        "close",
        "requestFailed",
        "queuedNote",
      ])
        expect(t(key)).not.toBe("");
      expect(t("selected", { count: 3 })).toContain("3");
      expect(t("tooMany", { max: 100 })).toContain("100");
      for (const key of ["orderColumn", "resultColumn", "whyColumn"]) expect(t(key)).not.toBe("");
    }
  });
});

test("every key the extension's code reads is in both locale files", () => {
  const source = readFileSync(new URL("./SendOrdersExtension.tsx", import.meta.url), "utf8");
  const keys = [...source.matchAll(/\bt\("([\w.]+)"/g)].map((match) => match[1]);
  expect(keys.length).toBeGreaterThan(5);
  for (const locale of ["en", "fr"] as const)
    for (const key of keys) expect(localeKeys(LOCALE_FILES[locale]), `${locale}: ${key}`).toContain(key);
});
