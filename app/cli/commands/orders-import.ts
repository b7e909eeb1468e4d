import {
  ImportRefusedError,
  IMPORT_MAX_DAYS,
  runOrderImport,
  startOrderImport,
  retryTransientDbErrors,
} from "~/orders";
import { CliError, parseOptions, printResult, type Command } from "../command";

const USAGE = "orders:import --shop <domain> --since <YYYY-MM-DD> [--dry-run] [--json]";

/**
 * Orders placed before the app was connected: counts (--dry-run) or sends the open, unfulfilled
 * orders since a date that the sync rules select. Progress goes to standard error page by page;
 * the result to standard output. Orders the app already holds are never sent again.
 */
export const ordersImport: Command = {
  name: "orders:import",
  summary: `Send (or count, --dry-run) open unfulfilled orders since a date, at most ${IMPORT_MAX_DAYS} days back.`,
  async run(ctx, args, io) {
    const options = parseOptions(
      args,
      {
        shop: { type: "string" },
        since: { type: "string" },
        "dry-run": { type: "boolean", default: false },
        json: { type: "boolean", default: false },
      },
      USAGE,
      ["shop", "since"],
    );
    const sinceText = String(options.since);
    if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/.test(sinceText))
      throw new CliError(`--since must be a date such as 2026-11-01, not "${sinceText}".\nUsage: ${USAGE}`, 2);
    const shop = await ctx.db.shop.findUnique({ where: { domain: String(options.shop) } });
    if (!shop) throw new CliError(`Unknown shop ${String(options.shop)}.`);
    const dryRun = Boolean(options["dry-run"]);
    let run;
    try {
      run = await retryTransientDbErrors(() => startOrderImport(ctx, shop.id, { since: new Date(sinceText), dryRun }));
    } catch (error) {
      if (error instanceof ImportRefusedError) throw new CliError(`${error.code}: ${error.message}`);
      throw error;
    }
    const importId = run.id;
    // Resumable: a retry takes the import up at its cursor (an order already taken in is known then).
    const done = await retryTransientDbErrors(async () => {
      await ctx.db.orderImport.updateMany({
        where: { id: importId, state: "FAILED" },
        data: { state: "RUNNING", error: null, finishedAt: null },
      });
      return runOrderImport(ctx, importId, {
        onProgress: (p) =>
          io.stderr.write(
            `page ${p.pagesRead}: ${p.ordersRead} orders read, ${p.ordersMatching} matching the sync rules, ${p.ordersQueued} queued to send, ${p.ordersKnown} already known\n`,
          ),
      });
    });
    printResult(
      io,
      {
        importId: done.id,
        dryRun,
        since: done.since.toISOString(),
        state: done.state,
        pagesRead: done.pagesRead,
        ordersRead: done.ordersRead,
        ordersMatching: done.ordersMatching,
        ordersQueued: done.ordersQueued,
        ordersKnown: done.ordersKnown,
      },
      Boolean(options.json),
    );
  },
};
