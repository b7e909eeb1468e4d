import type { TransactionMode } from "@libsql/client";
import type { PrismaLibSQL } from "@prisma/adapter-libsql";
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import type pg from "pg";
import type { Prisma, PrismaClient as SqliteClient } from "@delivery-connect/prisma-sqlite";
import { isSqliteBusy, SqlitePlainConnection, sqliteFilePath, type PlainRows } from "./sqlite-plain-connection.server";

/*
 * One data model, two databases: SQLite (libSQL) is the embedded default, PostgreSQL the database
 * for larger merchant bases. DATABASE_URL decides. Both generated clients come from the same
 * schema (scripts/prisma-schemas.mjs), so the SQLite client's type describes both.
 */
export type Db = SqliteClient;

/*
 * Each database's packages are loaded when the first client for it is made, not with this module: a process on one
 * database never loads the other's (docs/decisions/136). On PostgreSQL that leaves out libSQL's native driver, its
 * client and the SQLite client; on SQLite pg and the PostgreSQL client. Every start of a web or job worker process
 * paid for both.
 */
const load = createRequire(import.meta.url);
type PostgresPackages = {
  pg: typeof import("pg");
  PrismaPg: typeof import("@prisma/adapter-pg").PrismaPg;
  client: typeof import("@delivery-connect/prisma-postgresql");
  /** The driver's type parsers with timestamps read as UTC (viaDriver below). */
  utcTimestamps: { getTypeParser: typeof pg.types.getTypeParser };
};
let postgresPackages: PostgresPackages | undefined;
function loadPostgres(): PostgresPackages {
  if (!postgresPackages) {
    const pg = load("pg") as typeof import("pg");
    postgresPackages = {
      pg,
      PrismaPg: (load("@prisma/adapter-pg") as typeof import("@prisma/adapter-pg")).PrismaPg,
      client: load("@delivery-connect/prisma-postgresql") as typeof import("@delivery-connect/prisma-postgresql"),
      utcTimestamps: utcTimestampParsers(pg),
    };
  }
  return postgresPackages;
}
let sqliteClientPackage: typeof import("@delivery-connect/prisma-sqlite") | undefined;
function loadSqliteClient() {
  sqliteClientPackage ??= load("@delivery-connect/prisma-sqlite") as typeof import("@delivery-connect/prisma-sqlite");
  return sqliteClientPackage;
}

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
 *
 * The class is made from the adapter once SQLite's packages are loaded (createDb below), as it extends one of them.
 */
function defineSharedAdapter(Base: typeof PrismaLibSQL) {
  return class PrismaLibSQLShared extends Base {
    /** The plain statements' own connection, used under the lock of Prisma's (plainQuery below). */
    readonly plain: SqlitePlainConnection;

    constructor(
      config: ConstructorParameters<typeof PrismaLibSQL>[0],
      private readonly busyTimeoutMs: number,
    ) {
      super(config);
      this.plain = new SqlitePlainConnection(sqliteFilePath(config.url), busyTimeoutMs);
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
        if (this.opened === connection) {
          this.opened = undefined;
          this.plain.close();
        }
        return dispose();
      };
      this.opened = connection;
      return connection;
    }
  };
}
let sharedAdapterClass: ReturnType<typeof defineSharedAdapter> | undefined;
type PrismaLibSQLShared = InstanceType<ReturnType<typeof defineSharedAdapter>>;

type SqliteConnection = Awaited<ReturnType<PrismaLibSQL["connect"]>>;

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
    const { pg, PrismaPg, client } = loadPostgres();
    const pool = new pg.Pool({ connectionString: databaseUrl, max: poolMax });
    const adapter = new PrismaPg(pool, { disposeExternalPool: true });
    const db = new client.PrismaClient({ adapter }) as unknown as Db;
    pools.set(db, pool);
    return db;
  }
  sharedAdapterClass ??= defineSharedAdapter(
    (load("@prisma/adapter-libsql") as typeof import("@prisma/adapter-libsql")).PrismaLibSQL,
  );
  const adapter = new sharedAdapterClass({ url: databaseUrl }, sqliteBusyTimeoutMs);
  const db = new (loadSqliteClient().PrismaClient)({ adapter });
  sqliteAdapters.set(db, adapter);
  return db;
}

/*
 * The acknowledgement and checkout hot paths send their few statements as plain SQL (decision
 * 034) past Prisma's client: even a plain `$queryRaw` costs about 1 ms of CPU in it, the statement
 * itself a fraction of that (npm run bench -- statements, docs/decisions/054, 055). On PostgreSQL
 * they go through the driver, beside Prisma on the same pool; on SQLite through a connection of
 * their own under the lock of Prisma's (underPrismaLock below). What Prisma does for its queries is
 * done here: dates are written as Prisma writes them and timestamp columns read back as `Date`s,
 * whatever the process's time zone.
 */
const pools = new WeakMap<object, pg.Pool>();
const sqliteAdapters = new WeakMap<object, PrismaLibSQLShared>();
const TIMESTAMP_OID = 1114;
// One parser for every timestamp column: the driver asks for a column's parser on every result, 66 times for an order.
const utcTimestamp = (text: string) => new Date(`${text.replace(" ", "T")}Z`);
function utcTimestampParsers(pg: typeof import("pg")) {
  return {
    getTypeParser: ((oid: number, format?: "text" | "binary") =>
      oid === TIMESTAMP_OID ? utcTimestamp : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
}

async function viaDriver(pool: pg.Pool, text: string, values: readonly unknown[]) {
  const params = values.map((value) => (value instanceof Date ? value.toISOString() : value));
  return pool.query({ name: statementName(text), text, values: params, types: loadPostgres().utcTimestamps });
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
  return { sql, args };
}

/** Prisma's connection to the SQLite file, opened as Prisma's first query would open it. */
async function sqliteConnection(db: Db, adapter: PrismaLibSQLShared): Promise<SqliteConnection> {
  if (!adapter.opened) await db.$connect();
  if (!adapter.opened) throw new Error("Prisma did not open its SQLite connection.");
  return adapter.opened;
}

/** A cell as Prisma's models return it: every DateTime of the schema is declared DATETIME, a Boolean BOOLEAN (0 or 1). */
function sqliteCell(value: unknown, declared: string | null) {
  if (value === null || declared === null) return value;
  if (declared === "DATETIME") return new Date(value as string | number);
  if (declared === "BOOLEAN") return Number(value) === 1;
  return value;
}

/** The rows as objects named by their columns, as Prisma's models return them. */
function sqliteRows<Row>({ columns, rows }: PlainRows): Row[] {
  return rows.map((cells) => {
    const row: Record<string, unknown> = {};
    for (let index = 0; index < columns.length; index++)
      row[columns[index].name] = sqliteCell(cells[index], columns[index].declared);
    return row as Row;
  });
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
    list = scalarFields(model)
      .map((field) => `"${alias}"."${field.column}" AS "${field.name}"`)
      .join(", ");
    columnLists.set(key, list);
  }
  return list;
}
const columnLists = new Map<string, string>();

/** A model's scalar fields from the schema: name, column and type (DateTime, Boolean, …). Read once per model. */
function scalarFields(model: Prisma.ModelName) {
  let fields = scalarFieldLists.get(model);
  if (!fields) {
    // Both clients are generated from one schema: the one this process loaded has the same models as the other.
    const { Prisma } = postgresPackages?.client ?? loadSqliteClient();
    const all = Prisma.dmmf.datamodel.models.find((candidate) => candidate.name === model)?.fields ?? [];
    fields = all
      .filter((field) => field.kind === "scalar")
      .map((field) => ({ name: field.name, column: field.dbName ?? field.name, type: field.type }));
    if (fields.length === 0) throw new Error(`The schema has no model ${model}.`);
    scalarFieldLists.set(model, fields);
  }
  return fields;
}
type ScalarField = { name: string; column: string; type: string };
const scalarFieldLists = new Map<string, ScalarField[]>();

/**
 * Rows of a model as one JSON array column of a plain statement (`SELECT … FROM "Model" alias <rest>`, ordered by
 * `orderBy`), so that a row and its children are read in one exchange; jsonArrayRows reads it back as Prisma's
 * models return the rows. `[]` when there are none. Every scalar column, as columnsOf reads them.
 */
export function jsonArrayOf(db: Db, model: Prisma.ModelName, alias: string, rest: string, orderBy: string): string {
  const postgres = pools.has(db);
  const key = `${postgres} ${model} ${alias} ${rest} ${orderBy}`;
  const known = jsonArrays.get(key);
  if (known !== undefined) return known;
  const fields = scalarFields(model);
  // A name and a value per column: PostgreSQL's functions take 100 arguments at most, SQLite's 127.
  if (fields.length > JSON_ARRAY_MAX_COLUMNS)
    throw new Error(
      `${model} has ${fields.length} columns: jsonArrayOf reads models of ${JSON_ARRAY_MAX_COLUMNS} at most.`,
    );
  const pairs = fields.map((field) => `'${field.name}', "${alias}"."${field.column}"`).join(", ");
  const row = postgres ? `json_build_object(${pairs})` : `json_object(${pairs})`;
  // SQLite's json_group_array would quote its objects as strings once sorted (the sort drops their JSON subtype):
  // the array is joined as text instead, which jsonArrayRows parses either way.
  const array = postgres
    ? `json_agg(${row} ORDER BY ${orderBy})`
    : `'[' || group_concat(${row}, ',' ORDER BY ${orderBy}) || ']'`;
  const text = `COALESCE((SELECT ${array} FROM "${model}" "${alias}" ${rest}), '[]')`;
  // The code's own few texts, as columnsOf's lists.
  jsonArrays.set(key, text);
  return text;
}
const jsonArrays = new Map<string, string>();
const JSON_ARRAY_MAX_COLUMNS = 50;

/**
 * jsonArrayOf's column read back: dates as `Date`s (PostgreSQL writes a timestamp without its zone, UTC here; SQLite
 * keeps the text Prisma wrote), booleans as such (SQLite's 0 or 1). PostgreSQL's driver has parsed the JSON already;
 * SQLite returns its text.
 */
export function jsonArrayRows<Row>(model: Prisma.ModelName, value: unknown): Row[] {
  let typed = typedFieldLists.get(model);
  if (!typed) {
    typed = scalarFields(model).filter((field) => field.type === "DateTime" || field.type === "Boolean");
    typedFieldLists.set(model, typed);
  }
  const rows = (typeof value === "string" ? JSON.parse(value) : value) as Array<Record<string, unknown>>;
  for (const row of rows)
    for (const { name, type } of typed) {
      const cell = row[name];
      if (type === "Boolean" && typeof cell === "number") row[name] = cell === 1;
      if (type === "DateTime" && typeof cell === "string")
        row[name] = new Date(/(Z|[+-]\d\d:\d\d)$/.test(cell) ? cell : `${cell}Z`);
    }
  return rows as Row[];
}

const typedFieldLists = new Map<Prisma.ModelName, ScalarField[]>();

/** Rows of one statement with `$1`… placeholders; dates and booleans read and written as through Prisma's models. */
export async function plainQuery<Row>(db: Db, text: string, values: readonly unknown[]): Promise<Row[]> {
  const pool = pools.get(db);
  if (pool) return (await viaDriver(pool, text, values)).rows as Row[];
  return sqliteRows<Row>(await underPrismaLock(db, (plain) => plain.query(sqliteQuery(text, values))));
}

/** The number of rows one statement changed (`$1`… placeholders). */
export async function plainExecute(db: Db, text: string, values: readonly unknown[]): Promise<number> {
  const pool = pools.get(db);
  if (pool) return (await viaDriver(pool, text, values)).rowCount ?? 0;
  return underPrismaLock(db, (plain) => plain.execute(sqliteQuery(text, values)));
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
  return underPrismaLock(db, (plain) => plain.batch(statements.map(({ text, values }) => sqliteQuery(text, values))));
}

/*
 * Plain statements on SQLite run on their own connection (./sqlite-plain-connection.server.ts, docs/decisions/111),
 * under the lock Prisma's adapter holds around each of its statements and for a whole transaction: a plain statement
 * waits while Prisma runs a transaction on that file, as Prisma's own queries do, instead of meeting its write lock
 * (and blocking the event loop that transaction needs, for the whole busy timeout). A write is one BEGIN IMMEDIATE …
 * COMMIT under that lock: another process's write lock is waited for between turns of the event loop, and once it is
 * taken, the writes and the commit run synchronously, so nothing else can slip in between.
 */
async function underPrismaLock<T>(db: Db, work: (plain: SqlitePlainConnection) => T | Promise<T>): Promise<T> {
  const adapter = sqliteAdapters.get(db)!;
  const release = await adapterLock(await sqliteConnection(db, adapter)).acquire();
  try {
    return await work(adapter.plain);
  } finally {
    release();
  }
}

/**
 * The lock the adapter holds around each statement and for a whole transaction (@prisma/adapter-libsql keeps it under
 * a private symbol): found once per connection, and an upgrade that moved it fails here loudly, in every test that
 * writes, rather than running unlocked.
 */
function adapterLock(connection: SqliteConnection): Lockable {
  let lock = locks.get(connection);
  if (!lock) {
    const record = connection as unknown as Record<symbol, unknown>;
    lock = Object.getOwnPropertySymbols(connection)
      .map((symbol) => record[symbol])
      .find((value): value is Lockable => typeof (value as Lockable | undefined)?.acquire === "function");
    if (!lock) throw new Error("@prisma/adapter-libsql no longer keeps its lock where this code looks for it.");
    locks.set(connection, lock);
  }
  return lock;
}
type Lockable = { acquire(): Promise<() => void> };
const locks = new WeakMap<object, Lockable>();
