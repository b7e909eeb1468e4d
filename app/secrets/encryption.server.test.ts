import { randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import { createSecretBox, secretHint, SecretDecryptionError } from "./encryption.server";

const keyA = randomBytes(32).toString("base64");
const keyB = randomBytes(32).toString("base64");

describe("secret box", () => {
  test("a secret round-trips and its ciphertext does not contain it", () => {
    const box = createSecretBox(keyA);
    const ciphertext = box.encrypt("svc_live_abcdef123456");
    expect(ciphertext).not.toContain("svc_live_abcdef123456");
    expect(ciphertext).not.toContain("abcdef");
    expect(box.decrypt(ciphertext)).toBe("svc_live_abcdef123456");
  });

  test("the same secret encrypts differently each time", () => {
    const box = createSecretBox(keyA);
    expect(box.encrypt("whsec_x")).not.toBe(box.encrypt("whsec_x"));
  });

  test("a tampered ciphertext is refused", () => {
    const box = createSecretBox(keyA);
    const parts = box.encrypt("whsec_secret").split(".");
    parts[4] = Buffer.from("forged").toString("base64url");
    expect(() => box.decrypt(parts.join("."))).toThrow(SecretDecryptionError);
  });

  test("after a key rotation old ciphertexts still decrypt and are reported stale", () => {
    const before = createSecretBox(keyA);
    const old = before.encrypt("svc_live_rotating");
    const after = createSecretBox(keyB, [keyA]);
    expect(after.decrypt(old)).toBe("svc_live_rotating");
    expect(after.isStale(old)).toBe(true);
    expect(after.isStale(after.encrypt("svc_live_rotating"))).toBe(false);
  });

  test("a ciphertext made with a key that is no longer configured is refused with a hint", () => {
    const old = createSecretBox(keyA).encrypt("svc_live_x");
    expect(() => createSecretBox(keyB).decrypt(old)).toThrow(/ENCRYPTION_KEY/);
  });

  test("a key of the wrong length is refused", () => {
    expect(() => createSecretBox(Buffer.from("short").toString("base64"))).toThrow(/32 bytes/);
  });

  test("hints show the prefix and the last four characters only", () => {
    expect(secretHint("svc_live_0123456789abcdef")).toBe("svc_live_…cdef");
    expect(secretHint("whsec_0123456789")).toBe("whsec_…6789");
  });
});
