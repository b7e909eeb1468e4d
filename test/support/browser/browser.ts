import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser as ChromiumBrowser, type BrowserContext, type Page } from "playwright-core";
import { expect } from "vitest";
import { APP_BRIDGE_URL, appBridgeStub } from "./app-bridge-stub";
import { chromiumLaunch } from "./chromium";
import { hostParam, sessionToken } from "./session-token";

/**
 * Where the browser tests save a full-page screenshot of each view they check, for a person to look at: only when
 * TEST_SCREENSHOT_DIR names a folder (docs/decisions/131). No check reads them, and rendering each page whole for its
 * picture was a fifth of the browser tests' CPU.
 */
const SCREENSHOT_DIR = process.env.TEST_SCREENSHOT_DIR;

// Headless Chromium says "HeadlessChrome", which isbot (and so Shopify's authenticate.admin) turns away.
const USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

export type Browser = {
  context: BrowserContext;
  /** A new tab that records console errors and uncaught exceptions. */
  newPage(): Promise<TrackedPage>;
  close(): Promise<void>;
};

export type TrackedPage = { page: Page; errors: string[] };

/**
 * A fresh browser context (its own cookies and storage, as a new profile had) in the worker's one Chromium: the
 * machine's or the npm package's (./chromium.ts), launched on first use and left to Playwright to stop with the
 * worker. Starting Chromium for every file was some seconds of each file's time on two busy cores.
 */
export async function openBrowser(locale = "en-US"): Promise<Browser> {
  const context = await (
    await workerChromium()
  ).newContext({
    userAgent: USER_AGENT,
    viewport: { width: 1280, height: 900 },
    // The browser's language (Accept-Language, navigator.language): a French merchant's or buyer's browser is "fr-FR".
    locale,
  });
  if (SCREENSHOT_DIR) mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return {
    context,
    async newPage() {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error" || isAbortedRouterLoad(message.text())) return;
        errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
      // The console says only "Failed to load resource"; this names the address.
      page.on("response", (response) => {
        if (response.status() >= 400) errors.push(`HTTP ${response.status()} for ${response.url()}`);
      });
      return { page, errors };
    },
    async close() {
      await context.close();
    },
  };
}

/**
 * No console error, uncaught exception or failed response on the page. The errors are the assertion's message, so a
 * failure names them on its first line, the one `npm test`'s summary (and CI's excerpt of it) shows.
 */
export function expectNoPageErrors(tracked: Pick<TrackedPage, "errors">): void {
  expect(tracked.errors, `page errors: ${tracked.errors.join(" | ")}`).toEqual([]);
}

/**
 * Remix's single fetch logs (console.error) the error of a response body it could not read, and
 * the router aborts every load in flight when the merchant submits a form (interruptActiveLoads,
 * @remix-run/router) — such as the settings page's import-progress poll when Save is clicked
 * during one. The router then drops that load and loads again after the action: nothing fails and
 * the merchant sees nothing, so this one line is the framework's, not an error of the page.
 * Only the body-read abort is matched; an abort before the response never reaches that log.
 */
function isAbortedRouterLoad(text: string): boolean {
  return text.startsWith("AbortError: BodyStreamBuffer was aborted");
}

const CHROMIUM = Symbol.for("delivery-connect.e2e-chromium");

function workerChromium(): Promise<ChromiumBrowser> {
  const holder = globalThis as { [CHROMIUM]?: Promise<ChromiumBrowser> };
  holder[CHROMIUM] ??= (async () => {
    const { executablePath, args, source } = await chromiumLaunch();
    console.info(`browser tests: Chromium from ${source}`);
    return chromium.launch({ executablePath, headless: true, args });
  })();
  return holder[CHROMIUM];
}

/**
 * Opens an admin page as Shopify's admin does: embedded=1, shop, host, id_token and the admin's
 * locale on the URL, with App Bridge's script served by the stand-in above.
 */
export async function openEmbedded(
  tracked: TrackedPage,
  appUrl: string,
  shop: string,
  path: string,
  locale = "en",
): Promise<void> {
  const token = sessionToken(shop);
  await tracked.page.route(APP_BRIDGE_URL, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: appBridgeStub(token, shop, locale) }),
  );
  const url = new URL(path, appUrl);
  for (const [name, value] of Object.entries({ embedded: "1", shop, host: hostParam(shop), id_token: token, locale }))
    url.searchParams.set(name, value);
  const response = await tracked.page.goto(url.toString());
  if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}: ${await response?.text()}`);
  await waitForHydration(tracked.page);
}

/**
 * Waits until React has hydrated the page, so clicks and key presses reach its handlers instead
 * of the server-rendered HTML: Polaris's AppProvider marks <html> with its theme once mounted.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.waitForSelector("html.p-theme-light", { state: "attached" });
}

/** A full-page screenshot named `name`, when TEST_SCREENSHOT_DIR asks for them (above). */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * Basic accessibility facts of the page as rendered: a title, one h1, headings that do not skip
 * a level, and no form field without an accessible name. Returns what is wrong, for a readable failure.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    if (!document.title.trim()) problems.push("the document has no title");
    const visible = (element: Element) => {
      const box = (element as HTMLElement).getBoundingClientRect();
      return box.width > 0 || box.height > 0 || (element as HTMLElement).getClientRects().length > 0;
    };
    const h1s = [...document.querySelectorAll("h1")].filter(visible);
    if (h1s.length !== 1) problems.push(`expected one h1, found ${h1s.length}`);
    let previous = 0;
    for (const heading of [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].filter(visible)) {
      const level = Number(heading.tagName[1]);
      if (previous && level > previous + 1)
        problems.push(`heading "${heading.textContent}" (h${level}) skips a level after h${previous}`);
      previous = level;
    }
    const fields = [...document.querySelectorAll("input, select, textarea")].filter(
      (field) => (field as HTMLInputElement).type !== "hidden" && visible(field),
    );
    for (const field of fields) {
      const labelled =
        (field as HTMLInputElement).labels?.length ||
        field.getAttribute("aria-label") ||
        field.getAttribute("aria-labelledby");
      if (!labelled) problems.push(`field ${field.outerHTML.slice(0, 120)} has no label`);
    }
    return problems;
  });
}
