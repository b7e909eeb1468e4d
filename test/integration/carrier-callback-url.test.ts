import { afterAll, expect, test } from "vitest";
import { startApp, type AppProcess } from "../../stack/app-process";
import { runCli } from "../../stack/cli";
import { startStack } from "../../stack/stack";
import { useStack } from "../support/use-stack";

// `shopify app dev` opens a new tunnel, so a new SHOPIFY_APP_URL, each time: the carrier services must follow.
let restarted: AppProcess | undefined;
const stack = useStack(startStack);
afterAll(async () => {
  await restarted?.stop();
});

test("when the app starts at a new SHOPIFY_APP_URL, every connected shop's carrier service is updated to it, active or not", async () => {
  const active = await stack.installShop({ label: "url-active" });
  const inactive = await stack.installShop({ label: "url-inactive" });
  for (const shop of [active, inactive]) {
    const run = await runCli(stack, ["shop:configure", "--shop", shop, "--api-key", "svc_live_sandbox_all", "--json"]);
    expect(run.code, run.stderr).toBe(0);
  }
  expect((await runCli(stack, ["shop:disconnect", "--shop", inactive])).code).toBe(0);
  const before = {
    active: stack.shopify.state.carrierServices(active)[0],
    inactive: stack.shopify.state.carrierServices(inactive)[0],
  };
  expect(before.active).toMatchObject({
    active: true,
    callbackUrl: expect.stringContaining(`${stack.app.url}/carrier-service/rates?token=`),
  });
  expect(before.inactive).toMatchObject({ active: false, callbackUrl: expect.stringContaining(stack.app.url) });

  // The same app and database, started at another address (its port makes SHOPIFY_APP_URL).
  await stack.app.stop();
  const { SHOPIFY_APP_URL: _old, ...env } = stack.env;
  restarted = await startApp(env);
  stack.shopify.setAppUrl(restarted.url);
  const newUrl = restarted.url;
  expect(newUrl).not.toBe(stack.app.url);

  await expect
    .poll(() => stack.shopify.state.carrierServices(active)[0]?.callbackUrl)
    .toBe(before.active.callbackUrl.replace(stack.app.url, newUrl));
  await expect
    .poll(() => stack.shopify.state.carrierServices(inactive)[0]?.callbackUrl)
    .toBe(before.inactive.callbackUrl.replace(stack.app.url, newUrl));
  // Updated in place: the same carrier services, each as active as it was.
  expect(stack.shopify.state.carrierServices(active)).toEqual([
    expect.objectContaining({ id: before.active.id, active: true }),
  ]);
  expect(stack.shopify.state.carrierServices(inactive)).toEqual([
    expect.objectContaining({ id: before.inactive.id, active: false }),
  ]);
  await expect
    .poll(async () => (await stack.db.shop.findUniqueOrThrow({ where: { domain: active } })).carrierServiceCallbackUrl)
    .toMatch(new RegExp(`^${newUrl}/`));
  expect(await stack.db.shop.findUniqueOrThrow({ where: { domain: active } })).toMatchObject({
    carrierServiceState: "ACTIVE",
  });
  expect(await stack.db.shop.findUniqueOrThrow({ where: { domain: inactive } })).toMatchObject({
    carrierServiceState: "INACTIVE",
  });

  // The URL Shopify now holds reaches the app's carrier callback (which refuses an unsigned call).
  const callback = await fetch(stack.shopify.state.carrierServices(active)[0].callbackUrl, {
    method: "POST",
    body: "{}",
  });
  expect(callback.status).toBe(401);
  stack.shopify.state.assertNoInvalidDocuments();
});
