import { cutForLog } from "./router-target";

/*
 * Refusals of unsigned or mismatched requests are security events worth a log line, but a flood
 * of them must not become a flood of lines (docs/decisions/037): the first of a kind is logged at
 * once, then at most one line per window, carrying how many were not logged since. Whatever a
 * client sent (a path, a reason quoting it) is cut short in the line (docs/decisions/070).
 */
export const SAMPLE_WINDOW_MS = 60_000;

type LogLine = (details: object, message: string) => void;
/** Pino's logger, or anything with its `warn(details, message)`. */
export type WarnLogger = { warn: LogLine };

export type SampledLog<Level extends "warn" | "info" = "warn"> = (
  logger: Record<Level, LogLine>,
  kind: string,
  details: object,
  message: string,
) => void;

export function createSampledLog<Level extends "warn" | "info" = "warn">(
  windowMs = SAMPLE_WINDOW_MS,
  now: () => number = Date.now,
  level: Level = "warn" as Level,
): SampledLog<Level> {
  // Keyed by the kinds the code names (a fixed, small set), never by anything a request carries.
  const lastByKind = new Map<string, { loggedAt: number; suppressed: number }>();
  return (logger, kind, details, message) => {
    const last = lastByKind.get(kind);
    if (last && now() - last.loggedAt < windowMs) {
      last.suppressed++;
      return;
    }
    logger[level]({ securityEvent: kind, ...cutStrings(details), notLoggedSinceLast: last?.suppressed ?? 0 }, message);
    lastByKind.set(kind, { loggedAt: now(), suppressed: 0 });
  };
}

function cutStrings(details: object): object {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [key, typeof value === "string" ? cutForLog(value) : value]),
  );
}

/** The process's one sampler for refused requests. */
export const logRefusal = createSampledLog();

/** Requests for what does not exist (404s of probes, and other answers below 500 from the router): info, sampled. */
export const logProbe = createSampledLog(SAMPLE_WINDOW_MS, Date.now, "info");
