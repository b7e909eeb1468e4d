import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, readdirSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import pg from "pg";
import { isPostgresUrl } from "~/db.server";

/*
 * Every stack a test starts gets a database of its own, copied from a migrated template: an app's job
 * workers take any job in their database, so a stack that shared the run's database with the files before it
 * could take their left-over jobs (for shops its Shopify stand-in never knew: "Shopify answered 404"), and a
 * file that failed left retrying jobs for the next. A copy costs a file copy (SQLite) or one
 * CREATE DATABASE … TEMPLATE (PostgreSQL), not a migration. Everything is dropped when the stack stops,
 * and whatever a killed run left is dropped by the integration project's teardown (test/support/global-setup.ts).
 */

const SQLITE_ENDS = ["", "-wal", "-shm", "-journal"];

/** Where the run's template lives: a file beside the run's database, or a database on the same server. */
function templateOf(runUrl: string): string {
  return derived(runUrl, "template");
}

function derived(runUrl: string, suffix: string): string {
  if (!isPostgresUrl(runUrl)) return runUrl.replace(/(\.db)?$/, `-${suffix}.db`);
  const url = new URL(runUrl);
  url.pathname = `/${url.pathname.slice(1)}_${suffix}`;
  return url.toString();
}

const nameOf = (url: string) => new URL(url).pathname.slice(1);
const fileOf = (url: string) => url.slice("file:".length);

async function withAdmin<T>(runUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(runUrl);
  url.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Once per integration run (global setup): a fresh template, migrated to the latest schema. */
export async function prepareTemplateDatabase(runUrl: string): Promise<void> {
  const template = templateOf(runUrl);
  await dropDatabase(template);
  if (isPostgresUrl(runUrl)) await withAdmin(runUrl, (admin) => admin.query(`CREATE DATABASE "${nameOf(template)}"`));
  execFileSync(process.execPath, ["scripts/migrate.mjs"], {
    env: { ...process.env, DATABASE_URL: template },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** A new database for one stack, as migrated as the template; `drop` deletes it. */
export async function createStackDatabase(runUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = templateOf(runUrl);
  const url = derived(runUrl, `stack_${randomBytes(4).toString("hex")}`);
  if (isPostgresUrl(runUrl)) {
    // Nothing ever connects to the template after its migration, so it can always be copied.
    await withAdmin(runUrl, (admin) => admin.query(`CREATE DATABASE "${nameOf(url)}" TEMPLATE "${nameOf(template)}"`));
  } else {
    if (!existsSync(fileOf(template))) throw new Error(`No template database at ${template}: run through npm test.`);
    for (const end of SQLITE_ENDS)
      if (existsSync(fileOf(template) + end)) copyFileSync(fileOf(template) + end, fileOf(url) + end);
  }
  return { url, drop: () => dropDatabase(url) };
}

async function dropDatabase(url: string): Promise<void> {
  if (!isPostgresUrl(url)) {
    for (const end of SQLITE_ENDS) rmSync(fileOf(url) + end, { force: true });
    return;
  }
  await withAdmin(url, (admin) => admin.query(`DROP DATABASE IF EXISTS "${nameOf(url)}" WITH (FORCE)`));
}

/** The run's teardown: the template and every stack database a killed or failed file left behind. */
export async function dropRunDatabases(runUrl: string): Promise<void> {
  if (!isPostgresUrl(runUrl)) {
    const run = fileOf(runUrl).replace(/\.db$/, "");
    const folder = dirname(run);
    const prefix = `${basename(run)}-`;
    for (const file of readdirSync(folder))
      if (file.startsWith(`${prefix}stack_`) || file.startsWith(`${prefix}template.db`))
        rmSync(join(folder, file), { force: true });
    return;
  }
  const pattern = `${nameOf(runUrl).replace(/[_%\\]/g, "\\$&")}\\_%`;
  await withAdmin(runUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [
      pattern,
    ]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}
