import { describe, expect, test } from "vitest";
import { formatDays, formatPhone, formatShopMinor } from "./format";

describe("phone numbers", () => {
  test("are written in the international format people read", () => {
    expect(formatPhone("+2250707123456")).toBe("+225 07 07 12 3456");
    expect(formatPhone("+221771234567")).toBe("+221 77 123 45 67");
  });

  test("a number libphonenumber cannot read is shown as given; none is empty", () => {
    expect(formatPhone("0707 not a number")).toBe("0707 not a number");
    expect(formatPhone(null)).toBe("");
    expect(formatPhone("")).toBe("");
  });
});

describe("days", () => {
  test("a same-day delivery is 'Same day', never '0 days'", () => {
    expect(formatDays("en", 0)).toBe("Same day");
    expect(formatDays("fr", 0)).toBe("Le jour même");
  });

  test("one day, several days and a median between two days", () => {
    expect(formatDays("en", 1)).toBe("1 day");
    expect(formatDays("en", 3)).toBe("3 days");
    expect(formatDays("en", 2.5)).toBe("2.5 days");
    expect(formatDays("fr", 1)).toBe("1 jour");
    expect(formatDays("fr", 2.5)).toBe("2,5 jours");
  });
});

describe("money in the shop's format", () => {
  const terms = { timeZone: "Africa/Porto-Novo", currency: "XOF", moneyFormat: "{{amount_no_decimals}} F CFA" };

  test("an amount in the shop's currency says the shop's symbol, with the reader's separators", () => {
    expect(formatShopMinor("en", 3_150_000, "XOF", terms)).toBe("31,500 F CFA");
    expect(formatShopMinor("fr", 3_150_000, "XOF", terms)).toBe("31\u202f500 F CFA");
  });

  test("another currency keeps its code", () => {
    expect(formatShopMinor("en", 1250, "EUR", terms)).toBe("12.50 EUR");
  });
});
