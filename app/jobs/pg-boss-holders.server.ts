import type { PgBoss } from "pg-boss";
import { PGBOSS_SCHEMA } from "./pg-boss-tables.server";
import { LEASE_EXPIRED } from "./run-job.server";

/*
 * Who runs each pg-boss job, so that a process that starts takes back at once what its killed predecessor was
 * running (docs/decisions/088), as the SQLite queue does (decision 025), instead of waiting for pg-boss's heartbeat
 * to lapse (10 s at least, found by a supervisor every 5 s) and for the retry's backoff after it: a prepaid order's
 * mark-paid came 23–34 s after the restart. pg-boss keeps no holder of its own, so the holder is written into the
 * job's data (beside its payload), which pg-boss keeps through a failure and a retry. Every statement is fenced to
 * the attempt (`id:retry_count`, as pg-boss fences its own settles): a job claimed again meanwhile is never touched.
 */

/** A job as its worker fetched it: pg-boss counts its attempts in retryCount. */
export type HeldJob = { id: string; retryCount: number };

const attemptPairs = (jobs: HeldJob[]) => jobs.map((job) => `${job.id}:${job.retryCount}`);

/** pg-boss's own failure when a job's heartbeat stopped: its holder died, or stalled past its lease. */
const LAPSED = "job heartbeat timeout";

/** Names this process (`machine:pid:random`) as the holder of the batch it just fetched. One statement per batch. */
export async function recordHolder(boss: PgBoss, name: string, jobs: HeldJob[], holder: string): Promise<void> {
  if (jobs.length === 0) return;
  await boss.getDb().executeSql(
    `UPDATE ${PGBOSS_SCHEMA}.job SET data = coalesce(data, '{}'::jsonb) || jsonb_build_object('holder', $3::text)
      WHERE name = $1 AND state = 'active' AND (id::text || ':' || retry_count::text) = ANY($2::text[])`,
    [name, attemptPairs(jobs), holder],
  );
}

/**
 * The jobs of these queues whose holder `isGone` says is dead, run again now: a running one is failed, fenced to its
 * attempt, through pg-boss's own `fail` (on its last attempt it goes to the dead letter queue, so its onExhausted
 * runs, as with a lapsed lease); one whose lease already lapsed (a slow restart) keeps its retry, made due now.
 * Returns the jobs taken back, by queue.
 */
export async function takeBackOrphans(
  boss: PgBoss,
  names: string[],
  isGone: (holder: string) => boolean,
): Promise<Map<string, HeldJob[]>> {
  const { rows } = await boss.getDb().executeSql(
    `SELECT id, name, state::text AS state, retry_count, data->>'holder' AS holder FROM ${PGBOSS_SCHEMA}.job
      WHERE name = ANY($1::text[]) AND data ? 'holder' AND (state = 'active'
        OR (state = 'retry' AND start_after > ${PGBOSS_SCHEMA}.job_now() AND output->'value'->>'message' = $2))`,
    [names, LAPSED],
  );
  const running = new Map<string, HeldJob[]>();
  const lapsed = new Map<string, HeldJob[]>();
  for (const row of rows as Array<{ id: string; name: string; state: string; retry_count: number; holder: string }>) {
    if (!isGone(row.holder)) continue;
    const into = row.state === "active" ? running : lapsed;
    into.set(row.name, [...(into.get(row.name) ?? []), { id: row.id, retryCount: row.retry_count }]);
  }
  for (const [name, jobs] of running) await boss.fail(name, jobs, LEASE_EXPIRED);
  const taken = new Map<string, HeldJob[]>();
  for (const [name, jobs] of [...running, ...lapsed]) {
    taken.set(name, [...(taken.get(name) ?? []), ...jobs]);
    // pg-boss's fail() schedules the retry after its backoff; the holder is known dead, so there is nothing to wait for.
    await boss.getDb().executeSql(
      `UPDATE ${PGBOSS_SCHEMA}.job SET start_after = ${PGBOSS_SCHEMA}.job_now() WHERE name = $1 AND state = 'retry'
          AND (id::text || ':' || retry_count::text) = ANY($2::text[])`,
      [name, attemptPairs(jobs)],
    );
  }
  return taken;
}
