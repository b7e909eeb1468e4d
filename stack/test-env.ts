import { randomBytes } from "node:crypto";

/** The app's identity in tests: the stand-in signs with the same secret the app verifies with. */
export const TEST_API_KEY = "test-client-id";
export const TEST_API_SECRET = "test-client-secret-for-hmac";
// A real random key per test process (kept on globalThis: a worker's files share its stack, stack/shared-stack.ts):
// nothing in tests relies on the development key.
const KEY = Symbol.for("delivery-connect.test-encryption-key");
export const TEST_ENCRYPTION_KEY: string = ((globalThis as { [KEY]?: string })[KEY] ??=
  randomBytes(32).toString("base64"));

/**
 * The app's TIME_SCALE in tests: a 5 s retry backoff waits 100 ms, a 10-minute reconcile interval 12 s
 * (app/time-scale.ts). Floors keep leases and polls sound on a loaded machine.
 */
export const TEST_TIME_SCALE = 0.02;

/** The database under test, chosen by scripts/test.mjs (SQLite file or PostgreSQL). */
export function testDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: run the integration tests through `npm test`.");
  return url;
}

/** A shop domain no other test uses, so tests share one database without touching each other. */
export function uniqueShopDomain(label = "shop"): string {
  return `${label}-${randomBytes(4).toString("hex")}.myshopify.com`;
}
