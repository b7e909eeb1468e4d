import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { checkCommits } from "../../scripts/check-commits.mjs";
import { messageProblems } from "../../scripts/commit-message.mjs";

const ROOT = join(import.meta.dirname, "..", "..");

describe("the commit-message rule", () => {
  test("a subject of at most 72 characters, alone or with a body after a blank line, passes", () => {
    expect(messageProblems("x".repeat(72))).toEqual([]);
    expect(messageProblems("Fix the sweep's overlap\n\nWhy it was wrong.\n")).toEqual([]);
    expect(messageProblems("é".repeat(72))).toEqual([]);
  });

  test("a subject of 73 characters is refused, naming its length", () => {
    expect(messageProblems("x".repeat(73))).toEqual([expect.stringContaining("73 characters")]);
  });

  test("a body with no blank line before it is refused", () => {
    expect(messageProblems("Subject\nbody right under it")).toEqual([expect.stringContaining("blank line")]);
  });

  test("an empty message, or one of comments only, is refused", () => {
    expect(messageProblems("")).toEqual([expect.stringContaining("empty")]);
    expect(messageProblems("\n# Please enter the commit message\n#\n")).toEqual([expect.stringContaining("empty")]);
  });

  test("git's comment lines and verbose diff are not part of the message", () => {
    const raw = "Subject\n\nBody\n# comment\n# ------------------------ >8 ------------------------\n" + "y".repeat(99);
    expect(messageProblems(raw)).toEqual([]);
  });

  test("the commit-msg hook refuses a bad message and accepts a good one", () => {
    const dir = mkdtempSync(join(tmpdir(), "commit-msg-"));
    try {
      writeFileSync(join(dir, "good"), "Subject\n\nBody\n");
      writeFileSync(join(dir, "bad"), "x".repeat(80));
      const hook = (file: string) => spawnSync(join(ROOT, ".githooks/commit-msg"), [join(dir, file)], { encoding: "utf8" });
      expect(hook("good").status).toBe(0);
      const refused = hook("bad");
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain("80 characters");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("scripts/check-commits.mjs", () => {
  const repo = mkdtempSync(join(tmpdir(), "check-commits-"));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "core.hooksPath=/dev/null", ...args], {
      cwd: repo,
      encoding: "utf8",
    }).trim();
  git("init", "-q");
  const commit = (message: string) => {
    git("commit", "-q", "--allow-empty", "--cleanup=verbatim", "-m", message);
    return git("rev-parse", "HEAD");
  };
  const old = commit("y".repeat(90));
  const base = commit("The base");
  const good = commit("A short subject\n\nWhy.");
  const long = commit("z".repeat(80));
  const glued = commit("Subject\nglued body");

  test("checks only the commits after the base and names each offender", () => {
    const result = checkCommits({ cwd: repo, base, excused: new Map() });
    expect(result).toMatchObject({ baseFound: true, checked: 3 });
    expect(result.offenders.map((c: { hash: string }) => c.hash)).toEqual([glued, long]);
    expect(result.offenders.map((c: { hash: string }) => c.hash)).not.toContain(good);
  });

  test("a base missing from the clone checks every reachable commit", () => {
    const result = checkCommits({ cwd: repo, base: "0123456789abcdef0123456789abcdef01234567", excused: new Map() });
    expect(result.baseFound).toBe(false);
    expect(result.checked).toBe(5);
    expect(result.offenders.map((c: { hash: string }) => c.hash)).toEqual([glued, long, old]);
  });

  test("an excused commit is reported apart and does not fail the check", () => {
    const result = checkCommits({ cwd: repo, base, excused: new Map([[long, "why"]]) });
    expect(result.offenders.map((c: { hash: string }) => c.hash)).toEqual([glued]);
    expect(result.excused.map((c: { hash: string }) => c.hash)).toEqual([long]);
  });

  test("the command prints each offender and exits 1", () => {
    const run = spawnSync(process.execPath, [join(ROOT, "scripts/check-commits.mjs"), base], { cwd: repo, encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(long.slice(0, 12));
    expect(run.stdout).toContain(glued.slice(0, 12));
  });
});
