import { randomBytes } from "node:crypto";
import type { OrderSync } from "@delivery-connect/prisma-sqlite";
import type { AppContext } from "~/app-context";
import { plainExecuteTogether, type PlainStatement } from "~/db.server";
import { sealOrderPersonalData } from "~/order-record";
import { recordRiderCollected } from "~/payments";
import { shipmentColumnsUpdate, type ObservedEvent, type ObservedShipment } from "./observed-shipment";

/** Where an event was learnt (ShipmentEvent.source). */
export type EventSource = "webhook" | "tracking";

const MAX_WRITE_CONFLICTS = 5;

/**
 * Stores what was observed: each event once (ShipmentEvent is unique per order, type and instant,
 * so a repeated delivery or a tracking read of a known event adds nothing) and the order's state,
 * which only moves forward (shipment-states.ts). The row is written with a compare-and-set on
 * updatedAt (a plain statement, as every delivery writes it), so two jobs recording events of one
 * order at once cannot move it backwards.
 * `current`, the order's row as the caller just read it, saves the first read: if it is stale, the
 * compare-and-set misses and the next attempt reads the row afresh.
 * Returns how many events were new.
 */
export async function recordShipment(
  ctx: Pick<AppContext, "db" | "secrets">,
  orderSyncId: string,
  observed: ObservedShipment,
  source: EventSource,
  current?: OrderSync,
  /** A write to send with the first exchange (the order's lease, decision 110); told how many rows it changed. */
  withFirst?: { statement: PlainStatement; changed(count: number): void },
): Promise<number> {
  let created = 0;
  let inserts = observed.events.map((event) => eventInsert(orderSyncId, source, event));
  let first = withFirst;
  // The new events go in the same exchange as the order's write when there is one: one commit on SQLite, one
  // statement on PostgreSQL (docs/decisions/095). Returns whether `write` changed the row.
  const exchange = async (write?: PlainStatement) => {
    const statements = [...inserts, ...(first ? [first.statement] : []), ...(write ? [write] : [])];
    if (statements.length === 0) return false;
    const counts = await plainExecuteTogether(ctx.db, statements);
    for (let index = 0; index < inserts.length; index++) created += counts[index];
    first?.changed(counts[inserts.length]);
    inserts = [];
    first = undefined;
    return write !== undefined && counts[statements.length - 1] === 1;
  };
  for (let attempt = 0; attempt < MAX_WRITE_CONFLICTS; attempt++) {
    const row =
      attempt === 0 && current ? current : await ctx.db.orderSync.findUniqueOrThrow({ where: { id: orderSyncId } });
    const update = shipmentColumnsUpdate(row, observed);
    if (!update) {
      await exchange();
      return created;
    }
    // The rider's cash is a fact of the money ledger (docs/decisions/084), written before the state that says it:
    // a write lost to another writer is tried again above, and the entry's key keeps it once.
    if (update.codCollectedAt) {
      await exchange();
      await recordRiderCollected(ctx.db, row, row.codAmountMinor ?? 0, update.codCollectedAt);
    }
    // A failed attempt's reason is sealed like the buyer's other data (decision 046).
    if (await exchange(writeIfUnchanged(row, sealOrderPersonalData(ctx.secrets, update)))) return created;
  }
  throw new Error(`Order ${orderSyncId} kept changing while its shipment state was written; the job will try again.`);
}

/**
 * One event, once: changes a row if it was new, none if the order has it already (unique per order, type and
 * instant). Every delivery writes one, so it is one plain statement; its id is made here, as Prisma
 * makes a cuid, and its createdAt too (the column's SQL default would write another date format).
 */
function eventInsert(orderSyncId: string, source: EventSource, event: ObservedEvent): PlainStatement {
  return {
    text: `INSERT INTO "ShipmentEvent" ("id", "orderSyncId", "eventType", "occurredAt", "previousState", "newState",
       "checkpointName", "checkpointCountry", "source", "createdAt")
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
    values: [
      `e${randomBytes(12).toString("hex")}`,
      orderSyncId,
      event.eventType,
      event.occurredAt,
      event.previousState,
      event.newState,
      event.checkpointName,
      event.checkpointCountry,
      source,
      new Date(),
    ],
  };
}

/**
 * The changed columns, if the row is still as read (its updatedAt unchanged); updatedAt moves as
 * Prisma's @updatedAt would. The columns are shipmentColumnsUpdate's, named by the code, never by input.
 */
function writeIfUnchanged(row: OrderSync, update: Record<string, unknown>): PlainStatement {
  const columns = Object.keys(update).filter((column) => update[column] !== undefined);
  for (const column of columns) if (!/^[A-Za-z]+$/.test(column)) throw new Error(`Not a column: ${column}`);
  const set = columns.map((column, index) => `"${column}" = $${index + 1}`).join(", ");
  const at = columns.length + 1;
  return {
    text: `UPDATE "OrderSync" SET ${set}, "updatedAt" = $${at} WHERE "id" = $${at + 1} AND "updatedAt" = $${at + 2}`,
    values: [...columns.map((column) => update[column]), new Date(), row.id, row.updatedAt],
  };
}
