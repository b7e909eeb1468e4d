import { describe, expect, test } from "vitest";
import { parseLedgerPeriod } from "~/cod-ledger/period";
import { getDeliveryPerformance } from "~/performance/delivery-performance.server";
import { BROWSER_USER_AGENT as BROWSER, sessionToken } from "../support/browser/session-token";
import { abidjanCart, type Rate } from "../support/checkout-kit";
import { until } from "../support/eventually";
import {
  abidjanOrder,
  connectTestShop,
  control,
  placeOrder,
  sendOrderWebhook,
  useMoneyStack,
  waitForOrderSync,
  waitForShopIdle,
} from "../support/money-kit";
import { ABIDJAN, seedLateDeliveries } from "../support/performance-history";

/*
 * Delivery performance keeps what held when the order was placed, end to end (Shopify stand-in → app → sandbox,
 * docs/decisions/077): the first handoff's time through a recreate, and the dates shown before the order, not a
 * quote served after it.
 */
const { stack, stampChange } = useMoneyStack();
const dayOf = (shopifyDate: string | undefined) => shopifyDate?.slice(0, 10);

async function reportFor(domain: string) {
  const period = parseLedgerPeriod({}, new Date());
  if (!period.ok) throw new Error(period.message);
  return (await getDeliveryPerformance({ db: stack.db, now: () => new Date() }, domain, period.period))!;
}

describe("a recreate", () => {
  test("keeps the first handoff's time: the order counts once, from the day it was first handed off", async () => {
    const domain = await stack.installShop({ currency: "XOF" });
    await connectTestShop(stack, domain);
    const order = await placeOrder(
      stack,
      domain,
      abidjanOrder({ financialStatus: "PENDING", paymentGatewayNames: ["Cash on Delivery (COD)"] }),
    );
    const first = await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "COD_PENDING", "sent as COD");
    expect(first.sentAt).toBeInstanceOf(Date);
    await waitForShopIdle(stack, domain);

    // A part-payment before pickup: the service order is cancelled and created anew (docs/decisions/041).
    const record = stack.shopify.state.getOrder(order.gid)!;
    record.displayFinancialStatus = "PARTIALLY_PAID";
    record.totalOutstandingSet.shopMoney.amount = "21500.00";
    await stampChange(order.gid);
    await sendOrderWebhook(stack, domain, order.gid, "orders/updated", `part-payment-${order.gid}`);
    const replaced = await waitForOrderSync(
      stack,
      order.gid,
      (r) => r?.externalOrderRef === `${first.externalOrderRef}-r2` && r.syncState === "SENT",
      "created anew",
    );
    expect(replaced.serviceOrderId).not.toBe(first.serviceOrderId);
    expect(replaced.sentAt).toEqual(first.sentAt);
    expect(replaced).toMatchObject({ destCountry: "CI", destCity: "Abidjan" });
    expect((await reportFor(domain)).all).toMatchObject({ shipped: 1, delivered: 0, onTheWay: 1 });
  });
});

describe("the promise an order is held to", () => {
  test("is the dates shown before it was placed, not a quote served after it and before the handoff", async () => {
    const domain = await stack.installShop({ currency: "XOF" });
    const shop = await connectTestShop(stack, domain);
    // Abidjan runs late for this shop (3 days at the 90th percentile); widening is off at first.
    await seedLateDeliveries(stack.db, shop.id, ABIDJAN, [0, 0, 2, 2, 3], "UTC");
    const path = `/carrier-service/rates?token=${shop.carrierToken}`;
    const standardRate = async () => {
      const response = await stack.shopify.sendCarrierCallback({
        shop: domain,
        path,
        body: abidjanCart({ province: null }),
      });
      expect(response.status).toBe(200);
      const { rates } = (await response.json()) as { rates: Array<Rate & { max_delivery_date?: string }> };
      return rates.find((rate) => rate.service_code === "ci-abidjan-standard")!;
    };
    const shown = await standardRate();
    const promises = () => stack.db.checkoutPromise.findMany({ where: { shopId: shop.id } });
    await until(async () => (await promises()).length > 0, "the dates shown written down");

    // The create is held at the service: the handoff happens after the next quote.
    await control(stack, "POST", "/faults", {
      kind: "hold",
      latencyMs: 9000,
      path: "/v1/public-api/orders",
      method: "POST",
    });
    const order = await placeOrder(stack, domain, abidjanOrder());
    await until(
      async () => ((await control(stack, "GET", "/faults")) as { faults: unknown[] }).faults.length === 0,
      "the create held by the service",
    );

    // After the order, the merchant turns widening on and another buyer is quoted later dates for the same place.
    const saved = await fetch(`${stack.app.url}/app/performance.data`, {
      method: "POST",
      headers: {
        "User-Agent": BROWSER,
        Authorization: `Bearer ${sessionToken(domain)}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ intent: "widen", widenLateDates: "on" }),
    });
    expect(saved.status).toBe(200);
    const later = await standardRate();
    expect(dayOf(later.max_delivery_date)).not.toBe(dayOf(shown.max_delivery_date));
    await until(
      async () => (await promises()).some((row) => row.latestDate === dayOf(later.max_delivery_date)),
      "the later quote written down beside the first",
    );
    const rows = await promises();
    expect(rows.filter((row) => row.serviceCode === "ci-abidjan-standard").map((row) => row.latestDate)).toEqual(
      expect.arrayContaining([dayOf(shown.max_delivery_date), dayOf(later.max_delivery_date)]),
    );

    await control(stack, "DELETE", "/faults");
    const sent = await waitForOrderSync(stack, order.gid, (r) => r?.syncState === "SENT", "handed off");
    expect(sent).toMatchObject({
      promisedEarliestDate: dayOf(shown.min_delivery_date),
      promisedLatestDate: dayOf(shown.max_delivery_date),
    });
  });
});
