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

/*
 * Credentials inside a library's message text, which path redaction cannot reach: Shopify's library logs at debug the
 * session token it checks (an App Bridge JWT, a bearer credential until it expires) and quotes it when it fails to
 * parse; Shopify's access and refresh tokens have their own prefixes.
 */
const CREDENTIALS_IN_TEXT = [/\beyJ[\w-]*\.[\w-]*\.[\w-]*/g, /\bshp(?:at|ca|pa|rt|ss|ua)_\w+/g];

/** A library's message with any session token or Shopify token in it replaced by "[redacted]". */
export function redactCredentials(message: string): string {
  return CREDENTIALS_IN_TEXT.reduce((text, pattern) => text.replace(pattern, "[redacted]"), message);
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: "[redacted]" }, base: undefined }, destination);
}

// React Router warns on every unknown path, quoting it whole: dropped, the 404 itself is logged, sampled and cut
// short (entry.server.tsx handleError, docs/decisions/070).
const DROPPED_CONSOLE_LINES = [/^No routes matched location /];

/**
 * Libraries that print with console.* (Remix, React Router, Shopify's session storage) would break
 * the JSON log: their lines go through the logger instead, at the matching level.
 */
export function routeConsoleTo(logger: Logger) {
  const levels = { error: "error", warn: "warn", info: "info", log: "info", debug: "debug" } as const;
  for (const [method, level] of Object.entries(levels) as Array<[keyof typeof levels, pino.Level]>) {
    // eslint-disable-next-line no-console -- replacing console's methods is the point
    console[method] = (...args: unknown[]) => {
      const message = redactCredentials(format(...args));
      if (DROPPED_CONSOLE_LINES.some((line) => line.test(message))) return;
      logger[level]({ source: "console" }, message);
    };
  }
}
