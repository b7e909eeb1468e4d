import { describe, expect, test } from "vitest";
import { requestLabels, type FetchLike } from "../../extensions/shared-labels/request-labels";
import { connectedShop } from "../../stack/connect";
import { abidjanOrder, placeOrder, waitForOrderSync, waitForPaidRecorded } from "../../stack/orders";
import { sessionToken } from "../support/browser/session-token";
import { readLabelsPdf } from "../support/labels/read-labels-pdf";
import { seedLabelOrder } from "../support/labels/seed-label-orders";
import { useStack } from "../support/use-stack";

/*
 * Labels over real HTTP: our pages' GET /app/labels (session token, as App Bridge sends it), and the
 * print actions' POST /api/labels → signed link → GET /labels/<token>, read back as a reader and a
 * scanner would (text, barcode and QR code). Orders are sent through the sandbox, or seeded sent.
 */
const stack = useStack();

const MM = 72 / 25.4;
// authenticate.admin answers 410 to bots, and Node's own User-Agent ("node") is one to isbot.
const BROWSER = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15";
const EXTENSION_ORIGIN = "https://extensions.shopifycdn.com";

async function labelsShop() {
  const domain = await connectedShop(stack, { label: "labels" });
  const { id } = await stack.db.shop.findUniqueOrThrow({ where: { domain } });
  return { domain, shopId: id };
}

function labelsUrl(ids: string[], format = "thermal", locale?: string) {
  const query = new URLSearchParams([
    ["format", format],
    ...ids.map((id) => ["order", id]),
    ...(locale ? [["locale", locale]] : []),
  ]);
  return `${stack.app.url}/app/labels?${query}`;
}

function getLabels(shop: string, ids: string[], format = "thermal", locale?: string) {
  return fetch(labelsUrl(ids, format, locale), {
    headers: { "User-Agent": BROWSER, Authorization: `Bearer ${sessionToken(shop)}` },
  });
}

async function pdfOf(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  expect(response.headers.get("cache-control")).toContain("no-store");
  return readLabelsPdf(new Uint8Array(await response.arrayBuffer()));
}

const seedOrder = (shopId: string, number: number, fields?: Parameters<typeof seedLabelOrder>[3]) =>
  seedLabelOrder(stack, shopId, number, fields);

describe("labels from our own pages", () => {
  test("a cash-on-delivery order sent through the service: its label says what to collect, and scans as its reference", async () => {
    const { domain } = await labelsShop();
    const placed = await placeOrder(
      stack,
      domain,
      abidjanOrder({ financialStatus: "PENDING", paymentGatewayNames: ["Cash on Delivery (COD)"] }),
    );
    const row = await waitForOrderSync(stack, placed.gid, (r) => r?.paymentState === "COD_PENDING", "sent as COD");

    const [page, ...more] = await pdfOf(await getLabels(domain, [row.id], "thermal", "en"));
    expect(more).toEqual([]);
    expect([Math.round(page.width / MM), Math.round(page.height / MM)]).toEqual([100, 150]);
    expect(page.text).toContain(placed.name);
    expect(page.text).toContain("Awa Koné");
    expect(page.text).toContain("Rue des Jardins 12");
    expect(page.text).toMatch(/TO COLLECT: 31,500/);
    expect(page.text).toContain("2 items · 2.0 kg");
    // The return address: the shop's name and its primary location, read from Shopify.
    expect(page.text).toContain("If undelivered, return to");
    expect(page.text).toContain(domain.replace(".myshopify.com", ""));
    expect(page.codes).toEqual(
      expect.arrayContaining([
        { format: "CODE_128", text: row.externalOrderRef },
        { format: "QR_CODE", text: row.externalOrderRef },
      ]),
    );
  });

  test("a parcel leaving from a warehouse in Abidjan: its return address, phone, the delivery chosen, landmark and notes", async () => {
    const { domain } = await labelsShop();
    // The shop's primary location is Shopify's default one (the stand-in's: in the US, no address); the order is
    // assigned to the warehouse that packs it.
    stack.shopify.state.addLocation(domain, {
      name: "Entrepôt Treichville",
      countryCode: "CI",
      address1: "Boulevard de Marseille 22",
      city: "Abidjan",
      province: "Abidjan",
      phone: "+2250102030405",
    });
    const placed = await placeOrder(
      stack,
      domain,
      abidjanOrder({
        fulfillmentOrders: [{ location: "Entrepôt Treichville" }],
        customAttributes: [
          { key: "landmark", value: "Face à la pharmacie" },
          { key: "delivery_instructions", value: "Appeler avant d'arriver" },
        ],
      }),
    );
    const row = await waitForPaidRecorded(stack, placed.gid);
    const [page] = await pdfOf(await getLabels(domain, [row.id], "thermal", "en"));
    for (const expected of [
      "Standard delivery (Abidjan)",
      "+225 07 07 12 3456",
      "Côte d’Ivoire",
      "Landmark: Face à la pharmacie",
      "Notes: Appeler avant d'arriver",
      "Boulevard de Marseille 22",
      "+225 01 02 03 0405",
    ])
      expect(page.text).toContain(expected);
    // City and region are one place: said once.
    expect(page.text).not.toContain("Abidjan, Abidjan");
    expect(page.text).not.toContain("United States");
  });

  test("an order whose line items came without grams (read back through GraphQL) prints Shopify's total weight", async () => {
    const { domain, shopId } = await labelsShop();
    const { id: gid } = stack.shopify.state.addOrder(
      domain,
      abidjanOrder({ lineItems: [{ title: "Riz 5kg", quantity: 2, price: "6000", grams: 5000 }] }),
    );
    const row = await seedOrder(shopId, 3100, { shopifyOrderGid: gid });
    const [page] = await pdfOf(await getLabels(domain, [row.id], "thermal", "en"));
    expect(page.text).toContain("2 items · 10.0 kg");
  });

  test("a paid order's label says paid, in French when the shop's language is French", async () => {
    const { domain } = await labelsShop();
    // A label speaks the shop's language (Shop.locale), which an admin's visit no longer sets: the viewer's is kept
    // per staff member.
    await stack.db.shop.update({ where: { domain }, data: { locale: "fr" } });
    const placed = await placeOrder(stack, domain, abidjanOrder());
    const row = await waitForPaidRecorded(stack, placed.gid);
    const [page] = await pdfOf(await getLabels(domain, [row.id], "thermal", "fr"));
    expect(page.text).toContain("PAYÉ - rien à encaisser");
    expect(page.text).toContain("LIVRER À");
    expect(page.text).not.toMatch(/ENCAISSER:/);
    expect(page.codes).toContainEqual({ format: "CODE_128", text: row.externalOrderRef });
  });

  test("a selection of five orders on A4 makes two pages of four and one, every barcode its order's", async () => {
    const { domain, shopId } = await labelsShop();
    const rows = [];
    for (const number of [3001, 3002, 3003, 3004, 3005]) rows.push(await seedOrder(shopId, number));
    const notSelected = await seedOrder(shopId, 3006);
    const pages = await pdfOf(
      await getLabels(
        domain,
        rows.map((row) => row.id),
        "a4",
        "en",
      ),
    );
    expect(pages.map((page) => [Math.round(page.width / MM), Math.round(page.height / MM)])).toEqual([
      [210, 297],
      [210, 297],
    ]);
    expect(["#3001", "#3002", "#3003", "#3004", "Buyer 3004"].every((text) => pages[0].text.includes(text))).toBe(true);
    expect(pages[1].text).toContain("#3005");
    expect(pages[1].text).not.toContain("#3001");
    const barcodes = pages.flatMap((page) =>
      page.codes.filter((code) => code.format === "CODE_128").map((code) => code.text),
    );
    expect(barcodes.sort()).toEqual(rows.map((row) => row.externalOrderRef).sort());
    // Each selected order is recorded as printed under its own reference (the order page's reprint notice reads it).
    const printed = await stack.db.orderSync.findMany({
      where: { id: { in: [...rows, notSelected].map((r) => r.id) } },
    });
    expect(Object.fromEntries(printed.map((row) => [row.id, row.labelPrintedRef]))).toEqual({
      ...Object.fromEntries(rows.map((row) => [row.id, row.externalOrderRef])),
      [notSelected.id]: null,
    });
    expect(printed.every((row) => row.id === notSelected.id || row.updatedAt > notSelected.updatedAt)).toBe(true);
  });

  test("another shop's order is not found, alone or in a selection, and nothing is printed", async () => {
    const mine = await labelsShop();
    const theirs = await labelsShop();
    const own = await seedOrder(mine.shopId, 4001);
    const other = await seedOrder(theirs.shopId, 4002);
    for (const ids of [[other.id], [own.id, other.id]]) {
      const response = await getLabels(mine.domain, ids, "thermal", "en");
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      const body = await response.text();
      expect(body).toContain("This order is not in your store");
      expect(body).not.toContain("Buyer 400");
    }
  });

  test("an order not sent yet has no label, and the answer names it and says what to do", async () => {
    const { domain, shopId } = await labelsShop();
    const sent = await seedOrder(shopId, 5001);
    const waiting = await seedOrder(shopId, 5002, { sent: false });
    const response = await getLabels(domain, [sent.id, waiting.id], "thermal", "en");
    expect(response.status).toBe(409);
    expect(await response.text()).toBe(
      "No label for #5002: not sent to the delivery service yet. Send the order first, then print its label.\n",
    );
    const french = await getLabels(domain, [waiting.id], "a4", "fr");
    expect(french.status).toBe(409);
    expect(await french.text()).toContain(
      "Pas d'étiquette pour #5002\u202f: pas encore envoyée au service de livraison.",
    );
  });

  test("without a session token there is no PDF", async () => {
    const { shopId } = await labelsShop();
    const row = await seedOrder(shopId, 6001);
    const response = await fetch(labelsUrl([row.id]), { headers: { "User-Agent": BROWSER }, redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("content-type")).not.toBe("application/pdf");
  });
});

describe("labels from Shopify's print actions", () => {
  /** The admin's fetch from an extension: the session token added, from the extensions' origin. */
  const adminFetch =
    (shop: string): FetchLike =>
    (url, init) =>
      fetch(url, {
        ...init,
        headers: {
          ...init.headers,
          "User-Agent": BROWSER,
          Origin: EXTENSION_ORIGIN,
          Authorization: `Bearer ${sessionToken(shop)}`,
        },
      });

  test("the selected orders' link, asked with the session token, gives their PDF to the print preview", async () => {
    const { domain, shopId } = await labelsShop();
    const rows = [await seedOrder(shopId, 7001), await seedOrder(shopId, 7002, { codAmountMinor: 0 })];
    const load = await requestLabels(
      adminFetch(domain),
      rows.map((row) => row.shopifyOrderGid),
      "thermal",
      "en",
      stack.app.url,
    );
    expect(load).toMatchObject({ status: "ok", count: 2 });
    if (load.status !== "ok") return;
    expect(load.url.startsWith(`${stack.app.url}/labels/`)).toBe(true);
    // The preview's own GET carries no session token: the signed link is the permission.
    const pages = await pdfOf(await fetch(load.url, { headers: { "User-Agent": BROWSER } }));
    expect(pages).toHaveLength(2);
    expect(pages[0].text).toContain("#7001");
    expect(pages[1].text).toContain("PAID - nothing to collect");
    expect(pages.map((page) => page.codes.find((code) => code.format === "QR_CODE")?.text)).toEqual(
      rows.map((row) => row.externalOrderRef),
    );
  });

  test("the answer is readable by the extension's origin, and a preflight is answered", async () => {
    const { domain, shopId } = await labelsShop();
    const row = await seedOrder(shopId, 7101);
    const response = await adminFetch(domain)(`${stack.app.url}/api/labels`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ orderIds: [row.shopifyOrderGid], format: "a4" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const preflight = await fetch(`${stack.app.url}/api/labels`, {
      method: "OPTIONS",
      headers: {
        "User-Agent": BROWSER,
        Origin: EXTENSION_ORIGIN,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization,content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
  });

  test("another shop's order, or one not sent, is refused with the app's words in the action's language", async () => {
    const mine = await labelsShop();
    const theirs = await labelsShop();
    const other = await seedOrder(theirs.shopId, 7201);
    const waiting = await seedOrder(mine.shopId, 7202, { sent: false });
    expect(
      await requestLabels(adminFetch(mine.domain), [other.shopifyOrderGid], "thermal", "en", stack.app.url),
    ).toEqual({
      status: "refused",
      message: "This order is not in your store, so it has no label here.",
    });
    expect(
      await requestLabels(adminFetch(mine.domain), [waiting.shopifyOrderGid], "thermal", "fr", stack.app.url),
    ).toEqual({
      status: "refused",
      message:
        "Pas d'étiquette pour #7202\u202f: pas encore envoyée au service de livraison. Envoyez d'abord la commande, puis imprimez son étiquette.",
    });
  });

  test("a request that names no order, or is too large, is refused with what is wrong", async () => {
    const { domain } = await labelsShop();
    const post = (body: string) =>
      adminFetch(domain)(`${stack.app.url}/api/labels`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      });
    const empty = await post(JSON.stringify({ orderIds: [] }));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: "orderIds must name at least one order" });
    const notGid = await post(JSON.stringify({ orderIds: ["1042"], format: "a4" }));
    expect(notGid.status).toBe(400);
    expect((await notGid.json()).error).toContain("gid://shopify/Order/<number>");
    const huge = await post(JSON.stringify({ orderIds: Array(3000).fill("gid://shopify/Order/123456789") }));
    expect(huge.status).toBe(413);
  });

  test("a token not signed with the app's secret, or a link changed by hand, gets no PDF", async () => {
    const { domain, shopId } = await labelsShop();
    const row = await seedOrder(shopId, 7301);
    const forged = await fetch(`${stack.app.url}/api/labels`, {
      method: "POST",
      headers: {
        "User-Agent": BROWSER,
        Origin: EXTENSION_ORIGIN,
        "Content-Type": "application/json",
        Authorization: `Bearer ${sessionToken(domain).replace(/\.[^.]+$/, ".forged")}`,
      },
      body: JSON.stringify({ orderIds: [row.shopifyOrderGid] }),
    });
    expect(forged.status).toBe(401);
    const load = await requestLabels(adminFetch(domain), [row.shopifyOrderGid], "thermal", "en", stack.app.url);
    if (load.status !== "ok") throw new Error(`expected a link, got ${JSON.stringify(load)}`);
    const [payload, signature] = load.url.split("/labels/")[1].split(".");
    const widened = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), ids: ["someone-elses"] }),
    ).toString("base64url");
    const response = await fetch(`${stack.app.url}/labels/${widened}.${signature}`, {
      headers: { "User-Agent": BROWSER },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  });
});
