import { readBodyWithLimit, tooLarge } from "./read-body.server";

/**
 * An admin form is a few fields (the settings form's JSON is the largest): far below this. Admin
 * posts come behind a session, but a session is no reason to let one request fill the memory.
 */
export const MAX_FORM_BYTES = 256 * 1024;

/**
 * The request's form, read within `maxBytes` (docs/decisions/037): what request.formData() gives,
 * but an oversized body is answered 413 (thrown, as Remix's actions do) before the rest is read.
 */
export async function readForm(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormData> {
  const read = await readBodyWithLimit(request, maxBytes);
  if (!read.ok) throw tooLarge(maxBytes);
  // The bytes as received, under the request's own content type (url-encoded or multipart).
  const contentType = request.headers.get("content-type") ?? "application/x-www-form-urlencoded";
  return new Response(new Uint8Array(read.bytes), { headers: { "Content-Type": contentType } }).formData();
}
