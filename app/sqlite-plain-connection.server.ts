import type Database from "libsql";
import { createRequire } from "node:module";

/*
 * The plain statements' own connection to the SQLite file (docs/decisions/111). libSQL's client, under Prisma's
 * adapter, asks the driver for a statement's column descriptions twice per statement (about 4 µs a column each time)
 * and builds every row with two property definitions per column: for the delivery job's reads of the order's 66
 * columns that was most of what a read cost. Here a statement's columns are described once per text (the texts are
 * the code's own, so few), rows come as arrays and are named once. The caller holds Prisma's adapter lock around every
 * call, so this connection and Prisma's never write at the same time: a plain statement still waits while Prisma runs
 * a transaction, as before.
 */

/*
 * The driver is the very copy Prisma's adapter loads (resolved from its libSQL client, not the project's newer one):
 * two copies of SQLite in one process each keep their own record of the file's POSIX locks, and one closing the file
 * drops the other's locks, which can corrupt the database (sqlite.org/howtocorrupt.html, "Multiple copies of SQLite
 * linked into the same application"). It is loaded with the first connection, not with this module: a process on
 * PostgreSQL never loads it (docs/decisions/136).
 */
let libsqlDatabase: typeof Database | undefined;
function loadLibsqlDatabase(): typeof Database {
  if (!libsqlDatabase) {
    const fromAdapter = createRequire(createRequire(import.meta.url).resolve("@prisma/adapter-libsql"));
    libsqlDatabase = createRequire(fromAdapter.resolve("@libsql/client"))("libsql") as typeof Database;
  }
  return libsqlDatabase;
}

/** A result column: its name and the type the schema declared for it (null for an expression). */
type ResultColumn = { name: string; declared: string | null };
export type PlainRows = { columns: ResultColumn[]; rows: unknown[][] };
type Statement = { sql: string; args: readonly unknown[] };

/**
 * Texts whose prepared statements are kept, the least recently run dropped past it (a generated IN list is one text
 * per length). Preparing was about two fifths of what a read cost the delivery job (planning a join of 66 columns).
 */
const REMEMBERED_TEXTS = 200;

/** How soon a write that met another process's lock asks again: SQLite's own handler's first step. */
const LOCK_RETRY_MS = 1;

/**
 * A text's statement, prepared once on this connection: a reader (a SELECT, or a write with RETURNING) set once to
 * give raw rows and exact integers, with its result columns; `columns` is null for a plain write.
 */
type Prepared = { statement: Database.Statement; columns: ResultColumn[] | null };

export class SqlitePlainConnection {
  #db: Database.Database | undefined;
  /** The statements of #db, gone with it. Each runs to its end (`all`, `run`) before the next, so one can be reused. */
  readonly #prepared = new Map<string, Prepared>();

  constructor(
    private readonly path: string,
    private readonly busyTimeoutMs: number,
  ) {}

  /** The rows of one statement (a SELECT, or a write with RETURNING); none for a plain write. */
  query({ sql, args }: Statement): PlainRows {
    return this.#guarded((db) => {
      const { statement, columns } = this.#prepare(db, sql);
      if (!columns) {
        statement.run(args.map(toSql));
        return { columns: [], rows: [] };
      }
      const rows = (statement.all(args.map(toSql)) as unknown[][]).map((row) => row.map(fromSql));
      return { columns, rows };
    });
  }

  /** The number of rows one write changed. */
  async execute({ sql, args }: Statement): Promise<number> {
    const [changes] = await this.batch([{ sql, args }]);
    return changes;
  }

  /**
   * Writes applied together in one transaction, all or none (BEGIN IMMEDIATE … COMMIT): the rows each changed. The
   * write lock is waited for between turns of the event loop (#takeWriteLock); once held, the writes and the commit
   * run in one synchronous step, so nothing else can slip in between.
   */
  async batch(statements: readonly Statement[]): Promise<number[]> {
    const db = this.#open();
    await this.#takeWriteLock(db);
    // Closed and opened again while the lock was waited for (Prisma disconnecting): the writes would each commit alone.
    if (this.#db !== db) throw new Error("The SQLite connection was closed while a write waited for its lock.");
    return this.#guarded((held) => {
      try {
        const counts = statements.map(
          ({ sql, args }) => this.#prepare(held, sql).statement.run(args.map(toSql)).changes,
        );
        held.exec("COMMIT");
        return counts;
      } catch (error) {
        if (held.inTransaction) held.exec("ROLLBACK");
        throw error;
      }
    });
  }

  /*
   * The driver runs every statement on the calling thread, and SQLite's own busy handler sleeps there (1, 2, 5, 10,
   * 15 ms… between tries) while another process holds the file's write lock: the whole event loop with it, so every
   * other request waited on the job worker's commits (docs/decisions/133). Here the lock is asked for without waiting
   * (busy timeout 0) and asked again a millisecond later, until the busy timeout has passed; then SQLite's own
   * SQLITE_BUSY is thrown, as before. A BEGIN that met the lock leaves no statement in progress (it is run by `exec`,
   * never kept), so the connection stays usable.
   */
  async #takeWriteLock(db: Database.Database): Promise<void> {
    const giveUpAt = Date.now() + this.busyTimeoutMs;
    this.#prepare(db, "PRAGMA busy_timeout = 0").statement.all();
    try {
      for (;;) {
        try {
          db.exec("BEGIN IMMEDIATE");
          return;
        } catch (error) {
          if (!isSqliteBusy(error) || Date.now() >= giveUpAt) throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS));
      }
    } finally {
      this.#prepare(db, `PRAGMA busy_timeout = ${this.busyTimeoutMs}`).statement.all();
    }
  }

  close() {
    this.#prepared.clear();
    this.#db?.close();
    this.#db = undefined;
  }

  #open(): Database.Database {
    if (!this.#db) {
      const db = new (loadLibsqlDatabase())(this.path);
      db.prepare(`PRAGMA busy_timeout = ${this.busyTimeoutMs}`).all();
      this.#db = db;
    }
    return this.#db;
  }

  /*
   * A statement that met another connection's lock for the whole busy timeout (SQLITE_BUSY) stays in progress on its
   * connection until the garbage collector finalizes it (tursodatabase/libsql-js#237, docs/decisions/055): a
   * transaction begun on it later could not commit. So that connection is retired at once (a transaction begun and
   * rolled back ends the statement) and the next statement opens a fresh one.
   */
  #guarded<T>(work: (db: Database.Database) => T): T {
    const db = this.#open();
    try {
      return work(db);
    } catch (error) {
      if (isSqliteBusy(error)) this.#retire(db);
      throw error;
    }
  }

  #retire(db: Database.Database) {
    try {
      if (!db.inTransaction) db.exec("BEGIN DEFERRED");
      db.exec("ROLLBACK");
    } catch {
      // Closing below ends it as well once the statement is finalized; nothing else to do.
    }
    db.close();
    if (this.#db === db) {
      this.#prepared.clear();
      this.#db = undefined;
    }
  }

  /** The text's statement on `db`, prepared on its first run; a Map keeps insertion order, so the first is the oldest. */
  #prepare(db: Database.Database, sql: string): Prepared {
    let prepared = this.#prepared.get(sql);
    if (prepared) {
      this.#prepared.delete(sql);
    } else {
      const statement = db.prepare(sql);
      const columns = statement.reader
        ? statement
            .raw(true)
            .safeIntegers(true)
            .columns()
            .map((column) => ({ name: column.name, declared: column.type }))
        : null;
      prepared = { statement, columns };
      if (this.#prepared.size >= REMEMBERED_TEXTS) this.#prepared.delete(this.#prepared.keys().next().value!);
    }
    this.#prepared.set(sql, prepared);
    return prepared;
  }
}

/** Whether the driver gave up on another connection's lock (SQLITE_BUSY). */
export function isSqliteBusy(error: unknown): boolean {
  return (error as { code?: unknown }).code === "SQLITE_BUSY";
}

/** The path of a `file:` URL as libSQL's client reads it (`file:./dev.db`, `file:/srv/app.db`, `file:///srv/app.db`). */
export function sqliteFilePath(url: string): string {
  const path = url.replace(/^file:(\/\/(?=\/))?/, "").replace(/\?.*$/, "");
  if (!path || path === ":memory:") throw new Error(`DATABASE_URL must name a SQLite file: ${url}`);
  return path;
}

/** A value as Prisma's adapter writes it: a Date in ISO 8601 with "+00:00", a boolean as 1 or 0. */
function toSql(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().replace("Z", "+00:00");
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value === undefined) throw new TypeError("undefined cannot be written to the database");
  return value;
}

/** A cell as libSQL's client reads it in its "number" mode: integers as numbers, refused when they would lose digits. */
function fromSql(value: unknown): unknown {
  if (typeof value !== "bigint") return value;
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER))
    throw new RangeError(`The database returned an integer JavaScript cannot hold exactly: ${value}`);
  return Number(value);
}
