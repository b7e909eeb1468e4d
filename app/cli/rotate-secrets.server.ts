import type { AppContext } from "~/app-context";
import { ORDER_PERSONAL_FIELDS, sealOrderPersonalData } from "~/order-record";
import { SecretDecryptionError } from "~/secrets";

/*
 * Re-encrypts every secret stored under a previous ENCRYPTION_KEY with the current one, so that the
 * previous key can then be dropped from ENCRYPTION_KEYS_PREVIOUS. Every encrypted column is listed
 * here; each row is rewritten only if one of its values is stale, and only if it still holds the
 * value read (a concurrent change wins and is already under the current key). Orders' personal data
 * stored in plaintext before it was encrypted (docs/decisions/032) is encrypted on the way.
 */
export type RotationCounts = {
  serviceConnections: number;
  sessions: number;
  complianceExports: number;
  orders: number;
  /** Rows none of the configured keys can open (a key missing from ENCRYPTION_KEYS_PREVIOUS): left as they are. */
  undecryptable: string[];
};

export async function rotateSecrets(ctx: Pick<AppContext, "db" | "secrets">): Promise<RotationCounts> {
  const { db, secrets } = ctx;
  const fresh = (value: string | null) =>
    value && secrets.isStale(value) ? secrets.encrypt(secrets.decrypt(value)) : value;
  const counts: RotationCounts = {
    serviceConnections: 0,
    sessions: 0,
    complianceExports: 0,
    orders: 0,
    undecryptable: [],
  };
  /** The row's values under the current key, or null (noted) when one cannot be decrypted. */
  const reseal = <T extends Record<string, string | null>>(label: string, values: T): T | null => {
    try {
      return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, fresh(value)])) as T;
    } catch (error) {
      if (!(error instanceof SecretDecryptionError)) throw error;
      counts.undecryptable.push(label);
      return null;
    }
  };

  for (const row of await db.serviceConnection.findMany({
    select: { shopId: true, apiKeyCiphertext: true, checkoutApiKeyCiphertext: true, webhookSecretsCiphertext: true },
  })) {
    const { shopId, ...before } = row;
    const after = reseal(`serviceConnection:${shopId}`, before);
    if (!after || JSON.stringify(after) === JSON.stringify(before)) continue;
    counts.serviceConnections += (
      await db.serviceConnection.updateMany({ where: { shopId, ...before }, data: after })
    ).count;
  }
  for (const row of await db.session.findMany({ select: { id: true, accessToken: true, refreshToken: true } })) {
    const { id, ...before } = row;
    const after = reseal(`session:${id}`, before);
    if (!after || JSON.stringify(after) === JSON.stringify(before)) continue;
    counts.sessions += (await db.session.updateMany({ where: { id, ...before }, data: after })).count;
  }
  for (const row of await db.complianceRequest.findMany({
    where: { exportCiphertext: { not: null } },
    select: { id: true, exportCiphertext: true },
  })) {
    const after = reseal(`complianceRequest:${row.id}`, { exportCiphertext: row.exportCiphertext });
    if (!after || after.exportCiphertext === row.exportCiphertext) continue;
    counts.complianceExports += (
      await db.complianceRequest.updateMany({
        where: { id: row.id, exportCiphertext: row.exportCiphertext },
        data: after,
      })
    ).count;
  }
  const personal = Object.fromEntries(ORDER_PERSONAL_FIELDS.map((field) => [field, true])) as Record<
    (typeof ORDER_PERSONAL_FIELDS)[number],
    true
  >;
  // In pages: a shop's orders can be many.
  for (let cursor: string | undefined; ;) {
    const rows = await db.orderSync.findMany({
      select: { id: true, ...personal },
      orderBy: { id: "asc" },
      take: ORDERS_PAGE,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    for (const { id, ...before } of rows) {
      const after = reseal(`orderSync:${id}`, sealOrderPersonalData(secrets, before));
      if (!after || JSON.stringify(after) === JSON.stringify(before)) continue;
      counts.orders += (await db.orderSync.updateMany({ where: { id, ...before }, data: after })).count;
    }
    if (rows.length < ORDERS_PAGE) break;
    cursor = rows.at(-1)!.id;
  }
  return counts;
}

const ORDERS_PAGE = 500;
