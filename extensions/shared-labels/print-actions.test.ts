import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { requestLabels, type FetchLike } from "./request-labels";

const EXTENSIONS = ["delivery-labels-order", "delivery-labels-selection"];
const TARGETS = {
  "delivery-labels-order": "admin.order-details.print-action.render",
  "delivery-labels-selection": "admin.order-index.selection-print-action.render",
};

function localeFile(extension: string, file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(__dirname, "..", extension, "locales", file), "utf8"));
}

function keysOf(node: unknown, prefix = ""): string[] {
  if (typeof node !== "object" || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

describe("the two print actions", () => {
  test("each has its one target and the same words in English and French (only their names differ)", () => {
    for (const extension of EXTENSIONS) {
      const toml = readFileSync(join(__dirname, "..", extension, "shopify.extension.toml"), "utf8");
      expect([...toml.matchAll(/^target = "([^"]+)"/gm)].map((match) => match[1])).toEqual([
        TARGETS[extension as keyof typeof TARGETS],
      ]);
      const en = localeFile(extension, "en.default.json");
      const fr = localeFile(extension, "fr.json");
      expect(keysOf(fr).sort()).toEqual(keysOf(en).sort());
      expect(fr.localeCode).toBe("fr");
    }
    const [order, selection] = EXTENSIONS.map((extension) => localeFile(extension, "fr.json"));
    expect({ ...order, name: "" }).toEqual({ ...selection, name: "" });
  });
});

describe("asking the app for the labels", () => {
  const answer =
    (status: number, body: unknown): FetchLike =>
    async () =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

  test("posts the selected orders, the format and the language, and reads back the link", async () => {
    const calls: Array<{ url: string; body: string }> = [];
    const fetchImpl: FetchLike = async (url, init) => {
      calls.push({ url, body: init.body });
      return new Response(JSON.stringify({ url: "https://app.example/labels/t", count: 2 }), { status: 200 });
    };
    const load = await requestLabels(fetchImpl, ["gid://shopify/Order/1", "gid://shopify/Order/2"], "a4", "fr");
    expect(load).toEqual({ status: "ok", url: "https://app.example/labels/t", count: 2 });
    expect(calls).toEqual([
      {
        url: "/api/labels",
        body: JSON.stringify({
          orderIds: ["gid://shopify/Order/1", "gid://shopify/Order/2"],
          format: "a4",
          locale: "fr",
        }),
      },
    ]);
  });

  test("a refusal keeps the app's message; other failures are errors, never thrown", async () => {
    expect(await requestLabels(answer(409, { error: "No label for #1" }), ["g"], "thermal", "en")).toEqual({
      status: "refused",
      message: "No label for #1",
    });
    expect(await requestLabels(answer(502, {}), ["g"], "thermal", "en")).toEqual({
      status: "error",
      reason: "http",
      httpStatus: 502,
    });
    expect(await requestLabels(answer(200, { link: "?" }), ["g"], "thermal", "en")).toEqual({
      status: "error",
      reason: "invalid",
    });
    const offline: FetchLike = async () => {
      throw new TypeError("fetch failed");
    };
    expect(await requestLabels(offline, ["g"], "thermal", "en")).toEqual({ status: "error", reason: "network" });
  });
});
