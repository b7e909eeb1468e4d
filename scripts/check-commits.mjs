// CI (.ci/run): every commit after BASE follows the commit-message rule (scripts/commit-message.mjs). Older history
// is left as it is. Prints each offending commit and exits 1; outside a git work tree there is nothing to check.
//   node scripts/check-commits.mjs [base]
// A clone without the base (a shallow one) checks the commits it has.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { messageProblems } from "./commit-message.mjs";

/** The last commit before the rule. */
export const BASE = "e4880b6";

/**
 * Commits after BASE that may break the rule, each named by its full hash with why. None: history is kept clean
 * instead (a subject that slipped through before the hook existed was reworded before it landed).
 */
export const EXCUSED = new Map();

const git = (cwd, ...args) => execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });

function has(cwd, revision) {
  try {
    git(cwd, "rev-parse", "--verify", "--quiet", `${revision}^{commit}`);
    return true;
  } catch {
    return false;
  }
}

/** The commits after base reachable from HEAD, each with what is wrong with its message. */
export function checkCommits({ cwd = process.cwd(), base = BASE, excused = EXCUSED } = {}) {
  const range = has(cwd, base) ? [`${base}..HEAD`] : ["HEAD"];
  const log = git(cwd, "log", "--format=%H%x00%B%x00", ...range);
  const fields = log.split("\0");
  const commits = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const hash = fields[i].trim();
    const message = fields[i + 1];
    commits.push({ hash, subject: message.split("\n")[0], problems: messageProblems(message) });
  }
  const broken = commits.filter((commit) => commit.problems.length > 0);
  return {
    baseFound: range[0] !== "HEAD",
    checked: commits.length,
    offenders: broken.filter((commit) => !excused.has(commit.hash)),
    excused: broken.filter((commit) => excused.has(commit.hash)),
  };
}

function main() {
  const cwd = process.cwd();
  try {
    if (git(cwd, "rev-parse", "--is-inside-work-tree").trim() !== "true") throw new Error("not a work tree");
    if (!has(cwd, "HEAD")) throw new Error("no commits");
  } catch {
    console.log("check-commits: not a git work tree with commits; nothing to check.");
    return 0;
  }
  const base = process.argv[2] ?? BASE;
  const { baseFound, checked, offenders, excused } = checkCommits({ cwd, base });
  for (const { hash, subject } of excused)
    console.log(`check-commits: excused ${hash.slice(0, 12)} "${subject}": ${EXCUSED.get(hash)}`);
  const scope = baseFound ? `after ${base}` : `reachable (${base} is not in this clone)`;
  for (const { hash, subject, problems } of offenders)
    console.log(`check-commits: ${hash.slice(0, 12)} "${subject}": ${problems.join("; ")}`);
  console.log(`check-commits: ${checked} commit(s) ${scope}, ${offenders.length} not following the rule.`);
  return offenders.length > 0 ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(main());
