import { accessSync, constants } from "node:fs";

/** The machine's Chromium (Debian's package), used whenever it is installed. */
const SYSTEM_CHROMIUM = "/usr/bin/chromium";

const QUIET_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export type ChromiumLaunch = { executablePath: string; args: string[]; source: string };

/**
 * Which Chromium the browser tests drive. `CHROMIUM_PATH` names one; else the machine's
 * /usr/bin/chromium; else the build that @sparticuz/chromium ships inside the npm package (unpacked
 * to the temporary directory on first use), so `npm install && npm test` needs no browser installed.
 */
export async function chromiumLaunch(): Promise<ChromiumLaunch> {
  const named = process.env.CHROMIUM_PATH;
  if (named) return { executablePath: named, args: QUIET_ARGS, source: `CHROMIUM_PATH (${named})` };
  if (executable(SYSTEM_CHROMIUM))
    return { executablePath: SYSTEM_CHROMIUM, args: QUIET_ARGS, source: SYSTEM_CHROMIUM };
  // Loaded only when needed: unpacking it takes a few seconds and some 150 MB under the temporary directory.
  const { default: registryChromium } = await import("@sparticuz/chromium");
  // Its own flags are the ones its build is known to run with (it is a headless shell built for containers).
  // Except --single-process (meant for one page per process in a cloud function): one Chromium serves every file
  // of a worker in contexts of their own (./browser.ts), and in one process closing a context took the browser down.
  const args = [
    ...registryChromium.args.filter((flag) => flag !== "--single-process"),
    ...QUIET_ARGS.filter((flag) => flag !== "--headless"),
  ];
  return { executablePath: await registryChromium.executablePath(), args, source: "@sparticuz/chromium" };
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
