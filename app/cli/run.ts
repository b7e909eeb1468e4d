import { EnvError, parseEnv } from "~/env.server";
import { createLogger } from "~/logger.server";
import { openCliContext } from "./cli-context.server";
import { CliError, CliHelpShown, type CliIo, type Command } from "./command";
import { ordersList, reconcile } from "./commands/orders";
import { ordersRetry, ordersSend } from "./commands/orders-act";
import { ordersShow } from "./commands/orders-show";
import { codLedger } from "./commands/cod-ledger";
import { statsDelivery } from "./commands/stats-delivery";
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
  statsDelivery,
  complianceExport,
  compliancePurge,
  ordersImport,
];

/**
 * Runs one command with the given environment and output streams; resolves to its exit code (0 done,
 * 1 refused or failed, 2 bad invocation). main.ts calls it with the process's own; tests call it in-process.
 */
export async function runCli(argv: string[], io: CliIo & { env: Record<string, string | undefined> }): Promise<number> {
  try {
    await runCommand(argv, io);
    return 0;
  } catch (error) {
    if (error instanceof CliHelpShown) {
      io.stdout.write(`${error.message}\n`);
      return 0;
    }
    if (error instanceof CliError) {
      io.stderr.write(`${error.message}\n`);
      return error.exitCode;
    }
    if (error instanceof EnvError) {
      io.stderr.write(`${error.message}\n`);
      return 1;
    }
    io.stderr.write(`Unexpected failure: ${error instanceof Error ? error.message : String(error)}\n`);
    io.stderr.write(
      "Check DATABASE_URL and the other settings (README, Configuration); a database never set up needs `npm run setup` (README, Troubleshooting).\n",
    );
    return 1;
  }
}

/** `--help`, `-h` or `help` alone: what the CLI does, on stdout, exit 0. */
const HELP = new Set(["--help", "-h", "help"]);

function commandList(): string {
  return COMMANDS.map((candidate) => `  ${candidate.name.padEnd(16)} ${candidate.summary}`).join("\n");
}

async function runCommand(argv: string[], io: CliIo & { env: Record<string, string | undefined> }) {
  const [name, ...args] = argv;
  if (name !== undefined && HELP.has(name))
    throw new CliHelpShown(
      `Usage: npm run cli -- <command> [options]\n\nCommands:\n${commandList()}\n\n` +
        "`npm run cli -- <command> --help` shows a command's options.",
    );
  const command = COMMANDS.find((candidate) => candidate.name === name);
  if (!command)
    throw new CliError(
      `${name ? `Unknown command "${name}".` : "No command given."}\nUsage: npm run cli -- <command> [options]\nCommands:\n${commandList()}`,
      2,
    );
  const env = parseEnv(io.env);
  // Standard output is the command's result (`--json` must stay parseable): the logs go to standard error.
  const logger = createLogger(env.LOG_LEVEL, { write: (line: string) => void io.stderr.write(line) });
  const { ctx, close } = openCliContext(env, logger);
  try {
    await command.run(ctx, args, io);
  } finally {
    await close();
  }
}
