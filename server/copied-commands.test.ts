/**
 * Every command the app offers to copy (the findings' `fruxon …` and `jq …` lines, built
 * in `src/model/findings`), with ids and a file name taken from a hostile saved trace, run
 * through a real POSIX shell whose `fruxon`, `jq` and `mv` only record their arguments: the
 * shell must see exactly the words the command says, and nothing else may run. Ids that
 * are not ids (whitespace, option-like) get no command at all. A Node test because it
 * runs a shell; the model code it covers is browser code.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readHistoryMessages } from "../src/model/normalize/fast-agent-message";
import {
  assistantCalls,
  history,
  toolResults,
  userText,
} from "../src/model/testing/fast-agent-builders";
import {
  makeStep,
  makeSummary,
  makeTrace,
} from "../src/model/testing/builders";
import { fruxonCommand } from "../src/model/findings/cli-command";
import { findSuspendedWait } from "../src/model/findings/suspended-wait";
import { findUnansweredToolCalls } from "../src/model/findings/unanswered-tool-call";
import { findUndelivered } from "../src/model/findings/undelivered";

const sandbox = mkdtempSync(join(tmpdir(), "tracelens-shell-"));
const PWNED = join(sandbox, "PWNED");

/** Ids that are valid ids and still full of shell syntax (the shell runs in `sandbox`). */
const HOSTILE_IDS = [
  "x;touch${IFS}PWNED",
  "$(touch${IFS}PWNED)",
  "`touch${IFS}PWNED`",
  `a'b"c`,
  `a|b&c>d<e`,
  "*",
  "~root",
  "!!",
  "{a,b}",
];

/**
 * The words a shell hands to each program a command line runs. The stand-in programs
 * append their words to a log, as the command may redirect their output.
 */
function wordsOf(command: string): string[][] {
  const log = join(sandbox, "words.log");
  const record = (name: string) =>
    `${name}() { printf "%s\\036" ${name} "$@" >>"$LOG"; printf "\\035" >>"$LOG"; }`;
  const script = [
    ...["fruxon", "jq", "mv"].map(record),
    command.replaceAll("/tmp/fixed.json", join(sandbox, "fixed.json")),
  ].join("\n");
  writeFileSync(log, "");
  execFileSync("sh", ["-c", script], {
    cwd: sandbox,
    env: { PATH: process.env.PATH, LOG: log },
  });
  return readFileSync(log, "utf8")
    .split("\x1d")
    .filter(Boolean)
    .map((run) => run.split("\x1e").slice(0, -1));
}

function consultFinding(agentId: string, runId: string, topicId: string) {
  const [finding] = findSuspendedWait({
    summary: makeSummary({
      id: runId,
      agentId,
      status: "WAITING_FOR_ASYNC",
      endTime: 0,
    }),
    trace: makeTrace([makeStep()], {
      status: "WAITING_FOR_ASYNC",
      waitingFor: { kind: "CONSULT", topicId },
    }),
  });
  return finding!;
}

describe("commands offered with hostile ids", () => {
  it.each(HOSTILE_IDS)("keeps %s one word in every fruxon command", (id) => {
    const consult = consultFinding(id, id, id).commands.map((c) => c.command);
    expect(consult.map(wordsOf)).toEqual([
      [["fruxon", "agents", "topics", "messages", id, id]],
      [["fruxon", "agents", "executions", "cancel-wait", id, id, "--yes"]],
      [["fruxon", "agents", "executions", "cancel", id, id, "--yes"]],
    ]);
    const [approval] = findSuspendedWait({
      summary: makeSummary({ id, agentId: id, status: "WAITING_FOR_ASYNC" }),
      trace: makeTrace([makeStep()], {
        status: "WAITING_FOR_ASYNC",
        waitingFor: { kind: "APPROVAL" },
      }),
    });
    const [unknownWait] = findSuspendedWait({
      summary: makeSummary({ id, agentId: id, status: "WAITING_FOR_ASYNC" }),
      trace: null,
    });
    for (const finding of [approval!, unknownWait!])
      expect(finding.commands.map((c) => wordsOf(c.command))).toEqual([
        [["fruxon", "agents", "executions", "cancel", id, id, "--yes"]],
      ]);
    const [undelivered] = findUndelivered({
      summary: makeSummary({
        agentId: id,
        deliveryStatus: "WITHHELD",
        topicId: id,
      }),
      trace: null,
    });
    expect(wordsOf(undelivered!.commands[0]!.command)).toEqual([
      ["fruxon", "agents", "topics", "messages", id, id],
    ]);
    expect(existsSync(PWNED)).toBe(false);
  });

  it.each([...HOSTILE_IDS, "-rf.json", "a b\nc.json"])(
    "keeps the history file %s one word in the jq commands",
    (file) => {
      const { messages } = readHistoryMessages(
        history(
          userText("go"),
          assistantCalls([["a", "read"]]),
          toolResults({ a: ["ok"] }),
          assistantCalls([["b", "write"]]),
        ),
      );
      const [finding] = findUnansweredToolCalls(messages, file);
      const word = file.startsWith("-") ? `./${file}` : file;
      const [find, truncate] = finding!.commands.map((command) =>
        wordsOf(command.command),
      );
      expect(find).toEqual([["jq", expect.any(String) as string, word]]);
      expect(truncate).toEqual([
        ["jq", ".messages = .messages[0:3]", word],
        ["mv", join(sandbox, "fixed.json"), word],
      ]);
      expect(existsSync(PWNED)).toBe(false);
    },
  );

  it.each(["--profile=attacker", "a b", "a\nb", "", ".."])(
    "offers no command naming the id %j, which is not an id",
    (id) => {
      const commands = consultFinding(id, "run-1", "topic-1").commands;
      expect(commands).toEqual([]);
      expect(
        fruxonCommand`fruxon agents executions cancel ${id} run-1 --yes`,
      ).toBeNull();
    },
  );
});
