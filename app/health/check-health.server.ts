import type { AppContext } from "~/app-context";
import { isPostgresUrl } from "~/db.server";

/** The app's health as a load balancer or an operator sees it. No secret or URL is included. */
export async function checkHealth({ db, env }: Pick<AppContext, "db" | "env">) {
  const database = isPostgresUrl(env.DATABASE_URL) ? "postgresql" : "sqlite";
  const started = performance.now();
  try {
    await db.$queryRawUnsafe("SELECT 1");
    return {
      status: "ok" as const,
      database: { engine: database, state: "up", latencyMs: Math.round(performance.now() - started) },
    };
  } catch {
    return { status: "degraded" as const, database: { engine: database, state: "down" } };
  }
}
