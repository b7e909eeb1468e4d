import { Banner, BlockStack, Button } from "@shopify/polaris";
import { useState } from "react";
import { useI18n } from "~/i18n";
import { saveFetchedFile } from "../save-fetched-file";

/** A period's CSV (`path`: the ledger's or the performance page's), fetched and saved (saveFetchedFile). */
export function CsvDownloadButton({
  path,
  fileName,
  from,
  to,
}: {
  path: string;
  fileName: string;
  from: string;
  to: string;
}) {
  const { t } = useI18n();
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const download = async () => {
    setState("loading");
    try {
      const response = await fetch(`${path}?${new URLSearchParams({ from, to })}`);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await saveFetchedFile(response, fileName);
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
