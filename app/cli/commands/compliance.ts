import { randomBytes } from "node:crypto";
import { renameSync, rmSync, writeFileSync } from "node:fs";
import {
  deliverDataRequestExport,
  DataRequestNotFoundError,
  listPendingDataRequests,
  purgePersonalData,
  purgeWebhookReceipts,
  WEBHOOK_RECEIPT_RETENTION_DAYS,
} from "~/compliance";
import { ORDER_INBOX_RETENTION_DAYS } from "~/orders";
import { DEFAULT_LOCALE, translate } from "~/i18n";
import { CliError, parseOptions, printResult, type Command } from "../command";
import { textTable } from "../text-table";

const EXPORT_USAGE = "compliance:export --id ID [--out FILE] | compliance:export --pending [--shop D] [--json]";

export const complianceExport: Command = {
  name: "compliance:export",
  summary:
    "Print (or write to --out) a customers/data_request export and record it delivered; --pending lists those not yet delivered.",
  async run(ctx, args, io) {
    const options = parseOptions(
      args,
      {
        id: { type: "string" },
        out: { type: "string" },
        pending: { type: "boolean", default: false },
        shop: { type: "string" },
        json: { type: "boolean", default: false },
      },
      EXPORT_USAGE,
    );
    if (options.pending) {
      const pending = await listPendingDataRequests(ctx, options.shop as string | undefined);
      if (options.json) io.stdout.write(`${JSON.stringify(pending, null, 2)}\n`);
      else if (pending.length === 0) io.stdout.write("No data request waits for delivery.\n");
      else
        io.stdout.write(
          textTable(
            (["id", "shop", "customer", "orders", "received"] as const).map((column) =>
              translate(DEFAULT_LOCALE, `cli.dataRequests.column.${column}`),
            ),
            pending.map((row) => [
              row.id,
              row.shopDomain,
              row.customerGid ?? "-",
              String(row.recordsAffected),
              row.receivedAt,
            ]),
          ),
        );
      return;
    }
    if (!options.id) throw new CliError(`Missing --id (or --pending).\nUsage: ${EXPORT_USAGE}`, 2);
    let delivered;
    try {
      delivered = await deliverDataRequestExport(ctx, String(options.id));
    } catch (error) {
      if (error instanceof DataRequestNotFoundError)
        throw new CliError(`${error.message} List the waiting ones with: npm run cli -- compliance:export --pending`);
      throw error;
    }
    const body = `${JSON.stringify(delivered.export, null, 2)}\n`;
    if (options.out) {
      writeOwnerOnly(String(options.out), body);
      io.stderr.write(
        `Export written to ${options.out}. Send it to the merchant for the customer; delete it afterwards.\n`,
      );
    } else {
      io.stdout.write(body);
    }
    if (delivered.deliveredBefore)
      io.stderr.write(`Note: this export was first delivered at ${delivered.deliveredAt}.\n`);
  },
};

export const compliancePurge: Command = {
  name: "compliance:purge",
  summary:
    "Erase now the personal data of orders that ended (and exports made) PERSONAL_DATA_RETENTION_DAYS ago, and old webhook receipts (the app also does it hourly).",
  async run(ctx, args, io) {
    const options = parseOptions(args, { json: { type: "boolean", default: false } }, "compliance:purge [--json]");
    const { purged, exportsErased, before } = await purgePersonalData(ctx);
    const receipts = await purgeWebhookReceipts(ctx);
    printResult(
      io,
      {
        purged,
        exportsErased,
        endedBefore: before.toISOString(),
        retentionDays: ctx.env.PERSONAL_DATA_RETENTION_DAYS,
        webhookReceiptsDeleted: receipts.shopifyReceipts + receipts.deliveryReceipts,
        webhookReceiptRetentionDays: WEBHOOK_RECEIPT_RETENTION_DAYS,
        orderInboxRowsDeleted: receipts.orderInbox,
        orderInboxRetentionDays: ORDER_INBOX_RETENTION_DAYS,
      },
      Boolean(options.json),
    );
  },
};

/**
 * The export holds the customer's personal data: readable by its owner only, also when FILE already
 * existed with a wider mode (writeFileSync's mode applies only to a new file). Written beside it with
 * 0600, then renamed over it.
 */
function writeOwnerOnly(path: string, body: string) {
  const temporary = `${path}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    writeFileSync(temporary, body, { mode: 0o600, flag: "wx" });
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
