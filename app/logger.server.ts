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
