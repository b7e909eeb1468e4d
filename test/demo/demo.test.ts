import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { expect, test } from "vitest";
import { freePort } from "../../stack/app-process";

/*
 * `npm run demo -- --exit`, as a person runs it, on free ports and its own database file. The demo
 * always runs on SQLite (its own fresh file), so `npm test` runs this once, in its own "demo"
 * project, after the build.
 */
const DEMO_TIMEOUT_MS = 240_000;

function runDemo(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ["node_modules/tsx/dist/cli.mjs", "scripts/demo.ts", "--exit", "--no-build"],
      {
        env: { ...process.env, ...env },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGTERM"), DEMO_TIMEOUT_MS - 10_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test(
  "npm run demo -- --exit plays every scenario and stops cleanly",
  async () => {
    const databaseFile = `.data/demo-test-${process.pid}.db`;
    const [app, sandbox, standIn] = [await freePort(), await freePort(), await freePort()];
    try {
      const { code, output } = await runDemo({
        DEMO_APP_PORT: String(app),
        DEMO_SANDBOX_PORT: String(sandbox),
        DEMO_STANDIN_PORT: String(standIn),
        DEMO_DATABASE_FILE: databaseFile,
      });
      expect(output, output).toContain("Every scenario worked.");
      expect(code, output).toBe(0);
      for (const line of [
        `All three are up: the app answers http://127.0.0.1:${app}/healthz`,
        "OK  Connected. The key svc_live_…_all was checked live",
        `Carrier service callback:  http://127.0.0.1:${app}/carrier-service/rates?token=`,
        "Delivery to France  €15.00",
        "marked #1003 paid in Shopify",
        "shipment cancelled, cancelled (customer)",
        "The service refused #1005 with CROSS_BORDER_NOT_INCLUDED_IN_PLAN",
        "#1005 was sent after the fix.",
        "Delivery performance for demo-shop.myshopify.com: orders handed off",
        `Delivery service sandbox:  http://127.0.0.1:${sandbox}`,
        "Stopped.",
      ])
        expect(output).toContain(line);
      // What buyers see: English and French in XOF, then the merchant's fallback. Intl puts
      // no-break spaces inside "F CFA" and French thousands, hence \s.
      expect(output).toMatch(/Standard delivery \(Abidjan\) {2}F\sCFA\s1,500, delivered between/);
      expect(output).toMatch(/Livraison standard \(Abidjan\) {2}1\s500\sF\sCFA, livré entre/);
      expect(output).toMatch(/Standard delivery \(fallback\) {2}F\sCFA\s2,000/);
      expect(output).toMatch(/COD, the rider collects F\sCFA\s31,500/);
      // The demo shop lives in its own zone and writes XOF as "F CFA"; the stalled checkout says what the deadline
      // bounds (the app's wait for the service), not a measured total beside it.
      expect(output).toContain('XOF written "{{amount_no_decimals}} F CFA", time zone Africa/Porto-Novo, UTC+01:00');
      expect(output).toMatch(/stopped waiting for the stalled service at its \d+ ms deadline/);
      expect(output).not.toMatch(/inside the \d+ ms deadline/);
      // The COD order's label, made by the app's labels route (app/labels) and saved for the reader.
      expect(output).toMatch(/Its label: {6}\.data\/demo-label-\d+\.pdf \(100 × 150 mm; barcode and QR code = /);
      if (existsSync("app/routes/webhooks.delivery.$token.tsx")) {
        expect(output).toContain("gets event DELIVERED");
        expect(output).toMatch(/OK {7}A shipment from pickup to delivery/);
        // The buyer's tracking page, opened through the stand-in's app proxy.
        expect(output).toMatch(/\/apps\/delivery\/[A-Za-z0-9_-]{32} → "Your parcel was delivered"/);
        // A failed delivery to call: the buyer's links and the message in French (decision 046).
        expect(output).toMatch(/OK {7}A failed delivery on the dashboard's list to call today/);
        expect(output).toContain("  Call:      tel:+2250707123456");
        expect(output).toMatch(/Message \(fr\): Bonjour, .* Merci de préparer 31\s500 F CFA pour le livreur\./);
      }
    } finally {
      for (const suffix of [".db", ".db-wal", ".db-shm", ".db-journal", "-app.log"])
        rmSync(databaseFile.replace(/\.db$/, suffix), { force: true });
    }
  },
  DEMO_TIMEOUT_MS,
);
