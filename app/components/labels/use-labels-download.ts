import { useState } from "react";
import type { LabelFormat } from "~/labels/browser";
import { saveFetchedFile } from "../save-fetched-file";

export type LabelsDownload = {
  download(ids: string[], format: LabelFormat): Promise<void>;
  loading: LabelFormat | null;
  /** The app's own words for a refusal (not sent yet, not this store's…), or "" when the request failed. */
  error: string | null;
};

/**
 * The labels' PDF, fetched and saved as the app's other files are (saveFetchedFile), with the app's
 * own words for a refusal.
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
      await saveFetchedFile(response, "labels.pdf");
    } catch {
      setError("");
    } finally {
      setLoading(null);
    }
  };
  return { download, loading, error };
}
