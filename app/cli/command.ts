import { parseArgs, type ParseArgsConfig } from "node:util";
import type { AppContext } from "~/app-context";
import { AppError } from "~/errors";
import { DEFAULT_LOCALE, localeFromTag, type Locale } from "~/i18n";

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

/** Help the operator asked for (`--help`): printed on stdout, exit 0. */
export class CliHelpShown extends AppError {
  readonly code = "CLI_HELP";
  readonly retryable = false;
}

/**
 * Parses options strictly; unknown or missing options are a bad invocation with the usage shown. `--help` or `-h`
 * shows the usage and succeeds.
 */
export function parseOptions<T extends NonNullable<ParseArgsConfig["options"]>>(
  args: string[],
  options: T,
  usage: string,
  required: (keyof T & string)[] = [],
) {
  if (args.includes("--help") || args.includes("-h")) throw new CliHelpShown(`Usage: ${usage}`);
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

/** A `--locale` option (en, fr; en when not given): the language of a CSV (docs/decisions/071). */
export function localeOption(value: unknown, usage: string): Locale {
  if (value === undefined) return DEFAULT_LOCALE;
  const locale = localeFromTag(String(value));
  if (!locale) throw new CliError(`--locale must be en or fr, got ${JSON.stringify(value)}.\nUsage: ${usage}`, 2);
  return locale;
}

/** The options of a report over a period: the shop, the period, and the text, `--json` or `--csv` in a locale. */
export function parseReportOptions(args: string[], usage: string, { days = false }: { days?: boolean } = {}) {
  const options = parseOptions(
    args,
    {
      shop: { type: "string" },
      ...(days ? { days: { type: "string" } as const } : {}),
      from: { type: "string" },
      to: { type: "string" },
      json: { type: "boolean", default: false },
      csv: { type: "boolean", default: false },
      locale: { type: "string" },
    },
    usage,
    ["shop"],
  );
  if (options.json && options.csv) throw new CliError(`Choose one of --json and --csv.\nUsage: ${usage}`, 2);
  // The CSV's separators, numbers and headers (docs/decisions/071).
  const locale = localeOption(options.locale, usage);
  return {
    shop: String(options.shop),
    days: options.days as string | undefined,
    from: options.from as string | undefined,
    to: options.to as string | undefined,
    output: options.csv ? ("csv" as const) : options.json ? ("json" as const) : ("text" as const),
    locale,
  };
}

/** Writes a report as its options asked: the CSV, the JSON, or the operator's text. */
export function writeReport(
  io: CliIo,
  output: "text" | "json" | "csv",
  report: Record<string, unknown>,
  render: { csv(): string; text(): string },
) {
  if (output === "csv") io.stdout.write(render.csv());
  else if (output === "json") printResult(io, report, true);
  else io.stdout.write(render.text());
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
