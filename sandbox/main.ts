import { createSandbox } from "./server";

// `npm run sandbox`: SANDBOX_PORT (default 4010), SANDBOX_STATE_FILE (persist), SANDBOX_TIME_SCALE
// (webhook retry delays × this), SANDBOX_RATE_LIMIT_PER_MINUTE. Listens on 127.0.0.1 only.
function numberFromEnv(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    console.error(`${name} must be a non-negative number, got '${raw}'`);
    process.exit(1);
  }
  return value;
}

const sandbox = await createSandbox({
  port: numberFromEnv("SANDBOX_PORT") ?? 4010,
  stateFile: process.env.SANDBOX_STATE_FILE || undefined,
  timeScale: numberFromEnv("SANDBOX_TIME_SCALE"),
  rateLimitPerMinute: numberFromEnv("SANDBOX_RATE_LIMIT_PER_MINUTE"),
});
console.log(
  `Delivery service sandbox: API ${sandbox.apiUrl}, controls ${sandbox.url}/__sandbox (key svc_live_sandbox_all)`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
