import { timingSafeEqual } from "node:crypto";

export type MetricsAccess = "allowed" | "unauthorized" | "not-configured";

/**
 * Who may read GET /metrics. It names every connected shop, so in production it is served only
 * with METRICS_TOKEN set and presented as `Authorization: Bearer <token>`; without a token set,
 * production refuses it altogether. Outside production an unset token leaves it open (demo, tests).
 */
export function metricsAccess(
  env: { NODE_ENV: string; METRICS_TOKEN?: string },
  authorization: string | null,
): MetricsAccess {
  const token = env.METRICS_TOKEN;
  if (!token) return env.NODE_ENV === "production" ? "not-configured" : "allowed";
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(authorization ?? "");
  // Constant-time comparison: the token is a secret.
  return given.length === expected.length && timingSafeEqual(given, expected) ? "allowed" : "unauthorized";
}
