import { parseArgs, type ParseArgsConfig } from "node:util";
import type { AppContext } from "~/app-context";
import { AppError } from "~/errors";

/** Where a command writes: its result on stdout (`--json` stays parseable), notes and progress on stderr. */
export type CliIo = { stdout: { write(text: string): unknown }; stderr: { write(text: string): unknown } };

export type Command = {
  name: string;
  summary: string;
  run(ctx: AppContext, args: string[], io: CliIo): Promise<void>;
};

/** A failure to report to the operator: 1 = refused, 2 = bad invocation. The same command fails the same way. */
export class CliError extends AppError {
  readonly code: "CLI_REFUSED" | "CLI_USAGE";
  readonly retryable = false;
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
    this.code = exitCode === 2 ? "CLI_USAGE" : "CLI_REFUSED";
  }
}

/** Parses options strictly; unknown or missing options are a bad invocation with the usage shown. */
export function parseOptions<T extends NonNullable<ParseArgsConfig["options"]>>(
  args: string[],
  options: T,
  usage: string,
  required: (keyof T & string)[] = [],
) {
  let values: Record<string, string | boolean | string[] | undefined>;
  try {
    values = parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new CliError(`${(error as Error).message}\nUsage: ${usage}`, 2);
  }
  const missing = required.filter((name) => values[name] === undefined || values[name] === "");
  if (missing.length > 0)
    throw new CliError(`Missing ${missing.map((name) => `--${name}`).join(", ")}.\nUsage: ${usage}`, 2);
  return values;
}

/** The options of a command about one shop: `<command> --shop <domain> [--json]`. */
export function parseShopOptions(args: string[], command: string): { shop: string; json: boolean } {
  const options = parseOptions(
    args,
    { shop: { type: "string" }, json: { type: "boolean", default: false } },
    `${command} --shop <domain> [--json]`,
    ["shop"],
  );
  return { shop: String(options.shop), json: Boolean(options.json) };
}

/** Prints a result as JSON (--json) or as aligned "key: value" lines. */
export function printResult(io: CliIo, result: Record<string, unknown>, asJson: boolean) {
  if (asJson) {
    io.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return;
  }
  for (const [key, value] of Object.entries(result)) {
    io.stdout.write(
      `${key.padEnd(26)} ${typeof value === "object" && value !== null ? JSON.stringify(value) : String(value)}\n`,
    );
  }
}
