/**
 * Saves a fetched file from memory under the name its Content-Disposition gives (else `fallbackName`).
 * Inside Shopify's admin a plain link would open the file without the session token, so the app's
 * files (the ledger's and the performance CSV, labels) are fetched — App Bridge adds the token to
 * the app's own fetches — and saved this way.
 */
export async function saveFetchedFile(response: Response, fallbackName: string): Promise<void> {
  const name = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const anchor = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
}
