// After `npm install`: apply the patches of patches/ to the installed packages, generate the Prisma clients so a fresh
// clone type-checks and runs, and, in this project's own git work tree, use the repository's hooks
// (.githooks/commit-msg checks each commit message).
import { execFileSync } from "node:child_process";
import { realpathSync } from "node:fs";
import { createRequire } from "node:module";

applyPatches();
execFileSync("node", ["scripts/prisma-generate.mjs"], { stdio: "inherit" });
useRepositoryHooks();

// patch-package is a development dependency: after `npm prune --omit=dev` (the Dockerfile) it is gone, and the packages
// keep the patches the full install applied (a prune removes packages, it does not reinstall them). A patch that no
// longer applies, after an upgrade, fails the install: refresh or drop it (docs/decisions/135).
function applyPatches() {
  let cli;
  try {
    cli = createRequire(import.meta.url).resolve("patch-package/index.js");
  } catch {
    console.log("patch-package is not installed (production dependencies only): the patches stay as installed.");
    return;
  }
  execFileSync(process.execPath, [cli, "--error-on-fail"], { stdio: "inherit" });
}

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
