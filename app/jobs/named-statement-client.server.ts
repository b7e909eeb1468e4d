import { createRequire } from "node:module";
import type pg from "pg";
import { statementNamer } from "~/db.server";

/*
 * pg-boss sends its statements through a pool of its own, unnamed, so PostgreSQL parses and plans
 * each one on every call. Measured with the server's statistics during the delivery bench, that was
 * 0.58 ms of the 1.2–1.3 ms its job insert cost the server a delivery (docs/decisions/058, 059).
 * pg's pool builds its connections from the class given as its `Client` option, and pg-boss hands
 * its options to that pool; this class names each statement that carries values after its text, as
 * our own plain statements are named (db.server.ts), so each is prepared once per connection.
 * A statement without values goes as it came: it may hold several commands (pg-boss's migrations),
 * which only the simple protocol runs. Past the cap a statement runs unnamed, as before.
 */
const MAX_NAMED_STATEMENTS = 100;

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

/** A pg Client class whose statements with values are named by `nameOf` (undefined: left unnamed). */
export function namedStatementClient(
  nameOf: (text: string) => string | undefined = statementNamer(MAX_NAMED_STATEMENTS),
) {
  // Loaded here, with the first queue on PostgreSQL: a process on SQLite never loads pg (docs/decisions/136).
  const { Client } = createRequire(import.meta.url)("pg") as typeof import("pg");
  const query = Client.prototype.query as Query;
  class NamedStatementClient extends Client {}
  // pg's query() has a dozen overloads; only (text, values, callback?) is changed, the rest pass through.
  Object.defineProperty(NamedStatementClient.prototype, "query", {
    value: function (this: pg.Client, text: unknown, values?: unknown, ...rest: unknown[]) {
      const name = typeof text === "string" && Array.isArray(values) && values.length > 0 ? nameOf(text) : undefined;
      return name === undefined
        ? query.call(this, text, values, ...rest)
        : query.call(this, { name, text, values }, ...rest);
    },
  });
  return NamedStatementClient;
}
