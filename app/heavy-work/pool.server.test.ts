import { afterEach, describe, expect, test } from "vitest";
import { UTC_TERMS } from "~/i18n/format";
import type { LabelPdfTask } from "~/labels/label-pdf.task";
import { LABEL_PDF_TASK } from "~/labels/label-pdf-task-name";
import { PERFORMANCE_REPORT_TASK, type PerformanceReportTask } from "~/performance/performance-report.task";
import { summarisePerformance, type DeliveryPerformance, type PerformanceOrder } from "~/performance/summarise";
import { createHeavyWork, HeavyWorkBusyError, isHeavyWorkBusy, type HeavyWorkPool } from "./pool.server";

/*
 * The pool from the sources, as under `shopify app dev` and vitest: app/heavy-work/worker.mjs loads the task's
 * TypeScript module through tsx in a worker thread. (The built app, as in production, is exercised by
 * test/integration/labels-under-load.test.ts.)
 */

const pools: HeavyWorkPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

function pool(threads: number, queue: number) {
  const made = createHeavyWork({ threads, queue, idleMs: 100 });
  pools.push(made);
  return made;
}

function labels(count: number): LabelPdfTask {
  return {
    labels: Array.from({ length: count }, (_, n) => ({
      orderSyncId: `sync-${n}`,
      shopifyOrderGid: `gid://shopify/Order/${n}`,
      parcelLocationId: null,
      reference: `pool-${n}-7c1e`,
      orderName: `#${n}`,
      serviceOrderId: `ord_${n}`,
      shipmentId: null,
      buyerName: "Awa Koné",
      phone: null,
      address: { street: "Rue 12", landmark: null, city: "Abidjan", region: null, countryCode: "CI" },
      notes: null,
      serviceLevel: null,
      collect: null,
      itemCount: 1,
      weightGrams: null,
    })),
    format: "a4",
    locale: "fr",
    terms: { ...UTC_TERMS, currency: "XOF" },
    returnAddress: { shopName: "Boutique", address: null, phone: null },
  };
}

describe("the heavy-work pool", () => {
  test("draws a labels PDF in a worker thread, then stops the idle thread", async () => {
    const heavy = pool(1, 2);
    const pdf = await heavy.run<LabelPdfTask, Uint8Array>(LABEL_PDF_TASK, labels(8));
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe("%PDF-");
    expect(heavy.stats()).toMatchObject({ completed: 1, refused: 0 });
    // Idle for idleMs: the thread ends and its memory goes with it.
    await expect.poll(() => heavy.stats().threads, { timeout: 30_000 }).toBe(0);
  });

  test("beyond its threads and queue, a task is refused at once, saying when to try again", async () => {
    const heavy = pool(1, 1);
    // With a signal, as a route passes its request's: piscina's own queue bound leaves such tasks out.
    const { signal } = new AbortController();
    const running = heavy.run(LABEL_PDF_TASK, labels(20), signal);
    const waiting = heavy.run(LABEL_PDF_TASK, labels(20), signal);
    expect(heavy.stats()).toMatchObject({ running: 1, queued: 1 });
    const refused = await heavy.run(LABEL_PDF_TASK, labels(20), signal).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HeavyWorkBusyError);
    expect(isHeavyWorkBusy(refused)).toBe(true);
    expect((refused as HeavyWorkBusyError).retryAfterSec).toBeGreaterThanOrEqual(1);
    expect(heavy.stats()).toMatchObject({ refused: 1, maxQueue: 1, maxThreads: 1 });
    await expect(Promise.all([running, waiting])).resolves.toHaveLength(2);
  });

  test("runs only the app's task modules", async () => {
    const heavy = pool(1, 1);
    await expect(heavy.run("package.json", {})).rejects.toThrow("Not a task module of the app: package.json");
    await expect(heavy.run("app/../../etc/passwd.task.ts", {})).rejects.toThrow("Not a task module of the app");
  });
});

describe("a long performance report", () => {
  test("summarised in a worker thread says what it says summarised here (dates cross the thread intact)", async () => {
    const heavy = pool(1, 1);
    const day = (n: number) => new Date(Date.UTC(2026, 9, 1 + (n % 60), 10));
    const orders: PerformanceOrder[] = Array.from({ length: 2_500 }, (_, n) => ({
      sentAt: day(n),
      paymentPlan: n % 3 ? "COD" : "PREPAID",
      destCountry: "CI",
      destRegion: n % 2 ? "Lagunes" : "Bouaké",
      destCity: `City ${n % 7}`,
      shipmentState: n % 5 ? "delivered" : "in_transit",
      shipmentStateAt: day(n + 2),
      promisedLatestDate: "2026-12-01",
      events: n % 5 ? [{ eventType: "shipment.delivered", occurredAt: day(n + 2) }] : [],
    }));
    const days = Array.from({ length: 60 }, (_, n) => day(n).toISOString().slice(0, 10));
    const task: PerformanceReportTask = {
      orders,
      period: { from: days[0], to: days.at(-1)!, days, timeZone: "Africa/Abidjan" },
      now: new Date(Date.UTC(2026, 11, 2)),
      truncated: false,
    };
    const report = await heavy.run<PerformanceReportTask, DeliveryPerformance>(PERFORMANCE_REPORT_TASK, task);
    expect(report.all.delivered).toBe(2_000);
    expect(report).toEqual(summarisePerformance(task.orders, task.period, task.now, task.truncated));
  });
});
