import { afterAll, beforeAll, expect, it } from "vitest";
import { APP_SCOPES } from "./documents.fixture";
import { createShopifyStandIn, type ShopifyStandIn } from "./stand-in";
import { adminGraphql, API_SECRET } from "./test-kit";

// The shop's time zone and money formats (Shop.ianaTimezone, Shop.currencyFormats), as GraphQL and shop/update give them.
let standIn: ShopifyStandIn;
beforeAll(async () => {
  standIn = await createShopifyStandIn({ apiSecret: API_SECRET });
});
afterAll(() => standIn.close());

const TERMS =
  "query Terms { shop { ianaTimezone currencyCode currencyFormats { moneyFormat moneyWithCurrencyFormat } } }";

it("answers the time zone and money format a shop was given, and defaults to UTC and the currency code", async () => {
  const nairobi = "nairobi-terms.myshopify.com";
  const token = standIn.state.addShop({
    domain: nairobi,
    scopes: APP_SCOPES,
    currency: "KES",
    ianaTimezone: "Africa/Nairobi",
    moneyFormat: "<span>KSh {{amount}}</span>",
  });
  const plain = "plain-terms.myshopify.com";
  const plainToken = standIn.state.addShop({ domain: plain, scopes: APP_SCOPES, currency: "XOF" });

  expect((await adminGraphql(standIn.url, nairobi, token, TERMS)).body.data!.shop).toEqual({
    ianaTimezone: "Africa/Nairobi",
    currencyCode: "KES",
    currencyFormats: {
      moneyFormat: "<span>KSh {{amount}}</span>",
      moneyWithCurrencyFormat: "<span>KSh {{amount}}</span> KES",
    },
  });
  expect((await adminGraphql(standIn.url, plain, plainToken, TERMS)).body.data!.shop).toMatchObject({
    ianaTimezone: "UTC",
    currencyFormats: { moneyFormat: "{{amount}} XOF", moneyWithCurrencyFormat: "{{amount}} XOF" },
  });
});

it("a merchant's change is what GraphQL answers next, and the shop/update body carries it under the shop's own domain", async () => {
  const dakar = "dakar-terms.myshopify.com";
  const token = standIn.state.addShop({ domain: dakar, scopes: APP_SCOPES, currency: "XOF" });
  const body = standIn.state.updateShop(dakar, {
    ianaTimezone: "Africa/Dakar",
    moneyFormat: "{{amount_no_decimals}} FCFA",
  });
  expect(body).toMatchObject({
    myshopify_domain: dakar,
    currency: "XOF",
    iana_timezone: "Africa/Dakar",
    money_format: "{{amount_no_decimals}} FCFA",
  });
  expect((await adminGraphql(standIn.url, dakar, token, TERMS)).body.data!.shop).toMatchObject({
    ianaTimezone: "Africa/Dakar",
    currencyFormats: { moneyFormat: "{{amount_no_decimals}} FCFA" },
  });
});
