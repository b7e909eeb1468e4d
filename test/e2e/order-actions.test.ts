import { describe, expect, test } from "vitest";
import { connectTestShop } from "../../stack/connect";
import { abidjanOrder, placeOrder, sandboxOrder, sendOrderWebhook, waitForOrderSync } from "../../stack/orders";
import type { Stack } from "../../stack/stack";
import { useBrowserStack } from "../support/browser/browser-stack";
import {
  expectNoPageErrors,
  openEmbedded,
  screenshot,
  type Browser,
  type TrackedPage,
} from "../support/browser/browser";
import { e2eShop, sentOrder } from "../support/browser/seed";

let stack: Stack;
let browser: Browser;

useBrowserStack((started) => ({ stack, browser } = started));

/**
 * Orders that ran out of retries: placed while the shop was not connected (so they wait, unsent),
 * then given the state the job runner leaves after its last attempt (FAILED, with the last error).
 */
async function failedOrders(count: number) {
  const shop = await stack.installShop({ currency: "XOF", label: "failed" });
  const placed = [];
  for (let i = 0; i < count; i++) placed.push(await placeOrder(stack, shop, abidjanOrder()));
  const rows = [];
  for (const order of placed)
    rows.push(
      await waitForOrderSync(stack, order.gid, (row) => Boolean(row?.attentionCode), "waiting for a connection"),
    );
  await connectTestShop(stack, shop);
  for (const row of rows) {
    const failed = await stack.db.orderSync.update({
      where: { id: row.id },
      data: {
        syncState: "FAILED",
        lastErrorCode: "SERVER_ERROR",
        lastErrorMessage: "The delivery service answered HTTP 503.",
        lastErrorAt: new Date(),
      },
    });
    expect(failed.serviceOrderId).toBeNull();
  }
  return { shop, rows };
}

type Dialog = import("playwright-core").Locator;

/** Clicks an action on the order page, fills and confirms its dialog, and waits for the dialog to close. */
async function confirmAction(
  tracked: TrackedPage,
  action: { open: string; confirm?: string; screenshot: string },
  fill: (dialog: Dialog) => Promise<void> = async () => {},
) {
  const { page } = tracked;
  await page.getByRole("button", { name: action.open, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  await fill(dialog);
  await screenshot(page, action.screenshot);
  await dialog.getByRole("button", { name: action.confirm ?? action.open, exact: true }).click();
  await dialog.waitFor({ state: "detached" });
}

describe("order actions, end to end against the sandbox", () => {
  test("retrying a failed order hands it to the service", async () => {
    const {
      shop,
      rows: [row],
    } = await failedOrders(1);
    const tracked = await browser.newPage();
    await openEmbedded(tracked, stack.app.url, shop, `/app/orders/${row.id}`);
    expect(await tracked.page.getByText("Last error: SERVER_ERROR", { exact: false }).count()).toBe(1);
    // Out of retries after a server error: the advice is to retry, not to fix the order.
    expect(
      await tracked.page.getByText("could not be reached after several attempts", { exact: false }).count(),
    ).toBeGreaterThan(0);
    expect(await tracked.page.getByText("fix the order", { exact: false }).count()).toBe(0);
    await confirmAction(tracked, { open: "Retry", screenshot: "order-confirm-retry-en" });
    await expect.poll(() => tracked.page.getByText("The order was handed over again.").count()).toBe(1);
    const sent = await waitForOrderSync(stack, row.shopifyOrderGid, (r) => r?.syncState === "SENT", "sent");
    expect(await sandboxOrder(stack, sent.externalOrderRef)).toMatchObject({ orderId: sent.serviceOrderId });
    await tracked.page.reload();
    await expect.poll(() => tracked.page.getByText("Not sent to the delivery service yet.").count()).toBe(0);
    expectNoPageErrors(tracked);
    await tracked.page.close();
  });

  test("cancelling a shipment asks first, then cancels it at the service with the reason", async () => {
    const shop = await e2eShop(stack, "cancel");
    const row = await sentOrder(stack, shop);
    const tracked = await browser.newPage();
    await openEmbedded(tracked, stack.app.url, shop, `/app/orders/${row.id}`);

    // Going back from the dialog changes nothing.
    await tracked.page.getByRole("button", { name: "Cancel the shipment", exact: true }).click();
    await tracked.page.getByRole("dialog").getByRole("button", { name: "Go back" }).click();
    expect((await sandboxOrder(stack, row.externalOrderRef))?.cancelledAt).toBeNull();

    await confirmAction(tracked, { open: "Cancel the shipment", screenshot: "order-confirm-cancel-en" }, (dialog) =>
      dialog.getByLabel("Reason for cancelling (kept on the order)").fill("The customer cancelled by phone"),
    );
    await expect.poll(() => tracked.page.getByText("The shipment was cancelled.").count()).toBe(1);
    const service = await sandboxOrder(stack, row.externalOrderRef);
    expect(service).toMatchObject({
      cancelReason: "The customer cancelled by phone",
      shipment: expect.objectContaining({ shipmentState: "cancelled" }),
    });
    expect(service?.cancelledAt).not.toBeNull();
    expect(await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      syncState: "CANCELLED",
      shipmentState: "cancelled",
    });
    await expect
      .poll(() => tracked.page.getByRole("button", { name: "Cancel the shipment", exact: true }).count())
      .toBe(0);
    await screenshot(tracked.page, "order-cancelled-en");
    expectNoPageErrors(tracked);
    await tracked.page.close();
  });

  test("an order changed after handoff is cancelled and sent again under a new reference, which the service knows", async () => {
    const shop = await e2eShop(stack, "recreate");
    const row = await sentOrder(stack, shop);
    const record = stack.shopify.state.getOrder(row.shopifyOrderGid)!;
    record.shippingAddress!.address1 = "Boulevard Latrille 200";
    record.updatedAt = new Date(Date.parse(record.updatedAt) + 3000).toISOString();
    await sendOrderWebhook(stack, shop, row.shopifyOrderGid, "orders/updated");
    await waitForOrderSync(
      stack,
      row.shopifyOrderGid,
      (r) => Boolean(r?.flaggedReason?.split(",").includes("CHANGED_AFTER_HANDOFF")),
      "flagged as changed",
    );

    const tracked = await browser.newPage();
    await openEmbedded(tracked, stack.app.url, shop, `/app/orders/${row.id}`);
    await confirmAction(tracked, { open: "Cancel and send again", screenshot: "order-confirm-recreate-en" });
    // Paid orders are recorded paid after creation: that call must reach the new order too.
    const again = await waitForOrderSync(
      stack,
      row.shopifyOrderGid,
      (r) =>
        r?.syncState === "SENT" && r.externalOrderRef !== row.externalOrderRef && r.paymentState === "PAID_RECORDED",
      "sent again and recorded paid",
    );
    expect(again.externalOrderRef).toBe(`${row.externalOrderRef}-r2`);
    const recreated = await sandboxOrder(stack, again.externalOrderRef);
    expect(recreated).toMatchObject({ orderId: again.serviceOrderId, externalOrderRef: again.externalOrderRef });
    expect(JSON.stringify(recreated?.deliveryAddress)).toContain("Boulevard Latrille 200");
    expect((await sandboxOrder(stack, row.externalOrderRef))?.cancelledAt).not.toBeNull();
    expect(again.flaggedReason ?? "").not.toContain("CHANGED_AFTER_HANDOFF");
    expectNoPageErrors(tracked);
    await tracked.page.close();
  });

  test("the service failing during a cancel shows what to do, and the shipment stays as it was", async () => {
    const shop = await e2eShop(stack, "cancel-fails");
    const row = await sentOrder(stack, shop);
    const fault = await fetch(`${stack.sandbox.url}/__sandbox/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        kind: "error",
        status: 503,
        count: 3,
        path: `/v1/public-api/orders/${row.externalOrderRef}/cancel`,
        method: "POST",
      }),
    });
    expect(fault.ok).toBe(true);
    const tracked = await browser.newPage();
    await openEmbedded(tracked, stack.app.url, shop, `/app/orders/${row.id}`);
    await confirmAction(
      tracked,
      { open: "Cancel the shipment", screenshot: "order-confirm-cancel-fails-en" },
      (dialog) =>
        dialog.getByLabel("Reason for cancelling (kept on the order)").fill("The customer cancelled by phone"),
    );
    await expect.poll(() => tracked.page.getByText("The action did not go through").count()).toBe(1);
    await screenshot(tracked.page, "order-cancel-failed-en");
    expect(await tracked.page.getByText("The service had a problem. Retry later.").count()).toBeGreaterThan(0);
    await fetch(`${stack.sandbox.url}/__sandbox/faults`, { method: "DELETE" });
    expect((await sandboxOrder(stack, row.externalOrderRef))?.cancelledAt).toBeNull();
    expect(await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ syncState: "SENT" });
    expect(await tracked.page.getByRole("button", { name: "Cancel the shipment", exact: true }).count()).toBe(1);
    expectNoPageErrors(tracked);
    await tracked.page.close();
  });

  test("an error nothing on the page handles shows a page in both languages and is logged, without details", async () => {
    const shop = await e2eShop(stack, "broken");
    const row = await sentOrder(stack, shop);
    const tracked = await browser.newPage();
    await openEmbedded(tracked, stack.app.url, shop, `/app/orders/${row.id}`);
    // An order row no reader expects (damaged by hand, say): the action cannot even load the order.
    // (Damaged shop settings no longer serve: they are read as the defaults, app/order-mapping/sync-settings.ts.)
    await stack.db.orderSync.update({ where: { id: row.id }, data: { shopifyOrderJson: "{not json" } });
    await confirmAction(tracked, { open: "Cancel the shipment", screenshot: "order-confirm-cancel-broken-en" });
    await expect.poll(() => tracked.page.getByText("This page could not be shown (error 500)").count()).toBe(1);
    expect(await tracked.page.getByText("Cette page n'a pas pu s'afficher (erreur 500)").count()).toBe(1);
    expect(await tracked.page.getByText("SyntaxError", { exact: false }).count()).toBe(0);
    await screenshot(tracked.page, "root-error-page");
    await expect.poll(() => stack.app.output()).toContain('"msg":"request failed"');
    expect((await sandboxOrder(stack, row.externalOrderRef))?.cancelledAt).toBeNull();
    await tracked.page.close();
  });

  test("a payment the store took itself is recorded with its reference and date", async () => {
    const shop = await e2eShop(stack, "markpaid");
    const row = await sentOrder(stack, shop, {
      financialStatus: "PENDING",
      paymentGatewayNames: ["Cash on Delivery (COD)"],
    });
    const tracked = await browser.newPage();
    await openEmbedded(tracked, stack.app.url, shop, `/app/orders/${row.id}`, "fr");
    await confirmAction(
      tracked,
      {
        open: "Enregistrer un paiement",
        confirm: "Enregistrer le paiement",
        screenshot: "order-confirm-record-payment-fr",
      },
      async (dialog) => {
        await dialog.getByLabel("Payé par").selectOption("manual_bank_transfer");
        await dialog.getByLabel("Référence du virement ou numéro de reçu").fill("VIR-2026-118");
        await dialog.getByLabel("Date du paiement").fill("2026-11-20");
      },
    );
    await expect.poll(() => tracked.page.getByText("Le paiement a été enregistré.").count()).toBe(1);
    expect(await sandboxOrder(stack, row.externalOrderRef)).toMatchObject({
      payment: expect.objectContaining({
        status: "paid",
        paidVia: "manual_bank_transfer",
        reference: "VIR-2026-118",
        paidAt: "2026-11-20T00:00:00.000Z",
      }),
    });
    expectNoPageErrors(tracked);
    await tracked.page.close();
  });

  test("a payment link is shown to copy, and asking again gives the same link", async () => {
    const shop = await e2eShop(stack, "paylink");
    await stack.db.shop.update({
      where: { domain: shop },
      data: { settingsJson: JSON.stringify({ unpaidOrders: "payment_link" }) },
    });
    const placed = await placeOrder(
      stack,
      shop,
      abidjanOrder({ financialStatus: "PENDING", paymentGatewayNames: ["Bank Deposit"] }),
    );
    const row = await waitForOrderSync(stack, placed.gid, (r) => r?.paymentState === "LINK_PENDING", "a payment link");
    const tracked = await browser.newPage();
    await openEmbedded(tracked, stack.app.url, shop, `/app/orders/${row.id}`);
    expect(await tracked.page.getByLabel("Payment link").inputValue()).toBe(row.paymentLinkUrl);
    await confirmAction(tracked, {
      open: "Request a payment link",
      confirm: "Request the link",
      screenshot: "order-confirm-payment-link-en",
    });
    await expect.poll(() => tracked.page.getByText("The payment link is ready.").count()).toBe(1);
    expect(await tracked.page.getByLabel("Payment link").inputValue()).toBe(row.paymentLinkUrl);
    expectNoPageErrors(tracked);
    await tracked.page.close();
  });

  test("failed orders selected in the list are retried together", async () => {
    const { shop, rows } = await failedOrders(2);
    const tracked = await browser.newPage();
    const { page } = tracked;
    await openEmbedded(tracked, stack.app.url, shop, "/app/orders?syncState=FAILED");
    await expect.poll(() => page.locator("tbody tr").count()).toBe(2);
    for (const row of rows)
      await page
        .getByRole("row", { name: new RegExp(row.orderName) })
        .getByRole("checkbox")
        .check({ force: true });
    await page.getByRole("button", { name: "Retry", exact: true }).click();
    const dialog = page.getByRole("dialog");
    expect(await dialog.getByRole("heading").innerText()).toBe("Retry 2 orders?");
    await screenshot(page, "orders-bulk-retry-confirm-en");
    await dialog.getByRole("button", { name: "Retry", exact: true }).click();
    await expect.poll(() => page.getByText("2 orders done.").count()).toBe(1);
    for (const row of rows) await waitForOrderSync(stack, row.shopifyOrderGid, (r) => r?.syncState === "SENT", "sent");
    expectNoPageErrors(tracked);
    await page.close();
  });
});
