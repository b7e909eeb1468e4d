import { randomBytes } from "node:crypto";

// Identifiers are opaque strings (spec §2); a readable prefix helps when reading logs.
export function newId(prefix: string, bytes = 8): string {
  return `${prefix}_${randomBytes(bytes).toString("hex")}`;
}
