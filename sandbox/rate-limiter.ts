export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  hit(key: string, nowMs: number): RateDecision;
  reset(): void;
}

// spec §8: 120 requests per minute per key, then 429 "until the minute window passes". A fixed window
// opens with a key's first request; refused requests do not count.
export function createRateLimiter(options: { limit: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, { startMs: number; count: number }>();
  return {
    hit(key, nowMs) {
      let window = windows.get(key);
      if (!window || nowMs >= window.startMs + options.windowMs) {
        window = { startMs: nowMs, count: 0 };
        windows.set(key, window);
      }
      if (window.count >= options.limit) {
        const remainingMs = window.startMs + options.windowMs - nowMs;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
      }
      window.count += 1;
      return { allowed: true };
    },
    reset: () => windows.clear(),
  };
}
