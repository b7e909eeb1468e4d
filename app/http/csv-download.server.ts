import { busyResponse, isHeavyWorkBusy } from "~/heavy-work";
import { translate, type Locale } from "~/i18n";

/** A CSV file to download: its text and the name the browser saves it under. */
export type CsvDownload = { csv: string; fileName: string };

/** A request a download cannot answer (a bad period, an unknown shop): the status and why, as plain text. */
export function plainTextAnswer(status: number, message: string): Response {
  return new Response(`${message}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * The answer to a CSV download of the admin (the cash-on-delivery ledger, delivery performance). `make` reads the
 * figures and writes the file in the heavy-work pool (docs/decisions/069), or answers itself (a Response). A full
 * pool is a 503 with Retry-After, said in the viewer's language. The file is an attachment that is never reused:
 * cash and deliveries move all day, so an earlier file would be wrong.
 */
export async function csvDownload(locale: Locale, make: () => Promise<CsvDownload | Response>): Promise<Response> {
  let file: CsvDownload | Response;
  try {
    file = await make();
  } catch (error) {
    if (!isHeavyWorkBusy(error)) throw error;
    return busyResponse(error, translate(locale, "export.error.busy"));
  }
  if (file instanceof Response) return file;
  return new Response(file.csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
