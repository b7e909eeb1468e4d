import { format } from "node:util";
import pino from "pino";

/*
 * The app's one logger (pino, JSON lines). Secrets must never be logged: call sites pass no secret,
 * and these paths are redacted as a second line of defence.
 */
export const REDACTED_PATHS = [
  "apiKey",
  "*.apiKey",
  "checkoutApiKey",
  "*.checkoutApiKey",
  "webhookSecret",
  "*.webhookSecret",
  "webhookSecrets",
  "*.webhookSecrets",
  "accessToken",
  "*.accessToken",
  "refreshToken",
  "*.refreshToken",
  "authorization",
  "*.authorization",
  "headers.authorization",
  "headers.x-api-key",
  "headers.x-shopify-access-token",
];

export type Logger = pino.Logger;

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: "[redacted]" }, base: undefined }, destination);
}

// React Router warns on every unknown path; the 404 itself is logged once (entry.server.tsx handleError).
const QUIET_CONSOLE_LINES = [/^No routes matched location /];

/**
 * Libraries that print with console.* (Remix, React Router, Shopify's session storage) would break
 * the JSON log: their lines go through the logger instead, at the matching level.
 */
export function routeConsoleTo(logger: Logger) {
  const levels = { error: "error", warn: "warn", info: "info", log: "info", debug: "debug" } as const;
  for (const [method, level] of Object.entries(levels) as Array<[keyof typeof levels, pino.Level]>) {
    // eslint-disable-next-line no-console -- replacing console's methods is the point
    console[method] = (...args: unknown[]) => {
      const message = format(...args);
      const quiet = QUIET_CONSOLE_LINES.some((line) => line.test(message));
      logger[quiet ? "debug" : level]({ source: "console" }, message);
    };
  }
}
