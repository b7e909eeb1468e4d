import pino from "pino";
import type { RequestBudgetStore } from "./delivery";
import { createDb, type Db } from "./db.server";
import { getEnv, type Env } from "./env.server";
import { createLogger, type Logger } from "./logger.server";
import { createSecretBox, type SecretBox } from "./secrets/encryption.server";
import { budgetStoreFor } from "./shops/request-budget-store.server";

/*
 * The composition root: everything a request, a job or a CLI command needs, built once per process
 * from the validated environment and passed down as plain arguments.
 */
export type AppContext = {
  env: Env;
  db: Db;
  logger: Logger;
  secrets: SecretBox;
  /** The delivery service's per-key request budget (spec §8): shared by every process on PostgreSQL, per process on SQLite. */
  budgetStore: RequestBudgetStore;
  now: () => Date;
};

let context: AppContext | undefined;

export function getAppContext(): AppContext {
  if (context) return context;
  const env = getEnv();
  const db = createDb(env.DATABASE_URL);
  context = {
    env,
    db,
    logger: createLogger(env.LOG_LEVEL, env.LOG_STREAM === "stderr" ? pino.destination(2) : undefined),
    secrets: createSecretBox(env.ENCRYPTION_KEY, env.ENCRYPTION_KEYS_PREVIOUS.split(",")),
    budgetStore: budgetStoreFor(db, env.DATABASE_URL, env.DELIVERY_API_URL),
    now: () => new Date(),
  };
  return context;
}
