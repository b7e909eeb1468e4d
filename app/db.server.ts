import type { Client, InValue, TransactionMode } from "@libsql/client";
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { PrismaPg } from "@prisma/adapter-pg";
import { createHash } from "node:crypto";
import pg from "pg";
import { Prisma, PrismaClient as SqliteClient } from "@delivery-connect/prisma-sqlite";
import { PrismaClient as PostgresClient } from "@delivery-connect/prisma-postgresql";

/*
 * One data model, two databases: SQLite (libSQL) is the embedded default, PostgreSQL the database
 * for larger merchant bases. DATABASE_URL decides. Both generated clients come from the same
 * schema (scripts/prisma-schemas.mjs), so the SQLite client's type describes both.
 */
export type Db = SqliteClient;

/** How long a SQLite writer waits for another connection's write to finish instead of failing. */
export const SQLITE_BUSY_TIMEOUT_MS = 10_000;

export function isPostgresUrl(url: string) {
  return /^postgres(ql)?:\/\//.test(url);
}

/*
 * The web server, its job workers and the CLI each hold a connection to the same SQLite file.
 * WAL lets readers work beside a writer, and a busy timeout makes a second writer wait its turn
 * rather than fail with SQLITE_BUSY (which Prisma reports as "Operation has timed out").
 *
 * libSQL's client hands its connection to each interactive transaction and opens a fresh one for
 * what follows, with no busy timeout (a connection setting). So the timeout is set again on the new
 * connection as soon as a transaction takes the old one: `execute` opens it synchronously, before
 * any other statement can run on it.
 */
class PrismaLibSQLShared extends PrismaLibSQL {
  constructor(
    config: ConstructorParameters<typeof PrismaLibSQL>[0],
    private readonly busyTimeoutMs: number,
  ) {
    super(config);
  }

  override createClient(config: Parameters<PrismaLibSQL["createClient"]>[0]) {
    const client = super.createClient(config);
    const waitForWriters = () => void client.execute(`PRAGMA busy_timeout = ${this.busyTimeoutMs}`);
    waitForWriters();
    void client.execute("PRAGMA journal_mode = WAL");
    const transaction = client.transaction.bind(client);
    client.transaction = (mode?: TransactionMode) => {
      const started = transaction(mode);
      waitForWriters();
      return started;
    };
    // A statement that met another connection's lock for the whole busy timeout (SQLITE_BUSY) stays
    // in progress on its connection until the garbage collector finalizes it (tursodatabase/libsql-js#237):
    // a transaction begun on that connection later cannot commit ("SQL statements in progress"), and
    // its BEGIN would hold the write lock until the process exits, refusing every write (decision 055).
    // So that connection is retired at once: handed to a transaction that is rolled back (which ends
    // the statement) and replaced by a fresh one, as a transaction replaces it.
    const retiringOnBusy =
      <Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>) =>
      async (...args: Args): Promise<Result> => {
        try {
          return await run(...args);
        } catch (error) {
          if (isSqliteBusy(error)) {
            void transaction("deferred").then(
              (retired) => retired.close(),
              () => undefined,
            );
            waitForWriters();
          }
          throw error;
        }
      };
    client.execute = retiringOnBusy(client.execute.bind(client)) as typeof client.execute;
    client.batch = retiringOnBusy(client.batch.bind(client));
    return client;
  }

  /** The connection Prisma opened last, until it is closed: plainQuery's way in (below). */
  opened: SqliteConnection | undefined;

  override async connect() {
    const connection = await super.connect();
    const dispose = connection.dispose.bind(connection);
    connection.dispose = () => {
      if (this.opened === connection) this.opened = undefined;
      return dispose();
    };
    this.opened = connection;
    return connection;
  }
}

type SqliteConnection = Awaited<ReturnType<PrismaLibSQL["connect"]>>;

function isSqliteBusy(error: unknown): boolean {
  return (error as { code?: unknown }).code === "SQLITE_BUSY";
}

/**
 * `poolMax`: PostgreSQL's pool size (DATABASE_POOL_MAX); SQLite has one connection.
 * `sqliteBusyTimeoutMs`: how long a SQLite writer waits for another's lock (tests shorten it).
 */
export function createDb(
  databaseUrl: string,
  {
    poolMax = 10,
    sqliteBusyTimeoutMs = SQLITE_BUSY_TIMEOUT_MS,
  }: { poolMax?: number; sqliteBusyTimeoutMs?: number } = {},
): Db {
  if (isPostgresUrl(databaseUrl)) {
    // The pool is ours so that the hot paths can use it without Prisma (plainQuery below);
    // Prisma still owns its life: $disconnect ends it.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: poolMax });
    const adapter = new PrismaPg(pool, { disposeExternalPool: true });
    const db = new PostgresClient({ adapter }) as unknown as Db;
    pools.set(db, pool);
    return db;
  }
  const adapter = new PrismaLibSQLShared({ url: databaseUrl }, sqliteBusyTimeoutMs);
  const db = new SqliteClient({ adapter });
  sqliteAdapters.set(db, adapter);
  return db;
}

/*
 * The acknowledgement and checkout hot paths send their few statements as plain SQL (decision
 * 034) past Prisma's client: even a plain `$queryRaw` costs about 1 ms of CPU in it, the statement
 * itself a fraction of that (npm run bench -- statements, docs/decisions/054, 055). On PostgreSQL
 * they go through the driver, beside Prisma on the same pool; on SQLite through Prisma's own
 * connection (the adapter's `queryRaw`), which keeps its lock: a statement waits while Prisma runs
 * a transaction on that file, as Prisma's own queries do, instead of meeting its write lock. What
 * Prisma does for its queries is done here: dates are written as Prisma writes them and timestamp
 * columns read back as `Date`s, whatever the process's time zone.
 */
const pools = new WeakMap<object, pg.Pool>();
const sqliteAdapters = new WeakMap<object, PrismaLibSQLShared>();
const TIMESTAMP_OID = 1114;
const UTC_TIMESTAMPS = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === TIMESTAMP_OID
      ? (text: string) => new Date(`${text.replace(" ", "T")}Z`)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

async function viaDriver(pool: pg.Pool, text: string, values: readonly unknown[]) {
  const params = values.map((value) => (value instanceof Date ? value.toISOString() : value));
  return pool.query({ name: statementName(text), text, values: params, types: UTC_TIMESTAMPS });
}

/**
 * A plain statement is named, so PostgreSQL parses and plans it once per connection instead of on every run:
 * measured with the server's own statistics (log_parser/planner/executor_stats) during the delivery bench, parsing
 * and planning were about half of what our two acknowledgement statements cost the server (docs/decisions/058).
 * The texts are the code's own, so there are few; the cap keeps a generated one (an IN list's length) from
 * growing every connection's set without bound. Past it a statement runs unnamed, as before. A pooler in
 * transaction mode must keep prepared statements (PgBouncer 1.21+: max_prepared_statements).
 */
export function statementNamer(max: number): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (name === undefined && names.size < max) {
      name = `dc_${createHash("sha256").update(text).digest("hex").slice(0, 24)}`;
      names.set(text, name);
    }
    return name;
  };
}
const statementName = statementNamer(200);

/** The statement with one `?` per use of a value and the values in that order, as `$queryRaw\`…\`` sends it. */
function sqliteQuery(text: string, values: readonly unknown[]) {
  const args: unknown[] = [];
  const sql = text.replace(/\$(\d+)/g, (_, position: string) => {
    args.push(values[Number(position) - 1]);
    return "?";
  });
  // The adapter writes a Date as Prisma's models do (ISO 8601, "+00:00"); nothing else needs a type.
  return { sql, args, argTypes: args.map(() => ({ scalarType: "unknown", arity: "scalar" }) as const) };
}

/** Prisma's connection to the SQLite file, opened as Prisma's first query would open it. */
async function sqliteConnection(db: Db, adapter: PrismaLibSQLShared): Promise<SqliteConnection> {
  if (!adapter.opened) await db.$connect();
  if (!adapter.opened) throw new Error("Prisma did not open its SQLite connection.");
  return adapter.opened;
}

/** ColumnTypeEnum.DateTime of Prisma's adapters: a column declared DATETIME, as every DateTime of the schema is. */
const DATETIME_COLUMN = 10;
/** ColumnTypeEnum.Boolean: a column declared BOOLEAN, which SQLite stores as 0 or 1. */
const BOOLEAN_COLUMN = 5;

function sqliteCell(value: unknown, columnType: number) {
  if (value === null) return value;
  if (columnType === DATETIME_COLUMN) return new Date(value as string);
  if (columnType === BOOLEAN_COLUMN) return Number(value) === 1;
  return value;
}

/**
 * A model's columns, each named, for a plain statement that reads whole rows as Prisma's models
 * return them (`"alias"."id", "alias"."shopId", …`): taken from the schema, so a column added to
 * the model is read too.
 */
export function columnsOf(model: Prisma.ModelName, alias: string): string {
  // Built once per model and alias: the apply job's reads ask for the same lists on every delivery.
  const key = `${model} ${alias}`;
  let list = columnLists.get(key);
  if (list === undefined) {
    const fields = Prisma.dmmf.datamodel.models.find((candidate) => candidate.name === model)?.fields ?? [];
    const columns = fields.filter((field) => field.kind === "scalar");
    if (columns.length === 0) throw new Error(`The schema has no model ${model}.`);
    list = columns.map((field) => `"${alias}"."${field.dbName ?? field.name}" AS "${field.name}"`).join(", ");
    columnLists.set(key, list);
  }
  return list;
}
const columnLists = new Map<string, string>();

/** Rows of one statement with `$1`… placeholders; dates and booleans read and written as through Prisma's models. */
export async function plainQuery<Row>(db: Db, text: string, values: readonly unknown[]): Promise<Row[]> {
  const pool = pools.get(db);
  if (pool) return (await viaDriver(pool, text, values)).rows as Row[];
  const connection = await sqliteConnection(db, sqliteAdapters.get(db)!);
  const result = await connection.queryRaw(sqliteQuery(text, values));
  return result.rows.map((cells) => {
    const row: Record<string, unknown> = {};
    result.columnNames.forEach((name, index) => {
      row[name] = sqliteCell(cells[index], result.columnTypes[index]);
    });
    return row as Row;
  });
}

/** The number of rows one statement changed (`$1`… placeholders). */
export async function plainExecute(db: Db, text: string, values: readonly unknown[]): Promise<number> {
  const pool = pools.get(db);
  if (pool) return (await viaDriver(pool, text, values)).rowCount ?? 0;
  const connection = await sqliteConnection(db, sqliteAdapters.get(db)!);
  return connection.executeRaw(sqliteQuery(text, values));
}

/** `text` with each `$n` placeholder made `$(n + offset)`, to sit after `offset` values of another statement. */
export function shiftPlaceholders(text: string, offset: number): string {
  return text.replace(/\$(\d+)/g, (_, position: string) => `$${Number(position) + offset}`);
}

/** One statement of plainExecuteTogether: a text with its own `$1`… placeholders, and its values. */
export type PlainStatement = { text: string; values: readonly unknown[] };

/**
 * Several writes applied together, all or none, in one exchange: on PostgreSQL one statement (each write a
 * data-modifying CTE, its placeholders renumbered; they share one snapshot, so they must touch different rows),
 * on SQLite one transaction on Prisma's connection (one commit, so one sync of the WAL to disk instead of one per
 * write; docs/decisions/095). Returns the number of rows each changed. INSERT, UPDATE or DELETE only.
 */
export async function plainExecuteTogether(db: Db, statements: readonly PlainStatement[]): Promise<number[]> {
  if (statements.length === 1) return [await plainExecute(db, statements[0].text, statements[0].values)];
  const pool = pools.get(db);
  if (pool) {
    let offset = 0;
    const parts = statements.map(({ text, values }, index) => {
      const renumbered = shiftPlaceholders(text, offset);
      offset += values.length;
      return `s${index} AS (${renumbered} RETURNING 1)`;
    });
    const counts = statements.map((_, index) => `(SELECT count(*) FROM s${index})::int AS "c${index}"`);
    const text = `WITH ${parts.join(", ")} SELECT ${counts.join(", ")}`;
    const row = (
      await viaDriver(
        pool,
        text,
        statements.flatMap(({ values }) => values),
      )
    ).rows[0];
    return statements.map((_, index) => Number(row[`c${index}`]));
  }
  const connection = await sqliteConnection(db, sqliteAdapters.get(db)!);
  return sqliteBatch(connection, statements);
}

/*
 * Writes sent together on SQLite: libSQL's `batch` on the adapter's own connection, under the adapter's own lock.
 * Not `startTransaction`: libSQL hands its connection to each interactive transaction and opens a new one for what
 * follows, and a new connection reads the whole schema again at its first statement. In the delivery bench's
 * profile those two costs (libSQL's `prepare` and `Database`) were 15 % of the worker's CPU (docs/decisions/103).
 * `batch` runs BEGIN IMMEDIATE, the writes and COMMIT synchronously on the connection it has, so nothing else can
 * slip in between; the lock makes it wait while Prisma runs a transaction, as each plain statement does.
 */
async function sqliteBatch(connection: SqliteConnection, statements: readonly PlainStatement[]): Promise<number[]> {
  const { lock, client } = adapterInternals(connection);
  const release = await lock.acquire();
  try {
    const results = await client.batch(
      statements.map(({ text, values }) => {
        const { sql, args } = sqliteQuery(text, values);
        return { sql, args: args.map(sqliteArg) };
      }),
      "write",
    );
    return results.map((result) => result.rowsAffected);
  } finally {
    release();
  }
}

/** A value as the adapter writes it (its `mapArg`): a Date as Prisma's models store it, ISO 8601 with "+00:00". */
function sqliteArg(value: unknown): InValue {
  if (value instanceof Date) return value.toISOString().replace("Z", "+00:00");
  return value as InValue;
}

/**
 * The adapter's libSQL client and the lock it holds around each statement and for a whole transaction. Both are
 * the adapter's own (@prisma/adapter-libsql keeps the lock under a private symbol): found once per connection, and
 * an upgrade that moved them fails here loudly, in every test that writes, rather than running unlocked.
 */
function adapterInternals(connection: SqliteConnection): { lock: Lockable; client: Client } {
  let found = internals.get(connection);
  if (!found) {
    const record = connection as unknown as Record<symbol | string, unknown>;
    const lock = Object.getOwnPropertySymbols(connection)
      .map((symbol) => record[symbol])
      .find((value): value is Lockable => typeof (value as Lockable | undefined)?.acquire === "function");
    const client = record.client as Client | undefined;
    if (!lock || typeof client?.batch !== "function") {
      throw new Error("@prisma/adapter-libsql no longer keeps its lock and client where this code looks for them.");
    }
    internals.set(connection, (found = { lock, client }));
  }
  return found;
}
type Lockable = { acquire(): Promise<() => void> };
const internals = new WeakMap<object, { lock: Lockable; client: Client }>();
