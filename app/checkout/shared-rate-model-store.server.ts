import type { Db } from "~/db.server";
import type { DestinationModel } from "./rate-model";
import type { SharedRateModelStore } from "./rate-models";

/** A destination not answered by the service for a day is learnt again. */
const RETAIN_MS = 24 * 60 * 60_000;
/** Expired rows are cleared at most this often per process, on a write. */
const PURGE_EVERY_MS = 60_000;

/**
 * Learned destination rates shared by every instance on PostgreSQL, as the exact-cart cache is
 * (shared-rates-store.server.ts): a model proven or dropped on one instance is proven or dropped on
 * all. A drop is sticky: a model write only lands where no drop is in force, so an instance that
 * learnt from an older answer cannot bring back a model another instance dropped.
 */
export function createSharedRateModelStore(db: Db, now: () => number = Date.now): SharedRateModelStore {
  let purgedAt = 0;
  return {
    async read(key) {
      const row = await db.checkoutRateModel.findUnique({ where: { key } });
      if (!row || row.expiresAt.getTime() <= now()) return null;
      const model = row.modelJson ? (JSON.parse(row.modelJson) as DestinationModel) : null;
      return { model, heldUntil: row.heldUntil?.getTime() ?? null };
    },
    async write(key, shopId, stored, { sticky, now: at }) {
      const data = {
        modelJson: stored.model ? JSON.stringify(stored.model) : null,
        heldUntil: stored.heldUntil === null ? null : new Date(stored.heldUntil),
        expiresAt: new Date(Math.max(at + RETAIN_MS, stored.heldUntil ?? 0)),
      };
      if (sticky) {
        await db.checkoutRateModel.upsert({ where: { key }, create: { key, shopId, ...data }, update: data });
      } else {
        const notHeld = { OR: [{ heldUntil: null }, { heldUntil: { lte: new Date(at) } }] };
        const { count } = await db.checkoutRateModel.updateMany({ where: { key, ...notHeld }, data });
        // No row yet, or a drop in force: create, and leave a row another instance wrote meanwhile alone.
        if (count === 0) await db.checkoutRateModel.create({ data: { key, shopId, ...data } }).catch(() => undefined);
      }
      if (at - purgedAt < PURGE_EVERY_MS) return;
      purgedAt = at;
      await db.checkoutRateModel.deleteMany({ where: { expiresAt: { lt: new Date(at) } } });
    },
  };
}
