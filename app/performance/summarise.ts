/**
 * Delivery performance of a shop's handed-off orders, pure: per destination (country, region,
 * city), per payment type and for all orders. An order counts in the period of its handoff (the
 * shop's day of OrderSync.sentAt); what became of it is read from its stored shipment events and
 * state. docs/decisions/047 says why each figure is counted the way it is.
 */
import { dayIn } from "~/i18n";
import { SHIPMENT_EVENT_CATALOGUE, SHIPMENT_EVENTS, type ShipmentEvent } from "~/shipments/browser";
import { daysBetween, median, percentile, share, shopDaysBetween } from "./figures";

/** One handed-off order as the query reads it. */
export type PerformanceOrder = {
  sentAt: Date;
  paymentPlan: string | null;
  destCountry: string | null;
  destRegion: string | null;
  destCity: string | null;
  shipmentState: string | null;
  shipmentStateAt: Date | null;
  promisedLatestDate: string | null;
  /** Only the events that count here (OUTCOME_EVENTS). */
  events: Array<{ eventType: string; occurredAt: Date }>;
};

/** The events whose `performance` is set in the catalogue: delivered, failed attempt, return, cancellation. */
export const OUTCOME_EVENTS: readonly ShipmentEvent[] = SHIPMENT_EVENTS.filter(
  (event) => SHIPMENT_EVENT_CATALOGUE[event].performance,
);

/** The figures of one group of orders. Shares are fractions (0.75), null when there is nothing to divide. */
export type PerformanceFigures = {
  /** Handed off in the period and not cancelled: the orders that went on the road. */
  shipped: number;
  delivered: number;
  /** Neither delivered nor returned yet. */
  onTheWay: number;
  withFailedAttempt: number;
  returned: number;
  codShipped: number;
  /** Cash-on-delivery parcels sent back without being delivered: the buyer did not take or pay. */
  codRefused: number;
  deliveredShare: number | null;
  failedAttemptRate: number | null;
  returnRate: number | null;
  codRefusalRate: number | null;
  /** Shop calendar days from handoff to delivery. */
  medianDays: number | null;
  p90Days: number | null;
  /** Deliveries whose promised latest date is known, and those on or before it. */
  deliveredWithPromise: number;
  deliveredOnTime: number;
  onTimeShare: number | null;
};

export type PerformanceGroup = PerformanceFigures & { key: string; label: string[] };

export type DeliveryPerformance = {
  from: string;
  to: string;
  timeZone: string;
  asOf: string;
  /** True when the period held more orders than one report reads (MAX_REPORT_ORDERS). */
  truncated: boolean;
  all: PerformanceFigures;
  byPayment: PerformanceGroup[];
  byCountry: PerformanceGroup[];
  byRegion: PerformanceGroup[];
  byCity: PerformanceGroup[];
  /** Deliveries per shop day of the period, for the chart. */
  deliveredByDay: Array<{ day: string; count: number }>;
};

type Outcome = {
  cancelled: boolean;
  deliveredAt: Date | null;
  failedAttempt: boolean;
  returned: boolean;
  cod: boolean;
};

function outcomeOf(order: PerformanceOrder): Outcome {
  const has = (type: ShipmentEvent) => order.events.some((event) => event.eventType === type);
  const deliveredEvent = order.events
    .filter((event) => event.eventType === "shipment.delivered")
    .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())[0];
  // A delivered state learnt from a tracking read without its event still counts, at the state's time.
  const deliveredAt =
    deliveredEvent?.occurredAt ?? (order.shipmentState === "delivered" ? (order.shipmentStateAt ?? null) : null);
  const returned =
    has("shipment.return_initiated") ||
    has("shipment.returned") ||
    order.shipmentState === "returned" ||
    order.shipmentState === "returning";
  return {
    // Cancelled before it reached anyone: never on the road. A parcel sent back stays a return.
    cancelled: !deliveredAt && !returned && (has("shipment.cancelled") || order.shipmentState === "cancelled"),
    deliveredAt,
    failedAttempt: has("shipment.failed_attempt"),
    returned,
    cod: order.paymentPlan === "COD",
  };
}

/** The figures of a set of orders; `timeZone` is the shop's, whose calendar counts the days. */
export function figuresOf(orders: readonly PerformanceOrder[], timeZone: string): PerformanceFigures {
  let [shipped, delivered, withFailedAttempt, returned, codShipped, codRefused] = [0, 0, 0, 0, 0, 0];
  let [onTheWay, deliveredWithPromise, deliveredOnTime] = [0, 0, 0];
  const days: number[] = [];
  for (const order of orders) {
    const outcome = outcomeOf(order);
    if (outcome.cancelled) continue;
    shipped++;
    if (outcome.cod) codShipped++;
    if (outcome.failedAttempt) withFailedAttempt++;
    if (outcome.returned) returned++;
    if (outcome.cod && outcome.returned && !outcome.deliveredAt) codRefused++;
    if (!outcome.deliveredAt && !outcome.returned) onTheWay++;
    if (!outcome.deliveredAt) continue;
    delivered++;
    days.push(Math.max(0, shopDaysBetween(order.sentAt, outcome.deliveredAt, timeZone)));
    if (order.promisedLatestDate) {
      deliveredWithPromise++;
      if (daysLate(outcome.deliveredAt, order.promisedLatestDate, timeZone) <= 0) deliveredOnTime++;
    }
  }
  return {
    shipped,
    delivered,
    onTheWay,
    withFailedAttempt,
    returned,
    codShipped,
    codRefused,
    deliveredShare: share(delivered, shipped),
    failedAttemptRate: share(withFailedAttempt, shipped),
    returnRate: share(returned, shipped),
    codRefusalRate: share(codRefused, codShipped),
    medianDays: median(days),
    p90Days: percentile(days, 0.9),
    deliveredWithPromise,
    deliveredOnTime,
    onTimeShare: share(deliveredOnTime, deliveredWithPromise),
  };
}

/** Days after the promised latest date, on the shop's calendar (0 on the day itself, negative when early). */
export function daysLate(deliveredAt: Date, promisedLatestDate: string, timeZone: string): number {
  return daysBetween(promisedLatestDate, dayIn(deliveredAt, timeZone));
}

/** What the page, the CSV and the CLI show when a place is not known (orders handed off before it was recorded). */
export const UNKNOWN_PLACE = "?";

const place = (value: string | null) => value?.trim() || UNKNOWN_PLACE;

/** Orders grouped by a label (country; country and region; …), largest group first, then by label. */
function groupBy(
  orders: readonly PerformanceOrder[],
  labelOf: (order: PerformanceOrder) => string[],
  timeZone: string,
): PerformanceGroup[] {
  const groups = new Map<string, { label: string[]; orders: PerformanceOrder[] }>();
  for (const order of orders) {
    const label = labelOf(order);
    // Regions and cities are compared as the buyer may type them: "abidjan" and "Abidjan " are one city.
    const key = label.map((part) => part.toLowerCase()).join("|");
    const group = groups.get(key) ?? { label, orders: [] };
    group.orders.push(order);
    groups.set(key, group);
  }
  return [...groups.entries()]
    .map(([key, group]) => ({ key, label: group.label, ...figuresOf(group.orders, timeZone) }))
    .sort((a, b) => b.shipped - a.shipped || a.key.localeCompare(b.key));
}

export function summarisePerformance(
  orders: readonly PerformanceOrder[],
  period: { from: string; to: string; days: string[]; timeZone: string },
  now: Date,
  truncated = false,
): DeliveryPerformance {
  const { timeZone } = period;
  const country = (order: PerformanceOrder) => place(order.destCountry).toUpperCase();
  const deliveredByDay = new Map(period.days.map((day) => [day, 0]));
  for (const order of orders) {
    const { deliveredAt, cancelled } = outcomeOf(order);
    if (!deliveredAt || cancelled) continue;
    const day = dayIn(deliveredAt, timeZone);
    if (deliveredByDay.has(day)) deliveredByDay.set(day, deliveredByDay.get(day)! + 1);
  }
  return {
    from: period.from,
    to: period.to,
    timeZone,
    asOf: now.toISOString(),
    truncated,
    all: figuresOf(orders, timeZone),
    byPayment: groupBy(orders, (order) => [order.paymentPlan ?? UNKNOWN_PLACE], timeZone),
    byCountry: groupBy(orders, (order) => [country(order)], timeZone),
    byRegion: groupBy(orders, (order) => [country(order), place(order.destRegion)], timeZone),
    byCity: groupBy(orders, (order) => [country(order), place(order.destRegion), place(order.destCity)], timeZone),
    deliveredByDay: [...deliveredByDay.entries()].map(([day, count]) => ({ day, count })),
  };
}
