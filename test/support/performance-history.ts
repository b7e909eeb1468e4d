import { randomBytes } from "node:crypto";
import type { Db } from "~/db.server";
import { addDays, dayIn, startOfDayIn } from "~/i18n/time-zone";

export const NAIROBI = "Africa/Nairobi";
const HOUR = 3_600_000;

type Place = { country: string; region: string; city: string };
export const ABIDJAN: Place = { country: "CI", region: "Abidjan", city: "Abidjan" };
export const DAKAR: Place = { country: "SN", region: "Dakar", city: "Dakar" };
export const IKEJA: Place = { country: "NG", region: "LA", city: "Ikeja" };

export type HistoryOrder = {
  name: string;
  place: Place;
  plan: "COD" | "PAID" | "LINK";
  sentAt: Date;
  promisedLatestDate?: string;
  events?: Array<[type: string, at: Date]>;
  shipmentState?: string;
  shipmentStateAt?: Date;
};

/** One handed-off order and its stored shipment events, as handoff and tracking leave them, written with Prisma directly. */
export async function historyOrder(db: Db, shopId: string, order: HistoryOrder) {
  const id = `8${randomBytes(5).readUIntBE(0, 5)}`;
  const events = order.events ?? [];
  const last = events.at(-1);
  const row = await db.orderSync.create({
    data: {
      shopId,
      shopifyOrderGid: `gid://shopify/Order/${id}`,
      orderName: order.name,
      externalOrderRef: `perf-${id}`,
      syncState: "SENT",
      paymentPlan: order.plan,
      currency: "XOF",
      codAmountMinor: order.plan === "PAID" ? 0 : 1_000_000,
      serviceOrderId: `ord_${id}`,
      shipmentId: `shp_${id}`,
      sentAt: order.sentAt,
      destCountry: order.place.country,
      destRegion: order.place.region,
      destCity: order.place.city,
      promisedLatestDate: order.promisedLatestDate ?? null,
      shipmentState: order.shipmentState ?? (last ? last[0] : "created"),
      shipmentStateAt: order.shipmentStateAt ?? (last ? last[1] : order.sentAt),
    },
  });
  for (const [type, occurredAt] of events)
    await db.shipmentEvent.create({
      data: { orderSyncId: row.id, eventType: `shipment.${type}`, occurredAt, newState: type, source: "webhook" },
    });
  return row;
}

/**
 * A shop's deliveries over ten days of its own calendar (Nairobi, UTC+3), starting 20 days before
 * today, with every case the figures tell apart, and the figures they must give. Two of them fall
 * on another day in UTC than in Nairobi, so a count in the wrong zone shows.
 */
export async function seedDeliveryHistory(db: Db, shopId: string, now = new Date()) {
  const first = addDays(dayIn(now, NAIROBI), -20);
  const last = addDays(first, 9);
  // Nairobi wall-clock time `hour`:`minute` on the period's day `offset`.
  const at = (offset: number, hour: number, minute = 0) =>
    new Date(startOfDayIn(addDays(first, offset), NAIROBI).getTime() + hour * HOUR + minute * 60_000);
  const day = (offset: number) => addDays(first, offset);
  const add = (order: HistoryOrder) => historyOrder(db, shopId, order);
  const orders = {
    // Delivered 2 days after handoff, on the promised latest day.
    a1: await add({
      name: "#A1",
      place: ABIDJAN,
      plan: "COD",
      sentAt: at(0, 10),
      promisedLatestDate: day(2),
      events: [["delivered", at(2, 9)]],
    }),
    // Handed off at 01:00 in Nairobi (the day before in UTC), delivered that evening: 0 days there, 1 in UTC.
    a2: await add({
      name: "#A2",
      place: ABIDJAN,
      plan: "PAID",
      sentAt: at(1, 1),
      promisedLatestDate: day(1),
      events: [["delivered", at(1, 20)]],
    }),
    // A failed attempt, then delivered at 00:30 the day after the promised one (on time in UTC, late in Nairobi).
    a3: await add({
      name: "#A3",
      place: ABIDJAN,
      plan: "LINK",
      sentAt: at(0, 12),
      promisedLatestDate: day(2),
      events: [
        ["failed_attempt", at(1, 15)],
        ["delivered", at(3, 0, 30)],
      ],
    }),
    // Cash on delivery refused: a failed attempt, then sent back.
    a4: await add({
      name: "#A4",
      place: ABIDJAN,
      plan: "COD",
      sentAt: at(1, 9),
      events: [
        ["failed_attempt", at(2, 10)],
        ["return_initiated", at(3, 10)],
        ["returned", at(4, 10)],
      ],
    }),
    // On the way.
    s1: await add({ name: "#S1", place: DAKAR, plan: "COD", sentAt: at(2, 9), events: [["in_transit", at(3, 9)]] }),
    // Delivered 5 days after, with no dates recorded at checkout.
    s2: await add({ name: "#S2", place: DAKAR, plan: "PAID", sentAt: at(2, 10), events: [["delivered", at(7, 12)]] }),
    // Cancelled before anyone got it: not counted.
    s3: await add({ name: "#S3", place: DAKAR, plan: "COD", sentAt: at(3, 10), events: [["cancelled", at(3, 11)]] }),
    // Delivered as a tracking read saw it (a state, no event): 4 days, before the promised date.
    n1: await add({
      name: "#N1",
      place: IKEJA,
      plan: "PAID",
      sentAt: at(4, 9),
      promisedLatestDate: day(9),
      shipmentState: "delivered",
      shipmentStateAt: at(8, 9),
    }),
    // Handed off the day before and the day after the period.
    before: await add({
      name: "#B0",
      place: ABIDJAN,
      plan: "PAID",
      sentAt: at(-1, 23),
      events: [["delivered", at(1, 9)]],
    }),
    after: await add({ name: "#C0", place: ABIDJAN, plan: "PAID", sentAt: at(10, 0, 30) }),
  };
  return { first, last, day, at, orders };
}

const DAY_MS = 24 * HOUR;

/**
 * Deliveries to `place` over the last days, one a day going back from yesterday, each `late` days
 * after its promised latest date, handed off four days before: a destination for the lateness
 * learning (app/performance/lateness.ts). Days are the shop's (`timeZone`) and each delivery lands
 * at noon there, so the days late are the same whatever the hour the test runs (a UTC day read in
 * Nairobi, or the reverse, made every delivery a day late from 21:00 UTC).
 */
export async function seedLateDeliveries(
  db: Db,
  shopId: string,
  place: Place,
  lateDays: number[],
  timeZone: string,
  now = new Date(),
) {
  const today = dayIn(now, timeZone);
  for (const [index, late] of lateDays.entries()) {
    const deliveredDay = addDays(today, -(index + 1));
    const deliveredAt = new Date(startOfDayIn(deliveredDay, timeZone).getTime() + 12 * HOUR);
    await historyOrder(db, shopId, {
      name: `#L${index}`,
      place,
      plan: "COD",
      sentAt: new Date(deliveredAt.getTime() - 4 * DAY_MS),
      promisedLatestDate: addDays(deliveredDay, -late),
      events: [["delivered", deliveredAt]],
    });
  }
}
