import { readBodyWithLimit, tooLarge } from "./read-body.server";

/**
 * A JSON request body read within `maxBytes` (docs/decisions/037): an oversized body is answered
 * 413 (thrown, as Remix's actions do) before the rest is read; a body that is not JSON is a value,
 * so the route can say so.
 */
export async function readJson(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; value: unknown } | { ok: false; error: string }> {
  const read = await readBodyWithLimit(request, maxBytes);
  if (!read.ok) throw tooLarge(maxBytes);
  try {
    return { ok: true, value: JSON.parse(read.text) };
  } catch {
    return { ok: false, error: "The request body must be JSON." };
  }
}
