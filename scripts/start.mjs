// `npm start`: migrate the database named by DATABASE_URL, then serve on PORT.
import { execFileSync } from "node:child_process";
execFileSync("node", ["scripts/migrate.mjs"], { stdio: "inherit" });
await import("../server.mjs");
