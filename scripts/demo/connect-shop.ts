import { parseEnv } from "~/env.server";
import { describeShopConnection } from "~/shops/describe-shop-connection.server";
import { cli, control, type Demo } from "./demo-context";
import { DEMO_SHOP } from "./setup";
import { formatMinor, say } from "./say";

/**
 * The demo merchant's terms in Shopify: a zone that is not UTC (days and times on the pages move with it) and
 * the money format West African shops use, so the pages' "F CFA" differs from the service's "XOF".
 */
export const DEMO_TIME_ZONE = "Africa/Porto-Novo";
export const DEMO_MONEY_FORMAT = "{{amount_no_decimals}} F CFA";

/** The merchant's own rates, used at checkout when the service cannot answer in time. */
export const DEMO_FALLBACK_RATES = [
  {
    countryCode: "CI",
    name: "Standard delivery (fallback)",
    priceMinor: 200000,
    currency: "XOF",
    minDays: 2,
    maxDays: 5,
  },
];

/**
 * Part 1: the app is installed on the demo shop, which is connected to the delivery service with
 * the sandbox's keys exactly as an operator does it (`npm run cli -- shop:configure`), carrier
 * service included; then the merchant's settings and the service's webhook endpoint.
 */
export async function connectDemoShop(demo: Demo): Promise<void> {
  const { stack } = demo;
  say.step(
    `Installing the app on ${DEMO_SHOP} (store currency XOF written "${DEMO_MONEY_FORMAT}", time zone ${DEMO_TIME_ZONE}, UTC+01:00) in the Shopify stand-in; the app keeps the shop's offline session, as after Shopify's OAuth.`,
  );
  await stack.installShop({
    domain: DEMO_SHOP,
    currency: "XOF",
    ianaTimezone: DEMO_TIME_ZONE,
    moneyFormat: DEMO_MONEY_FORMAT,
    // Where parcels leave from, as the merchant set it in Shopify: the labels' return address.
    location: {
      countryCode: "CI",
      address1: "Boulevard de Marseille 22, Treichville",
      city: "Abidjan",
      province: "Abidjan",
      phone: "+2250102030405",
    },
  });
  say.ok(`${DEMO_SHOP} has installed the app.`);

  say.step(
    "Connecting it to the delivery service with the sandbox keys: npm run cli -- shop:configure --shop demo-shop.myshopify.com --api-key svc_live_sandbox_all --checkout-api-key svc_live_sandbox_checkout --webhook-secret whsec_…",
  );
  const configured = (
    await cli(demo, [
      "shop:configure",
      "--shop",
      DEMO_SHOP,
      "--api-key",
      "svc_live_sandbox_all",
      "--checkout-api-key",
      "svc_live_sandbox_checkout",
      "--webhook-secret",
      demo.webhookSecret,
      "--json",
    ])
  ).json<{
    connected: boolean;
    apiKeyHint: string;
    checkoutApiKeyHint: string;
    scopes: string[];
    originCountryCode: string;
    carrierService: { state: string; message: string | null };
  }>();
  if (!configured.connected) throw new Error("shop:configure did not connect the shop.");
  say.ok(
    `Connected. The key ${configured.apiKeyHint} was checked live (scopes: ${configured.scopes.join(", ")}); checkout uses ${configured.checkoutApiKeyHint}; shipping from ${configured.originCountryCode}.`,
  );
  if (configured.carrierService.state !== "ACTIVE")
    throw new Error(
      `The carrier service is ${configured.carrierService.state}: ${configured.carrierService.message ?? ""}`,
    );
  const [carrierService] = stack.shopify.state.carrierServices(DEMO_SHOP);
  say.ok(
    `Shopify now has the app's carrier service${carrierService?.name ? ` "${carrierService.name}"` : ""} (active: ${carrierService?.active}), so checkout asks the app for rates.`,
  );

  // What `npm run cli -- shop:show` prints, read in this process (one CLI start less).
  say.step(
    "Showing the connection as the operator sees it with npm run cli -- shop:show --shop demo-shop.myshopify.com:",
  );
  const shown = await describeShopConnection(
    { db: stack.db, secrets: stack.secrets, env: parseEnv(stack.env) },
    DEMO_SHOP,
  );
  if (!("deliveryWebhookUrl" in shown)) throw new Error("shop:show does not know the demo shop.");
  say.show(`Order sync:                ${shown.syncState}`);
  say.show(`Carrier service callback:  ${shown.carrierServiceCallbackUrl}`);
  say.show(`Delivery webhook URL:      ${shown.deliveryWebhookUrl}  (to register in the delivery service's dashboard)`);
  demo.deliveryWebhookUrl = shown.deliveryWebhookUrl;
  demo.carrierServiceCallbackUrl = shown.carrierServiceCallbackUrl;

  say.step(
    `Saving the merchant's settings (as the Settings page does): unpaid orders are collected by payment link, and a fallback rate of ${formatMinor(DEMO_FALLBACK_RATES[0].priceMinor, "XOF")} for Côte d'Ivoire answers checkout if the service cannot.`,
  );
  await stack.db.shop.update({
    where: { domain: DEMO_SHOP },
    data: {
      settingsJson: JSON.stringify({
        unpaidOrders: "payment_link",
        fallbackRates: DEMO_FALLBACK_RATES,
        trackingCompany: "Sandbox Express",
        notifyCustomer: true,
      }),
    },
  });
  say.ok("Settings saved.");

  // A GET on the delivery webhook URL is 405 where the tracking route exists, 404 where it does not.
  const probe = await fetch(shown.deliveryWebhookUrl);
  demo.trackingAvailable = probe.status === 405;
  if (!demo.trackingAvailable) {
    say.step(
      `The app does not have its delivery webhook route yet (GET answered ${probe.status}); shipment tracking is left out of this run.`,
    );
    return;
  }
  say.step(
    "Registering the app's delivery webhook URL in the service's dashboard (sandbox control API: POST /__sandbox/webhook-endpoints, all events, signed with the merchant's secret).",
  );
  const endpoint = await control(demo, "POST", "/webhook-endpoints", {
    url: shown.deliveryWebhookUrl,
    events: ["*"],
    secret: demo.webhookSecret,
  });
  say.ok(`The service will send every shipment event to the app (endpoint ${String(endpoint?.id)}).`);
}
