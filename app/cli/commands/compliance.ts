import { writeFileSync } from "node:fs";
import {
  deliverDataRequestExport,
  DataRequestNotFoundError,
  listPendingDataRequests,
} from "~/compliance/data-request-export.server";
import { purgePersonalData } from "~/compliance/purge-personal-data.server";
import { CliError, parseOptions, printResult, type Command } from "../command";

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
        for (const row of pending)
          io.stdout.write(
            `${row.id}  ${row.shopDomain}  ${row.customerGid ?? "-"}  ${row.recordsAffected} order(s)  received ${row.receivedAt}\n`,
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
      // The export holds the customer's personal data: readable by its owner only.
      writeFileSync(String(options.out), body, { mode: 0o600 });
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
    "Erase now the personal data of orders that ended PERSONAL_DATA_RETENTION_DAYS ago (the app also does it hourly).",
  async run(ctx, args, io) {
    const options = parseOptions(args, { json: { type: "boolean", default: false } }, "compliance:purge [--json]");
    const { purged, before } = await purgePersonalData(ctx);
    printResult(
      io,
      { purged, endedBefore: before.toISOString(), retentionDays: ctx.env.PERSONAL_DATA_RETENTION_DAYS },
      Boolean(options.json),
    );
  },
};
