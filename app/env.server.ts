import { z } from "zod";
import { AppError } from "~/errors";

/*
 * The one reader of process.env. Every variable is declared here with its default; outside
 * production the defaults make `npm run demo` work on a fresh clone. In production
 * (NODE_ENV=production) there are no insecure defaults: secrets and URLs must be given, and the
 * test-only switches are refused.
 */

// A fixed key for development and tests only; production refuses it.
export const DEVELOPMENT_ENCRYPTION_KEY = "ZGVsaXZlcnktY29ubmVjdC1kZXZlbG9wbWVudC1rZXk=";

export const DEFAULT_SCOPES = [
  "read_orders",
  "write_orders",
  "read_shipping",
  "write_shipping",
  "read_merchant_managed_fulfillment_orders",
  "write_merchant_managed_fulfillment_orders",
  "read_fulfillments",
  "write_fulfillments",
  "read_customers",
  "read_locations",
  // Configuring the app proxy (the buyers' tracking page, shopify.app.toml's [app_proxy]) needs it.
  "write_app_proxy",
].join(",");

const isKey = (value: string) => Buffer.from(value, "base64").length === 32;
const encryptionKey = z.string().refine(isKey, "must be 32 bytes, base64-encoded (openssl rand -base64 32)");

const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
  .transform((value) => value.replace(/\/+$/, ""));

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  SHOPIFY_API_KEY: z.string().min(1, "must be the app's client id from the Partner Dashboard"),
  SHOPIFY_API_SECRET: z.string().min(1, "must be the app's client secret from the Partner Dashboard"),
  SHOPIFY_APP_URL: httpUrl,
  SCOPES: z.string().min(1).default(DEFAULT_SCOPES),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, "must start with file: (SQLite) or postgresql:// (PostgreSQL)"),
  // PostgreSQL: connections each pool of an instance may open (the app's queries, the job queue's). The server's
  // max_connections (100 by default) must cover every instance's two pools plus the CLI's.
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(100).default(10),
  DELIVERY_API_URL: httpUrl,
  ENCRYPTION_KEY: encryptionKey,
  // Previous keys, comma-separated, still accepted for decryption while `npm run cli -- secrets:rotate` runs.
  ENCRYPTION_KEYS_PREVIOUS: z
    .string()
    .default("")
    .refine(
      (value) => value.split(",").every((key) => key.trim() === "" || isKey(key.trim())),
      "must be comma-separated keys of 32 bytes each, base64-encoded",
    ),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Where the JSON log lines go. The CLI sets stderr: its standard output is its result (--json).
  LOG_STREAM: z.enum(["stdout", "stderr"]).default("stdout"),
  // How long one call to the service may take before it counts as unanswered (orders, tracking; checkout has its own deadline).
  DELIVERY_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  CHECKOUT_DEADLINE_MS: z.coerce.number().int().min(100).max(9000).default(2500),
  // How long a rates answer is served without asking (fresh), then served while refreshed (stale);
  // either way it stands in for up to an hour when the service fails (checkout-runtime.server.ts).
  CHECKOUT_CACHE_FRESH_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3_600_000)
    .default(5 * 60_000),
  CHECKOUT_CACHE_STALE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3_600_000)
    .default(30 * 60_000),
  // "on": a destination's checkout rates learnt from the service's answers answer new carts when
  // the answers prove them (app/checkout/rate-model.ts, docs/decisions/048); "off": exact carts only.
  CHECKOUT_RATE_MODEL: z.enum(["on", "off"]).default("on"),
  // The service's rate window (spec §8: 120 requests a minute per key). Benchmarks shrink it
  // together with the sandbox's to measure a minute's worth of handoff in seconds.
  DELIVERY_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  DELIVERY_RATE_WINDOW_MS: z.coerce.number().int().min(100).default(60_000),
  // Test and demo only: send Admin API calls meant for https://{shop} to this origin (the Shopify stand-in).
  SHOPIFY_ADMIN_ORIGIN: httpUrl.optional(),
  // Demo only: open the embedded pages on localhost without Shopify's admin.
  ADMIN_PREVIEW: z.enum(["on", "off"]).default("off"),
  // Demo only: the shop whose pages the preview shows (an installed shop's myshopify domain).
  // Without it the preview shows the one installed shop, if there is exactly one.
  ADMIN_PREVIEW_SHOP: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*\.myshopify\.com$/, "must be a shop's myshopify.com domain")
    .optional(),
  // Where this instance's background jobs run (docs/decisions/088): "process" in a job worker process that the web
  // process starts beside itself, so jobs never hold up an acknowledgement; "on" in the web process itself; "off"
  // nowhere (web-only instances beside worker instances). On SQLite the job worker process takes its request budget
  // from the web process's memory (docs/decisions/094).
  JOB_WORKERS: z.enum(["process", "on", "off"]).default("process"),
  // The job worker process's niceness (0–19; docs/decisions/106): on cores it shares with the web process, the kernel
  // runs an acknowledgement before a job, which waits in its queue anyway. 0 gives both the same priority.
  JOB_WORKER_NICENESS: z.coerce.number().int().min(0).max(19).default(10),
  // When set, GET /metrics requires "Authorization: Bearer <METRICS_TOKEN>".
  METRICS_TOKEN: z.string().min(16).optional(),
  // Jobs of one kind running at once in this instance. Handoff waits mostly on the service, so a
  // larger backlog moves faster with more (the per-key budget still caps the calls).
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  // Worker threads for heavy work (label PDFs, CSV exports, long performance reports) in this instance, and how
  // many such tasks may wait for one; beyond, a request is answered 503 with Retry-After (docs/decisions/069).
  HEAVY_WORK_THREADS: z.coerce.number().int().min(1).max(32).default(2),
  HEAVY_WORK_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
  // A running job's lease, renewed while it runs: a job whose lease is not renewed for this long
  // (its instance died) is taken over. 10 s at least (pg-boss's shortest heartbeat); under a minute
  // keeps the promise that dead work resumes within a minute (docs/decisions/025).
  JOB_LEASE_MS: z.coerce.number().int().min(10_000).max(600_000).default(10_000), // DEFAULT_LEASE_MS (app/jobs/queue-settings.ts)
  // How often the Shopify-side sweep (app/orders/sweep-shopify-orders.server.ts) asks Shopify for each
  // shop's orders whose webhooks never came: a minute at least (the schedule's tick), a day at most.
  SHOPIFY_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(60_000)
    .max(86_400_000)
    .default(10 * 60_000),
  // Tests only: every delay the app waits out on its own (job retry backoff, leases on SQLite, periodic work,
  // the service client's retry pauses) is multiplied by this, so a test never waits a production-length delay
  // (app/time-scale.ts). Must be 1 in production.
  TIME_SCALE: z.coerce.number().positive().max(1).default(1),
  // Days after an order ended (delivered, cancelled, returned) before its customer's personal data is erased.
  PERSONAL_DATA_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
});

export type Env = z.infer<typeof EnvSchema>;

const developmentDefaults: Record<string, string> = {
  SHOPIFY_API_KEY: "development-api-key",
  SHOPIFY_API_SECRET: "development-api-secret",
  SHOPIFY_APP_URL: "http://localhost:3000",
  DATABASE_URL: "file:./prisma/dev.db",
  DELIVERY_API_URL: "http://127.0.0.1:4010",
  ENCRYPTION_KEY: DEVELOPMENT_ENCRYPTION_KEY,
};

/** The environment is invalid: starting again with the same one fails the same way. */
export class EnvError extends AppError {
  readonly code = "INVALID_ENVIRONMENT";
  readonly retryable = false;
}

/** Parses an environment; throws one EnvError naming every bad variable and what it expects. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const isProduction = source.NODE_ENV === "production";
  // An empty value is an unset one, in production too: `.env.example` is copied with `METRICS_TOKEN=`.
  const given = withoutEmpty(source);
  const input: Record<string, string | undefined> = isProduction ? given : { ...developmentDefaults, ...given };
  const result = EnvSchema.safeParse(input);
  const problems: string[] = result.success
    ? []
    : result.error.issues.map((issue) => {
        const name = issue.path.join(".");
        return input[name] === undefined ? `${name}: required (see .env.example)` : `${name}: ${issue.message}`;
      });
  if (result.success && isProduction) problems.push(...productionProblems(result.data));
  if (problems.length > 0 || !result.success) {
    throw new EnvError(`Invalid environment (see README, "Configuration"):\n  - ${problems.join("\n  - ")}`);
  }
  return result.data;
}

function productionProblems(env: z.infer<typeof EnvSchema>): string[] {
  const problems: string[] = [];
  if (env.ENCRYPTION_KEY === DEVELOPMENT_ENCRYPTION_KEY)
    problems.push("ENCRYPTION_KEY: the development key is not allowed in production");
  if (env.SHOPIFY_ADMIN_ORIGIN) problems.push("SHOPIFY_ADMIN_ORIGIN: test-only; must not be set in production");
  if (env.TIME_SCALE !== 1) problems.push("TIME_SCALE: test-only; must be 1 (or unset) in production");
  if (env.ADMIN_PREVIEW === "on") problems.push("ADMIN_PREVIEW: demo-only; must be off in production");
  if (env.ADMIN_PREVIEW_SHOP) problems.push("ADMIN_PREVIEW_SHOP: demo-only; must not be set in production");
  if (!env.SHOPIFY_APP_URL.startsWith("https://")) problems.push("SHOPIFY_APP_URL: must be https in production");
  if (!env.DELIVERY_API_URL.startsWith("https://")) problems.push("DELIVERY_API_URL: must be https in production");
  return problems;
}

function withoutEmpty(source: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
}

let cached: Env | undefined;

/** The process's environment, parsed once. A bad environment ends the process with one message. */
export function getEnv(): Env {
  if (cached) return cached;
  try {
    cached = parseEnv(process.env);
    return cached;
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
