import type { AppContext } from "~/app-context";
import type { NotShippedReason } from "~/order-mapping";
import { SyncState } from "~/order-record";

/*
 * Which of the shop's locations ship with the delivery service where the merchant chose otherwise than the default
 * rule (docs/decisions/085): a location GID → true (ships) or false (never). A location missing here follows the
 * default (app/order-mapping/parcels.ts, shipsWithService).
 */
export type LocationChoices = Record<string, boolean>;

export async function readLocationChoices(ctx: Pick<AppContext, "db">, shopId: string): Promise<LocationChoices> {
  const rows = await ctx.db.locationShipping.findMany({
    where: { shopId },
    select: { locationGid: true, shipsWithService: true },
  });
  return Object.fromEntries(rows.map((row) => [row.locationGid, row.shipsWithService]));
}

/** Replaces the shop's choices with these, in one transaction: a reader never sees half of them. */
export async function writeLocationChoices(ctx: Pick<AppContext, "db">, shopId: string, choices: LocationChoices) {
  await ctx.db.$transaction([
    ctx.db.locationShipping.deleteMany({ where: { shopId } }),
    ctx.db.locationShipping.createMany({
      data: Object.entries(choices).map(([locationGid, shipsWithService]) => ({
        shopId,
        locationGid,
        shipsWithService,
      })),
    }),
  ]);
}

const HELD_AT_UNTICKED_LOCATION: NotShippedReason = "not_shipping_location";

/**
 * After the merchant changed which locations ship: every order held because its items were at an unticked location
 * is looked at again, so ticking the location sends them (those still elsewhere stay held, with their reason).
 */
export async function requeueOrdersHeldAtLocations(ctx: Pick<AppContext, "db" | "jobs" | "now">, shopId: string) {
  const held = await ctx.db.orderSync.findMany({
    where: { shopId, syncState: SyncState.SKIPPED, serviceOrderId: null, attentionCode: HELD_AT_UNTICKED_LOCATION },
    select: { id: true },
  });
  for (const { id } of held) {
    await ctx.jobs.enqueue(
      "orders.sync-order",
      { orderSyncId: id },
      { dedupeKey: `locations:${id}:${ctx.now().getTime()}`, shopId },
    );
  }
  return held.length;
}
