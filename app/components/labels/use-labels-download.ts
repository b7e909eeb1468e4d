import { useState } from "react";
import type { LabelFormat } from "~/labels/label-format";

export type LabelsDownload = {
  download(ids: string[], format: LabelFormat): Promise<void>;
  loading: LabelFormat | null;
  /** The app's own words for a refusal (not sent yet, not this store's…), or "" when the request failed. */
  error: string | null;
};

/**
 * Inside Shopify's admin a plain link would open the PDF without the session token, so the file is
 * fetched (App Bridge adds the token to the app's own fetches) and saved from memory, as the ledger's CSV is.
 */
export function useLabelsDownload(): LabelsDownload {
  const [loading, setLoading] = useState<LabelFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (ids: string[], format: LabelFormat) => {
    setLoading(format);
    setError(null);
    try {
      const query = new URLSearchParams([["format", format], ...ids.map((id) => ["order", id])]);
      const response = await fetch(`/app/labels?${query}`);
      if (!response.ok) {
        setError(response.headers.get("Content-Type")?.startsWith("text/plain") ? (await response.text()).trim() : "");
        return;
      }
      const name = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? "labels.pdf";
      const url = URL.createObjectURL(await response.blob());
      const anchor = Object.assign(document.createElement("a"), { href: url, download: name });
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      URL.revokeObjectURL(url);
    } catch {
      setError("");
    } finally {
      setLoading(null);
    }
  };
  return { download, loading, error };
}
