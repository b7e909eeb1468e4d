import { createMemoryBudgetStore, type RequestBudgetStore } from "./delivery";
import { createDb, type Db } from "./db.server";
import { getEnv, type Env } from "./env.server";
import { createLogger, type Logger } from "./logger.server";
import { createSecretBox, type SecretBox } from "./secrets/encryption.server";

/*
 * The composition root: everything a request, a job or a CLI command needs, built once per process
 * from the validated environment and passed down as plain arguments.
 */
export type AppContext = {
  env: Env;
  db: Db;
  logger: Logger;
  secrets: SecretBox;
  /** The delivery service's per-key request budget (spec §8), shared by every caller in this process. */
  budgetStore: RequestBudgetStore;
  now: () => Date;
};

let context: AppContext | undefined;

export function getAppContext(): AppContext {
  if (context) return context;
  const env = getEnv();
  context = {
    env,
    db: createDb(env.DATABASE_URL),
    logger: createLogger(env.LOG_LEVEL),
    secrets: createSecretBox(env.ENCRYPTION_KEY, env.ENCRYPTION_KEYS_PREVIOUS.split(",")),
    budgetStore: createMemoryBudgetStore(),
    now: () => new Date(),
  };
  return context;
}
