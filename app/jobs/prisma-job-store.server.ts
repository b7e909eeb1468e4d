import { randomBytes } from "node:crypto";
import { columnsOf, plainExecute, plainQuery, shiftPlaceholders, type Db, type PlainStatement } from "~/db.server";
import type { EnqueueResult, JobSnapshot, JobState, QueueStats } from "./job-queue";

/*
 * The Job table's operations for the SQLite queue. Every change to a RUNNING job is fenced on
 * (id, state RUNNING, attempts, lockedBy): `attempts` goes up on every claim and lockedBy is new
 * on every claim and takeover, so a worker that lost its job (its lease ran out and another worker took it)
 * changes nothing.
 * A claim is a conditional update that only one worker can win, in one process or several.
 */

export type JobRow = NonNullable<Awaited<ReturnType<Db["job"]["findUnique"]>>>;

const QUEUED: JobState = "QUEUED";
const RUNNING: JobState = "RUNNING";
const CLAIM_CANDIDATES = 10;
const SETTLE_TRIES = 3;

export type NewJob = {
  queue: string;
  payload: unknown;
  dedupeKey?: string;
  shopId?: string;
  maxAttempts: number;
  runAt: Date;
};

export async function insertJob(db: Db, job: NewJob): Promise<EnqueueResult> {
  // A key is held only by a QUEUED or RUNNING row (finished rows release it, see finish()), so a
  // conflict means "already pending" unless the holder finished in between: then insert again.
  // Plain SQL: webhooks enqueue before their acknowledgement, and a query through Prisma's client
  // costs them about 1 ms (docs/decisions/034, 051, 055). plainExecute writes dates as Prisma
  // does, so the row reads back through the models like one Prisma wrote.
  for (let tries = 0; tries < 3; tries++) {
    const row = jobRow(job);
    const inserted = await plainExecute(
      db,
      `INSERT INTO "Job" (${JOB_INSERT_COLUMNS}) VALUES (${JOB_INSERT_VALUES}) ON CONFLICT ("dedupeKey") DO NOTHING`,
      row.values,
    );
    if (inserted === 1) return { id: row.id, deduplicated: false };
    if (row.dedupeKey === null) throw new Error(`Could not enqueue ${job.queue}: the insert changed nothing.`);
    const holder = await db.job.findUnique({ where: { dedupeKey: row.dedupeKey }, select: { id: true } });
    if (holder) return { id: holder.id, deduplicated: true };
  }
  throw new Error(`Could not enqueue ${job.queue}: its dedupe key kept changing hands.`);
}

/**
 * The insert of `job` as a statement to send with the caller's write (enqueueWith, docs/decisions/105): it stores the
 * job only if `queueIf` finds a row once that write is made, and nothing while its dedupe key is held by a pending
 * job (in one SQLite statement the holder cannot finish in between, so that job does the work).
 */
export function jobInsertIf(job: NewJob, queueIf: PlainStatement): { id: string; statement: PlainStatement } {
  const row = jobRow(job);
  return {
    id: row.id,
    statement: {
      text: `INSERT INTO "Job" (${JOB_INSERT_COLUMNS}) SELECT ${JOB_INSERT_VALUES}
             WHERE EXISTS (${shiftPlaceholders(queueIf.text, row.values.length)})
             ON CONFLICT ("dedupeKey") DO NOTHING`,
      values: [...row.values, ...queueIf.values],
    },
  };
}

const JOB_INSERT_COLUMNS = `"id", "queue", "shopId", "payloadJson", "dedupeKey", "state", "attempts", "maxAttempts", "runAt", "createdAt", "updatedAt"`;
const JOB_INSERT_VALUES = "$1, $2, $3, $4, $5, $6, 0, $7, $8, $9, $9";

/** A new job's id, its dedupe key as stored and the values of JOB_INSERT_VALUES, in order. */
function jobRow(job: NewJob): { id: string; dedupeKey: string | null; values: unknown[] } {
  const id = newJobId();
  // Keys are per job name, as pg-boss's singletonKey is per queue.
  const dedupeKey = job.dedupeKey === undefined ? null : `${job.queue}:${job.dedupeKey}`;
  const payloadJson = JSON.stringify(job.payload);
  return {
    id,
    dedupeKey,
    values: [id, job.queue, job.shopId ?? null, payloadJson, dedupeKey, QUEUED, job.maxAttempts, job.runAt, new Date()],
  };
}

/** A job's id: unique and unguessable, like the cuid Prisma makes for rows it creates. */
function newJobId(): string {
  return `j${randomBytes(12).toString("hex")}`;
}

/**
 * Claims the oldest due job of these queues for this worker, or returns null: one statement that picks, claims and
 * returns the row (docs/decisions/104). SQLite takes its write lock when an UPDATE starts, before the inner SELECT
 * reads, so two workers (in one process or several) can never pick the same row. Plain SQL: Prisma's client costs
 * about 1 ms of CPU a query (docs/decisions/054, 095); `updatedAt` moves as Prisma's would.
 */
export async function claimDueJob(db: Db, queues: string[], now: Date, workerId: string): Promise<JobRow | null> {
  const queueList = queues.map((_, index) => `$${index + 6}`).join(", ");
  const rows = await plainQuery<JobRow>(
    db,
    `UPDATE "Job" SET "state" = $1, "attempts" = "attempts" + 1, "lockedAt" = $2, "lockedBy" = $3, "updatedAt" = $4
     WHERE "id" = (SELECT "id" FROM "Job" WHERE "state" = $5 AND "runAt" <= $2 AND "queue" IN (${queueList})
                   ORDER BY "runAt" ASC, "createdAt" ASC LIMIT 1)
     RETURNING ${columnsOf("Job", "Job")}`,
    [RUNNING, now, claimToken(workerId), new Date(), QUEUED, ...queues],
  );
  return rows[0] ?? null;
}

/**
 * Takes over RUNNING jobs whose lease ran out (their worker crashed or was killed): this worker
 * becomes their holder, and the caller decides between another attempt and FAILED.
 */
export async function takeOverExpiredLeases(
  db: Db,
  queues: string[],
  now: Date,
  leaseMs: number,
  workerId: string,
): Promise<JobRow[]> {
  const cutoff = new Date(now.getTime() - leaseMs);
  const expired = await runningJobs(db, queues, { lockedBefore: cutoff, limit: CLAIM_CANDIDATES });
  const taken: JobRow[] = [];
  for (const row of expired) {
    const lockedBy = claimToken(workerId);
    const { count } = await db.job.updateMany({
      where: { id: row.id, state: RUNNING, attempts: row.attempts, lockedAt: { lt: cutoff } },
      data: { lockedAt: now, lockedBy },
    });
    if (count === 1) taken.push({ ...row, lockedAt: now, lockedBy });
  }
  return taken;
}

/**
 * Takes over RUNNING jobs whose holder is known to be gone (`isOrphan`, see worker-identity.ts)
 * whatever their lease says: a process that starts takes back what its killed predecessor left.
 */
export async function takeOverOrphans(
  db: Db,
  queues: string[],
  now: Date,
  workerId: string,
  isOrphan: (lockedBy: string) => boolean,
): Promise<JobRow[]> {
  const running = await runningJobs(db, queues);
  const taken: JobRow[] = [];
  for (const row of running) {
    if (!row.lockedBy || !isOrphan(row.lockedBy)) continue;
    const lockedBy = claimToken(workerId);
    const { count } = await db.job.updateMany({
      where: { id: row.id, state: RUNNING, attempts: row.attempts, lockedBy: row.lockedBy },
      data: { lockedAt: now, lockedBy },
    });
    if (count === 1) taken.push({ ...row, lockedAt: now, lockedBy });
  }
  return taken;
}

/**
 * The RUNNING jobs of these queues (locked before `lockedBefore` if given): the two crash checks' read, which an idle
 * worker makes about once a second and which nearly always finds none. Plain SQL, each text prepared once: through
 * Prisma's models these two reads were about a third of an idle worker's CPU on its main thread.
 */
function runningJobs(
  db: Db,
  queues: string[],
  { lockedBefore, limit }: { lockedBefore?: Date; limit?: number } = {},
): Promise<JobRow[]> {
  if (queues.length === 0) return Promise.resolve([]);
  const values: unknown[] = [RUNNING, ...queues];
  const queueList = queues.map((_, index) => `$${index + 2}`).join(", ");
  let text = `SELECT ${columnsOf("Job", "Job")} FROM "Job" WHERE "state" = $1 AND "queue" IN (${queueList})`;
  if (lockedBefore) text += ` AND "lockedAt" < $${values.push(lockedBefore)}`;
  if (limit) text += ` LIMIT ${limit}`;
  return plainQuery<JobRow>(db, text, values);
}

/**
 * Restarts the lease of a job this worker holds (the heartbeat while it runs, and once more before
 * it settles), so no other worker takes it over. False if it is no longer this worker's.
 */
export async function renewLease(db: Db, row: JobRow, now: Date): Promise<boolean> {
  return fenced(db, row, { lockedAt: now });
}

/** Back to QUEUED for another attempt at `runAt`. False if this worker no longer holds the job. */
export async function requeue(db: Db, row: JobRow, runAt: Date, lastError: string): Promise<boolean> {
  return fenced(db, row, { state: QUEUED, runAt, lastError, lockedAt: null, lockedBy: null });
}

/** DONE or FAILED, for good. The dedupe key is kept but renamed (`key#done#id`), which frees it. */
export async function finish(
  db: Db,
  row: JobRow,
  state: "DONE" | "FAILED",
  lastError: string | null,
): Promise<boolean> {
  const dedupeKey = row.dedupeKey === null ? null : `${row.dedupeKey}#${state.toLowerCase()}#${row.id}`;
  return fenced(db, row, { state, lastError, dedupeKey, lockedAt: null, lockedBy: null });
}

type FencedChange = Partial<Pick<JobRow, "state" | "runAt" | "lastError" | "dedupeKey" | "lockedAt" | "lockedBy">>;

// A settle that fails leaves the job RUNNING until its lease expires, and then it runs again: worth
// a few quick tries first (a busy database file, a dropped connection). Every job settles, so one plain statement.
async function fenced(db: Db, row: JobRow, data: FencedChange): Promise<boolean> {
  const columns = Object.keys(data) as Array<keyof FencedChange>;
  const next = columns.length + 1;
  const holder = row.lockedBy === null ? `"lockedBy" IS NULL` : `"lockedBy" = $${next + 4}`;
  const statement = `UPDATE "Job" SET ${columns.map((column, index) => `"${column}" = $${index + 1}`).join(", ")},
     "updatedAt" = $${next} WHERE "id" = $${next + 1} AND "state" = $${next + 2} AND "attempts" = $${next + 3} AND ${holder}`;
  const values = [...columns.map((column) => data[column]), new Date(), row.id, RUNNING, row.attempts];
  if (row.lockedBy !== null) values.push(row.lockedBy);
  for (let tries = 1; ; tries++) {
    try {
      return (await plainExecute(db, statement, values)) === 1;
    } catch (error) {
      if (tries >= SETTLE_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * tries));
    }
  }
}

export async function countUnsettled(db: Db, queues: string[], dueBefore: Date): Promise<number> {
  return db.job.count({
    where: { queue: { in: queues }, OR: [{ state: RUNNING }, { state: QUEUED, runAt: { lte: dueBefore } }] },
  });
}

export async function queueStats(db: Db, registered: string[]): Promise<QueueStats[]> {
  const groups = await db.job.groupBy({
    by: ["queue", "state"],
    where: { state: { in: [QUEUED, RUNNING, "FAILED"] } },
    _count: { _all: true },
  });
  const stats = new Map(registered.map((queue) => [queue, { queue, queued: 0, running: 0, failed: 0 }]));
  for (const group of groups) {
    const entry = stats.get(group.queue) ?? { queue: group.queue, queued: 0, running: 0, failed: 0 };
    const field = group.state === QUEUED ? "queued" : group.state === RUNNING ? "running" : "failed";
    entry[field] += group._count._all;
    stats.set(group.queue, entry);
  }
  return [...stats.values()].sort((a, b) => a.queue.localeCompare(b.queue));
}

export async function findJob(db: Db, id: string): Promise<JobSnapshot | null> {
  const row = await db.job.findUnique({ where: { id } });
  if (!row) return null;
  const { queue: name, state, attempts, maxAttempts, lastError, shopId } = row;
  return { id, name, state: state as JobState, attempts, maxAttempts, lastError, shopId };
}

/** Deletes DONE and FAILED rows not touched since `before`. */
export async function deleteFinishedJobs(db: Db, before: Date): Promise<number> {
  const { count } = await db.job.deleteMany({
    where: { state: { in: ["DONE", "FAILED"] }, updatedAt: { lt: before } },
  });
  return count;
}

// lockedBy names the worker and, after the slash, this one claim: a worker that takes over its own
// expired job must not be mistaken for the earlier claim still running in the same process.
function claimToken(workerId: string): string {
  return `${workerId}/${randomBytes(3).toString("hex")}`;
}
