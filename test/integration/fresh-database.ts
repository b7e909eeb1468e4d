import { createStackDatabase } from "../../stack/stack-database";
import { testDatabaseUrl } from "../../stack/test-env";

/**
 * A new, migrated database of the kind under test (an SQLite file, or a database on the same PostgreSQL
 * server), for a test that runs the app or the CLI on a database of its own without a whole stack.
 */
export function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  return createStackDatabase(testDatabaseUrl());
}
