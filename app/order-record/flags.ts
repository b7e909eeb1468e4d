/*
 * OrderSync.flaggedReason: the flags an order carries for the merchant (order-states.ts names them), a
 * comma-separated list that every capability adds to. Pure.
 */

/** The flags of the list, trimmed, none empty. */
function flagsOf(flaggedReason: string | null): string[] {
  return (flaggedReason ?? "")
    .split(",")
    .map((flag) => flag.trim())
    .filter(Boolean);
}

export function hasFlag(flaggedReason: string | null, flag: string): boolean {
  return flagsOf(flaggedReason).includes(flag);
}

/** Adds flags to a comma-separated list, keeping the ones already there (app/admin/order-flags.ts reads it). */
export function withFlags(current: string | null, added: string[]): string | null {
  const flags = flagsOf(current);
  const merged = [...new Set([...flags, ...added])];
  return merged.length === flags.length ? current : merged.join(",");
}

/** The list without `flag`; null when no flag is left. */
export function withoutFlag(flaggedReason: string | null, flag: string): string | null {
  return (
    flagsOf(flaggedReason)
      .filter((one) => one !== flag)
      .join(",") || null
  );
}
