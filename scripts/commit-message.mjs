// The commit-msg hook (.githooks/commit-msg runs it; `npm install` points git at .githooks):
// a subject of at most 72 characters with its area first ("Step tree: …"), a blank line
// before the body. The why and the numbers go in the body, where a reviewer reads them.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

export const MAX_SUBJECT = 72;

/** What is wrong with a commit message, one sentence each; empty when it reads well. */
export function commitMessageProblems(message) {
  const lines = message
    .split("\n")
    .filter((line) => !line.startsWith("#"))
    .join("\n")
    .trimEnd()
    .split("\n");
  const subject = lines[0] ?? "";
  // Git writes these subjects itself; they are squashed or merged away.
  if (/^(Merge|Revert|fixup!|squash!|amend!) /.test(subject)) return [];
  const problems = [];
  if (!subject.trim()) return ["The subject line is empty."];
  if (subject.length > MAX_SUBJECT)
    problems.push(
      `The subject is ${subject.length} characters; keep it to ${MAX_SUBJECT} and move the rest to the body.`,
    );
  if (!/^[A-Za-z0-9][\w ./,+-]{0,40}: \S/.test(subject))
    problems.push(
      'The subject starts with its area and a colon ("Step tree: …", "Proxy: …").',
    );
  if (lines.length > 1 && lines[1]?.trim() !== "")
    problems.push("Leave a blank line between the subject and the body.");
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const file = process.argv[2];
  if (!file) {
    console.error("usage: node scripts/commit-message.mjs COMMIT_MSG_FILE");
    process.exit(2);
  }
  const problems = commitMessageProblems(readFileSync(file, "utf8"));
  if (problems.length > 0) {
    console.error(
      `commit-msg: ${problems.join("\ncommit-msg: ")}\n(the message is kept in ${file})`,
    );
    process.exit(1);
  }
}
