import { describe, expect, it } from "vitest";
import { couldBeShopsOrderRef, externalOrderRef, replacementOrderRef, shopHandle } from "./external-order-ref";

const GID = "gid://shopify/Order/5904170139862";
const URL_SAFE = /^[A-Za-z0-9._-]+$/;

describe("externalOrderRef", () => {
  it("reads as the shop handle, the order number and a short hash of the order id", () => {
    expect(externalOrderRef("my-store.myshopify.com", "#1001", GID)).toMatch(/^my-store-1001-[0-9a-f]{8}$/);
  });

  it("is the same every time for the same order", () => {
    expect(externalOrderRef("my-store.myshopify.com", "#1001", GID)).toBe(
      externalOrderRef("MY-STORE.myshopify.com", "#1001", GID),
    );
  });

  it("differs for two shops with the same order name", () => {
    const a = externalOrderRef("boutique-abidjan.myshopify.com", "#1001", "gid://shopify/Order/1");
    const b = externalOrderRef("boutique-dakar.myshopify.com", "#1001", "gid://shopify/Order/2");
    expect(a).not.toBe(b);
  });

  it("differs for two orders of one shop whose names sanitize alike", () => {
    const a = externalOrderRef("my-store.myshopify.com", "CI/1001", "gid://shopify/Order/1");
    const b = externalOrderRef("my-store.myshopify.com", "CI 1001", "gid://shopify/Order/2");
    expect(a.replace(/-[0-9a-f]{8}$/, "")).toBe(b.replace(/-[0-9a-f]{8}$/, ""));
    expect(a).not.toBe(b);
  });

  it.each([
    ["#1001", "1001"],
    ["CI-1001-A", "CI-1001-A"],
    ["Commande n°1001 (été)", "Commande-n-1001-ete"],
    ["№ 42 🚚", "No-42"],
    ["###", "order"],
    ["#".padEnd(80, "9"), "9".repeat(32)],
  ])("keeps a custom name %j URL-safe as %j", (name, part) => {
    const ref = externalOrderRef("my-store.myshopify.com", name, GID);
    expect(ref).toMatch(URL_SAFE);
    expect(ref.slice("my-store-".length, -9)).toBe(part);
  });
});

describe("shopHandle", () => {
  it("takes the myshopify subdomain", () => {
    expect(shopHandle("boutique-abidjan.myshopify.com")).toBe("boutique-abidjan");
  });

  it("refuses anything but a myshopify.com domain", () => {
    expect(() => shopHandle("boutique.example.com")).toThrow(TypeError);
    expect(() => shopHandle(".myshopify.com")).toThrow(TypeError);
  });
});

describe("replacementOrderRef", () => {
  it("numbers each replacement from the first reference: -r2, -r3, ...", () => {
    const first = externalOrderRef("my-store.myshopify.com", "#1002", "gid://shopify/Order/1002");
    const second = replacementOrderRef(first);
    expect(second).toBe(`${first}-r2`);
    expect(replacementOrderRef(second)).toBe(`${first}-r3`);
    expect(replacementOrderRef(`${first}-r9`)).toBe(`${first}-r10`);
  });
});

describe("couldBeShopsOrderRef", () => {
  const shop = "my-store.myshopify.com";

  it("holds for every reference the app makes for the shop, replacements included", () => {
    const first = externalOrderRef(shop, "#1002", "gid://shopify/Order/1002");
    expect(couldBeShopsOrderRef(shop, first)).toBe(true);
    expect(couldBeShopsOrderRef(shop, replacementOrderRef(first))).toBe(true);
  });

  it("fails for another store's references and for ones made outside the app", () => {
    expect(couldBeShopsOrderRef(shop, externalOrderRef("other.myshopify.com", "#1002", GID))).toBe(false);
    expect(couldBeShopsOrderRef(shop, "DASHBOARD-2291")).toBe(false);
    expect(couldBeShopsOrderRef(shop, "my-store")).toBe(false);
  });

  it("cannot tell a shop whose handle extends this one's: it answers true, so such a delivery is waited for", () => {
    expect(couldBeShopsOrderRef(shop, externalOrderRef("my-store-2.myshopify.com", "#1001", GID))).toBe(true);
  });
});
