// `npm run demo`: the whole app on one machine, with no configuration and nothing outside the
// repository. It starts the delivery service's sandbox (127.0.0.1:4010), the Shopify stand-in
// (127.0.0.1:4020) and the real built app (127.0.0.1:3000) on a fresh SQLite file, then plays a
// merchant's day and prints what each person would see. It keeps running until Ctrl-C;
// `--exit` (or DEMO_EXIT=1) stops after the scenarios, exiting 1 if any failed.
// Options: --no-build / --build (default: build when the sources are newer than build/),
// DEMO_APP_PORT, DEMO_SANDBOX_PORT, DEMO_STANDIN_PORT, DEMO_DATABASE_FILE (default .data/demo.db).
import { fileURLToPath } from "node:url";
import type { Stack } from "../stack/stack";
import { showCheckout } from "./demo/checkout";
import { connectDemoShop } from "./demo/connect-shop";
import { showFailedDelivery } from "./demo/follow-up";
import { createDemo, type Demo } from "./demo/demo-context";
import { showCancellation, showCodOrder, showPaidOrder, showPaymentLinkOrder, showRefusalAndFix } from "./demo/orders";
import { errorText, say } from "./demo/say";
import {
  checkPorts,
  DEMO_SHOP,
  ensureBuild,
  freshDatabase,
  readDemoOptions,
  startDemoStack,
  type DemoOptions,
} from "./demo/setup";
import { showTracking } from "./demo/tracking";
import { showPerformance } from "./demo/performance";

type Outcome = { title: string; ok: boolean; skipped?: string; error?: string; seconds?: number };

process.chdir(fileURLToPath(new URL("..", import.meta.url)));

async function main(): Promise<number> {
  const options = readDemoOptions(process.argv.slice(2), process.env);
  say.line(
    "Delivery Connect demo: a Shopify store connected to a last-mile delivery service, all of it on this machine.",
  );
  say.line(
    "Everything talks over 127.0.0.1: the delivery service is the project's sandbox, Shopify is the project's stand-in.",
  );

  say.heading("Getting ready");
  say.step(
    `Checking that ports ${options.ports.app}, ${options.ports.sandbox} and ${options.ports.shopify} on 127.0.0.1 are free.`,
  );
  await checkPorts(options.ports);
  const databaseUrl = freshDatabase(options);
  ensureBuild(options.build);
  const stack = await startDemoStack(options, databaseUrl);

  let outcomes: Outcome[] = [];
  try {
    outcomes = await play(createDemo(stack, DEMO_SHOP));
  } catch (error) {
    await stack.stop();
    throw error;
  }
  const failed = outcomes.filter((outcome) => !outcome.ok && !outcome.skipped);
  say.heading("Summary");
  for (const outcome of outcomes) {
    const took = outcome.seconds === undefined ? "" : ` (${outcome.seconds.toFixed(1)} s)`;
    say.line(
      `  ${outcome.skipped ? "SKIPPED" : outcome.ok ? "OK     " : "FAILED "}  ${outcome.title}${took}${outcome.skipped ? ` (${outcome.skipped})` : ""}${outcome.error ? `: ${outcome.error}` : ""}`,
    );
  }
  say.line(
    failed.length === 0
      ? "Every scenario worked."
      : `${failed.length} scenario(s) failed; the app's log is in ${options.appLog}.`,
  );

  await printUrls(stack, options);
  if (!options.exitAfterScenarios) await untilInterrupted();
  say.line("Stopping the app, the Shopify stand-in and the sandbox.");
  await stack.stop();
  say.line("Stopped.");
  return failed.length === 0 ? 0 : 1;
}

async function play(demo: Demo): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const run = async (title: string, scenario: (demo: Demo) => Promise<void>) => {
    const started = Date.now();
    const seconds = () => (Date.now() - started) / 1000;
    try {
      await scenario(demo);
      outcomes.push({ title, ok: true, seconds: seconds() });
      return true;
    } catch (error) {
      say.fail(errorText(error));
      outcomes.push({ title, ok: false, error: errorText(error).split("\n")[0], seconds: seconds() });
      return false;
    }
  };
  const skip = (title: string, reason: string) => outcomes.push({ title, ok: false, skipped: reason });

  say.heading("1. Connect a demo shop");
  if (!(await run("Connect demo-shop.myshopify.com to the delivery service", connectDemoShop))) {
    for (const title of ["Checkout rates", "Orders", "Tracking"]) skip(title, "the shop is not connected");
    return outcomes;
  }

  say.heading("2. Checkout: the rates buyers see");
  await run("Checkout rates in XOF (English, French), EUR, and the fallback when the service fails", showCheckout);

  say.heading("3. Orders: from Shopify to the delivery service");
  await run("A paid order", showPaidOrder);
  await run("A cash-on-delivery order", showCodOrder);
  await run("An unpaid order collected by payment link, then reconciled", showPaymentLinkOrder);
  await run("A cancellation", showCancellation);
  await run("A refused order (cross-border off), fixed and retried", showRefusalAndFix);

  say.heading("4. Tracking: a shipment's life in Shopify");
  if (demo.trackingAvailable)
    await run("A shipment from pickup to delivery, as Shopify fulfillment events", showTracking);
  else {
    say.step("Skipped: this build of the app has no delivery webhook route yet.");
    skip("Tracking", "the app has no delivery webhook route");
  }

  say.heading("5. Delivery performance: what was delivered, and when");
  await run("Delivery performance per destination and payment type", showPerformance);
  say.heading("6. A failed delivery to call");
  if (demo.trackingAvailable) await run("A failed delivery on the dashboard's list to call today", showFailedDelivery);
  else skip("A failed delivery to call", "the app has no delivery webhook route");
  return outcomes;
}

async function printUrls(stack: Stack, options: DemoOptions) {
  say.heading("Open it yourself");
  say.line(`  The app:                   ${stack.app.url}  (health: ${stack.app.url}/healthz)`);
  const preview = await fetch(`${stack.app.url}/app`)
    .then((response) => response.status)
    .catch(() => 0);
  if (preview === 200) {
    say.line(
      `  Admin pages (preview):     ${stack.app.url}/app  — ${DEMO_SHOP}'s dashboard, orders (${stack.app.url}/app/orders), delivery performance (${stack.app.url}/app/performance) and settings (${stack.app.url}/app/settings), without Shopify's admin around them`,
    );
  } else {
    say.line(`  Admin pages (preview):     not available in this build (GET /app answered ${preview || "nothing"}).`);
  }
  say.line(
    `  Delivery service sandbox:  ${stack.sandbox.url}  (API ${stack.sandbox.apiUrl}; control API ${stack.sandbox.url}/__sandbox/…, e.g. ${stack.sandbox.url}/__sandbox/requests)`,
  );
  say.line(`  Shopify stand-in:          ${stack.shopify.url}  (control API ${stack.shopify.url}/__stand-in/…)`);
  say.line(`  The app's log:             ${options.appLog}`);
  say.line(
    `  The operator CLI on the demo: DATABASE_URL=${stack.env.DATABASE_URL} DELIVERY_API_URL=${stack.sandbox.url} SHOPIFY_ADMIN_ORIGIN=${stack.shopify.url} SHOPIFY_APP_URL=${stack.app.url} npm run cli -- orders:list --shop ${DEMO_SHOP}`,
  );
  if (options.exitAfterScenarios) return;
  say.line("\nEverything keeps running. Press Ctrl-C to stop all three.");
}

function untilInterrupted(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      resolve();
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`\nThe demo stopped: ${errorText(error)}\n`);
    process.exit(1);
  },
);
