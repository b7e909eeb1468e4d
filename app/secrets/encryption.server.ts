import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { AppError } from "~/errors";

/*
 * Authenticated encryption of secrets at rest (AES-256-GCM). A ciphertext names the key that made
 * it (`v1.<keyId>.<iv>.<tag>.<data>`, base64url parts), so keys can be rotated: encryption always
 * uses the current key, decryption accepts the current key and any previous one.
 */

const VERSION = "v1";
const IV_BYTES = 12;

export type SecretBox = {
  encrypt(plaintext: string): string;
  decrypt(ciphertext: string): string;
  /** True when the ciphertext was made with a previous key and should be re-encrypted. */
  isStale(ciphertext: string): boolean;
};

/**
 * A stored secret that the configured keys cannot open. Retryable: the usual cause is the
 * configuration (ENCRYPTION_KEY changed without ENCRYPTION_KEYS_PREVIOUS), and a job's next attempt
 * succeeds once the operator restores the key; the job's attempts are bounded.
 */
export class SecretDecryptionError extends AppError {
  readonly code = "SECRET_UNREADABLE";
  readonly retryable = true;
  constructor(reason: string) {
    super(`A stored secret could not be decrypted (${reason}). Is ENCRYPTION_KEY (or ENCRYPTION_KEYS_PREVIOUS) right?`);
  }
}

export function createSecretBox(currentKeyBase64: string, previousKeysBase64: string[] = []): SecretBox {
  const current = toKey(currentKeyBase64);
  const keys = new Map([current, ...previousKeysBase64.filter(Boolean).map(toKey)].map((key) => [key.id, key.bytes]));

  return {
    encrypt(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", current.bytes, iv);
      const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      return [VERSION, current.id, iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    decrypt(ciphertext) {
      const [version, keyId, iv, tag, data] = ciphertext.split(".");
      if (version !== VERSION || data === undefined) throw new SecretDecryptionError("unknown format");
      const key = keys.get(keyId);
      if (!key) throw new SecretDecryptionError(`made with an unknown key ${keyId}`);
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
      } catch {
        throw new SecretDecryptionError("integrity check failed");
      }
    },
    isStale(ciphertext) {
      return ciphertext.split(".")[1] !== current.id;
    },
  };
}

function toKey(base64: string) {
  const bytes = Buffer.from(base64.trim(), "base64");
  if (bytes.length !== 32) throw new Error("An encryption key must be 32 bytes, base64-encoded.");
  // The id is a short fingerprint of the key, never the key itself.
  return { id: createHash("sha256").update(bytes).digest("hex").slice(0, 8), bytes };
}

/** A hint that lets a person recognise a key without revealing it: "svc_live_…9f3a". */
export function secretHint(secret: string): string {
  const prefix = secret.match(/^(svc_live_|whsec_)/)?.[0] ?? "";
  return `${prefix}…${secret.slice(-4)}`;
}
