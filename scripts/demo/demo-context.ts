import { runCli, type CliRun } from "../../stack/cli";
import { sandboxControl } from "../../stack/sandbox-control";
import type { Stack } from "../../stack/stack";

/** What every part of the demo shares: the running stack and the demo shop. */
export type Demo = {
  stack: Stack;
  shop: string;
  /** The merchant's webhook secret, given to shop:configure and to the sandbox's endpoint. */
  webhookSecret: string;
  /** The app's URLs for the shop, from shop:show, once connected. */
  deliveryWebhookUrl: string | null;
  carrierServiceCallbackUrl: string | null;
  /** Whether the app has the tracking route (webhooks/delivery/:token); decided after connecting. */
  trackingAvailable: boolean;
  /** A Shopify order id and name no other demo order uses. */
  nextOrder(): { id: string; name: string };
};

export function createDemo(stack: Stack, shop: string): Demo {
  let number = 1000;
  const base = 5_820_982_911_900 + (Date.now() % 1_000_000) * 100;
  return {
    stack,
    shop,
    webhookSecret: "whsec_demo_shop_webhook_secret_0001",
    deliveryWebhookUrl: null,
    carrierServiceCallbackUrl: null,
    trackingAvailable: false,
    nextOrder() {
      number += 1;
      return { id: String(base + number), name: `#${number}` };
    },
  };
}

/** `npm run cli -- <args>` as the merchant's operator would type it; throws on a non-zero exit. */
export async function cli(demo: Demo, args: string[]): Promise<CliRun> {
  const run = await runCli(demo.stack, args);
  if (run.code !== 0)
    throw new Error(`npm run cli -- ${args.join(" ")} exited ${run.code}: ${run.stderr.trim() || run.stdout.trim()}`);
  return run;
}

/** The sandbox's control API (it stands in for the service's dashboard and for the world). */
export function control(demo: Demo, method: string, path: string, body?: unknown) {
  return sandboxControl(demo.stack, method, path, body);
}

/** Polls until `check` returns a value (bounded), else throws with what was last seen. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Gave up after ${timeoutMs / 1000} s waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
