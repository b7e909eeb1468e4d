/*
 * Refusals of unsigned or mismatched requests are security events worth a log line, but a flood
 * of them must not become a flood of lines (docs/decisions/037): the first of a kind is logged at
 * once, then at most one line per window, carrying how many were not logged since.
 */
export const SAMPLE_WINDOW_MS = 60_000;

/** Pino's logger, or anything with its `warn(details, message)`. */
export type WarnLogger = { warn(details: object, message: string): void };

export type SampledLog = (logger: WarnLogger, kind: string, details: object, message: string) => void;

export function createSampledLog(windowMs = SAMPLE_WINDOW_MS, now: () => number = Date.now): SampledLog {
  // Keyed by the kinds the code names (a fixed, small set), never by anything a request carries.
  const lastByKind = new Map<string, { loggedAt: number; suppressed: number }>();
  return (logger, kind, details, message) => {
    const last = lastByKind.get(kind);
    if (last && now() - last.loggedAt < windowMs) {
      last.suppressed++;
      return;
    }
    logger.warn({ securityEvent: kind, ...details, notLoggedSinceLast: last?.suppressed ?? 0 }, message);
    lastByKind.set(kind, { loggedAt: now(), suppressed: 0 });
  };
}

/** The process's one sampler for refused requests. */
export const logRefusal = createSampledLog();
