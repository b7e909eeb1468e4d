/*
 * OrderSync.flaggedReason: the flags an order carries for the merchant (order-states.ts names them), a
 * comma-separated list that every capability adds to. Pure.
 */

/** Adds flags to a comma-separated list, keeping the ones already there (app/admin/order-flags.ts reads it). */
export function withFlags(current: string | null, added: string[]): string | null {
  const flags = (current ?? "")
    .split(",")
    .map((flag) => flag.trim())
    .filter(Boolean);
  const merged = [...new Set([...flags, ...added])];
  return merged.length === flags.length ? current : merged.join(",");
}
