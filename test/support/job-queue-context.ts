import type { AppContext } from "~/app-context";
import { createDb } from "~/db.server";
import { createMemoryBudgetStore } from "~/delivery";
import { parseEnv } from "~/env.server";
import { createLogger } from "~/logger.server";
import { createSecretBox } from "~/secrets/encryption.server";
import { TEST_ENCRYPTION_KEY, testDatabaseUrl } from "../../stack/test-env";
import { unwiredServices } from "./unwired-services";

/** A context for a job queue of its own on the database `npm test` chose, as a separate app instance would have. */
export function jobQueueContext(): AppContext {
  const env = parseEnv({
    NODE_ENV: "test",
    DATABASE_URL: testDatabaseUrl(),
    ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    LOG_LEVEL: "silent",
  });
  return {
    env,
    db: createDb(env.DATABASE_URL),
    logger: createLogger("silent"),
    secrets: createSecretBox(TEST_ENCRYPTION_KEY),
    budgetStore: createMemoryBudgetStore(),
    ...unwiredServices(),
    now: () => new Date(),
  };
}
