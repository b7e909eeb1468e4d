// Time helpers. The sandbox clock is the injected clock plus an offset moved by POST /__sandbox/clock/advance.

const DAY_MS = 86_400_000;

// spec §2: "ISO 8601 instants in UTC with milliseconds".
export function toIso(ms: number): string {
  return new Date(ms).toISOString();
}

export function utcDatePlusDays(ms: number, days: number): string {
  return toIso(ms + days * DAY_MS).slice(0, 10);
}

export function endOfUtcDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS + DAY_MS;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export function parseIsoInstant(value: string): number | null {
  if (!ISO_INSTANT.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
