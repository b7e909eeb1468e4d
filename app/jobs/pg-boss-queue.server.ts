import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import type { JobInsert, PgBoss } from "pg-boss";
import type { AppContext } from "~/app-context";
import { plainExecute, plainExecuteTogether, plainQuery, type PlainStatement } from "~/db.server";
import type { Logger } from "~/logger.server";
import type { AnyJobDefinition } from "./define-job";
import { JobDrainTimeoutError } from "./errors";
import { namedStatementClient } from "./named-statement-client.server";
import type { JobEnqueuer } from "~/app-context";
import type { EnqueueWithResult, JobOptions, JobQueue } from "./job-queue";
import { handleExhausted, handleJob, type BossJob, type HandlerDeps } from "./pg-boss-handlers.server";
import { recordHolder, takeBackOrphans } from "./pg-boss-holders.server";
import { GroupedCalls } from "~/grouped-calls";
import * as tables from "./pg-boss-tables.server";
import type { Envelope } from "./pg-boss-tables.server";
import {
  DEFAULT_DRAIN_TIMEOUT_MS,
  DEFAULT_STOP_TIMEOUT_MS,
  ORPHAN_CHECK_INTERVAL_MS,
  waitUntil,
  type QueueSettings,
} from "./queue-settings";
import { checkJobOptions, checkPayload, errorMessage } from "./run-job.server";
import { isGoneProcess } from "./worker-identity";

/*
 * The queue on PostgreSQL: pg-boss, a well-kept queue built on SKIP LOCKED, so several app
 * instances share the work and each job is fetched by one of them. pg-boss stores the jobs (in its
 * own schema), schedules retries with backoff, expires jobs whose worker died (our lease) and moves
 * jobs that failed for good to a dead letter queue, whose worker calls onExhausted
 * (pg-boss-handlers.server.ts).
 */

/**
 * pg-boss's default. Idle workers are woken by NOTIFY (any instance's enqueue) and by a local wake
 * (this instance's), so polling only finds retries and delayed jobs coming due.
 */
export const PG_POLL_INTERVAL_MS = 2000;
const MIN_POLL_INTERVAL_MS = 500;
const DRAIN_CHECK_INTERVAL_MS = 100;

type LooseQueue = JobQueue<Record<string, unknown>>;

/**
 * A job as inserted: its id chosen here, so that the ids pg-boss's insert returns say which jobs went in (the others
 * were skipped by its ON CONFLICT DO NOTHING: a queued or running job holds their key).
 */
type JobToInsert = JobInsert & { id: string; singletonKey: string };
/** Bounds one statement's size; more waiting jobs go in the next. */
const MAX_JOBS_PER_INSERT = 100;
/** Each count of writes is a statement of its own, prepared on each connection (db.server.ts's statementNamer). */
const MAX_WRITES_TOGETHER = 16;
/**
 * Writes that go together: inserts that change nothing when their row is there. Two of one row in one statement
 * are then the first written and the second not, as one after the other would be.
 */
const INSERT_OR_NOTHING = /^\s*INSERT\b[\s\S]*\bON CONFLICT\b[\s\S]*\bDO NOTHING\s*$/i;

/** What pg-boss is built with. It hands these options on to pg's pool, `Client` included (not in its own types). */
export function pgBossOptions(env: Pick<AppContext["env"], "DATABASE_URL" | "DATABASE_POOL_MAX">, leaseMs: number) {
  // Leases not renewed (heartbeats stopped: a dead instance) are found by pg-boss's supervisor:
  // look twice per lease, so a dead instance's job is retried within about 1.5 leases.
  const superviseSeconds = Math.min(60, Math.max(1, Math.floor(tables.heartbeatSecondsFor(leaseMs) / 2)));
  return {
    connectionString: env.DATABASE_URL,
    schema: tables.PGBOSS_SCHEMA,
    application_name: "delivery-connect-jobs",
    max: env.DATABASE_POOL_MAX,
    // pg-boss's statements prepared once per connection (named-statement-client.server.ts).
    Client: namedStatementClient(),
    schedule: false,
    // One held connection LISTENs, so a job sent by any instance wakes idle workers everywhere.
    // Without it (PgBouncer in transaction mode) pg-boss warns and polling still finds every job.
    useListenNotify: true,
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
  };
}

export function createPgBossJobQueue(ctx: AppContext, settings: QueueSettings): LooseQueue {
  return new PgBossJobQueue(ctx, settings);
}

class PgBossJobQueue implements LooseQueue {
  private readonly boss: PgBoss;
  private booting: Promise<unknown> | undefined;
  private readonly queuesReady = new Map<string, Promise<void>>();
  private workedQueues: string[] = [];
  private stopped = false;
  private orphanChecks: NodeJS.Timeout | undefined;
  private readonly logger: Logger;
  private readonly handlerDeps: HandlerDeps;
  private readonly inserts: GroupedCalls<JobToInsert, boolean>;
  private readonly writes: GroupedCalls<PlainStatement, number>;

  constructor(
    private readonly ctx: AppContext,
    private readonly settings: QueueSettings,
  ) {
    this.logger = ctx.logger.child({ worker: settings.workerId });
    // Handlers enqueue on this queue, and can do nothing else with it.
    const jobs = { enqueue: this.enqueue.bind(this), enqueueWith: this.enqueueWith.bind(this) };
    this.handlerDeps = { ctx, logger: this.logger, jobs: jobs as unknown as JobEnqueuer };
    // Loaded here, with the first queue on PostgreSQL: a process on SQLite never loads pg-boss (docs/decisions/136).
    const { PgBoss } = createRequire(import.meta.url)("pg-boss") as typeof import("pg-boss");
    this.boss = new PgBoss(pgBossOptions(ctx.env, settings.leaseMs));
    // Jobs enqueued together are one insert, and enqueueWith's writes made together one statement (docs/decisions/124).
    this.inserts = new GroupedCalls(async (name, jobs) => {
      const inserted = new Set(await this.boss.insert(name, jobs, { returnId: true }));
      // Once per insert: an idle worker of this process fetches every job it brought.
      if (inserted.size > 0) this.wakeWorkers(name);
      return jobs.map((job) => inserted.has(job.id));
    }, MAX_JOBS_PER_INSERT);
    this.writes = new GroupedCalls((_, writes) => plainExecuteTogether(ctx.db, writes), MAX_WRITES_TOGETHER);
    // An EventEmitter "error" without a listener would crash the process.
    this.boss.on("error", (error) => this.logger.error({ err: errorMessage(error) }, "pg-boss reported an error"));
    // The message only: a warning's data can quote statements and their values.
    this.boss.on("warning", (warning) => this.logger.warn(`pg-boss: ${warning.message}`));
  }

  async enqueue(name: string, payload: unknown, options: JobOptions = {}) {
    const definition = this.settings.registry.require(name);
    checkJobOptions(options);
    const data: Envelope = { payload: checkPayload(definition, payload), shopId: options.shopId ?? null };
    await this.ensureQueues(definition);
    const runAt = options.runAt ?? (options.delayMs ? new Date(this.ctx.now().getTime() + options.delayMs) : undefined);
    const job: JobToInsert = {
      id: randomUUID(),
      data,
      singletonKey: options.dedupeKey ?? `unique:${randomUUID()}`,
      ...(runAt && { startAfter: runAt }),
      ...(options.maxAttempts !== undefined && { retryLimit: options.maxAttempts - 1 }),
    };
    // Skipped when the key is held by a queued or active job: that job is the answer, unless it
    // finished in between, and then the key is free and the next insert succeeds.
    for (let tries = 0; tries < 3; tries++) {
      if (await this.inserts.call(name, job)) {
        this.logger.debug({ job: job.id, queue: name }, "job enqueued");
        return { id: job.id, deduplicated: false };
      }
      const holder = await tables.findKeyHolder(this.boss, name, job.singletonKey);
      if (holder) return { id: holder, deduplicated: true };
    }
    throw new Error(`Could not enqueue ${name}: its dedupe key kept changing hands.`);
  }

  /** pg-boss's jobs are its own tables' rows, written by its own statements: the write goes first, then the job. */
  async enqueueWith(
    write: PlainStatement,
    queueIf: PlainStatement,
    name: string,
    payload: unknown,
    options: JobOptions = {},
  ): Promise<EnqueueWithResult> {
    // A job that cannot be queued is refused before anything is written, as it is on SQLite.
    checkJobOptions(options);
    checkPayload(this.settings.registry.require(name), payload);
    const written = INSERT_OR_NOTHING.test(write.text)
      ? await this.writes.call(write.text, write)
      : await plainExecute(this.ctx.db, write.text, write.values);
    // A row already there (a redelivery after a crash between the write and the queue) is queued again.
    if (written === 0 && (await plainQuery(this.ctx.db, queueIf.text, queueIf.values)).length === 0) {
      return { written, queued: false };
    }
    const result = await this.enqueue(name, payload, options);
    return { written, queued: !result.deduplicated };
  }

  /** pg-boss's start and each queue's creation (advisory locks, the queue's row), done once per process. */
  async prepare() {
    for (const definition of this.settings.registry.all()) {
      // A queue stopped meanwhile (a quick shutdown) must not start pg-boss again: it would keep the process alive.
      if (this.stopped) return;
      await this.ensureQueues(definition);
    }
  }

  async start() {
    if (this.stopped) throw new Error("This job queue was stopped; create a new one to start again.");
    const pollingIntervalSeconds =
      Math.max(MIN_POLL_INTERVAL_MS, this.settings.pollIntervalMs ?? PG_POLL_INTERVAL_MS) / 1000;
    // One worker per queue fetches up to `concurrency` jobs at once and runs them together: one
    // query per batch instead of one per job. A full batch suggests more is waiting, so the worker
    // is woken to fetch again at once instead of sleeping a poll interval.
    const batchSize = this.settings.concurrency;
    const polling = { pollingIntervalSeconds, notifyPollingIntervalSeconds: pollingIntervalSeconds };
    await this.takeBackOrphans();
    // Again while running (ORPHAN_CHECK_INTERVAL_MS); a failure then is told once the database answers again.
    this.orphanChecks ??= setInterval(() => void this.takeBackOrphans("quietly"), ORPHAN_CHECK_INTERVAL_MS).unref();
    // A start the database interrupted (a failover while an instance boots) is started again by the caller
    // (background-work.server.ts): the queues already worked are kept, the rest are set up.
    for (const definition of this.settings.registry.all()) {
      await this.ensureQueues(definition);
      await this.workOnce(definition.name, () =>
        this.boss.work(
          definition.name,
          { ...polling, batchSize, localConcurrency: 1, includeMetadata: true, perJobResults: true },
          async (jobs: BossJob[]) => {
            await this.recordHolder(definition.name, jobs);
            const results = await Promise.all(jobs.map((job) => handleJob(this.handlerDeps, definition, job)));
            if (jobs.length >= batchSize) this.wakeWorkers(definition.name);
            return results;
          },
        ),
      );
      const exhausted = tables.exhaustedQueue(definition.name);
      await this.workOnce(exhausted, () =>
        this.boss.work(exhausted, { ...polling, batchSize: 1, includeMetadata: true }, async (jobs: BossJob[]) => {
          await this.recordHolder(exhausted, jobs);
          await handleExhausted(this.handlerDeps, definition, jobs);
        }),
      );
    }
  }

  /**
   * What a killed predecessor of this process left running is retried now, not once pg-boss's heartbeat lapses
   * (pg-boss-holders.server.ts). A failure here only delays those jobs until then.
   */
  private async takeBackOrphans(failures: "loudly" | "quietly" = "loudly") {
    const names = this.settings.registry
      .all()
      .flatMap((definition) => [definition.name, tables.exhaustedQueue(definition.name)]);
    try {
      await this.boot();
      const orphans = await takeBackOrphans(this.boss, names, (holder) => isGoneProcess(holder));
      for (const [queue, jobs] of orphans) {
        for (const job of jobs)
          this.logger.warn(
            { job: job.id, queue, attempt: job.retryCount + 1 },
            "a job was left running by a process that stopped; it runs again now",
          );
      }
    } catch (error) {
      if (failures === "quietly") return;
      this.logger.error(
        { err: errorMessage(error) },
        "could not look for jobs left running by a stopped process; their leases will expire",
      );
    }
  }

  /** This process holds the batch it fetched; a failure costs only the quick takeover should it be killed. */
  private async recordHolder(name: string, jobs: BossJob[]) {
    await recordHolder(this.boss, name, jobs, this.settings.workerId).catch((error: unknown) =>
      this.logger.warn({ err: errorMessage(error), queue: name }, "could not record the holder of a job batch"),
    );
  }

  /** One worker per queue, however many times start() runs (claimed before it is awaited, given back if it fails). */
  private async workOnce(name: string, work: () => Promise<unknown>) {
    if (this.workedQueues.includes(name)) return;
    this.workedQueues.push(name);
    try {
      await work();
    } catch (error) {
      this.workedQueues = this.workedQueues.filter((worked) => worked !== name);
      throw error;
    }
  }

  async stop({ timeoutMs = DEFAULT_STOP_TIMEOUT_MS } = {}) {
    this.stopped = true;
    clearInterval(this.orphanChecks);
    this.orphanChecks = undefined;
    this.workedQueues = [];
    if (!this.booting) return;
    await this.booting.catch(() => undefined);
    // Graceful: workers stop fetching and running jobs get `timeoutMs` to finish; pg-boss fails
    // (and so retries) any still running after that.
    await this.boss.stop({ graceful: true, close: true, timeout: timeoutMs });
  }

  async drain({ timeoutMs = DEFAULT_DRAIN_TIMEOUT_MS } = {}) {
    const temporary = this.workedQueues.length === 0;
    if (temporary) await this.start();
    const names = this.settings.registry
      .all()
      .flatMap((definition) => [definition.name, tables.exhaustedQueue(definition.name)]);
    const deadline = Date.now() + timeoutMs;
    let pending = 0;
    try {
      const settled = await waitUntil(
        async () => {
          pending = await tables.countUnsettled(this.boss, names, Math.max(0, deadline - Date.now()));
          return pending === 0;
        },
        deadline,
        DRAIN_CHECK_INTERVAL_MS,
      );
      if (!settled) throw new JobDrainTimeoutError(timeoutMs, pending);
    } finally {
      if (temporary) await this.stopWorkers();
    }
  }

  async stats() {
    await this.boot();
    return tables.readQueueStats(
      this.boss,
      this.settings.registry.all().map((definition) => definition.name),
    );
  }

  async getJob(id: string) {
    await this.boot();
    return tables.readJob(this.boss, id);
  }

  private boot() {
    this.booting ??= this.boss.start().catch((error) => {
      this.booting = undefined;
      throw error;
    });
    return this.booting;
  }

  private ensureQueues(definition: AnyJobDefinition): Promise<void> {
    let ready = this.queuesReady.get(definition.name);
    if (!ready) {
      ready = this.boot().then(() => tables.ensureQueues(this.boss, definition, this.settings));
      ready.catch(() => this.queuesReady.delete(definition.name));
      this.queuesReady.set(definition.name, ready);
    }
    return ready;
  }

  private async stopWorkers() {
    const names = this.workedQueues;
    this.workedQueues = [];
    for (const name of names) await this.boss.offWork(name, { wait: true });
  }

  wake(name: string) {
    this.wakeWorkers(name);
  }

  // An enqueue in this process is picked up now, without waiting for NOTIFY's round trip.
  private wakeWorkers(name: string) {
    for (const worker of this.boss.getWipData()) if (worker.name === name) this.boss.notifyWorker(worker.id);
  }
}
