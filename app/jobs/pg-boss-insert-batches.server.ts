import type { JobInsert } from "pg-boss";

/*
 * Jobs enqueued together go to pg-boss as one insert (docs/decisions/124). Each of pg-boss's inserts is a statement
 * of its own with its NOTIFY and its commit, and on PostgreSQL's side that costs about ten times a row inserted with
 * fifteen others: beside the delivery webhook's acknowledgements it was most of what the database did. So a queue has
 * at most one insert out at a time, and the jobs enqueued meanwhile wait for it and go together in the next: an idle
 * queue inserts a job at once, a busy one in batches as large as its traffic makes them.
 */

/** A job as inserted: its id is chosen here, so that the ids pg-boss returns say which jobs went in. */
export type JobToInsert = JobInsert & { id: string; singletonKey: string };

/** pg-boss's insert of several jobs into one queue: the ids of those inserted (the rest had their key held). */
export type InsertJobs = (name: string, jobs: JobToInsert[]) => Promise<string[] | null>;

type Waiting = { job: JobToInsert; settle: (inserted: boolean) => void; fail: (error: unknown) => void };

/** Bounds one statement's size; more waiting jobs go in the next. */
export const MAX_JOBS_PER_INSERT = 100;

export class JobInsertBatches {
  private readonly waiting = new Map<string, Waiting[]>();
  private readonly inserting = new Set<string>();

  constructor(private readonly insertJobs: InsertJobs) {}

  /** True once the job is stored; false when pg-boss skipped it because a queued or running job holds its key. */
  insert(name: string, job: JobToInsert): Promise<boolean> {
    return new Promise((settle, fail) => {
      const waiting = this.waiting.get(name);
      if (waiting) waiting.push({ job, settle, fail });
      else this.waiting.set(name, [{ job, settle, fail }]);
      // After this turn of the event loop's work, so that jobs enqueued together (a handler's follow-ups) go together.
      if (!this.inserting.has(name)) {
        this.inserting.add(name);
        queueMicrotask(() => void this.insertWaiting(name));
      }
    });
  }

  private async insertWaiting(name: string) {
    try {
      for (let batch = this.take(name); batch.length > 0; batch = this.take(name)) await this.insertBatch(name, batch);
    } finally {
      this.inserting.delete(name);
    }
  }

  private take(name: string): Waiting[] {
    const waiting = this.waiting.get(name);
    if (!waiting) return [];
    if (waiting.length <= MAX_JOBS_PER_INSERT) {
      this.waiting.delete(name);
      return waiting;
    }
    return waiting.splice(0, MAX_JOBS_PER_INSERT);
  }

  private async insertBatch(name: string, batch: Waiting[]): Promise<void> {
    try {
      const inserted = new Set(
        await this.insertJobs(
          name,
          batch.map(({ job }) => job),
        ),
      );
      for (const { job, settle } of batch) settle(inserted.has(job.id));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.fail(error);
      // One job the database refuses (a payload PostgreSQL cannot store) fails its whole statement: each job goes
      // again alone, so it fails by itself. Its key makes a job that went in after all (a commit whose answer was
      // lost) a skip, not a second job.
      await Promise.all(batch.map((waiting) => this.insertBatch(name, [waiting])));
    }
  }
}
