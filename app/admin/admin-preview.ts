import type { Env } from "~/env.server";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether the local admin preview (ADMIN_PREVIEW=on, never in production) applies to a request
 * addressed to `host` (its Host header: name and port). The preview has no authentication: it
 * answers only requests addressed to this machine.
 */
export function adminPreviewAllows(env: Pick<Env, "ADMIN_PREVIEW" | "NODE_ENV">, host: string | null): boolean {
  if (env.ADMIN_PREVIEW !== "on" || env.NODE_ENV === "production" || !host) return false;
  try {
    return LOOPBACK_HOSTS.has(new URL(`http://${host}`).hostname);
  } catch {
    return false;
  }
}
