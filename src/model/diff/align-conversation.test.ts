/**
 * Two fast-agent histories align like two runs: user turns pair by position (their names
 * are what the person typed), assistant messages by the tools they called (their names are
 * what the model wrote), so a save that differs in wording shows "changed", not removed
 * and added.
 */
import { describe, expect, it } from "vitest";
import { normalizeFastAgentHistory } from "../normalize/fast-agent-history";
import {
  assistantCalls,
  assistantText,
  history,
  toolResults,
  userText,
} from "../testing/fast-agent-builders";
import { diffRuns } from "./diff-run";

const traceOf = (wire: { messages: unknown[] }) =>
  normalizeFastAgentHistory(wire).trace;

describe("aligning fast-agent histories", () => {
  const before = traceOf(
    history(
      userText("Fix the price parser."),
      assistantCalls([["c1", "execute", { command: "pytest -x" }]]),
      toolResults({ c1: ["1 failed"] }),
      assistantText("The test still fails."),
    ),
  );
  const after = traceOf(
    history(
      userText("Fix the price parser, please."),
      assistantCalls([["c1", "execute", { command: "pytest -x -k price" }]]),
      toolResults({ c1: ["2 passed"] }),
      assistantText("Both price tests pass."),
      userText("Thanks! Commit it."),
      assistantText("Committed."),
    ),
  );
  const diff = diffRuns(before, after);
  const status = (path: string) =>
    diff.nodes.find(
      (node) => node.right?.path === path || node.left?.path === path,
    )?.status;

  it("pairs turns and assistant messages whose text differs, and marks the changed ones", () => {
    expect(status("1")).toBe("changed");
    expect(status("1.1")).toBeDefined();
    expect(status("1.1.1")).toBe("changed");
    expect(status("1.2")).toBe("changed");
    expect(diff.counts.removed).toBe(0);
  });

  it("adds the turn only the newer save has", () => {
    expect(status("2")).toBe("added");
    expect(status("2.1")).toBe("added");
  });

  it("starts the divergence at the first changed input in tree order", () => {
    expect(diff.nodes[diff.firstDivergence!]!.right!.path).toBe("1");
  });

  describe("an assistant message's inputs are the conversation before it", () => {
    const save = (result: string, reply: string) =>
      traceOf(
        history(
          userText("Save the notes."),
          assistantCalls([["c1", "write", { path: "notes.md" }]]),
          toolResults({ c1: [result] }),
          assistantText(reply),
        ),
      );
    const replyRow = (diff: ReturnType<typeof diffRuns>) =>
      diff.nodes.find((node) => node.right?.path === "1.2")!;

    it("is changed in its inputs when an earlier message differs, though its own text is equal", () => {
      const diff = diffRuns(save("saved", "Done."), save("disk full", "Done."));
      expect(replyRow(diff).status).toBe("changed");
      expect(replyRow(diff).differs).toEqual(["inputs"]);
    });

    it("differs in its result, not its inputs, when only its own text differs", () => {
      const diff = diffRuns(save("saved", "Done."), save("saved", "Saved."));
      expect(replyRow(diff).differs).toEqual(["result"]);
      expect(diff.firstDivergence).toBeNull();
      expect(diff.nodes[diff.firstResultChange!]).toBe(replyRow(diff));
    });

    it("is the same when the conversation before it and its reply match", () => {
      const diff = diffRuns(save("saved", "Done."), save("saved", "Done."));
      expect(diff.counts.changed).toBe(0);
    });
  });
});
