import { describe, expect, test } from "vitest";
import { checkTaxId } from "./tax-id-formats";

describe("tax number formats (README 'Tax number formats')", () => {
  test.each([
    ["CI", "1234567A", "valid"],
    ["CI", "1234567 a", "valid"],
    ["CI", "CI0123456789", "secondary"],
    ["CI", "12345", "invalid"],
    ["SN", "123456789", "valid"],
    ["SN", "1234567 2G3", "secondary"],
    ["NG", "12345678-0001", "valid"],
    ["NG", "1234567890", "secondary"],
    ["NG", "123456780001", "invalid"],
    ["GH", "P0012345678", "valid"],
    ["GH", "GHA-123456789-0", "secondary"],
    ["KE", "A123456789B", "valid"],
    ["KE", "1234567890", "invalid"],
    ["FR", "FR12345678901", "valid"],
    ["FR", "123 456 789", "secondary"],
    ["BJ", "0201912345678", "secondary"],
    ["BJ", "anything", "secondary"],
    ["ZA", "anything", "no-format"],
  ])("%s %s is %s", (country, taxId, expected) => {
    expect(checkTaxId(country, taxId)).toBe(expected);
  });
});
