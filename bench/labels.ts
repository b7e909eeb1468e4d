import { readFileSync } from "node:fs";
import { UTC_TERMS } from "~/i18n/format";
import { renderLabelsPdf } from "~/labels/label-pdf.server";
import { labelTexts } from "~/labels/label-texts";
import { connectedShop } from "../stack/connect";
import type { Stack } from "../stack/stack";
import { BROWSER_USER_AGENT, sessionToken } from "../test/support/browser/session-token";
import { SAMPLE_RETURN_ADDRESS, sampleLabel } from "../test/support/labels/sample-label";
import { seedLabelOrder } from "../test/support/labels/seed-label-orders";
import { sqliteDatabase, withBenchStack } from "./bench-stack";
import { carrierRateRequest } from "../shopify-stand-in/carrier-rate-request";
import { reportRow } from "./summary";
import { cpuSecondsOf, heading, ms, note, num, pollUntil, startTimer, summarize, table } from "./stats";

/*
 * Labels: the CPU of one 100-label PDF drawn in this process (cold, then warm), and the carrier callback's latency
 * on the built app, idle and while merchants download 100-label PDFs (docs/decisions/069). The callbacks are
 * Shopify's signed requests for one cart, answered from the app's cache after the first: what they measure is the
 * app's event loop, which a label drawn on it used to hold for seconds.
 */

const LABELS = 100;
const DOWNLOADERS = 4;
const DOWNLOADS_EACH = 3;
const IDLE_CALLBACKS = 200;
/** The app's own deadline for a carrier callback (CHECKOUT_DEADLINE_MS); Shopify waits 10 s. */
const DEADLINE_MS = 2_500;
const CART = carrierRateRequest({
  country: "CI",
  province: "AB",
  city: "Abidjan",
  currency: "XOF",
  items: [{ sku: "MUG-1", quantity: 2, grams: 400, price: 250000 }],
});

export async function benchLabels(): Promise<void> {
  heading("7. Labels: CPU of 100 labels, and checkout callbacks beside label downloads", [
    `CPU: one PDF of ${LABELS} thermal labels drawn in this process (renderLabelsPdf), first (cold) then five more (warm, median).`,
    `Callbacks: on SQLite, ${IDLE_CALLBACKS} carrier callbacks one at a time with nothing else running, then one at a time while`,
    `${DOWNLOADERS} staff members each download a ${LABELS}-label PDF ${DOWNLOADS_EACH} times in a row (GET /app/labels), of another shop.`,
    `The app's deadline for a callback is ${ms(DEADLINE_MS, 0)}; the app's CPU and memory (RSS) are read from /proc.`,
  ]);
  await labelsCpu();
  await withBenchStack(sqliteDatabase("labels"), {}, {}, callbacksBesideDownloads);
}

async function labelsCpu() {
  const labels = Array.from({ length: LABELS }, (_, n) => sampleLabel(1000 + n));
  const document = {
    labels,
    format: "thermal" as const,
    texts: labelTexts("en", { ...UTC_TERMS, currency: "XOF", moneyFormat: "{{amount_no_decimals}} FCFA" }),
    returnAddress: SAMPLE_RETURN_ADDRESS,
  };
  const runs: Array<{ cpuMs: number; bytes: number }> = [];
  for (let run = 0; run < 6; run++) {
    const before = process.cpuUsage();
    const pdf = await renderLabelsPdf(document);
    const used = process.cpuUsage(before);
    runs.push({ cpuMs: (used.user + used.system) / 1000, bytes: pdf.length });
  }
  const warm = summarize(runs.slice(1).map((run) => run.cpuMs));
  reportRow({
    path: `${LABELS} labels drawn in one PDF, CPU cold`,
    database: "-",
    measured: { value: runs[0].cpuMs, unit: "ms" },
  });
  note(
    table(
      ["100 labels", "CPU cold", "CPU warm (median)", "PDF size"],
      [["thermal", ms(runs[0].cpuMs, 0), ms(warm.p50, 0), `${num(runs[0].bytes / 1024)} KB`]],
    ),
  );
}

async function callbacksBesideDownloads(stack: Stack) {
  const labelsShop = await connectedShop(stack, { label: "bench-labels" });
  const { id } = await stack.db.shop.findUniqueOrThrow({ where: { domain: labelsShop } });
  const ids: string[] = [];
  for (let number = 1; number <= LABELS; number++) ids.push((await seedLabelOrder(stack, id, number)).id);
  const checkoutDomain = await connectedShop(stack, { label: "bench-checkout" });
  const checkout = await stack.db.shop.findUniqueOrThrow({ where: { domain: checkoutDomain } });
  const callback = async () => {
    const took = startTimer();
    const response = await stack.shopify.sendCarrierCallback({
      shop: checkoutDomain,
      path: `/carrier-service/rates?token=${checkout.carrierToken}`,
      body: CART,
    });
    await response.arrayBuffer();
    return { ms: took(), status: response.status };
  };
  const query = new URLSearchParams([["format", "thermal"], ...ids.map((one) => ["order", one])]);
  const download = async () => {
    const took = startTimer();
    const response = await fetch(`${stack.app.url}/app/labels?${query}`, {
      headers: { "User-Agent": BROWSER_USER_AGENT, Authorization: `Bearer ${sessionToken(labelsShop)}` },
    });
    await response.arrayBuffer();
    return { ms: took(), status: response.status };
  };

  const pid = stack.app.pid;
  for (let n = 0; n < 20; n++) await callback();
  const idle: number[] = [];
  for (let n = 0; n < IDLE_CALLBACKS; n++) idle.push((await callback()).ms);

  const rssBefore = rssMb(pid);
  const cpuBefore = cpuSecondsOf(pid);
  let downloading = true;
  let peakRss = rssBefore;
  const downloads = Promise.all(
    Array.from({ length: DOWNLOADERS }, async () => {
      const mine = [];
      for (let n = 0; n < DOWNLOADS_EACH; n++) mine.push(await download());
      return mine;
    }),
  ).finally(() => (downloading = false));
  const busy: number[] = [];
  const statuses = new Map<number, number>();
  while (downloading) {
    const answer = await callback();
    busy.push(answer.ms);
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    peakRss = Math.max(peakRss, rssMb(pid));
  }
  const done = (await downloads).flat();
  const cpuUsed = cpuSecondsOf(pid) - cpuBefore;
  const rssAfter = rssMb(pid);
  // Idle worker threads stop after HEAVY_WORK_IDLE_MS (30 s): RSS once /metrics says they are gone (at most 60 s).
  await pollUntil(async () => (await poolThreads(stack)) === 0, 60_000, 500);
  const rssLater = rssMb(pid);

  const row = (what: string, samples: number[]) => {
    const summary = summarize(samples);
    return [
      what,
      num(summary.count),
      ms(summary.p50),
      ms(summary.p99),
      ms(summary.max),
      num(samples.filter((value) => value > DEADLINE_MS).length),
    ];
  };
  note(
    table(
      ["checkout callbacks", "count", "p50", "p99", "max", `over ${DEADLINE_MS} ms`],
      [row("idle", idle), row(`beside ${DOWNLOADERS} label downloads`, busy)],
    ),
  );
  const downloadSummary = summarize(done.map((one) => one.ms));
  note(
    `  Downloads: ${done.length} (${[...new Set(done.map((one) => one.status))].join(", ")}), ${ms(downloadSummary.p50, 0)} each (median), ${ms(downloadSummary.max, 0)} at most; ` +
      `callbacks answered ${[...statuses].map(([status, count]) => `${status} ×${count}`).join(", ")}.`,
  );
  note(
    `  The app's process: ${num(cpuUsed, 1)} s of CPU during the downloads (${num(cpuUsed / done.length, 2)} s per PDF, with the callbacks); ` +
      `RSS ${num(rssBefore)} MB before, ${num(peakRss)} MB at most, ${num(rssAfter)} MB at the end, ${num(rssLater)} MB once the idle threads stopped.`,
  );
}

/** Resident memory of a process in MB (Linux /proc; NaN elsewhere). */
function rssMb(pid: number | undefined): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((one) => one.startsWith("VmRSS:"));
    return Number(line?.split(/\s+/)[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Worker threads the app's heavy-work pool holds, from GET /metrics (NaN if the gauge is missing). */
async function poolThreads(stack: Stack): Promise<number> {
  const metrics = await (await fetch(`${stack.app.url}/metrics`)).text();
  return Number(/^heavy_work_threads (\d+)$/m.exec(metrics)?.[1] ?? NaN);
}
