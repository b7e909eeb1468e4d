// The rule every commit message follows (docs/development.md, "Tools"): a subject that says what changed in at most
// 72 characters, then, when there is a body saying why, a blank line before it. Used by the commit-msg hook
// (.githooks/commit-msg) and by CI's check of a push's commits (scripts/check-commits.mjs).

export const SUBJECT_MAX = 72;

/** The message as git stores it: comment lines gone (git's default cleanup), trailing blank lines trimmed. */
export function cleanMessage(raw) {
  const scissors = raw.search(/^# -+ >8 -+$/m);
  const kept = (scissors < 0 ? raw : raw.slice(0, scissors)).split("\n").filter((line) => !line.startsWith("#"));
  while (kept.length > 0 && kept[kept.length - 1].trim() === "") kept.pop();
  while (kept.length > 0 && kept[0].trim() === "") kept.shift();
  return kept.join("\n");
}

/** What is wrong with a commit message: an empty list when it follows the rule. */
export function messageProblems(raw) {
  const lines = cleanMessage(raw).split("\n");
  const subject = lines[0].trimEnd();
  if (subject.trim() === "") return ["the message is empty: write a subject that says what changed"];
  const problems = [];
  if ([...subject].length > SUBJECT_MAX)
    problems.push(
      `the subject is ${[...subject].length} characters, more than ${SUBJECT_MAX}: put the why in the body`,
    );
  if (lines.length > 1 && lines[1].trim() !== "")
    problems.push("the subject must be followed by a blank line before the body");
  return problems;
}
