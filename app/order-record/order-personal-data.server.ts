import type { SecretBox } from "~/secrets";

/*
 * The buyer's personal data an order row holds — the Shopify order snapshot (names, phones,
 * addresses), the create request sent to the service, the email and phone, and the rider's words on a
 * failed delivery attempt (free text that may be about the buyer, docs/decisions/046) — is encrypted at rest
 * (docs/decisions/032). Every write of these columns goes through `sealOrderPersonalData`, every read
 * through `openOrderPersonalData`. Rows written before in plaintext stay readable: a value that is
 * not a ciphertext is plaintext (JSON starts with `{`, an email has `@`, a phone has no `.`).
 */
export const ORDER_PERSONAL_FIELDS = [
  "shopifyOrderJson",
  "requestJson",
  "customerEmail",
  "customerPhone",
  "followUpReason",
] as const;

type OrderPersonalField = (typeof ORDER_PERSONAL_FIELDS)[number];

/** What erasing an order's personal data writes (customers/redact, the retention purge): every personal field and the customer's id. */
export const ERASED_PERSONAL_DATA = {
  ...(Object.fromEntries(ORDER_PERSONAL_FIELDS.map((field) => [field, null])) as Record<OrderPersonalField, null>),
  shopifyCustomerGid: null,
};
type WithPersonalData = { [field in OrderPersonalField]?: string | null };

/** The shape of encryption.server.ts's ciphertexts: `v1.<keyId>.<iv>.<tag>.<data>`, base64url parts. */
const CIPHERTEXT = /^v1\.[0-9a-f]{8}\.[\w-]+\.[\w-]+\.[\w-]*$/;

export function isSealed(value: string): boolean {
  return CIPHERTEXT.test(value);
}

/** The row's data to write, its personal fields encrypted (absent and null fields stay as they are). */
export function sealOrderPersonalData<T extends WithPersonalData>(secrets: Pick<SecretBox, "encrypt">, data: T): T {
  return mapPersonalFields(data, (value) => (isSealed(value) ? value : secrets.encrypt(value)));
}

/** The row as read, its personal fields in plaintext. A ciphertext no configured key opens throws. */
export function openOrderPersonalData<T extends WithPersonalData>(secrets: Pick<SecretBox, "decrypt">, row: T): T {
  return mapPersonalFields(row, (value) => (isSealed(value) ? secrets.decrypt(value) : value));
}

function mapPersonalFields<T extends WithPersonalData>(row: T, change: (value: string) => string): T {
  const copy: T = { ...row };
  for (const field of ORDER_PERSONAL_FIELDS) {
    const value = copy[field];
    if (typeof value === "string") (copy as WithPersonalData)[field] = change(value);
  }
  return copy;
}
