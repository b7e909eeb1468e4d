import { expect, test } from "vitest";
import { formatShopMinor, UTC_TERMS } from "~/i18n/format";
import { parseMoneyFormat } from "./money-format";

test("a money format gives the text around the amount and whether cents are shown; HTML is text, never markup", () => {
  expect(parseMoneyFormat("{{amount_no_decimals}} FCFA")).toEqual({ prefix: "", suffix: " FCFA", wholeUnits: true });
  expect(parseMoneyFormat("<span class=money>KSh {{ amount }}</span>")).toEqual({
    prefix: "KSh ",
    suffix: "",
    wholeUnits: false,
  });
  expect(parseMoneyFormat("&#36;{{amount}} &amp; more")).toEqual({ prefix: "$", suffix: " & more", wholeUnits: false });
  expect(parseMoneyFormat("{{price}} FCFA")).toBeNull();
  expect(parseMoneyFormat("{{amount}} / {{amount}}")).toBeNull();
  expect(parseMoneyFormat("")).toBeNull();
});

test("an amount in the shop's currency is written the shop's way, in the reader's separators; others keep the code", () => {
  const dakar = { timeZone: "Africa/Dakar", currency: "XOF", moneyFormat: "{{amount_no_decimals}} FCFA" };
  expect(formatShopMinor("en", 1_500_050, "XOF", dakar)).toBe("15,001 FCFA");
  expect(formatShopMinor("fr", 1_500_000, "XOF", dakar)).toBe("15\u202f000 FCFA");
  expect(formatShopMinor("en", 1250, "EUR", dakar)).toBe("12.50 EUR");
  const nairobi = { timeZone: "Africa/Nairobi", currency: "KES", moneyFormat: "KSh {{amount}}" };
  expect(formatShopMinor("en", 123_456, "KES", nairobi)).toBe("KSh 1,234.56");
  expect(formatShopMinor("fr", 123_456, "kes", nairobi)).toBe("KSh 1\u202f234,56");
  expect(formatShopMinor("en", 1_500_000, "XOF", UTC_TERMS)).toBe("15,000 XOF");
  expect(formatShopMinor("en", 1_500_000, "XOF", { ...dakar, moneyFormat: "{{oops}}" })).toBe("15,000 XOF");
});
