import { randomBytes } from "node:crypto";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { recordInstall } from "~/shops/record-install.server";
import type { Stack } from "../../stack/stack";
import { startBrowserStack } from "../support/browser/browser-stack";
import { accessibilityProblems, screenshot, waitForHydration, type Browser } from "../support/browser/browser";
import { APP_BRIDGE_URL } from "../support/browser/app-bridge-stub";

const PREVIEW_SHOP = `preview-${randomBytes(4).toString("hex")}.myshopify.com`;

let preview: Stack;
let browser: Browser;

beforeAll(async () => {
  ({ stack: preview, browser } = await startBrowserStack({ ADMIN_PREVIEW: "on", ADMIN_PREVIEW_SHOP: PREVIEW_SHOP }));
  await recordInstall({ db: preview.db, now: () => new Date() }, PREVIEW_SHOP);
});

afterAll(async () => {
  await browser?.close();
  await preview?.stop();
});

describe("the admin preview (ADMIN_PREVIEW=on, for the demo)", () => {
  test("opens the demo shop's pages in a plain browser on localhost, without Shopify's admin or App Bridge", async () => {
    const tracked = await browser.newPage();
    const { page } = tracked;
    const appBridgeRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(APP_BRIDGE_URL)) appBridgeRequests.push(request.url());
    });
    const response = await page.goto(`${preview.app.url.replace("127.0.0.1", "localhost")}/app?locale=fr`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect.poll(() => page.locator("h1").innerText()).toBe("Tableau de bord");
    expect(await page.getByText("Aperçu hors de l'administration Shopify").count()).toBe(1);
    expect(await page.getByText("Pas connecté au service de livraison").count()).toBe(1);

    await page.getByRole("navigation").getByRole("link", { name: "Paramètres" }).click();
    await expect.poll(() => page.locator("h1").innerText()).toBe("Paramètres");
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, "preview-settings-fr");
    expect(appBridgeRequests).toEqual([]);
    expect(tracked.errors, tracked.errors.join("\n")).toEqual([]);
    await page.close();
  });

  test("answers only requests addressed to this machine's loopback names", async () => {
    // fetch cannot set Host; a raw request can, as a request through a tunnel or a proxy would carry it.
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(`${preview.app.url}/app`);
      request(
        { host: url.hostname, port: url.port, path: url.pathname, headers: { Host: "shop.example.com" } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      )
        .on("error", reject)
        .end();
    });
    // Not the preview: Shopify's authentication takes over and sends the visitor to log in.
    expect(status).toBe(302);
  });
});
