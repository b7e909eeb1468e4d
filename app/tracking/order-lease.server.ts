import type { AppContext } from "~/app-context";
import { plainExecute, plainExecuteTogether, type PlainStatement } from "~/db.server";
import { isOrphanedClaim, processClaim } from "~/jobs";

/*
 * One worker at a time applies an order's shipment to Shopify: two jobs of one order running at
 * once (two deliveries, or a delivery and a tracking refresh) would each see "no fulfillment yet" or
 * "event missing" and both write it. The lease is a row whose primary key is the order, so it holds
 * across app instances on SQLite and PostgreSQL alike, and it expires, so a crashed worker cannot
 * block the order for good.
 *
 * The schema has no lease table, so the row lives in ShopifyWebhookReceipt (a primary-keyed table
 * no one lists, deleted with the shop) under an id no Shopify webhook id can take. A `Lease` model
 * (id, holder, expiresAt) would be the proper home; see the tracking report.
 *
 * Every apply takes and releases it, so those statements are plain SQL (one statement each; the
 * dates written as Prisma writes them, so the models' reads and compares below see the same values).
 */

/**
 * Renewed every RENEW_MS while held, so it expires only when its holder died (a kill mid-apply):
 * the order is then free again within LEASE_MS, and its retried job resumes within a minute.
 */
export const LEASE_MS = 30_000;
const RENEW_MS = 10_000;
// The holder is named after the topic (`app/tracking-lease:<host:pid:random/claim>`), so a process
// that starts can tell a lease left by its killed predecessor from a live worker's.
const LEASE_TOPIC = "app/tracking-lease";

export type OrderLease = {
  /** Frees the lease; `also`: writes that go with the release, all or none (one exchange, docs/decisions/095). */
  release(also?: readonly PlainStatement[]): Promise<void>;
  /**
   * Taken from a holder that stopped (its lease expired, or its process is gone): what it did after its last commit
   * is unknown, so the order's records of Shopify do not vouch for Shopify now (docs/decisions/109).
   */
  tookOver: boolean;
};

/**
 * What the lease is for: applying the shipment to Shopify ("tracking"), or running the order's sync
 * with the service ("sync": app/orders/jobs.server.ts). Each is one worker at a time; the two may overlap.
 */
export type OrderLeasePurpose = "tracking" | "sync";

const leaseId = (orderSyncId: string, purpose: OrderLeasePurpose) => `lease:${purpose}:${orderSyncId}`;

/** Takes the order's lease, or returns null while another worker holds an unexpired one. */
export async function takeOrderLease(
  ctx: Pick<AppContext, "db" | "now">,
  orderSyncId: string,
  shopDomain: string,
  purpose: OrderLeasePurpose = "tracking",
): Promise<OrderLease | null> {
  const webhookId = leaseId(orderSyncId, purpose);
  let tookOver = false;
  for (let attempt = 0; attempt < 2; attempt++) {
    const take = orderLeaseTake(ctx, orderSyncId, shopDomain, purpose, tookOver);
    const lease = take.held(await plainExecute(ctx.db, take.statement.text, take.statement.values));
    if (lease) return lease;
    const freed = await freeIfAbandoned(ctx, webhookId, take.takenAt);
    if (freed === "held") return null;
    tookOver ||= freed === "abandoned";
  }
  return null;
}

/**
 * The order's lease taken by one statement, to send with other writes (one exchange, one commit): `held` gives the
 * lease when the statement changed a row, and null when another worker holds one (then `takeOrderLease` as usual).
 */
export function orderLeaseTake(
  ctx: Pick<AppContext, "db" | "now">,
  orderSyncId: string,
  shopDomain: string,
  purpose: OrderLeasePurpose = "tracking",
  tookOver = false,
): { statement: PlainStatement; takenAt: Date; held(changed: number): OrderLease | null } {
  const webhookId = leaseId(orderSyncId, purpose);
  const takenAt = ctx.now();
  return {
    statement: {
      text: `INSERT INTO "ShopifyWebhookReceipt" ("webhookId", "shopDomain", "topic", "receivedAt")
       VALUES ($1, $2, $3, $4) ON CONFLICT ("webhookId") DO NOTHING`,
      values: [webhookId, shopDomain, `${LEASE_TOPIC}:${processClaim()}`, takenAt],
    },
    takenAt,
    held: (changed) => (changed === 1 ? heldLease(ctx, webhookId, takenAt, tookOver) : null),
  };
}

/**
 * Deletes the order's lease if it expired or its holder is a process of this machine that died ("abandoned");
 * "gone" if its holder released it meanwhile, "held" while its holder lives.
 */
async function freeIfAbandoned(
  ctx: Pick<AppContext, "db">,
  webhookId: string,
  now: Date,
): Promise<"abandoned" | "gone" | "held"> {
  const expired = new Date(now.getTime() - LEASE_MS);
  const lease = await ctx.db.shopifyWebhookReceipt.findUnique({ where: { webhookId } });
  if (!lease) return "gone";
  const holder = lease.topic.startsWith(`${LEASE_TOPIC}:`) ? lease.topic.slice(LEASE_TOPIC.length + 1) : "";
  if (lease.receivedAt >= expired && !isOrphanedClaim(holder)) return "held";
  const { count } = await ctx.db.shopifyWebhookReceipt.deleteMany({
    where: { webhookId, receivedAt: lease.receivedAt },
  });
  // Deleted by another taker first: it is theirs now, as if held.
  return count === 1 ? "abandoned" : "held";
}

// receivedAt is the lease's time and its holder's token: renewing moves it, and only the holder
// knows the current value, so a worker whose lease expired and was taken changes nothing.
function heldLease(
  ctx: Pick<AppContext, "db" | "now">,
  webhookId: string,
  takenAt: Date,
  tookOver: boolean,
): OrderLease {
  let heldAt = takenAt;
  let renewing: Promise<void> = Promise.resolve();
  const renew = async () => {
    const renewedAt = ctx.now();
    try {
      const count = await plainExecute(
        ctx.db,
        `UPDATE "ShopifyWebhookReceipt" SET "receivedAt" = $1 WHERE "webhookId" = $2 AND "receivedAt" = $3`,
        [renewedAt, webhookId, heldAt],
      );
      if (count === 1) heldAt = renewedAt;
    } catch {
      // The next renewal tries again; the lease lasts LEASE_MS meanwhile.
    }
  };
  const timer = setInterval(() => (renewing = renew()), RENEW_MS);
  return {
    tookOver,
    // Deletes only our own lease: if it expired and another worker took it, theirs stays.
    release: async (also = []) => {
      clearInterval(timer);
      await renewing;
      await plainExecuteTogether(ctx.db, [
        ...also,
        {
          text: `DELETE FROM "ShopifyWebhookReceipt" WHERE "webhookId" = $1 AND "receivedAt" = $2`,
          values: [webhookId, heldAt],
        },
      ]);
    },
  };
}

const LEASE_POLL_MS = 200;

/**
 * Takes the order's lease, waiting while another worker holds it, at most as long as a lease lasts
 * (so one left by a dead worker is waited out here rather than over retries); null past that.
 */
export async function waitForOrderLease(
  ctx: Pick<AppContext, "db" | "now">,
  orderSyncId: string,
  shopDomain: string,
  purpose: OrderLeasePurpose,
): Promise<OrderLease | null> {
  const deadline = Date.now() + LEASE_WAIT_MS;
  for (;;) {
    const lease = await takeOrderLease(ctx, orderSyncId, shopDomain, purpose);
    if (lease || Date.now() >= deadline) return lease;
    await new Promise((resolve) => setTimeout(resolve, LEASE_POLL_MS));
  }
}

/** How long a job waits for another worker's lease on the same order before backing off. */
export const LEASE_WAIT_MS = LEASE_MS + 5_000;
