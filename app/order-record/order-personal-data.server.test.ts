import { randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import { createSecretBox, SecretDecryptionError } from "~/secrets/encryption.server";
import { isSealed, openOrderPersonalData, sealOrderPersonalData } from "./order-personal-data.server";

const box = createSecretBox(randomBytes(32).toString("base64"));
const snapshot = JSON.stringify({
  shipping_address: { name: "Awa Koné", phone: "+2250707123456", address1: "Rue 12, Cocody" },
});
const request = JSON.stringify({ customer: { fullName: "Awa Koné", phoneE164: "+2250707123456" } });
const personal = {
  shopifyOrderJson: snapshot,
  requestJson: request,
  customerEmail: "awa@example.com",
  customerPhone: "+2250707123456",
};

describe("an order's personal data at rest", () => {
  test("is written encrypted: no name, phone, address or email is left in any column", () => {
    const sealed = sealOrderPersonalData(box, { ...personal, orderName: "#1001" });
    for (const value of Object.values(personal)) expect(Object.values(sealed).join(" ")).not.toContain(value);
    // Pieces no base64 ciphertext can hold by chance: a space, or six characters and more. Three letters could:
    // "Kon" turned up inside one ciphertext in a CI run (one seal in 300 held "Awa" or "Kon" in a probe of 20,000).
    expect(JSON.stringify(sealed)).not.toMatch(/Awa Kon|2250707|Cocody|example\.com/);
    expect(sealed.orderName).toBe("#1001"); // not personal: stays searchable
    expect(openOrderPersonalData(box, sealed)).toEqual({ ...personal, orderName: "#1001" });
  });

  test("leaves null and absent fields as they are, and the row it was given untouched", () => {
    const data = { requestJson: null, customerEmail: "awa@example.com" };
    const sealed = sealOrderPersonalData(box, data);
    expect(sealed.requestJson).toBeNull();
    expect("shopifyOrderJson" in sealed).toBe(false);
    expect(data.customerEmail).toBe("awa@example.com");
  });

  test("rows written in plaintext before stay readable", () => {
    expect(openOrderPersonalData(box, personal)).toEqual(personal);
    for (const value of [...Object.values(personal), "{}", "[]", "null", "v1.not-a-ciphertext"])
      expect(isSealed(value)).toBe(false);
  });

  test("sealing twice does not encrypt a ciphertext again", () => {
    const once = sealOrderPersonalData(box, { customerPhone: "+2250707123456" });
    expect(sealOrderPersonalData(box, once)).toEqual(once);
  });

  test("a ciphertext of another key is an error, never taken for plaintext", () => {
    const other = sealOrderPersonalData(createSecretBox(randomBytes(32).toString("base64")), { requestJson: request });
    expect(() => openOrderPersonalData(box, other)).toThrow(SecretDecryptionError);
  });
});
