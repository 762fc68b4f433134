import { describe, expect, it } from "vitest";
import { readHistoryMessages } from "./normalize/fast-agent-message";
import {
  assistantCalls,
  assistantText,
  history,
  toolResults,
  userText,
} from "./testing/fast-agent-builders";
import { diffHistories } from "./session-diff";

const messages = (...wire: Record<string, unknown>[]) =>
  readHistoryMessages(history(...wire)).messages;

describe("diffHistories", () => {
  it("pairs a previous save with the history that grew from it", () => {
    const base = [
      userText("go"),
      assistantCalls([["a", "read", { path: "x" }]]),
      toolResults({ a: ["ok"] }),
      assistantText("done"),
    ];
    const rows = diffHistories(
      messages(...base),
      messages(...base, userText("more"), assistantText("sure")),
    );
    expect(rows.map((row) => row.status)).toEqual([
      "same",
      "same",
      "same",
      "same",
      "added",
      "added",
    ]);
  });

  it("marks a retried call with new arguments and a new result as changed, not as added and removed", () => {
    const left = messages(
      userText("test"),
      assistantCalls([["t1", "execute", { command: "pytest -x" }]]),
      toolResults({ t1: ["1 failed", true] }),
      assistantText("fails"),
    );
    const right = messages(
      userText("test"),
      assistantCalls([["t9", "execute", { command: "pytest -x -k price" }]]),
      toolResults({ t9: ["2 passed"] }),
      assistantText("passes"),
      userText("thanks"),
    );
    const rows = diffHistories(left, right);
    expect(rows.map((row) => [row.status, row.changes])).toEqual([
      ["same", []],
      ["changed", ["tool arguments"]],
      ["changed", ["tool results"]],
      ["changed", ["text"]],
      ["added", []],
    ]);
  });

  it("aligns around an inserted message instead of shifting every row after it", () => {
    const left = messages(
      userText("a"),
      assistantText("1"),
      userText("b"),
      assistantText("2"),
    );
    const right = messages(
      userText("a"),
      assistantCalls([["x", "search"]]),
      toolResults({ x: ["r"] }),
      assistantText("1"),
      userText("b"),
      assistantText("2"),
    );
    expect(diffHistories(left, right).map((row) => row.status)).toEqual([
      "same",
      "added",
      "added",
      "same",
      "same",
      "same",
    ]);
  });

  it("reports messages only in the older history as removed", () => {
    const rows = diffHistories(
      messages(userText("a"), assistantText("1"), userText("b")),
      messages(userText("a"), assistantText("1")),
    );
    expect(rows.map((row) => row.status)).toEqual(["same", "same", "removed"]);
  });
});
