import { describe, expect, test } from "vitest";
import { parseLedgerPeriod } from "~/cod-ledger/period";
import { getDeliveryPerformance } from "~/performance/delivery-performance.server";
import { getDashboardLateness } from "~/performance/dashboard-lateness.server";
import { connectTestShop } from "../../stack/connect";
import { abidjanOrder, placeOrder, waitForOrderSync } from "../../stack/orders";
import { sessionToken, BROWSER_USER_AGENT as BROWSER } from "../support/browser/session-token";
import { abidjanCart, type Rate } from "../support/checkout-kit";
import { ABIDJAN, seedLateDeliveries } from "../support/performance-history";
import { control, eventually, registerDeliveryEndpoint, SECRET } from "../support/tracking-kit";
import { useStack } from "../support/use-stack";

/*
 * Promised dates end to end (Shopify stand-in → app → sandbox, docs/decisions/047): the
 * dates the carrier callback shows become the order's promise at handoff, its delivery from the
 * sandbox's events counts against them, and where a destination runs late the dates shown are
 * widened, only for a shop that turned that on.
 */
const stack = useStack();

const DAY_MS = 86_400_000;
// The shop's time zone: the stand-in's shops are in UTC unless installShop is told otherwise (stack/stack.ts).
const SHOP_ZONE = "UTC";
// Côte d'Ivoire has no provinces in Shopify: the callback names none, as the order's address does not.
const cart = () => abidjanCart({ province: null });
const dayOf = (shopifyDate: string | undefined) => shopifyDate?.slice(0, 10);

async function shopWith(settings: Record<string, unknown> = {}) {
  const domain = await stack.installShop({ currency: "XOF" });
  const shop = await connectTestShop(stack, domain, { settings, webhookSecrets: [SECRET] });
  return {
    domain,
    id: shop.id,
    path: `/carrier-service/rates?token=${shop.carrierToken}`,
    webhookToken: shop.webhookToken,
  };
}

async function standardRate(shop: { domain: string; path: string }): Promise<Rate & { max_delivery_date?: string }> {
  const response = await stack.shopify.sendCarrierCallback({ shop: shop.domain, path: shop.path, body: cart() });
  expect(response.status).toBe(200);
  const { rates } = (await response.json()) as { rates: Array<Rate & { max_delivery_date?: string }> };
  const rate = rates.find((entry) => entry.service_code === "ci-abidjan-standard");
  expect(rate?.max_delivery_date).toMatch(/^\d{4}-\d{2}-\d{2} 12:00:00 \+0000$/);
  return rate!;
}

describe("the dates shown at checkout", () => {
  test("become the order's promise at handoff, and its delivery from the service's events counts against them", async () => {
    const shop = await shopWith();
    await registerDeliveryEndpoint(stack, shop.webhookToken);
    // This callback names Shopify's province code ("AB"), the order's address none: one place all the same.
    const response = await stack.shopify.sendCarrierCallback({
      shop: shop.domain,
      path: shop.path,
      body: abidjanCart(),
    });
    const rate = ((await response.json()) as { rates: Array<Rate & { max_delivery_date?: string }> }).rates.find(
      (entry) => entry.service_code === "ci-abidjan-standard",
    )!;
    expect(rate.max_delivery_date).toMatch(/^\d{4}-\d{2}-\d{2} 12:00:00 \+0000$/);
    // Written after the answer, in the background.
    const promise = await eventually(() =>
      stack.db.checkoutPromise.findFirstOrThrow({ where: { shopId: shop.id, serviceCode: "ci-abidjan-standard" } }),
    );
    expect(promise).toMatchObject({
      destinationKey: "CI|ab|abidjan",
      earliestDate: dayOf(rate.min_delivery_date),
      latestDate: dayOf(rate.max_delivery_date),
    });

    const order = await placeOrder(stack, shop.domain, abidjanOrder());
    const sent = await waitForOrderSync(stack, order.gid, (row) => row?.syncState === "SENT", "handed off");
    expect(sent).toMatchObject({
      destCountry: "CI",
      destRegion: "Abidjan",
      destCity: "Abidjan",
      promisedEarliestDate: dayOf(rate.min_delivery_date),
      promisedLatestDate: dayOf(rate.max_delivery_date),
    });

    await control(stack, "POST", `/orders/${encodeURIComponent(sent.serviceOrderId!)}/events`, {
      event: "shipment.failed_attempt",
    });
    await control(stack, "POST", `/orders/${encodeURIComponent(sent.serviceOrderId!)}/events`, {
      event: "shipment.delivered",
    });
    await stack.sandbox.flushWebhooks();
    await waitForOrderSync(stack, order.gid, (row) => row?.shipmentState === "delivered", "delivered");
    await eventually(async () => {
      const events = await stack.db.shipmentEvent.findMany({ where: { orderSyncId: sent.id } });
      expect(events.map((event) => event.eventType)).toEqual(
        expect.arrayContaining(["shipment.delivered", "shipment.failed_attempt"]),
      );
    });

    const period = parseLedgerPeriod({}, new Date());
    if (!period.ok) throw new Error(period.message);
    const report = await getDeliveryPerformance({ db: stack.db, now: () => new Date() }, shop.domain, period.period);
    expect(report!.all).toMatchObject({
      shipped: 1,
      delivered: 1,
      withFailedAttempt: 1,
      deliveredShare: 1,
      failedAttemptRate: 1,
      medianDays: 0,
      deliveredWithPromise: 1,
      deliveredOnTime: 1,
      onTimeShare: 1,
    });
    expect(report!.byCity.map((group) => group.label)).toEqual([["CI", "Abidjan", "Abidjan"]]);
  });
});

describe("an answer served again", () => {
  test("is noted again after an answer of other dates, so the newest dates noted are the ones shown last", async () => {
    const shop = await shopWith();
    const rowsOfStandard = () =>
      stack.db.checkoutPromise.findMany({
        where: { shopId: shop.id, serviceCode: "ci-abidjan-standard" },
        orderBy: { quotedAt: "asc" },
      });
    const sendCart = async (body: ReturnType<typeof cart>) => {
      const response = await stack.shopify.sendCarrierCallback({ shop: shop.domain, path: shop.path, body });
      expect(response.status).toBe(200);
      const { rates } = (await response.json()) as { rates: Array<Rate & { max_delivery_date?: string }> };
      return rates.find((rate) => rate.service_code === "ci-abidjan-standard")!;
    };
    const first = await sendCart(cart());
    await eventually(async () => expect(await rowsOfStandard()).toHaveLength(1));

    // The merchant lengthens the rate's delivery in the service: a new cart to the same place shows later dates.
    const { rates: prices } = (await control(stack, "GET", "/checkout-rates")) as {
      rates: Array<{ code: string; maxDays: number }>;
    };
    const longer = prices.map((rate) =>
      rate.code === "ci-abidjan-standard" ? { ...rate, maxDays: rate.maxDays + 2 } : rate,
    );
    await control(stack, "PUT", "/checkout-rates", { rates: longer });
    try {
      const other = await sendCart(
        abidjanCart({ province: null, items: [{ sku: "MUG-2", quantity: 1, grams: 300, price: 100000 }] }),
      );
      expect(other.max_delivery_date).not.toBe(first.max_delivery_date);
      await eventually(async () => expect(await rowsOfStandard()).toHaveLength(2));

      // The first cart again, from the app's cache: the same answer object, its dates noted again after the other's.
      const again = await sendCart(cart());
      expect(again.max_delivery_date).toBe(first.max_delivery_date);
      await eventually(async () =>
        expect((await rowsOfStandard()).map((row) => row.latestDate)).toEqual(
          [first, other, again].map((rate) => dayOf(rate.max_delivery_date)),
        ),
      );
    } finally {
      await control(stack, "PUT", "/checkout-rates", { rates: prices });
    }
  });
});

describe("promises that learn", () => {
  test("a destination late too often gets its latest date widened only where the merchant turned it on", async () => {
    const widening = await shopWith({ widenLateDates: true });
    const plain = await shopWith();
    // Five deliveries to Abidjan, three of them late by 2, 2 and 3 days: widened by 3 days.
    await seedLateDeliveries(stack.db, widening.id, ABIDJAN, [0, 0, 2, 2, 3], SHOP_ZONE);
    await seedLateDeliveries(stack.db, plain.id, ABIDJAN, [0, 0, 2, 2, 3], SHOP_ZONE);

    const asServed = await standardRate(plain);
    const widened = await standardRate(widening);
    // 90th percentile of [0, 0, 2, 2, 3] days late: 3.
    const threeDaysLater = new Date(Date.parse(`${dayOf(asServed.max_delivery_date)}T00:00:00Z`) + 3 * DAY_MS);
    expect(widened.max_delivery_date).toBe(`${threeDaysLater.toISOString().slice(0, 10)} 12:00:00 +0000`);
    expect(widened.min_delivery_date).toBe(asServed.min_delivery_date);
    expect(widened.total_price).toBe(asServed.total_price);
    // What the buyer saw is what the order will be held to.
    await eventually(async () => {
      const recorded = await stack.db.checkoutPromise.findFirstOrThrow({
        where: { shopId: widening.id, serviceCode: "ci-abidjan-standard", destinationKey: "CI|abidjan|abidjan" },
      });
      expect(recorded.latestDate).toBe(dayOf(widened.max_delivery_date));
    });
    // Another destination of the same shop is not late: its dates stay as the service gave them.
    const bouakeBody = abidjanCart({ province: null, city: "Bouaké" });
    const [bouakeWidened, bouakePlain] = await Promise.all(
      [widening, plain].map(async (shop) => {
        const response = await stack.shopify.sendCarrierCallback({
          shop: shop.domain,
          path: shop.path,
          body: bouakeBody,
        });
        return ((await response.json()) as { rates: Array<{ max_delivery_date?: string }> }).rates;
      }),
    );
    expect(bouakePlain.length).toBeGreaterThan(0);
    expect(bouakePlain.every((rate) => rate.max_delivery_date)).toBe(true);
    expect(bouakeWidened).toEqual(bouakePlain);

    // The dashboard says so in both shops; the dates are widened in one.
    const ctx = { db: stack.db, now: () => new Date() } as Parameters<typeof getDashboardLateness>[0];
    expect(await getDashboardLateness(ctx, widening.domain)).toEqual({ count: 1, widening: true });
    expect(await getDashboardLateness(ctx, plain.domain)).toEqual({ count: 1, widening: false });

    // The merchant of the other shop turns it on from the performance page: the next callback is widened.
    const saved = await fetch(`${stack.app.url}/app/performance.data`, {
      method: "POST",
      headers: {
        "User-Agent": BROWSER,
        Authorization: `Bearer ${sessionToken(plain.domain)}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ intent: "widen", widenLateDates: "on" }),
    });
    expect(saved.status).toBe(200);
    const settings = await stack.db.shop.findUniqueOrThrow({ where: { id: plain.id }, select: { settingsJson: true } });
    expect(JSON.parse(settings.settingsJson)).toMatchObject({ widenLateDates: true, requirePhoneAtCheckout: true });
    expect((await standardRate(plain)).max_delivery_date).toBe(widened.max_delivery_date);
  });
});
