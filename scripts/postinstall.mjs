// After `npm install`: generate the Prisma clients so a fresh clone type-checks and runs, and, in this project's own
// git work tree, use the repository's hooks (.githooks/commit-msg checks each commit message).
import { execFileSync } from "node:child_process";
import { realpathSync } from "node:fs";

execFileSync("node", ["scripts/prisma-generate.mjs"], { stdio: "inherit" });
useRepositoryHooks();

// Not a work tree (the Dockerfile's build, a copy), no git installed, or a copy nested in another repository: nothing
// to do, and never a reason to fail the install.
function useRepositoryHooks() {
  try {
    const git = (...args) => execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    if (realpathSync(git("rev-parse", "--show-toplevel").trim()) !== realpathSync(process.cwd())) return;
    git("config", "core.hooksPath", ".githooks");
  } catch {
    // no git here
  }
}
