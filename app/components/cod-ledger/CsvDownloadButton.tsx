import { Banner, BlockStack, Button } from "@shopify/polaris";
import { useState } from "react";
import { useI18n } from "~/i18n/i18n-context";

/**
 * Inside Shopify's admin a plain link would open the file without the session token, so the file
 * is fetched (App Bridge adds the token to the app's own fetches) and saved from memory.
 */
export function CsvDownloadButton({ from, to }: { from: string; to: string }) {
  const { t } = useI18n();
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const download = async () => {
    setState("loading");
    try {
      const response = await fetch(`/app/cod-ledger/csv?${new URLSearchParams({ from, to })}`);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const name =
        /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? "cod-ledger.csv";
      const url = URL.createObjectURL(await response.blob());
      const anchor = Object.assign(document.createElement("a"), { href: url, download: name });
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      URL.revokeObjectURL(url);
      setState("idle");
    } catch {
      setState("failed");
    }
  };
  return (
    <BlockStack gap="200">
      <Button onClick={download} loading={state === "loading"}>
        {t("codLedger.download")}
      </Button>
      {state === "failed" && (
        <Banner tone="critical">
          <p>{t("codLedger.downloadFailed")}</p>
        </Banner>
      )}
    </BlockStack>
  );
}
