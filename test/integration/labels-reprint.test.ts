import { describe, expect, test } from "vitest";
import { readLabelsPdf } from "../support/labels/read-labels-pdf";
import {
  BROWSER,
  connectedShop,
  sendOrderWebhook,
  sessionToken,
  useMoneyStack,
  waitForOrderSync,
  waitForShopIdle,
} from "../support/money-kit";

/*
 * A recreated order's label, end to end (Shopify stand-in → app → sandbox, docs/decisions/077): the label printed
 * before a recreate carries the cancelled reference, so the order page's labels card says to print it again, until
 * the merchant downloads it again. COD order: 31,500 XOF, part-paid before pickup (21,500 left) and so recreated.
 */
const { stack, codOrderIn, stampChange } = useMoneyStack();

const asMerchant = (shop: string) => ({ "User-Agent": BROWSER, Authorization: `Bearer ${sessionToken(shop)}` });

async function downloadLabel(shop: string, orderId: string) {
  const query = new URLSearchParams([
    ["format", "thermal"],
    ["order", orderId],
  ]);
  const response = await fetch(`${stack.app.url}/app/labels?${query}`, { headers: asMerchant(shop) });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  return readLabelsPdf(new Uint8Array(await response.arrayBuffer()));
}

/** The order page's data as the embedded admin reads it (turbo-stream: a key is there only when its object is). */
async function orderPage(shop: string, orderId: string) {
  const response = await fetch(`${stack.app.url}/app/orders/${orderId}.data`, { headers: asMerchant(shop) });
  expect(response.status).toBe(200);
  return response.text();
}

describe("a label printed before a recreate", () => {
  test("the order page says to print it again, naming both references, until it is downloaded again", async () => {
    const shop = await connectedShop(stack);
    const { order, row } = await codOrderIn(shop);
    await waitForShopIdle(stack, shop);
    const [first] = await downloadLabel(shop, row.id);
    expect(first.text).toContain(row.externalOrderRef);
    expect(await orderPage(shop, row.id)).not.toContain("printedRef");

    const record = stack.shopify.state.getOrder(order.gid)!;
    record.displayFinancialStatus = "PARTIALLY_PAID";
    record.totalOutstandingSet.shopMoney.amount = "21500.00";
    record.totalOutstandingSet.presentmentMoney.amount = "21500.00";
    await stampChange(order.gid);
    await sendOrderWebhook(stack, shop, order.gid, "orders/updated", `part-payment-${order.gid}`);
    const newRef = `${row.externalOrderRef}-r2`;
    await waitForOrderSync(stack, order.gid, (r) => r?.externalOrderRef === newRef && r.syncState === "SENT", "anew");
    await waitForShopIdle(stack, shop);

    const page = await orderPage(shop, row.id);
    expect(page).toContain("printedRef");
    expect(page).toContain(JSON.stringify(row.externalOrderRef));
    expect(page).toContain(JSON.stringify(newRef));

    const [again] = await downloadLabel(shop, row.id);
    expect(again.text).toContain(newRef);
    expect(await orderPage(shop, row.id)).not.toContain("printedRef");
    expect(await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      labelPrintedRef: newRef,
    });
  });
});
