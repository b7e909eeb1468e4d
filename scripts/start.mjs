// `npm start`, and the image's CMD with node itself as PID 1 (it gets SIGTERM, not npm): read .env when there is
// one, migrate the database named by DATABASE_URL, then serve on PORT.
import { execFileSync } from "node:child_process";
import { delimiter, resolve } from "node:path";
import { loadDotEnv } from "./load-env.mjs";

loadDotEnv();
// migrate.mjs runs `prisma` from node_modules/.bin, which npm puts on the PATH and plain `node` does not.
const path = [resolve("node_modules/.bin"), process.env.PATH].filter(Boolean).join(delimiter);
execFileSync(process.execPath, ["scripts/migrate.mjs"], { stdio: "inherit", env: { ...process.env, PATH: path } });
await import("../server.mjs");
