// After `npm install`: generate the Prisma clients so a fresh clone type-checks and runs.
import { execFileSync } from "node:child_process";
execFileSync("node", ["scripts/prisma-generate.mjs"], { stdio: "inherit" });
