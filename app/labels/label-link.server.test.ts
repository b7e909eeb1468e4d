import { createHmac } from "node:crypto";
import { expect, test } from "vitest";
import { createLabelLinkToken, LABEL_LINK_TTL_SEC, readLabelLinkToken } from "./label-link.server";

const SECRET = "app-secret";
const NOW = new Date("2026-11-26T10:00:00Z");
const LINK = { shop: "awa.myshopify.com", ids: ["a", "b"], format: "a4" as const };

test("a link reads back as signed until it expires", () => {
  const token = createLabelLinkToken(SECRET, LINK, NOW);
  expect(readLabelLinkToken(SECRET, token, NOW)).toEqual({ ok: true, link: LINK });
  const late = new Date(NOW.getTime() + (LABEL_LINK_TTL_SEC + 1) * 1000);
  expect(readLabelLinkToken(SECRET, token, late)).toEqual({ ok: false, reason: "expired" });
});

test("a link signed with another secret, or changed, is refused", () => {
  const token = createLabelLinkToken(SECRET, LINK, NOW);
  expect(readLabelLinkToken("another-secret", token, NOW)).toEqual({ ok: false, reason: "invalid" });
  const [, signature] = token.split(".");
  const otherShop = Buffer.from(JSON.stringify({ ...LINK, shop: "other.myshopify.com", exp: 9e9 })).toString(
    "base64url",
  );
  expect(readLabelLinkToken(SECRET, `${otherShop}.${signature}`, NOW)).toEqual({ ok: false, reason: "invalid" });
  expect(readLabelLinkToken(SECRET, "garbage", NOW)).toEqual({ ok: false, reason: "invalid" });
});

test("a payload signed with the app's secret itself (as Shopify signs bodies and session tokens) is no link", () => {
  const payload = Buffer.from(JSON.stringify({ ...LINK, exp: 9e9 })).toString("base64url");
  const withAppSecret = createHmac("sha256", SECRET).update(payload).digest("base64url");
  expect(readLabelLinkToken(SECRET, `${payload}.${withAppSecret}`, NOW)).toEqual({ ok: false, reason: "invalid" });
});
