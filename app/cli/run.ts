import { closeJobQueue } from "~/background/job-queue.server";
import { getAppContext } from "~/context.server";
import { CliError, type Command } from "./command";
import { ordersList, ordersRetry, ordersSend, reconcile } from "./commands/orders";
import { ordersShow } from "./commands/orders-show";
import { codLedger } from "./commands/cod-ledger";
import { ordersImport } from "./commands/orders-import";
import { shopConfigure } from "./commands/shop-configure";
import { shopDisconnect } from "./commands/shop-disconnect";
import { secretsRotate } from "./commands/secrets-rotate";
import { complianceExport, compliancePurge } from "./commands/compliance";
import { shopShow } from "./commands/shop-show";

/*
 * The operator CLI, started by main.ts: `npm run cli -- <command> [options]`. Each command is one file in commands/;
 * a bad invocation prints what is wrong and exits 2, a refused operation exits 1.
 */
const COMMANDS: Command[] = [
  shopConfigure,
  shopShow,
  shopDisconnect,
  ordersList,
  ordersShow,
  ordersSend,
  ordersRetry,
  reconcile,
  secretsRotate,
  codLedger,
  complianceExport,
  compliancePurge,
  ordersImport,
];

async function main(argv: string[]) {
  const [name, ...args] = argv;
  const command = COMMANDS.find((candidate) => candidate.name === name);
  if (!command) {
    const list = COMMANDS.map((candidate) => `  ${candidate.name.padEnd(16)} ${candidate.summary}`).join("\n");
    throw new CliError(`${name ? `Unknown command "${name}".` : "No command given."}\nCommands:\n${list}`, 2);
  }
  const ctx = getAppContext();
  try {
    await command.run(ctx, args);
  } finally {
    await closeJobQueue();
    await ctx.db.$disconnect();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof CliError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(error.exitCode);
  }
  process.stderr.write(`Unexpected failure: ${error instanceof Error ? error.message : String(error)}\n`);
  process.stderr.write(
    "Check DATABASE_URL and the other settings (README, Configuration); a database never set up needs `npm run setup` (README, Troubleshooting).\n",
  );
  process.exit(1);
});
